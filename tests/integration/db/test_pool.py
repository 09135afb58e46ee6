"""The connection pool: a real maximum, a bounded wait, and no poisoned connections."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pytest
from pg8000.exceptions import DatabaseError

from guinness.db.connection import Database
from guinness.errors import ContextTimeoutError, OverloadedError, PlatformError
from guinness.settings import DatabaseSettings


def test_no_more_connections_than_the_limit_are_ever_open(db_settings: DatabaseSettings) -> None:
    pool = Database(replace(db_settings, connection_limit=3, wait_ms=5_000))
    seen: list[int] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(5):
                with pool.connection() as conn:
                    rows = conn.run(
                        "SELECT count(*) FROM pg_stat_activity "
                        "WHERE datname = current_database() AND application_name = 'guinness'"
                    )
                    seen.append(int(rows[0][0]))
                    conn.run("SELECT pg_sleep(0.01)")
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(12)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    pool.close()

    assert errors == []
    assert len(seen) == 60
    assert max(seen) <= 3


def test_a_request_that_finds_every_slot_busy_waits_then_is_overloaded(
    db_settings: DatabaseSettings,
) -> None:
    pool = Database(replace(db_settings, connection_limit=1, wait_ms=200))
    holding = threading.Event()
    release = threading.Event()

    def hold() -> None:
        with pool.connection():
            holding.set()
            release.wait(5)

    holder = threading.Thread(target=hold)
    holder.start()
    holding.wait(5)
    started = time.monotonic()
    with pytest.raises(OverloadedError) as raised, pool.connection():
        pass
    waited = time.monotonic() - started
    release.set()
    holder.join()

    assert waited >= 0.19
    assert raised.value.status == 503
    assert raised.value.headers() == {"Retry-After": "1"}
    # The slot is free again once the holder is done.
    with pool.connection() as conn:
        assert conn.run("SELECT 1") == [[1]]
    pool.close()


def test_a_thread_may_borrow_again_while_it_holds_a_connection(
    db_settings: DatabaseSettings,
) -> None:
    pool = Database(replace(db_settings, connection_limit=1, wait_ms=100))

    with pool.connection() as outer, pool.connection() as inner:
        assert outer is not inner
        assert inner.run("SELECT 2") == [[2]]
    pool.close()


@pytest.mark.parametrize("text", ["a\x00b", "lone \ud800 surrogate"])
def test_a_statement_the_driver_or_server_refuses_never_poisons_the_next_request(
    database: Database, text: str
) -> None:
    with pytest.raises((DatabaseError, UnicodeError)), database.connection() as conn:
        conn.run("SELECT :x::text", x=text)

    with database.connection() as conn:
        assert conn.run("SELECT :x::text", x="fine") == [["fine"]]


def _fail_while_holding(database: Database, failure: str, *, in_transaction: bool = False) -> int:
    """Borrow a connection, fail with ``failure`` (a statement, a Python error, or one of
    the platform's errors), and return the server process id of the connection used."""
    pids: list[int] = []
    try:
        with database.connection() as conn:
            pids.append(conn.run("SELECT pg_backend_pid()")[0][0])
            if in_transaction:
                conn.run("BEGIN")
            if failure == "python":
                raise RuntimeError("the caller failed while holding it")
            if failure == "platform":
                raise ContextTimeoutError()
            conn.run(failure)
    except (RuntimeError, DatabaseError, PlatformError):
        return pids[0]
    raise AssertionError("the failure did not happen")


def _next_pid(database: Database) -> int:
    with database.connection() as conn:
        return int(conn.run("SELECT pg_backend_pid()")[0][0])


def test_a_connection_is_discarded_after_an_error_mid_use(database: Database) -> None:
    used = _fail_while_holding(database, "python")

    assert _next_pid(database) != used


def test_a_server_reported_error_keeps_the_connection(database: Database) -> None:
    used = _fail_while_holding(database, "SELECT 1/0")

    assert _next_pid(database) == used


def test_a_platform_error_between_statements_keeps_the_connection(database: Database) -> None:
    # A timeout or a not-found must not cost the next request a new connection.
    used = _fail_while_holding(database, "platform")

    assert _next_pid(database) == used


@pytest.mark.parametrize("failure", ["platform", "SELECT 1/0"])
def test_a_connection_left_in_a_transaction_is_discarded(database: Database, failure: str) -> None:
    used = _fail_while_holding(database, failure, in_transaction=True)

    assert _next_pid(database) != used
    with database.connection() as conn:
        assert conn.run("SELECT 1") == [[1]]  # the next user is not inside that transaction


def test_a_connection_returned_with_an_open_transaction_is_discarded(database: Database) -> None:
    with database.connection() as conn:
        used = conn.run("SELECT pg_backend_pid()")[0][0]
        conn.run("BEGIN")

    assert _next_pid(database) != used
