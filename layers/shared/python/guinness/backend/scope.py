"""The caller's scope: a project (with its organization) and the end user, if any.

:func:`resolve_scope` is the one way a project id becomes a scope, for the backend's
internal routes (which check the service key first), the import job and the admin tools.
The backend repeats scope validation before touching PostgreSQL, SQS, the AI API or S3:
the project must exist; every object is then looked up within it, and another project's
objects answer 404.
"""

from __future__ import annotations

import hmac
from collections.abc import Callable
from dataclasses import dataclass

from fastapi import Request

from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER, USER_HEADER
from guinness.db import projects
from guinness.db.connection import Connection, Database
from guinness.errors import ProjectNotFoundError, ServiceAuthError, ValidationError


@dataclass(frozen=True)
class Scope:
    """The authenticated project (with its organization) and the end user, if forwarded."""

    project_id: int
    organization_id: int
    user_id: int | None


def scope_dependency(
    database: Database, internal_api_key: Callable[[], str]
) -> Callable[[Request], Scope]:
    """A FastAPI dependency: checks ``X-API-Key`` and resolves the project scope."""

    def dependency(request: Request) -> Scope:
        check_service_key(request, internal_api_key)
        project_id = _positive_int(request.headers.get(PROJECT_HEADER), PROJECT_HEADER)
        if project_id is None:
            raise ValidationError(f"{PROJECT_HEADER} is required.")
        user_id = _positive_int(request.headers.get(USER_HEADER), USER_HEADER)
        with database.connection() as conn:
            return resolve_scope(conn, project_id=project_id, user_id=user_id)

    return dependency


def resolve_scope(
    conn: Connection,
    *,
    project_id: int,
    user_id: int | None = None,
    organization_id: int | None = None,
) -> Scope:
    """The scope of the existing project ``project_id``; raises ProjectNotFoundError when
    there is none, or when ``organization_id`` is given and the project is another's."""
    project = projects.get_project(conn, project_id=project_id)
    if project is None or organization_id not in (None, project.organization_id):
        raise ProjectNotFoundError(f"Project {project_id} does not exist.")
    return Scope(project_id=project.id, organization_id=project.organization_id, user_id=user_id)


def check_service_key(request: Request, internal_api_key: Callable[[], str]) -> None:
    """Raise ServiceAuthError unless the request carries the internal ``X-API-Key``."""
    presented = request.headers.get(API_KEY_HEADER)
    if presented is None or not hmac.compare_digest(
        presented.encode(), internal_api_key().encode()
    ):
        raise ServiceAuthError()


def _positive_int(text: str | None, header: str) -> int | None:
    if text is None:
        return None
    if not text.isascii() or not text.isdigit() or int(text) <= 0 or len(text) > 18:
        raise ValidationError(f"{header} must be a positive integer.")
    return int(text)
