from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest
from pg8000.exceptions import DatabaseError

from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.auth.principal import Permission
from guinness.db import keys
from guinness.db.connection import Connection, Database
from guinness.db.keys import delete_api_key, revoke_api_key
from guinness.errors import InvalidApiKeyError
from guinness.settings import ApiKeyAuthSettings
from tests.factories import Scope, make_key, make_scope

INVALID_BODY = {"error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}}
T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


@dataclass
class Clocks:
    """Wall clock (expiry) and monotonic clock (cache TTL, debounce) the test moves."""

    wall: datetime = T0
    mono: float = 1000.0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def advance(self, seconds: float) -> None:
        self.wall += timedelta(seconds=seconds)
        self.mono += seconds


@pytest.fixture
def clocks() -> Clocks:
    return Clocks()


@pytest.fixture
def make_authenticator(database: Database, clocks: Clocks) -> Iterator[object]:
    def _make(ttl: int = 60, interval: int = 300) -> ApiKeyAuthenticator:
        return ApiKeyAuthenticator(
            database,
            ApiKeyAuthSettings(cache_ttl_seconds=ttl, last_used_interval_seconds=interval),
            now=lambda: clocks.wall,
            monotonic=lambda: clocks.mono,
        )

    return _make


@pytest.fixture
def scope(conn: Connection) -> Scope:
    return make_scope(conn)


def _last_used(conn: Connection, key_id: int) -> datetime | None:
    return conn.run("SELECT last_used_at FROM mcp_api_keys WHERE id = :id", id=key_id)[0][0]


def test_a_valid_key_resolves_to_its_project_scoped_principal(
    conn, scope, make_authenticator
) -> None:
    key = make_key(conn, scope, write=True)

    principal = make_authenticator().authenticate(key.text)

    assert (principal.user_id, principal.project_id, principal.organization_id) == (
        scope.user_id,
        scope.project_id,
        scope.organization_id,
    )
    assert principal.can(Permission.READ)
    assert principal.can(Permission.WRITE)
    assert principal.key_prefix == key.prefix


def test_a_read_key_has_no_write_permission(conn, scope, make_authenticator) -> None:
    principal = make_authenticator().authenticate(make_key(conn, scope).text)

    assert principal.can(Permission.READ)
    assert not principal.can(Permission.WRITE)


def _wrong_secret(text: str) -> str:
    head, secret = text.rsplit("_", 1)
    return f"{head}_{'A' if secret[0] != 'A' else 'B'}{secret[1:]}"


@pytest.mark.parametrize(
    "state", ["missing", "malformed", "unknown", "wrong_secret", "revoked", "expired", "deleted"]
)
def test_every_rejected_key_gets_the_same_error(
    conn, scope, make_authenticator, clocks, state
) -> None:
    key = make_key(conn, scope, expires_at=datetime.now(UTC) + timedelta(days=1))
    text: str | None = key.text
    if state == "missing":
        text = None
    elif state == "malformed":
        text = "guinness_not-a-key"
    elif state == "unknown":
        text = "guinness_zzzzzzzzzzzz_" + key.text.rsplit("_", 1)[1]
    elif state == "wrong_secret":
        text = _wrong_secret(key.text)
    elif state == "revoked":
        revoke_api_key(conn, key_id=key.id)
    elif state == "expired":
        clocks.wall = datetime.now(UTC) + timedelta(days=2)
    elif state == "deleted":
        delete_api_key(conn, key_id=key.id)

    with pytest.raises(InvalidApiKeyError) as raised:
        make_authenticator().authenticate(text)

    assert raised.value.status == 401
    assert raised.value.body().model_dump() == INVALID_BODY


def test_expiry_boundary_is_exclusive(conn, scope, make_authenticator, clocks) -> None:
    expires = datetime.now(UTC) + timedelta(hours=1)
    key = make_key(conn, scope, expires_at=expires)
    clocks.wall = expires - timedelta(microseconds=1)

    assert make_authenticator(ttl=0).authenticate(key.text).project_id == scope.project_id
    clocks.wall = expires
    with pytest.raises(InvalidApiKeyError):
        make_authenticator(ttl=0).authenticate(key.text)


def test_a_cached_key_still_expires_exactly_on_time(
    conn, scope, make_authenticator, clocks
) -> None:
    expires = datetime.now(UTC) + timedelta(hours=1)
    key = make_key(conn, scope, expires_at=expires)
    clocks.wall = expires - timedelta(seconds=1)
    authenticator = make_authenticator(ttl=3600)
    authenticator.authenticate(key.text)

    clocks.wall = expires
    with pytest.raises(InvalidApiKeyError):
        authenticator.authenticate(key.text)


def test_revocation_takes_effect_within_the_cache_ttl(
    conn, scope, make_authenticator, clocks
) -> None:
    key = make_key(conn, scope)
    authenticator = make_authenticator(ttl=60)
    authenticator.authenticate(key.text)
    revoke_api_key(conn, key_id=key.id)

    clocks.advance(59)
    assert authenticator.authenticate(key.text).key_id == key.id  # still cached
    clocks.advance(1)
    with pytest.raises(InvalidApiKeyError):
        authenticator.authenticate(key.text)


def test_without_cache_revocation_and_deletion_take_effect_at_once(
    conn, scope, make_authenticator
) -> None:
    revoked = make_key(conn, scope)
    deleted = make_key(conn, scope)
    authenticator = make_authenticator(ttl=0)
    authenticator.authenticate(revoked.text)
    authenticator.authenticate(deleted.text)

    revoke_api_key(conn, key_id=revoked.id)
    delete_api_key(conn, key_id=deleted.id)

    for key in (revoked, deleted):
        with pytest.raises(InvalidApiKeyError):
            authenticator.authenticate(key.text)


def test_a_cached_key_does_not_touch_the_database(
    conn, scope, make_authenticator, database, monkeypatch
) -> None:
    key = make_key(conn, scope)
    authenticator = make_authenticator(ttl=60)
    authenticator.authenticate(key.text)

    def no_database() -> None:
        raise AssertionError("the database was used for a cached key")

    monkeypatch.setattr(database, "connection", no_database)
    assert authenticator.authenticate(key.text).key_id == key.id


def test_last_used_is_set_on_first_use_then_debounced(
    conn, scope, make_authenticator, clocks
) -> None:
    key = make_key(conn, scope)
    authenticator = make_authenticator(ttl=0, interval=300)
    assert _last_used(conn, key.id) is None

    authenticator.authenticate(key.text)
    first = _last_used(conn, key.id)
    assert first is not None

    clocks.advance(299)
    authenticator.authenticate(key.text)
    assert _last_used(conn, key.id) == first

    # Past the interval the update runs again (the row is made old enough for the SQL guard).
    conn.run(
        "UPDATE mcp_api_keys SET last_used_at = now() - interval '1 hour' WHERE id = :id", id=key.id
    )
    aged = _last_used(conn, key.id)
    clocks.advance(1)
    authenticator.authenticate(key.text)
    assert _last_used(conn, key.id) > aged


def test_the_sql_guard_debounces_across_instances(conn, scope, make_authenticator) -> None:
    key = make_key(conn, scope)
    make_authenticator(ttl=0).authenticate(key.text)
    first = _last_used(conn, key.id)

    make_authenticator(ttl=0).authenticate(key.text)  # another warm instance, same minute

    assert _last_used(conn, key.id) == first


def test_last_used_update_never_waits_for_a_locked_row(
    conn, scope, make_authenticator, database
) -> None:
    key = make_key(conn, scope)
    locker = database.connect()
    try:
        locker.run("BEGIN")
        locker.run("SELECT id FROM mcp_api_keys WHERE id = :id FOR UPDATE", id=key.id)
        locker.run("SET LOCAL statement_timeout = '10s'")

        principal = make_authenticator(ttl=0).authenticate(key.text)

        assert principal.key_id == key.id
        locker.run("ROLLBACK")
    finally:
        locker.close()
    assert _last_used(conn, key.id) is None


def test_a_failed_last_used_update_is_logged_not_raised(
    conn, scope, make_authenticator, monkeypatch, caplog
) -> None:
    key = make_key(conn, scope)

    def broken(*args: object, **kwargs: object) -> bool:
        raise DatabaseError({"C": "57014", "M": "canceling statement"})

    monkeypatch.setattr(keys, "touch_last_used", broken)
    # Service loggers do not propagate to the root logger caplog listens on.
    service_logger = logging.getLogger("guinness-auth")
    service_logger.addHandler(caplog.handler)
    try:
        principal = make_authenticator(ttl=0).authenticate(key.text)
    finally:
        service_logger.removeHandler(caplog.handler)

    assert principal.key_id == key.id
    messages = [record.getMessage() for record in caplog.records]
    assert "could not record API key use" in messages
    assert key.text not in caplog.text
