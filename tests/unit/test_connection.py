from __future__ import annotations

import ssl
from typing import Any

import pytest

from guinness.db import connection as connection_module
from guinness.env import SecretSetting
from guinness.settings import DatabaseSettings


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(connection_module, "Connection", lambda **kwargs: calls.append(kwargs))
    return calls


def test_iam_auth_connects_over_tls_with_a_fresh_token(opened) -> None:
    settings = DatabaseSettings(
        name="app",
        user="app_user",
        host="proxy.example",
        port=5432,
        iam_auth=True,
        ssl=True,
        region="eu-west-1",
    )
    tokens: list[tuple[str, int, str, str | None]] = []

    def make_token(host: str, port: int, user: str, region: str | None) -> str:
        tokens.append((host, port, user, region))
        return "signed-token"

    connection_module.connect(settings, make_iam_token=make_token)

    assert tokens == [("proxy.example", 5432, "app_user", "eu-west-1")]
    assert opened[0]["password"] == "signed-token"
    assert isinstance(opened[0]["ssl_context"], ssl.SSLContext)
    assert opened[0]["host"] == "proxy.example"


def test_unix_socket_settings_connect_through_the_socket_file(opened) -> None:
    settings = DatabaseSettings(name="guinness", user="postgres", socket_dir="/tmp/pg", port=5433)

    connection_module.connect(settings)

    assert opened[0]["unix_sock"] == "/tmp/pg/.s.PGSQL.5433"
    assert "host" not in opened[0]
    assert opened[0]["password"] is None
    assert opened[0]["ssl_context"] is False  # pg8000 would build and try a TLS context


def test_plain_password_is_used_for_local_runs(opened) -> None:
    settings = DatabaseSettings(
        name="d",
        user="u",
        host="h",
        password=SecretSetting("DATABASE_PASSWORD", secret_arn="arn:x"),
    )

    connection_module.connect(settings, fetch_secret=lambda arn: '{"password": "p"}')

    assert opened[0]["password"] == "p"
    assert opened[0]["ssl_context"] is False  # no TLS negotiated at all


def test_statement_translation_is_cached_and_keeps_named_parameters() -> None:
    connection_module._statement.cache_clear()
    sql = "SELECT :a::int + :b::int, ':not_a_param'"

    first = connection_module._statement(sql)
    second = connection_module._statement(sql)

    assert first is second
    assert first[0] == "SELECT $1::int + $2::int, ':not_a_param'"
    assert first[1]({"a": 1, "b": 2}) == (1, 2)
