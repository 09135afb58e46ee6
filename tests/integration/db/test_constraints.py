"""The schema itself enforces the invariants, whatever code writes to it."""

from __future__ import annotations

import pytest
from pg8000.exceptions import DatabaseError

from guinness.auth.api_keys import NewApiKey, generate_api_key
from guinness.auth.key_admin import key_hash_of
from guinness.db import keys, users
from guinness.db.connection import Connection
from tests.factories import FAST_SCRYPT, make_scope


def _sqlstate(exc: pytest.ExceptionInfo[DatabaseError]) -> str:
    return str(exc.value.args[0]["C"])


def insert_api_key(conn: Connection, *, key: NewApiKey, **columns: object) -> int:
    return keys.insert_api_key(
        conn,
        prefix=key.prefix,
        key_hash=key_hash_of(key),
        **columns,  # type: ignore[arg-type]
    )


def test_key_prefix_is_unique(conn: Connection) -> None:
    scope = make_scope(conn)
    key = generate_api_key(FAST_SCRYPT)
    insert_api_key(
        conn,
        key=key,
        user_id=scope.user_id,
        project_id=scope.project_id,
        name="a",
        permissions=("READ",),
        expires_at=None,
    )

    with pytest.raises(DatabaseError) as raised:
        insert_api_key(
            conn,
            key=key,
            user_id=scope.user_id,
            project_id=scope.project_id,
            name="b",
            permissions=("READ",),
            expires_at=None,
        )
    assert _sqlstate(raised) == "23505"


@pytest.mark.parametrize("project_id", [0, -1])
def test_keys_need_a_positive_project_id(conn: Connection, project_id: int) -> None:
    scope = make_scope(conn)

    with pytest.raises(DatabaseError) as raised:
        insert_api_key(
            conn,
            key=generate_api_key(FAST_SCRYPT),
            user_id=scope.user_id,
            project_id=project_id,
            name="k",
            permissions=("READ",),
            expires_at=None,
        )
    assert _sqlstate(raised) == "23514"


def test_keys_reference_existing_users_and_projects(conn: Connection) -> None:
    scope = make_scope(conn)

    for user_id, project_id in ((scope.user_id, 999_999), (999_999, scope.project_id)):
        with pytest.raises(DatabaseError) as raised:
            insert_api_key(
                conn,
                key=generate_api_key(FAST_SCRYPT),
                user_id=user_id,
                project_id=project_id,
                name="k",
                permissions=("READ",),
                expires_at=None,
            )
        assert _sqlstate(raised) == "23503"


@pytest.mark.parametrize("permissions", [(), ("ADMIN",), ("WRITE",), ("READ", "DELETE")])
def test_permissions_are_read_or_read_write(conn: Connection, permissions: tuple[str, ...]) -> None:
    scope = make_scope(conn)

    with pytest.raises(DatabaseError) as raised:
        insert_api_key(
            conn,
            key=generate_api_key(FAST_SCRYPT),
            user_id=scope.user_id,
            project_id=scope.project_id,
            name="k",
            permissions=permissions,
            expires_at=None,
        )
    assert _sqlstate(raised) == "23514"


@pytest.mark.parametrize(
    ("entitlement", "status"), [("enterprise", "active"), ("pro_tier", "paused")]
)
def test_subscription_values_are_restricted(
    conn: Connection, entitlement: str, status: str
) -> None:
    scope = make_scope(conn)

    with pytest.raises(DatabaseError) as raised:
        users.set_subscription(
            conn, user_id=scope.user_id, entitlement_id=entitlement, status=status
        )
    assert _sqlstate(raised) == "23514"


def test_user_emails_are_unique_case_insensitively(conn: Connection) -> None:
    users.create_user(conn, email="Ada@example.com")

    with pytest.raises(DatabaseError) as raised:
        users.create_user(conn, email="ada@EXAMPLE.com")
    assert _sqlstate(raised) == "23505"


def _insert_design(
    conn: Connection,
    *,
    design_id: str,
    project_id: int,
    organization_id: int,
    status: str = "pending",
    error: str | None = None,
) -> None:
    conn.run(
        "INSERT INTO designs (design_id, project_id, organization_id, file_key, node_id,"
        " import_status, import_error) VALUES (:d, :p, :o, 'FILEKEY', '1:2', :s, :e)",
        d=design_id,
        p=project_id,
        o=organization_id,
        s=status,
        e=error,
    )


def test_design_id_must_be_project_file_and_node(conn: Connection) -> None:
    scope = make_scope(conn)
    _insert_design(
        conn,
        design_id=f"{scope.project_id}_FILEKEY_1:2",
        project_id=scope.project_id,
        organization_id=scope.organization_id,
    )

    with pytest.raises(DatabaseError) as raised:
        _insert_design(
            conn,
            design_id="42_FILEKEY_1:2",
            project_id=scope.project_id,
            organization_id=scope.organization_id,
        )
    assert _sqlstate(raised) == "23514"


def test_design_organization_must_be_its_projects_organization(conn: Connection) -> None:
    scope = make_scope(conn)
    other = make_scope(conn)

    with pytest.raises(DatabaseError) as raised:
        _insert_design(
            conn,
            design_id=f"{scope.project_id}_FILEKEY_1:2",
            project_id=scope.project_id,
            organization_id=other.organization_id,
        )
    assert _sqlstate(raised) == "23503"


@pytest.mark.parametrize(
    ("status", "error"), [("failed", None), ("completed", "boom"), ("done", None)]
)
def test_design_import_status_and_error_agree(
    conn: Connection, status: str, error: str | None
) -> None:
    scope = make_scope(conn)

    with pytest.raises(DatabaseError) as raised:
        _insert_design(
            conn,
            design_id=f"{scope.project_id}_FILEKEY_1:2",
            project_id=scope.project_id,
            organization_id=scope.organization_id,
            status=status,
            error=error,
        )
    assert _sqlstate(raised) == "23514"


def test_task_edges_stay_inside_one_project_and_never_point_at_themselves(conn: Connection) -> None:
    scope = make_scope(conn)
    other = make_scope(conn)
    for project_id, task_id in (
        (scope.project_id, "T-1"),
        (scope.project_id, "T-2"),
        (other.project_id, "T-3"),
    ):
        conn.run("INSERT INTO tasks (project_id, task_id) VALUES (:p, :t)", p=project_id, t=task_id)
    conn.run("INSERT INTO task_edges VALUES (:p, 'T-2', 'T-1')", p=scope.project_id)

    with pytest.raises(DatabaseError) as self_edge:
        conn.run("INSERT INTO task_edges VALUES (:p, 'T-1', 'T-1')", p=scope.project_id)
    with pytest.raises(DatabaseError) as cross_project:
        conn.run("INSERT INTO task_edges VALUES (:p, 'T-2', 'T-3')", p=scope.project_id)

    assert _sqlstate(self_edge) == "23514"
    assert _sqlstate(cross_project) == "23503"
