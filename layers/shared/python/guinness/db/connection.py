"""pg8000 connections exactly as the Lambdas make them, a small reusing pool, and the
one transaction helper every repository uses.

TCP or unix socket; TLS and an RDS IAM auth token as options for RDS Proxy. The password
(or its Secrets Manager ARN) comes from :class:`~guinness.settings.DatabaseSettings`.
The driver's exceptions are named here (``DriverError``, ``DatabaseError``,
``InterfaceError``), so no module outside this package imports pg8000.
"""

from __future__ import annotations

import functools
import json
import ssl
import threading
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from pg8000.exceptions import DatabaseError, InterfaceError
from pg8000.exceptions import Error as DriverError
from pg8000.native import Connection as NativeConnection
from pg8000.native import to_statement

from guinness.errors import OverloadedError, PlatformError
from guinness.settings import DatabaseSettings

__all__ = [
    "Connection",
    "Database",
    "DatabaseError",
    "DriverError",
    "InterfaceError",
    "connect",
    "sqlstate",
    "transaction",
]

#: SQLSTATE of a statement cancelled by ``statement_timeout``.
QUERY_CANCELED = "57014"


def sqlstate(exc: BaseException) -> str | None:
    """The SQLSTATE code of an error the server reported (None for any other error)."""
    details = exc.args[0] if isinstance(exc, DatabaseError) and exc.args else None
    code = details.get("C") if isinstance(details, dict) else None
    return str(code) if code is not None else None


@functools.lru_cache(maxsize=2048)
def _statement(sql: str) -> tuple[str, Callable[..., Any]]:
    result: tuple[str, Callable[..., Any]] = to_statement(sql)
    return result


class Connection(NativeConnection):  # type: ignore[misc]
    """pg8000's native connection with its ``:name`` → ``$n`` translation cached.

    pg8000 rescans the SQL text character by character on every ``run`` (about 0.3 ms for
    a long statement, several per request); the translation depends on the text alone.
    """

    def run(
        self, sql: str, stream: Any = None, types: Any = None, **params: Any
    ) -> list[list[Any]]:
        """Run one statement (named ``:parameters``); returns its rows."""
        if not params and stream is None:
            rows: list[list[Any]] = super().run(sql, stream=stream, types=types)
            return rows
        statement, make_vals = _statement(sql)
        oids = () if types is None else make_vals(defaultdict(lambda: None, types))
        self._context = self.execute_unnamed(statement, make_vals(params), oids=oids, stream=stream)
        # Same result as pg8000's own ``run``: the rows, or None for row-less statements.
        result: list[list[Any]] = self._context.rows
        return result

    def is_idle(self) -> bool:
        """Whether the server's last word was "ready, no transaction open" (so the
        connection can serve anyone next). pg8000 keeps that status without exposing it."""
        return getattr(self, "_transaction_status", None) == _IDLE


_IDLE = b"I"  # ReadyForQuery's transaction status: not in a transaction


#: Makes an RDS IAM auth token for (host, port, user, region).
IamTokenMaker = Callable[[str, int, str, str | None], str]


def password_from_secret(secret_string: str) -> str:
    """The password inside a secret: an RDS-style JSON secret or the plain string."""
    try:
        document = json.loads(secret_string)
    except ValueError:
        return secret_string
    if isinstance(document, dict) and isinstance(document.get("password"), str):
        return str(document["password"])
    return secret_string


def rds_iam_token(host: str, port: int, user: str, region: str | None) -> str:
    """An RDS IAM auth token (a local signature; no network call)."""
    import boto3  # imported here: only IAM-auth deployments pay for it

    client = boto3.client("rds", region_name=region)
    return str(client.generate_db_auth_token(DBHostname=host, Port=port, DBUsername=user))


def connect(
    settings: DatabaseSettings,
    *,
    fetch_secret: Callable[[str], str] | None = None,
    make_iam_token: IamTokenMaker = rds_iam_token,
    ssl_context: ssl.SSLContext | None = None,
) -> Connection:
    """Open one pg8000 native connection described by ``settings``.

    With ``settings.ssl`` the connection is TLS (``ssl_context``, or a default one made
    here: pass one to reuse it, since loading the system certificates costs tens of
    milliseconds); without it no TLS is negotiated at all (pg8000's own default would make
    and try a TLS context on every connection).
    """
    password: str | None = None
    if settings.iam_auth:
        if settings.host is None:
            raise ValueError("IAM database auth needs a TCP host")
        password = make_iam_token(settings.host, settings.port, settings.user, settings.region)
    elif settings.password.is_set:
        password = password_from_secret(settings.password.resolve(fetch_secret))
    tls: ssl.SSLContext | bool = False
    if settings.ssl:
        tls = ssl_context or ssl.create_default_context(cafile=settings.ssl_root_cert)
    kwargs: dict[str, Any] = {
        "user": settings.user,
        "database": settings.name,
        "password": password,
        "timeout": settings.socket_timeout_seconds,
        "application_name": "guinness",
    }
    if settings.unix_sock is not None:
        kwargs["unix_sock"] = settings.unix_sock
    else:
        kwargs["host"] = settings.host
        kwargs["port"] = settings.port
    kwargs["ssl_context"] = tls  # on a unix socket too: pg8000 would try TLS there as well
    return Connection(**kwargs)


