"""Who is calling: the project-scoped identity an API key (or JWT) resolves to."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Permission(StrEnum):
    """What a key may do. Every key can read; WRITE also allows trigger-des2code."""

    READ = "READ"
    WRITE = "WRITE"


@dataclass(frozen=True)
class Principal:
    """An authenticated caller bound to exactly one project."""

    user_id: int
    project_id: int
    organization_id: int
    permissions: frozenset[str]
    key_id: int | None = None
    key_prefix: str | None = None
    #: The key's project's own request quota per minute; None: the service's default.
    requests_per_minute: int | None = None

    def can(self, permission: Permission) -> bool:
        """Whether the caller holds ``permission``."""
        return permission.value in self.permissions
