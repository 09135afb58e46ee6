"""The keys repository: ``mcp_api_keys`` and each key's request windows
(``api_key_request_windows``). The connection is passed in; no business rules here.

Hash material travels as the stored columns (salt, hash, scrypt cost); hashing and
verifying is ``guinness.auth.api_keys``'s, which builds its parameters from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from guinness.db.connection import Connection


@dataclass(frozen=True)
class KeyHash:
    """A key's stored hash: its salt, the scrypt digest and the scrypt cost it was made with."""

    salt: bytes = field(repr=False)
    hash: bytes = field(repr=False)
    n: int
    r: int
    p: int
    dklen: int


@dataclass(frozen=True)
class StoredApiKey:
    """A key row as verification needs it (hash material included, never logged)."""

    id: int
    prefix: str
    key_hash: KeyHash
    user_id: int
    project_id: int
    organization_id: int
    permissions: frozenset[str]
    expires_at: datetime | None
    revoked_at: datetime | None
    #: The project's own requests per key per minute; None: the service's default.
    requests_per_minute: int | None = None


@dataclass(frozen=True)
class ApiKeySummary:
    """A key as listings show it: no secret, no hash."""

    id: int
    prefix: str
    name: str
    user_id: int
    project_id: int
    permissions: tuple[str, ...]
    created_at: datetime
    last_used_at: datetime | None
    expires_at: datetime | None
    revoked_at: datetime | None
    deleted_at: datetime | None

    @property
    def state(self) -> str:
        """active, revoked or deleted (expiry is judged by the reader's clock)."""
        if self.deleted_at is not None:
            return "deleted"
        if self.revoked_at is not None:
            return "revoked"
        return "active"


def insert_api_key(
    conn: Connection,
    *,
    prefix: str,
    key_hash: KeyHash,
    user_id: int,
    project_id: int,
    name: str,
    permissions: tuple[str, ...],
    expires_at: datetime | None,
) -> int:
    """Store a new key; returns its id."""
    rows = conn.run(
        "INSERT INTO mcp_api_keys (key_prefix, salt, hash, scrypt_n, scrypt_r, scrypt_p,"
        " scrypt_dklen, user_id, project_id, permissions, name, expires_at)"
        " VALUES (:prefix, :salt, :hash, :n, :r, :p, :dklen, :user_id, :project_id,"
        " CAST(:permissions AS text[]), :name, :expires_at) RETURNING id",
        prefix=prefix,
        salt=key_hash.salt,
        hash=key_hash.hash,
        n=key_hash.n,
        r=key_hash.r,
        p=key_hash.p,
        dklen=key_hash.dklen,
        user_id=user_id,
        project_id=project_id,
        permissions=list(permissions),
        name=name,
        expires_at=expires_at,
    )
    return int(rows[0][0])


def find_api_key_by_prefix(conn: Connection, *, prefix: str) -> StoredApiKey | None:
    """The not-deleted key with this prefix, with its project's organization."""
    rows = conn.run(
        "SELECT k.id, k.key_prefix, k.salt, k.hash, k.scrypt_n, k.scrypt_r, k.scrypt_p,"
        " k.scrypt_dklen, k.user_id, k.project_id, p.organization_id, k.permissions,"
        " k.expires_at, k.revoked_at, p.requests_per_minute"
        " FROM mcp_api_keys k JOIN projects p ON p.id = k.project_id"
        " WHERE k.key_prefix = :prefix AND k.deleted_at IS NULL",
        prefix=prefix,
    )
    if not rows:
        return None
    row = rows[0]
    return StoredApiKey(
        id=int(row[0]),
        prefix=str(row[1]),
        key_hash=KeyHash(
            salt=bytes(row[2]),
            hash=bytes(row[3]),
            n=int(row[4]),
            r=int(row[5]),
            p=int(row[6]),
            dklen=int(row[7]),
        ),
        user_id=int(row[8]),
        project_id=int(row[9]),
        organization_id=int(row[10]),
        permissions=frozenset(row[11]),
        expires_at=row[12],
        revoked_at=row[13],
        requests_per_minute=None if row[14] is None else int(row[14]),
    )


