"""How task-context assembly reads the code a task references.

Tasks name code by ``code_id``, by path or by component name; a reader resolves those
references for one project. The real reader goes through the AI internal API; tests pass a fake.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from guinness.tasks.deadline import Deadline


@dataclass(frozen=True)
class CodeSnippet:
    """One imported code source, as the bundle shows it."""

    code_id: str
    path: str
    component_name: str
    source: str


class CodeSourceReader(Protocol):
    """Resolves a project's code references (code ids or paths) to their sources."""

    def read_code_sources(
        self, project_id: int, refs: Sequence[str], *, deadline: Deadline
    ) -> Mapping[str, CodeSnippet]:
        """The snippet of each reference that resolves, keyed by the reference as given.

        References that match nothing are simply absent from the result. Reading stops
        (ContextTimeoutError) once ``deadline`` has passed; each call it makes is given
        what is left of it.
        """
        ...
