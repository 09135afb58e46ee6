"""One task as an import source wrote it (Markdown, the JSON form, Task Master), before the
graph is validated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TaskDocument:
    """One task as written in its source, before graph validation."""

    id: str
    title: str
    depends_on: tuple[str, ...]
    status: str | None
    code: tuple[str, ...]
    body: str
    source: str

    def as_json(self) -> dict[str, Any]:
        """The task in the JSON import form (``{"tasks": [...]}`` items)."""
        return {
            "id": self.id,
            "title": self.title,
            "depends_on": list(self.depends_on),
            "status": self.status,
            "code": list(self.code),
            "body": self.body,
        }