class Database:
    """A thread-safe pool of at most ``connection_limit`` connections to one database.

    Lambda keeps one connection per warm container (one request at a time); a
    multi-threaded server shares up to ``connection_limit``. A request that finds them all
    busy waits up to ``wait_ms``, then gets :class:`~guinness.errors.OverloadedError` (503
    ``OVERLOADED`` with ``Retry-After``): a burst shows as latency, then as a clear answer,
    never as more connections than the server allows. A thread that already holds a
    connection may borrow another without waiting (nested use cannot deadlock on its own
    slot). A connection is returned to the pool only after a clean use or an error the server
    reported or one of the platform's own errors raised between statements, and only when
    no transaction was left open; after anything else (a network failure, an error inside
    the driver mid-message) it is discarded. Reconnecting costs a TCP (and TLS) handshake
    and a login: a pool that dropped a connection on every timeout would spend under load
    the time it lacks.
    """

    def __init__(
        self,
        settings: DatabaseSettings,
        *,
        fetch_secret: Callable[[str], str] | None = None,
        make_iam_token: IamTokenMaker = rds_iam_token,
    ) -> None:
        self.settings = settings
        self._fetch_secret = fetch_secret
        self._make_iam_token = make_iam_token
        self._idle: list[Connection] = []
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(settings.connection_limit)
        self._held = threading.local()
        # One TLS context for every connection (thread-safe; made on first use).
        self._tls: ssl.SSLContext | None = None

    def connect(self) -> Connection:
        """A new connection, outside the pool (the caller closes it)."""
        if self.settings.ssl and self._tls is None:
            self._tls = ssl.create_default_context(cafile=self.settings.ssl_root_cert)
        return connect(
            self.settings,
            fetch_secret=self._fetch_secret,
            make_iam_token=self._make_iam_token,
            ssl_context=self._tls,
        )

    @contextmanager
    def connection(self) -> Iterator[Connection]:
        """Borrow a connection in autocommit mode (raises OverloadedError after the wait)."""
        depth: int = getattr(self._held, "depth", 0)
        if depth == 0 and not self._slots.acquire(timeout=self.settings.wait_ms / 1000):
            raise OverloadedError()
        self._held.depth = depth + 1
        try:
            with self._lock:
                conn = self._idle.pop() if self._idle else None
            if conn is None:
                conn = self.connect()
            try:
                yield conn
            except (DatabaseError, PlatformError):
                # The server reported it, or our code raised between statements: the
                # connection is in sync (reused unless a transaction was left open).
                self._give_back(conn)
                raise
            except BaseException:
                # A network failure, or an error mid-message (e.g. text the driver cannot
                # encode): the connection's state is unknown, so nobody else gets it.
                _close_quietly(conn)
                raise
            self._give_back(conn)
        finally:
            self._held.depth = depth
            if depth == 0:
                self._slots.release()

    def _give_back(self, conn: Connection) -> None:
        if conn.is_idle():
            with self._lock:
                if len(self._idle) < self.settings.connection_limit:
                    self._idle.append(conn)
                    return
        _close_quietly(conn)

    @contextmanager
    def transaction(self) -> Iterator[Connection]:
        """Borrow a connection inside ``BEGIN`` ... ``COMMIT`` (rolled back on error)."""
        with self.connection() as conn, transaction(conn):
            yield conn

    def close(self) -> None:
        """Close every idle connection."""
        with self._lock:
            idle, self._idle = self._idle, []
        for conn in idle:
            _close_quietly(conn)


@contextmanager
def transaction(
    conn: Connection, *, isolation: str | None = None, read_only: bool = False
) -> Iterator[Connection]:
    """``BEGIN`` ... ``COMMIT`` on ``conn`` (which must be outside a transaction), rolled
    back on any error; ``isolation`` is e.g. ``"REPEATABLE READ"``."""
    begin = "BEGIN"
    if isolation is not None:
        if isolation not in _ISOLATION_LEVELS:
            raise ValueError(f"unknown isolation level {isolation!r}")
        begin += f" ISOLATION LEVEL {isolation}"
    if read_only:
        begin += " READ ONLY"
    conn.run(begin)
    try:
        yield conn
    except BaseException:
        _rollback_quietly(conn)
        raise
    conn.run("COMMIT")


_ISOLATION_LEVELS = frozenset({"READ COMMITTED", "REPEATABLE READ", "SERIALIZABLE"})


def _rollback_quietly(conn: Connection) -> None:
    # The error being propagated is the one worth reporting; a failed ROLLBACK means the
    # connection is broken, and the pool discards it when that error reaches it.
    try:
        conn.run("ROLLBACK")
    except (InterfaceError, DatabaseError, OSError):
        return


def _close_quietly(conn: Connection) -> None:
    # Closing a socket the server already dropped may fail; there is nothing left to do.
    try:
        conn.close()
    except (InterfaceError, DatabaseError, OSError):
        return
