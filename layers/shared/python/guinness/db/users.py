"""The users repository: users, their subscriptions, and a user's membership of a
project as a JWT names it (the connection is passed in)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from guinness.contracts.admin import PRO_TIER
from guinness.db.connection import Connection


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


@dataclass(frozen=True)
class UserSummary:
    """A user as listings show it, with the subscription (None: no row, the free tier)."""

    id: int
    email: str
    name: str | None
    created_at: datetime
    entitlement_id: str | None
    subscription_status: str | None


@dataclass(frozen=True)
class ProjectMember:
    """An existing user and an existing project, with the project's organization."""

    user_id: int
    project_id: int
    organization_id: int


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


def list_users(conn: Connection, *, limit: int, after_id: int | None = None) -> list[UserSummary]:
    """Up to ``limit`` users with ids above ``after_id``, by id, with their subscription."""
    rows = conn.run(
        "SELECT u.id, u.email, u.name, u.created_at, s.entitlement_id, s.status FROM users u"
        " LEFT JOIN subscriptions s ON s.user_id = u.id"
        " WHERE u.id > :after ORDER BY u.id LIMIT :limit",
        after=after_id or 0,
        limit=limit,
    )
    return [
        UserSummary(
            id=int(row[0]),
            email=str(row[1]),
            name=row[2],
            created_at=row[3],
            entitlement_id=row[4],
            subscription_status=row[5],
        )
        for row in rows
    ]


def find_project_member(
    conn: Connection, *, project_id: int, user_id: int | None = None, email: str | None = None
) -> ProjectMember | None:
    """The user with this id, or else this e-mail (case-insensitive), with the project;
    None when either does not exist."""
    if user_id is not None:
        rows = conn.run(
            "SELECT u.id, p.id, p.organization_id FROM users u"
            " JOIN projects p ON p.id = :project WHERE u.id = :user",
            project=project_id,
            user=user_id,
        )
    elif email is not None:
        rows = conn.run(
            "SELECT u.id, p.id, p.organization_id FROM users u"
            " JOIN projects p ON p.id = :project WHERE lower(u.email) = lower(:email)",
            project=project_id,
            email=email,
        )
    else:
        return None
    if not rows:
        return None
    member_user, member_project, organization = (int(value) for value in rows[0])
    return ProjectMember(
        user_id=member_user, project_id=member_project, organization_id=organization
    )
