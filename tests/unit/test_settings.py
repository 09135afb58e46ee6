from __future__ import annotations

import pytest

from guinness.errors import ConfigError
from guinness.settings import (
    AiSettings,
    BackendSettings,
    DatabaseSettings,
    McpSettings,
    WorkerSettings,
)

MCP_BASE = {
    "ENVIRONMENT": "local",
    "DATABASE_HOST": "db.internal",
    "DATABASE_NAME": "guinness",
    "DATABASE_USER": "app",
    "DATABASE_PASSWORD": "pw",
    "BACKEND_INTERNAL_URL": "http://127.0.0.1:8001/",
    "BACKEND_INTERNAL_API_KEY": "internal-key",
}


def test_mcp_settings_parse_with_defaults() -> None:
    settings = McpSettings.from_env(MCP_BASE)

    assert settings.is_local
    assert settings.backend_internal_url == "http://127.0.0.1:8001"
    assert settings.backend_internal_timeout_ms == 10_000
    assert settings.database.host == "db.internal"
    assert settings.database.port == 5432
    assert settings.database.password.resolve() == "pw"
    assert settings.api_keys.cache_ttl_seconds == 60
    assert settings.max_body_bytes == 1_048_576


@pytest.mark.parametrize("value", ["0", "-5", "120001", "ten"])
def test_backend_timeout_out_of_range_fails_naming_the_variable(value: str) -> None:
    with pytest.raises(ConfigError, match="BACKEND_INTERNAL_TIMEOUT_MS"):
        McpSettings.from_env({**MCP_BASE, "BACKEND_INTERNAL_TIMEOUT_MS": value})


@pytest.mark.parametrize("value", ["1", "120000"])
def test_backend_timeout_bounds_are_inclusive(value: str) -> None:
    settings = McpSettings.from_env({**MCP_BASE, "BACKEND_INTERNAL_TIMEOUT_MS": value})

    assert settings.backend_internal_timeout_ms == int(value)


def test_cloudfront_secret_is_required_outside_local() -> None:
    with pytest.raises(ConfigError, match="CLOUDFRONT_SECRET_HEADER"):
        McpSettings.from_env({**MCP_BASE, "ENVIRONMENT": "prod"})

    settings = McpSettings.from_env(
        {**MCP_BASE, "ENVIRONMENT": "prod", "CLOUDFRONT_SECRET_HEADER_SECRET_ARN": "arn:aws:x"}
    )
    assert not settings.is_local
    assert settings.cloudfront_secret.secret_arn == "arn:aws:x"


def test_every_problem_is_reported_at_once() -> None:
    with pytest.raises(ConfigError) as raised:
        McpSettings.from_env({"ENVIRONMENT": "prod", "API_KEY_CACHE_TTL_SECONDS": "-1"})

    message = str(raised.value)
    for name in (
        "CLOUDFRONT_SECRET_HEADER",
        "DATABASE_RDS_PROXY_ENDPOINT or DATABASE_HOST",
        "BACKEND_INTERNAL_URL",
        "BACKEND_INTERNAL_API_KEY",
        "API_KEY_CACHE_TTL_SECONDS",
    ):
        assert name in message


def test_plain_value_and_arn_together_are_refused() -> None:
    with pytest.raises(ConfigError, match="only one of BACKEND_INTERNAL_API_KEY"):
        McpSettings.from_env({**MCP_BASE, "BACKEND_INTERNAL_API_KEY_SECRET_ARN": "arn:aws:y"})


def test_secret_values_never_appear_in_settings_repr() -> None:
    settings = McpSettings.from_env({**MCP_BASE, "CLOUDFRONT_SECRET_HEADER": "edge-secret-value"})

    assert "edge-secret-value" not in repr(settings)
    assert "internal-key" not in repr(settings)
    assert "pw'" not in repr(settings)


def test_backend_url_must_be_http() -> None:
    with pytest.raises(ConfigError, match="BACKEND_INTERNAL_URL must be an http"):
        McpSettings.from_env({**MCP_BASE, "BACKEND_INTERNAL_URL": "backend:8001"})


def test_rds_proxy_endpoint_wins_over_host_and_iam_auth_needs_no_password() -> None:
    settings = McpSettings.from_env(
        {
            **{k: v for k, v in MCP_BASE.items() if k != "DATABASE_PASSWORD"},
            "DATABASE_RDS_PROXY_ENDPOINT": "proxy.rds.amazonaws.com",
            "DATABASE_IAM_AUTH": "true",
        }
    )

    assert settings.database.host == "proxy.rds.amazonaws.com"
    assert settings.database.iam_auth
    assert settings.database.ssl


