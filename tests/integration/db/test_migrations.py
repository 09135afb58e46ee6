from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from pg8000.exceptions import DatabaseError

from guinness.db.connection import connect
from guinness.db.migrations import (
    Migration,
    MigrationError,
    applied_versions,
    apply_migrations,
    discover_migrations,
)
from guinness.settings import DatabaseSettings

MakeDatabase = Callable[..., DatabaseSettings]


def test_migrations_apply_once_and_then_report_nothing_to_do(make_database: MakeDatabase) -> None:
    conn = connect(make_database(migrated=False))
    try:
        first = apply_migrations(conn)
        second = apply_migrations(conn)

        assert first == [f"{m.version:04d}_{m.name}" for m in discover_migrations()]
        assert second == []
        assert applied_versions(conn) == [m.version for m in discover_migrations()]
        tables = {
            row[0]
            for row in conn.run("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        }
        assert {
            "organizations",
            "projects",
            "users",
            "subscriptions",
            "mcp_api_keys",
            "designs",
            "tasks",
            "task_edges",
            "schema_migrations",
        } <= tables
    finally:
        conn.close()


def test_concurrent_runners_apply_each_migration_exactly_once(make_database: MakeDatabase) -> None:
    settings = make_database(migrated=False)
    results: list[list[str]] = []
    errors: list[BaseException] = []
    start = threading.Barrier(4)

    def run() -> None:
        conn = connect(settings)
        try:
            start.wait()
            results.append(apply_migrations(conn))
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)
        finally:
            conn.close()

    threads = [threading.Thread(target=run) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    applied = [names for names in results if names]
    assert len(applied) == 1, results
    conn = connect(settings)
    try:
        rows = conn.run("SELECT version, count(*) FROM schema_migrations GROUP BY version")
        assert all(count == 1 for _, count in rows)
    finally:
        conn.close()


def test_an_edited_applied_migration_is_refused(make_database: MakeDatabase) -> None:
    conn = connect(make_database())
    try:
        edited = [
            Migration(m.version, m.name, m.sql + "\n-- edited") for m in discover_migrations()
        ]
        with pytest.raises(MigrationError, match="was changed after it was applied"):
            apply_migrations(conn, edited)
    finally:
        conn.close()


def test_a_failing_migration_rolls_back_and_releases_the_lock(make_database: MakeDatabase) -> None:
    settings = make_database()
    conn = connect(settings)
    try:
        broken = [
            *discover_migrations(),
            Migration(9998, "half_done", "CREATE TABLE half_done (id int); SELECT 1/0;"),
        ]
        with pytest.raises(DatabaseError):
            apply_migrations(conn, broken)

        assert conn.run("SELECT to_regclass('half_done')")[0][0] is None
        assert 9998 not in applied_versions(conn)
        other = connect(settings)
        try:
            fixed = [
                *discover_migrations(),
                Migration(9999, "later", "CREATE TABLE later (id int);"),
            ]
            assert apply_migrations(other, fixed) == ["9999_later"]
        finally:
            other.close()
    finally:
        conn.close()


def test_migration_files_are_named_and_numbered_consistently() -> None:
    migrations = discover_migrations()

    assert migrations, "no migration shipped"
    assert [m.version for m in migrations] == sorted({m.version for m in migrations})
    assert migrations[0].version == 1
