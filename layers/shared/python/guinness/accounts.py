"""SQL for organizations, projects, users and subscriptions (connection passed in)."""

from __future__ import annotations

from dataclasses import dataclass

from guinness.contracts.admin import PRO_TIER
from guinness.db.connection import Connection
from guinness.errors import NotFoundError


@dataclass(frozen=True)
class Project:
    """A project and the organization it belongs to."""

    id: int
    organization_id: int
    name: str


@dataclass(frozen=True)
class Subscription:
    """A user's subscription row (no row means the free tier)."""

    user_id: int
    entitlement_id: str
    status: str

    @property
    def is_pro(self) -> bool:
        """Active ``pro_tier`` exactly as the task-context seed defines it."""
        return self.entitlement_id == PRO_TIER and self.status == "active"


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


def create_user(conn: Connection, *, email: str, name: str | None = None) -> int:
    """Insert a user; returns its id."""
    rows = conn.run(
        "INSERT INTO users (email, name) VALUES (:email, :name) RETURNING id",
        email=email,
        name=name,
    )
    return int(rows[0][0])


def find_user_id(conn: Connection, *, email: str) -> int | None:
    """The id of the user with this e-mail (case-insensitive)."""
    rows = conn.run("SELECT id FROM users WHERE lower(email) = lower(:email)", email=email)
    return int(rows[0][0]) if rows else None


def set_subscription(
    conn: Connection, *, user_id: int, entitlement_id: str, status: str
) -> Subscription:
    """Create or replace the user's subscription."""
    conn.run(
        "INSERT INTO subscriptions (user_id, entitlement_id, status)"
        " VALUES (:user_id, :entitlement_id, :status)"
        " ON CONFLICT (user_id) DO UPDATE SET entitlement_id = excluded.entitlement_id,"
        " status = excluded.status, updated_at = now()",
        user_id=user_id,
        entitlement_id=entitlement_id,
        status=status,
    )
    return Subscription(user_id=user_id, entitlement_id=entitlement_id, status=status)


def get_subscription(conn: Connection, *, user_id: int) -> Subscription | None:
    """The user's subscription, or None (free tier)."""
    rows = conn.run(
        "SELECT entitlement_id, status FROM subscriptions WHERE user_id = :user_id",
        user_id=user_id,
    )
    if not rows:
        return None
    return Subscription(user_id=user_id, entitlement_id=str(rows[0][0]), status=str(rows[0][1]))
