"""Row factories for tests: each returns ids and accepts overrides."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from datetime import datetime

from guinness.auth.api_keys import ScryptParams
from guinness.auth.key_admin import CreatedApiKey, create_api_key
from guinness.db import projects, users
from guinness.db.connection import Connection

_counter = itertools.count(1)
#: Cheap scrypt for tests that are not about hashing cost.
FAST_SCRYPT = ScryptParams(n=1024, r=8, p=1)


@dataclass(frozen=True)
class Scope:
    """An organization, a project in it, and a user."""

    organization_id: int
    project_id: int
    user_id: int


def make_scope(conn: Connection, *, tier: str | None = None, status: str = "active") -> Scope:
    """A new organization, project and user (with a subscription when ``tier`` is given)."""
    n = next(_counter)
    organization_id = projects.create_organization(conn, name=f"Org {n}")
    project = projects.create_project(conn, organization_id=organization_id, name=f"Project {n}")
    user_id = users.create_user(conn, email=f"user{n}@example.com")
    if tier is not None:
        users.set_subscription(conn, user_id=user_id, entitlement_id=tier, status=status)
    return Scope(organization_id, project.id, user_id)


def make_key(
    conn: Connection,
    scope: Scope,
    *,
    write: bool = False,
    expires_at: datetime | None = None,
    params: ScryptParams = FAST_SCRYPT,
) -> CreatedApiKey:
    """A key for the scope's user and project."""
    return create_api_key(
        conn,
        user_id=scope.user_id,
        project_id=scope.project_id,
        name="test key",
        write=write,
        expires_at=expires_at,
        params=params,
    )
