"""The organizations and projects repository (the connection is passed in)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from guinness.db.connection import Connection
from guinness.errors import NotFoundError


@dataclass(frozen=True)
class Project:
    """A project and the organization it belongs to."""

    id: int
    organization_id: int
    name: str


@dataclass(frozen=True)
class OrganizationSummary:
    """An organization as listings show it."""

    id: int
    name: str
    created_at: datetime
    projects: int


@dataclass(frozen=True)
class ProjectSummary:
    """A project as listings show it."""

    id: int
    organization_id: int
    name: str
    requests_per_minute: int | None
    created_at: datetime


def create_organization(conn: Connection, *, name: str) -> int:
    """Insert an organization; returns its id."""
    rows = conn.run("INSERT INTO organizations (name) VALUES (:name) RETURNING id", name=name)
    return int(rows[0][0])


def find_organization_id(conn: Connection, *, name: str) -> int | None:
    """The id of the organization with this name."""
    rows = conn.run("SELECT id FROM organizations WHERE name = :name", name=name)
    return int(rows[0][0]) if rows else None


def create_project(conn: Connection, *, organization_id: int, name: str) -> Project:
    """Insert a project under an organization."""
    rows = conn.run(
        "INSERT INTO projects (organization_id, name) VALUES (:org, :name) RETURNING id",
        org=organization_id,
        name=name,
    )
    return Project(id=int(rows[0][0]), organization_id=organization_id, name=name)


def set_project_quota(
    conn: Connection, *, project_id: int, requests_per_minute: int | None
) -> dict[str, int | None]:
    """Set the project's requests per key per minute (None: the service's default); raises
    NotFoundError for an unknown project."""
    rows = conn.run(
        "UPDATE projects SET requests_per_minute = :quota WHERE id = :id RETURNING id",
        quota=requests_per_minute,
        id=project_id,
    )
    if not rows:
        raise NotFoundError(f"Project {project_id} does not exist.")
    return {"project_id": project_id, "requests_per_minute": requests_per_minute}


def get_project(conn: Connection, *, project_id: int) -> Project | None:
    """The project with this id."""
    rows = conn.run("SELECT id, organization_id, name FROM projects WHERE id = :id", id=project_id)
    if not rows:
        return None
    return Project(id=int(rows[0][0]), organization_id=int(rows[0][1]), name=str(rows[0][2]))


def find_project(conn: Connection, *, organization_id: int, name: str) -> Project | None:
    """The organization's project with this name."""
    rows = conn.run(
        "SELECT id FROM projects WHERE organization_id = :org AND name = :name",
        org=organization_id,
        name=name,
    )
    if not rows:
        return None
    return Project(id=int(rows[0][0]), organization_id=organization_id, name=name)


def delete_project(conn: Connection, *, project_id: int) -> bool:
    """Delete the project row; its designs, design imports, tasks and request ids go with
    it (ON DELETE CASCADE; its keys must be deleted first). Whether it existed."""
    rows = conn.run("DELETE FROM projects WHERE id = :project RETURNING id", project=project_id)
    return bool(rows)


def list_organizations(
    conn: Connection, *, limit: int, after_id: int | None = None
) -> list[OrganizationSummary]:
    """Up to ``limit`` organizations with ids above ``after_id``, by id, with how many
    projects each has."""
    rows = conn.run(
        "SELECT o.id, o.name, o.created_at,"
        " (SELECT count(*) FROM projects p WHERE p.organization_id = o.id)"
        " FROM organizations o WHERE o.id > :after ORDER BY o.id LIMIT :limit",
        after=after_id or 0,
        limit=limit,
    )
    return [
        OrganizationSummary(
            id=int(row[0]), name=str(row[1]), created_at=row[2], projects=int(row[3])
        )
        for row in rows
    ]


def list_projects(
    conn: Connection,
    *,
    limit: int,
    after_id: int | None = None,
    organization_id: int | None = None,
) -> list[ProjectSummary]:
    """Up to ``limit`` projects with ids above ``after_id`` (of one organization if
    given), by id."""
    rows = conn.run(
        "SELECT id, organization_id, name, requests_per_minute, created_at FROM projects"
        " WHERE id > :after AND (CAST(:org AS bigint) IS NULL OR organization_id = :org)"
        " ORDER BY id LIMIT :limit",
        after=after_id or 0,
        org=organization_id,
        limit=limit,
    )
    return [
        ProjectSummary(
            id=int(row[0]),
            organization_id=int(row[1]),
            name=str(row[2]),
            requests_per_minute=None if row[3] is None else int(row[3]),
            created_at=row[4],
        )
        for row in rows
    ]
