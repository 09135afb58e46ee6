"""The admin commands that run on the database, written once for both ways of running them:
``guinness-admin`` on a local or reachable database, and the admin Lambda (``--remote``).

Each command takes a connection and its validated arguments (the operation's model in
:mod:`guinness.contracts.admin`) and returns a JSON-ready value. A refusal by the database
becomes one platform error through one SQLSTATE table (:func:`database_refusal`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict
from datetime import datetime
from typing import Any

from guinness.auth.key_admin import create_api_key
from guinness.contracts import admin as ops
from guinness.db import keys, projects, users
from guinness.db.connection import Connection, DatabaseError, sqlstate
from guinness.db.migrations import apply_migrations
from guinness.errors import ConflictError, NotFoundError, PlatformError, ValidationError

#: SQLSTATE -> the error it becomes and what it means to an admin.
_REFUSALS: dict[str, tuple[type[PlatformError], str]] = {
    "23503": (ValidationError, "A referenced row does not exist."),
    "23505": (ConflictError, "It already exists."),
    "23514": (ValidationError, "A value is not allowed."),
    "22P02": (ValidationError, "A value has the wrong format."),
    # undefined_table: a database nothing has migrated yet.
    "42P01": (
        ValidationError,
        "The database has no schema yet: run `guinness-admin migrate` (locally `./dev admin "
        "migrate`, or `./dev up` once).",
    ),
}


def parse_arguments(operation: str, arguments: dict[str, Any]) -> Any:
    """The operation's arguments validated by its model; raises ValidationError with a
    one-line message for an unknown operation or invalid arguments."""
    try:
        return ops.AdminRequest(operation=operation, arguments=arguments).parsed()
    except ValueError as exc:
        raise ValidationError(first_line(str(exc))) from None


def run_admin_command(
    conn: Connection, operation: str, arguments: Any, *, with_detail: bool = False
) -> Any:
    """Run the database command ``operation`` with its validated ``arguments``; raises
    platform errors only (a refusal by the database included: see database_refusal)."""
    try:
        return ADMIN_COMMANDS[operation](conn, arguments)
    except DatabaseError as exc:
        raise database_refusal(exc, with_detail=with_detail) from None


def database_refusal(exc: DatabaseError, *, with_detail: bool = False) -> PlatformError:
    """The platform error for a statement the database refused; ``with_detail`` appends
    the server's own message (the CLI shows it, the admin Lambda does not)."""
    error_class, message = _REFUSALS.get(
        sqlstate(exc) or "", (PlatformError, "The database refused the operation.")
    )
    details = exc.args[0] if exc.args and isinstance(exc.args[0], dict) else {}
    if with_detail and details.get("M"):
        message = f"{message} ({details['M']})"
    return error_class(message)


def _migrate(conn: Connection, _: ops.Migrate) -> Any:
    return {"applied": apply_migrations(conn)}


def _org_create(conn: Connection, a: ops.OrgCreate) -> Any:
    return {"organization_id": projects.create_organization(conn, name=a.name)}


def _org_list(conn: Connection, a: ops.OrgList) -> Any:
    rows = projects.list_organizations(conn, limit=a.limit, after_id=a.after_id)
    return _page("organizations", rows, a.limit)


def _project_create(conn: Connection, a: ops.ProjectCreate) -> Any:
    project = projects.create_project(conn, organization_id=a.organization_id, name=a.name)
    return {"project_id": project.id, "organization_id": project.organization_id}


def _project_list(conn: Connection, a: ops.ProjectList) -> Any:
    rows = projects.list_projects(
        conn, limit=a.limit, after_id=a.after_id, organization_id=a.organization_id
    )
    return _page("projects", rows, a.limit)


def _project_quota(conn: Connection, a: ops.ProjectQuota) -> Any:
    return projects.set_project_quota(
        conn, project_id=a.project_id, requests_per_minute=a.requests_per_minute
    )


def _user_create(conn: Connection, a: ops.UserCreate) -> Any:
    return {"user_id": users.create_user(conn, email=a.email, name=a.name)}


def _user_list(conn: Connection, a: ops.UserList) -> Any:
    return _page("users", users.list_users(conn, limit=a.limit, after_id=a.after_id), a.limit)


def _subscription_set(conn: Connection, a: ops.SubscriptionSet) -> Any:
    subscription = users.set_subscription(
        conn, user_id=a.user_id, entitlement_id=a.tier, status=a.status
    )
    return asdict(subscription)


def _key_create(conn: Connection, a: ops.KeyCreate) -> Any:
    return create_api_key(
        conn,
        user_id=a.user_id,
        project_id=a.project_id,
        name=a.name,
        write=a.write,
        expires_at=a.expires_at,
        expires_in_days=a.expires_in_days,
    ).as_json()


def _key_list(conn: Connection, a: ops.KeyList) -> Any:
    listed = keys.list_api_keys(
        conn, project_id=a.project_id, user_id=a.user_id, include_deleted=a.include_deleted
    )
    return [_jsonable({**asdict(summary), "state": summary.state}) for summary in listed]


def _key_revoke(conn: Connection, a: ops.KeyTarget) -> Any:
    key_id = _key_id(conn, a)
    if not keys.revoke_api_key(conn, key_id=key_id):
        raise NotFoundError(f"No live API key with id {key_id}.")
    return {"revoked": key_id}


def _key_delete(conn: Connection, a: ops.KeyTarget) -> Any:
    key_id = _key_id(conn, a)
    if not keys.delete_api_key(conn, key_id=key_id):
        raise NotFoundError(f"No live API key with id {key_id}.")
    return {"deleted": key_id}


def _key_id(conn: Connection, a: ops.KeyTarget) -> int:
    if a.id is not None:
        return a.id
    found = keys.find_api_key_id(conn, prefix=a.prefix or "")
    if found is None:
        raise NotFoundError(f"No API key with prefix {a.prefix!r}.")
    return found


def _page(name: str, rows: Sequence[Any], limit: int) -> dict[str, Any]:
    """One page of a listing: its rows, and the ``after_id`` of the next page (None on
    the last; a full page may be followed by an empty one)."""
    return {
        name: [_jsonable(asdict(row)) for row in rows],
        "next_after_id": rows[-1].id if len(rows) == limit else None,
    }


def first_line(text: str) -> str:
    """A message on one line (pydantic's span several), at most 500 characters."""
    return " ".join(part.strip() for part in text.splitlines() if part.strip())[:500]


def _jsonable(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v.isoformat() if isinstance(v, datetime) else v for k, v in row.items()}


#: Every admin operation that runs on the database, by name (``contracts.admin.OPERATIONS``
#: names its arguments' model).
ADMIN_COMMANDS: dict[str, Callable[[Connection, Any], Any]] = {
    "migrate": _migrate,
    "org.create": _org_create,
    "org.list": _org_list,
    "project.create": _project_create,
    "project.list": _project_list,
    "project.quota": _project_quota,
    "user.create": _user_create,
    "user.list": _user_list,
    "subscription.set": _subscription_set,
    "key.create": _key_create,
    "key.list": _key_list,
    "key.revoke": _key_revoke,
    "key.delete": _key_delete,
}