def test_database_url_with_unix_socket_and_with_tls() -> None:
    socket = DatabaseSettings.from_url("postgresql://postgres:@/guinness?host=/tmp/pg&port=5433")
    tcp = DatabaseSettings.from_url("postgresql://app:s%40cret@db.example:6432/app?sslmode=require")

    assert socket.unix_sock == "/tmp/pg/.s.PGSQL.5433"
    assert socket.host is None
    assert socket.name == "guinness"
    assert (tcp.host, tcp.port, tcp.user, tcp.name, tcp.ssl) == (
        "db.example",
        6432,
        "app",
        "app",
        True,
    )
    assert tcp.password.resolve() == "s@cret"


def test_database_url_with_another_scheme_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="DATABASE_URL"):
        McpSettings.from_env({**MCP_BASE, "DATABASE_URL": "mysql://x@y/z"})


def test_backend_settings_name_each_missing_variable() -> None:
    with pytest.raises(ConfigError) as raised:
        BackendSettings.from_env({"DATABASE_URL": "postgresql://u@h/d"})

    for name in (
        "BACKEND_INTERNAL_API_KEY",
        "AI_INTERNAL_URL",
        "AI_SERVICE_TOKEN",
        "DES2CODE_QUEUE_URL",
        "ARTIFACT_BUCKET",
        "WEBHOOK_SIGNING_SECRET",
    ):
        assert name in str(raised.value)


def test_backend_settings_parse() -> None:
    settings = BackendSettings.from_env(
        {
            "DATABASE_URL": "postgresql://u@h/d",
            "BACKEND_INTERNAL_API_KEY": "k",
            "AI_INTERNAL_URL": "http://127.0.0.1:8002",
            "AI_SERVICE_TOKEN": "t",
            "DES2CODE_QUEUE_URL": "http://sqs/q",
            "ARTIFACT_BUCKET": "artifacts",
            "WEBHOOK_SIGNING_SECRET": "w",
            "TASK_CONTEXT_BUDGET_MS": "250",
        }
    )

    assert settings.task_context_budget_ms == 250
    assert settings.ai_internal_timeout_ms == 10_000


def test_ai_settings_choose_the_store() -> None:
    postgres = AiSettings.from_env({"AI_SERVICE_TOKEN": "t", "DATABASE_URL": "postgresql://u@h/d"})
    separate = AiSettings.from_env(
        {"AI_SERVICE_TOKEN": "t", "AI_STORE_DATABASE_URL": "postgresql://ai@h/ai"}
    )
    documentdb = AiSettings.from_env(
        {"AI_SERVICE_TOKEN": "t", "AI_STORE": "documentdb", "DOCUMENTDB_URI_SECRET_ARN": "arn:x"}
    )

    assert postgres.store.kind == "postgres"
    assert postgres.store.database is not None
    assert postgres.store.database.user == "u"
    assert separate.store.database is not None
    assert separate.store.database.user == "ai"
    assert documentdb.store.kind == "documentdb"
    assert documentdb.store.documentdb_uri.secret_arn == "arn:x"


@pytest.mark.parametrize(
    ("environ", "variable"),
    [
        ({"AI_SERVICE_TOKEN": "t", "AI_STORE": "redis"}, "AI_STORE"),
        ({"AI_SERVICE_TOKEN": "t", "AI_STORE": "documentdb"}, "DOCUMENTDB_URI"),
        ({"AI_STORE": "postgres", "DATABASE_URL": "postgresql://u@h/d"}, "AI_SERVICE_TOKEN"),
    ],
)
def test_ai_settings_reject_bad_configuration(environ: dict[str, str], variable: str) -> None:
    with pytest.raises(ConfigError, match=variable):
        AiSettings.from_env(environ)


def test_worker_settings_validate_redrive_count() -> None:
    base = {
        "DATABASE_URL": "postgresql://u@h/d",
        "ARTIFACT_BUCKET": "a",
        "BACKEND_INTERNAL_URL": "http://b",
        "BACKEND_INTERNAL_API_KEY": "k",
        "WEBHOOK_SIGNING_SECRET": "w",
    }

    assert WorkerSettings.from_env(base).max_receive_count == 3
    with pytest.raises(ConfigError, match="DES2CODE_MAX_RECEIVE_COUNT"):
        WorkerSettings.from_env({**base, "DES2CODE_MAX_RECEIVE_COUNT": "0"})
