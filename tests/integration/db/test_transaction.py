"""The one transaction helper every repository uses (``guinness.db.connection``)."""

from __future__ import annotations

import pytest

from guinness.db.connection import (
    Connection,
    Database,
    DatabaseError,
    sqlstate,
    transaction,
)


def _organizations(conn: Connection) -> int:
    return int(conn.run("SELECT count(*) FROM organizations")[0][0])


def test_a_transaction_commits_what_it_did(database: Database) -> None:
    with database.connection() as conn:
        before = _organizations(conn)
        with transaction(conn):
            conn.run("INSERT INTO organizations (name) VALUES ('Committed')")

        assert _organizations(conn) == before + 1
        assert conn.is_idle()


def _insert_then_fail(conn: Connection) -> None:
    with transaction(conn):
        conn.run("INSERT INTO organizations (name) VALUES ('Rolled back')")
        raise RuntimeError("boom")


def test_an_error_rolls_everything_back(database: Database) -> None:
    with database.connection() as conn:
        before = _organizations(conn)
        with pytest.raises(RuntimeError):
            _insert_then_fail(conn)

        assert _organizations(conn) == before
        assert conn.is_idle()


def test_the_isolation_level_and_read_only_reach_the_server(database: Database) -> None:
    with database.connection() as conn:
        with transaction(conn, isolation="REPEATABLE READ", read_only=True):
            level = conn.run("SHOW transaction_isolation")[0][0]
            read_only = conn.run("SHOW transaction_read_only")[0][0]
        with pytest.raises(DatabaseError) as refused, transaction(conn, read_only=True) as same:
            same.run("INSERT INTO organizations (name) VALUES ('Never')")

    assert (level, read_only) == ("repeatable read", "on")
    assert sqlstate(refused.value) == "25006"  # read_only_sql_transaction


def test_an_unknown_isolation_level_is_refused_before_anything_is_sent(
    database: Database,
) -> None:
    with database.connection() as conn:
        before = _organizations(conn)
        with pytest.raises(ValueError, match="isolation"), transaction(conn, isolation="CHAOS"):
            pass
        # Nothing was begun: the connection is still outside any transaction.
        assert conn.is_idle()
        assert _organizations(conn) == before


def test_sqlstate_is_none_for_errors_the_server_did_not_report() -> None:
    assert sqlstate(RuntimeError("x")) is None
    assert sqlstate(DatabaseError({"C": "23505", "M": "duplicate"})) == "23505"