def touch_last_used(conn: Connection, *, key_id: int, min_interval_seconds: int) -> bool:
    """Set ``last_used_at`` unless it was set within the interval; never waits on a lock.

    ``SKIP LOCKED`` makes the update a no-op when another transaction (a revoke, a
    concurrent touch) holds the row, so an audit write can never hold up a request.
    """
    rows = conn.run(
        "UPDATE mcp_api_keys SET last_used_at = now() WHERE id = ("
        " SELECT id FROM mcp_api_keys WHERE id = :id"
        " AND (last_used_at IS NULL"
        "      OR last_used_at < now() - make_interval(secs => :interval))"
        " FOR UPDATE SKIP LOCKED) RETURNING id",
        id=key_id,
        interval=min_interval_seconds,
    )
    return bool(rows)


def list_api_keys(
    conn: Connection,
    *,
    project_id: int | None = None,
    user_id: int | None = None,
    include_deleted: bool = False,
) -> list[ApiKeySummary]:
    """Keys filtered by project and/or user, newest first; never secrets or hashes."""
    clauses = ["TRUE"]
    params: dict[str, Any] = {}
    if project_id is not None:
        clauses.append("project_id = :project_id")
        params["project_id"] = project_id
    if user_id is not None:
        clauses.append("user_id = :user_id")
        params["user_id"] = user_id
    if not include_deleted:
        clauses.append("deleted_at IS NULL")
    rows = conn.run(
        "SELECT id, key_prefix, name, user_id, project_id, permissions, created_at,"
        " last_used_at, expires_at, revoked_at, deleted_at FROM mcp_api_keys"
        f" WHERE {' AND '.join(clauses)} ORDER BY id DESC",
        **params,
    )
    return [
        ApiKeySummary(
            id=int(row[0]),
            prefix=str(row[1]),
            name=str(row[2]),
            user_id=int(row[3]),
            project_id=int(row[4]),
            permissions=tuple(row[5]),
            created_at=row[6],
            last_used_at=row[7],
            expires_at=row[8],
            revoked_at=row[9],
            deleted_at=row[10],
        )
        for row in rows
    ]


def revoke_api_key(conn: Connection, *, key_id: int) -> bool:
    """Mark a key revoked; returns False when no such live key exists."""
    rows = conn.run(
        "UPDATE mcp_api_keys SET revoked_at = coalesce(revoked_at, now())"
        " WHERE id = :id AND deleted_at IS NULL RETURNING id",
        id=key_id,
    )
    return bool(rows)


def delete_api_key(conn: Connection, *, key_id: int) -> bool:
    """Soft-delete a key (the row stays for audit); returns False when already gone."""
    rows = conn.run(
        "UPDATE mcp_api_keys SET deleted_at = now() WHERE id = :id AND deleted_at IS NULL"
        " RETURNING id",
        id=key_id,
    )
    return bool(rows)


def find_api_key_id(conn: Connection, *, prefix: str) -> int | None:
    """The id of the key with this prefix (deleted or not), for admin commands."""
    rows = conn.run("SELECT id FROM mcp_api_keys WHERE key_prefix = :prefix", prefix=prefix)
    return int(rows[0][0]) if rows else None


def delete_project_keys(conn: Connection, *, project_id: int) -> int:
    """Delete every key of a project, and its request windows with it (a project
    deletion); returns how many keys were deleted."""
    rows = conn.run(
        "DELETE FROM mcp_api_keys WHERE project_id = :project RETURNING id", project=project_id
    )
    return len(rows)


def count_request(conn: Connection, *, key_id: int, window_start: int) -> int:
    """Add one request to the key's window (``window_start``: epoch seconds of its
    minute) and return the window's count; a new window deletes the key's older ones."""
    rows = conn.run(
        "INSERT INTO api_key_request_windows (key_id, window_start, requests)"
        " VALUES (:key_id, to_timestamp(:start), 1)"
        " ON CONFLICT (key_id, window_start)"
        " DO UPDATE SET requests = api_key_request_windows.requests + 1"
        " RETURNING requests",
        key_id=key_id,
        start=window_start,
    )
    requests = int(rows[0][0])
    if requests == 1:  # a new window: the key's older ones are spent
        conn.run(
            "DELETE FROM api_key_request_windows"
            " WHERE key_id = :key_id AND window_start < to_timestamp(:start)",
            key_id=key_id,
            start=window_start,
        )
    return requests
