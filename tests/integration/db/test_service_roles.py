"""Every service's database role may do exactly what its grants say, and is refused the rest.

The matrices below are the specification (issue: one database role per service): a new
table or column fails these tests until a migration grants it to the roles that need it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from pg8000.exceptions import DatabaseError

from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Connection, Database, connect
from guinness.db.roles import SERVICE_ROLES, set_role_passwords
from guinness.env import SecretSetting
from guinness.settings import DatabaseSettings

ALL = frozenset({"SELECT", "INSERT", "UPDATE", "DELETE"})
EDGE, BACKEND, IMPORT, AI, WORKER = (
    SERVICE_ROLES[name] for name in ("edge", "backend", "import-job", "ai", "worker")
)
SCOPE_TABLES: dict[str, frozenset[str]] = {
    "public.organizations": frozenset({"SELECT"}),
    "public.projects": frozenset({"SELECT", "DELETE"}),
    "public.subscriptions": frozenset({"SELECT"}),
    "public.designs": ALL,
    "public.design_imports": ALL,
    "public.tasks": ALL,
    "public.task_edges": ALL,
    "public.des2code_requests": frozenset({"SELECT", "INSERT", "DELETE"}),
    "public.mcp_api_keys": frozenset({"DELETE"}),
}
#: Table-level privileges per role (every other table: none).
TABLE_GRANTS: dict[str, dict[str, frozenset[str]]] = {
    EDGE: {
        "public.mcp_api_keys": frozenset({"SELECT"}),
        "public.users": frozenset({"SELECT"}),
        "public.subscriptions": frozenset({"SELECT"}),
        "public.api_key_request_windows": ALL,
    },
    BACKEND: SCOPE_TABLES,
    IMPORT: SCOPE_TABLES,
    AI: {"ai_store.documents": ALL},
    WORKER: {"ai_store.documents": frozenset({"SELECT"})},
}
#: Column-level privileges on top of the table-level ones.
COLUMN_GRANTS: dict[str, dict[tuple[str, str], frozenset[str]]] = {
    EDGE: {
        ("public.mcp_api_keys", "last_used_at"): frozenset({"UPDATE"}),
        ("public.projects", "id"): frozenset({"SELECT"}),
        ("public.projects", "organization_id"): frozenset({"SELECT"}),
        ("public.projects", "requests_per_minute"): frozenset({"SELECT"}),
    },
    BACKEND: {
        ("public.mcp_api_keys", "id"): frozenset({"SELECT"}),
        ("public.mcp_api_keys", "project_id"): frozenset({"SELECT"}),
    },
    IMPORT: {
        ("public.mcp_api_keys", "id"): frozenset({"SELECT"}),
        ("public.mcp_api_keys", "project_id"): frozenset({"SELECT"}),
    },
    AI: {},
    WORKER: {},
}
PRIVILEGES = ("SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER")


@pytest.fixture
def owner(database: Database) -> Iterator[Connection]:
    PostgresDocumentStore(database).migrate()
    with database.connection() as conn:
        yield conn


def _tables(conn: Connection) -> list[str]:
    rows = conn.run(
        "SELECT schemaname || '.' || tablename FROM pg_tables"
        " WHERE schemaname IN ('public', 'ai_store') ORDER BY 1"
    )
    return [str(row[0]) for row in rows]


def _columns(conn: Connection, table: str) -> list[str]:
    schema, name = table.split(".")
    rows = conn.run(
        "SELECT column_name FROM information_schema.columns"
        " WHERE table_schema = :schema AND table_name = :name ORDER BY ordinal_position",
        schema=schema,
        name=name,
    )
    return [str(row[0]) for row in rows]


def test_the_matrices_name_only_tables_that_exist(owner: Connection) -> None:
    tables = set(_tables(owner))
    for grants in TABLE_GRANTS.values():
        assert set(grants) <= tables
    for columns in COLUMN_GRANTS.values():
        for table, column in columns:
            assert column in _columns(owner, table)
    # Both version tables exist and belong to the owner alone.
    assert {"public.schema_migrations", "ai_store.schema_migrations"} <= tables


@pytest.mark.parametrize("role", sorted(TABLE_GRANTS))
def test_each_role_holds_exactly_its_table_privileges(owner: Connection, role: str) -> None:
    held: dict[str, set[str]] = {}
    for table in _tables(owner):
        for privilege in PRIVILEGES:
            [[has]] = owner.run(
                "SELECT has_table_privilege(:role, :table, :privilege)",
                role=role,
                table=table,
                privilege=privilege,
            )
            if has:
                held.setdefault(table, set()).add(privilege)

    assert held == {table: set(grants) for table, grants in TABLE_GRANTS[role].items()}


@pytest.mark.parametrize("role", sorted(TABLE_GRANTS))
def test_each_role_holds_exactly_its_column_privileges(owner: Connection, role: str) -> None:
    for table in _tables(owner):
        table_level = TABLE_GRANTS[role].get(table, frozenset())
        for column in _columns(owner, table):
            expected = table_level | COLUMN_GRANTS[role].get((table, column), frozenset())
            for privilege in ("SELECT", "INSERT", "UPDATE"):
                [[has]] = owner.run(
                    "SELECT has_column_privilege(:role, :table, :column, :privilege)",
                    role=role,
                    table=table,
                    column=column,
                    privilege=privilege,
                )
                assert has == (privilege in expected), (role, table, column, privilege)


def test_no_role_may_create_objects_or_own_anything(owner: Connection) -> None:
    for role in TABLE_GRANTS:
        for schema in ("public", "ai_store"):
            [[may_create]] = owner.run(
                "SELECT has_schema_privilege(:role, :schema, 'CREATE')", role=role, schema=schema
            )
            assert not may_create, (role, schema)
        [[owned]] = owner.run(
            "SELECT count(*) FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner"
            " WHERE r.rolname = :role",
            role=role,
        )
        assert owned == 0
        [[superuser, create_role, create_db, bypass_rls]] = owner.run(
            "SELECT rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles"
            " WHERE rolname = :role",
            role=role,
        )
        assert [superuser, create_role, create_db, bypass_rls] == [False] * 4, role


# Connecting as each role: what its service runs works, the rest is refused by the server.


@pytest.fixture
def as_role(owner: Connection, db_settings: DatabaseSettings) -> Iterator[object]:
    passwords = set_role_passwords(owner, SERVICE_ROLES.values())
    opened: list[Connection] = []

    def _connect(role: str) -> Connection:
        settings = replace(
            db_settings,
            user=role,
            password=SecretSetting(name="DATABASE_PASSWORD", value=None),
        )
        settings = DatabaseSettings.from_url(
            _url(settings, passwords[role]), variable="DATABASE_URL"
        )
        conn = connect(settings)
        opened.append(conn)
        return conn

    yield _connect
    for conn in opened:
        conn.close()


def _url(settings: DatabaseSettings, password: str) -> str:
    from guinness.db.databases import url_for

    return url_for(settings, password=password)


REFUSED = {
    EDGE: [
        "SELECT design_id FROM designs",
        "SELECT name FROM projects",
        "SELECT * FROM ai_store.documents",
        "UPDATE mcp_api_keys SET revoked_at = now()",
        "INSERT INTO users (email) VALUES ('x@example.com')",
        "SELECT * FROM des2code_requests",
    ],
    BACKEND: [
        "SELECT hash FROM mcp_api_keys",
        "SELECT salt FROM mcp_api_keys",
        "SELECT email FROM users",
        "SELECT * FROM ai_store.documents",
        "INSERT INTO organizations (name) VALUES ('x')",
        "UPDATE projects SET name = 'x'",
        "UPDATE des2code_requests SET design_id = 'x'",
        "SELECT * FROM api_key_request_windows",
    ],
    IMPORT: ["SELECT hash FROM mcp_api_keys", "SELECT * FROM ai_store.documents"],
    AI: [
        "SELECT * FROM mcp_api_keys",
        "SELECT * FROM designs",
        "SELECT * FROM users",
        "TRUNCATE ai_store.documents",
        "SELECT * FROM ai_store.schema_migrations",
        "CREATE TABLE ai_store.extra (id int)",
    ],
    WORKER: [
        "SELECT * FROM mcp_api_keys",
        "SELECT * FROM designs",
        "SELECT * FROM tasks",
        "DELETE FROM ai_store.documents",
        "INSERT INTO ai_store.documents (kind, project_id, organization_id, doc_id, body)"
        " VALUES ('design', 1, 1, 'x', '{}')",
    ],
}
ALLOWED = {
    EDGE: [
        "SELECT k.id, k.hash, p.organization_id, p.requests_per_minute FROM mcp_api_keys k"
        " JOIN projects p ON p.id = k.project_id",
        "UPDATE mcp_api_keys SET last_used_at = now() WHERE id = -1",
        "SELECT id FROM mcp_api_keys WHERE id = -1 FOR UPDATE SKIP LOCKED",
        "SELECT u.id FROM users u JOIN subscriptions s ON s.user_id = u.id",
        "DELETE FROM api_key_request_windows WHERE key_id = -1",
    ],
    BACKEND: [
        "SELECT id, organization_id, name FROM projects",
        "SELECT d.design_id FROM designs d, design_imports i",
        "DELETE FROM mcp_api_keys WHERE project_id = -1 RETURNING id",
        "SELECT * FROM task_upstream_edges(-1, 'x', 3, 100, 8)",
        "SELECT pg_advisory_xact_lock(1)",
    ],
    IMPORT: ["SELECT * FROM tasks JOIN task_edges USING (project_id, task_id)"],
    AI: [
        "SELECT count(*) FROM ai_store.documents",
        "DELETE FROM ai_store.documents WHERE project_id = -1",
        "SELECT ai_store.analyze_documents()",
    ],
    WORKER: ["SELECT count(*) FROM ai_store.documents"],
}


@pytest.mark.parametrize("role", sorted(REFUSED))
def test_the_server_refuses_a_role_outside_its_grants(as_role, role: str) -> None:
    conn = as_role(role)
    for statement in REFUSED[role]:
        with pytest.raises(DatabaseError) as refused:
            conn.run(statement)
        details = refused.value.args[0]
        assert details["C"] == "42501", (role, statement, details)  # insufficient_privilege
    for statement in ALLOWED[role]:
        conn.run(statement)
