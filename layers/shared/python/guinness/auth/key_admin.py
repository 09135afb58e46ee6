"""Creating API keys for admins (CLI, local stack, deploy-time admin operations)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from guinness.auth.api_keys import DEFAULT_SCRYPT, NewApiKey, ScryptParams, generate_api_key
from guinness.auth.principal import Permission
from guinness.db import keys
from guinness.db.connection import Connection
from guinness.errors import ValidationError


@dataclass(frozen=True)
class CreatedApiKey:
    """A new key: ``text`` is shown to the user once and never stored."""

    id: int
    prefix: str
    text: str = field(repr=False)
    permissions: tuple[str, ...]
    expires_at: datetime | None

    def as_json(self) -> dict[str, Any]:
        """What admin tools print: the key text once, never its hash."""
        return {
            "id": self.id,
            "prefix": self.prefix,
            "permissions": list(self.permissions),
            "expires_at": self.expires_at.isoformat() if self.expires_at else None,
            "api_key": self.text,
        }


def create_api_key(
    conn: Connection,
    *,
    user_id: int,
    project_id: int,
    name: str,
    write: bool = False,
    expires_at: datetime | None = None,
    expires_in_days: int | None = None,
    params: ScryptParams = DEFAULT_SCRYPT,
) -> CreatedApiKey:
    """Generate and store a READ (or READ+WRITE) key for one project.

    The expiry is ``expires_at``, or ``expires_in_days`` from now (not both).
    """
    if expires_in_days is not None:
        if expires_at is not None:
            raise ValidationError("Give expires_at or expires_in_days, not both.")
        if expires_in_days <= 0:
            raise ValidationError("expires_in_days must be a positive number of days.")
        expires_at = datetime.now(UTC) + timedelta(days=expires_in_days)
    if project_id <= 0:
        raise ValidationError("project_id must be a positive integer.")
    if expires_at is not None:
        if expires_at.tzinfo is None:
            raise ValidationError("expires_at must include a time zone.")
        if expires_at <= datetime.now(UTC):
            raise ValidationError("expires_at must be in the future.")
    permissions = (Permission.READ.value, Permission.WRITE.value) if write else ("READ",)
    key = generate_api_key(params)
    key_id = keys.insert_api_key(
        conn,
        prefix=key.prefix,
        key_hash=key_hash_of(key),
        user_id=user_id,
        project_id=project_id,
        name=name,
        permissions=permissions,
        expires_at=expires_at,
    )
    return CreatedApiKey(
        id=key_id, prefix=key.prefix, text=key.text, permissions=permissions, expires_at=expires_at
    )


def key_hash_of(key: NewApiKey) -> keys.KeyHash:
    """What the keys repository stores of a new key: its salt, hash and scrypt cost."""
    params = key.params
    return keys.KeyHash(
        salt=key.salt, hash=key.hash, n=params.n, r=params.r, p=params.p, dklen=params.dklen
    )
