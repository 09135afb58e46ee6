"""The edge's additions to McpSettings: allowlist patterns and JWT key material."""

from __future__ import annotations

import json

import pytest

from guinness.errors import ConfigError
from guinness.settings import McpSettings

BASE = {
    "ENVIRONMENT": "local",
    "DATABASE_HOST": "db.internal",
    "DATABASE_NAME": "guinness",
    "DATABASE_USER": "app",
    "DATABASE_PASSWORD": "pw",
    "BACKEND_INTERNAL_URL": "http://127.0.0.1:8001",
    "BACKEND_INTERNAL_API_KEY": "internal-key",
}
JWKS = json.dumps({"keys": [{"kty": "RSA", "kid": "k1", "n": "AQAB", "e": "AQAB"}]})


def test_jwt_auth_is_off_by_default_and_the_project_claim_defaults() -> None:
    settings = McpSettings.from_env(BASE)

    assert not settings.jwt_enabled
    assert settings.jwt_project_claim == "project_id"


def test_any_key_source_enables_jwt_auth_with_issuer_and_audience() -> None:
    settings = McpSettings.from_env(
        {
            **BASE,
            "JWT_JWKS": JWKS,
            "JWT_JWKS_URL": "https://issuer.example/.well-known/jwks.json",
            "JWT_ISSUER": "https://issuer.example/",
            "JWT_AUDIENCE": "guinness",
            "JWT_PROJECT_CLAIM": "tenant",
        }
    )

    assert settings.jwt_enabled
    assert settings.jwt_jwks == JWKS
    assert settings.jwt_project_claim == "tenant"


@pytest.mark.parametrize("source", ["JWT_SECRET", "JWT_JWKS", "JWT_JWKS_URL"])
def test_jwt_key_material_without_issuer_and_audience_fails(source: str) -> None:
    value = {"JWT_SECRET": "s", "JWT_JWKS": JWKS, "JWT_JWKS_URL": "https://i.example/jwks"}[source]

    with pytest.raises(ConfigError, match="JWT_ISSUER and JWT_AUDIENCE"):
        McpSettings.from_env({**BASE, source: value})


@pytest.mark.parametrize("jwks", ["not json", "[]", '{"keys": []}', '{"keys": {}}'])
def test_an_inline_jwks_must_be_a_key_set(jwks: str) -> None:
    with pytest.raises(ConfigError, match="JWT_JWKS must be a JSON Web Key Set"):
        McpSettings.from_env({**BASE, "JWT_JWKS": jwks, "JWT_ISSUER": "i", "JWT_AUDIENCE": "a"})


def test_allowlists_accept_wildcard_subdomains() -> None:
    settings = McpSettings.from_env(
        {
            **BASE,
            "MCP_ALLOWED_HOSTS": "*.lambda-url.eu-west-1.on.aws, d1.cloudfront.net",
            "MCP_ALLOWED_ORIGINS": "https://*.cloudfront.net",
        }
    )

    assert settings.allowed_hosts == ("*.lambda-url.eu-west-1.on.aws", "d1.cloudfront.net")


def test_invalid_allowlist_entries_fail_naming_the_variable_and_entry() -> None:
    with pytest.raises(ConfigError) as raised:
        McpSettings.from_env(
            {**BASE, "MCP_ALLOWED_HOSTS": "*", "MCP_ALLOWED_ORIGINS": "cloudfront.net"}
        )

    assert "MCP_ALLOWED_HOSTS entry '*'" in str(raised.value)
    assert "MCP_ALLOWED_ORIGINS entry 'cloudfront.net'" in str(raised.value)


def test_the_jwks_url_must_be_a_web_address() -> None:
    with pytest.raises(ConfigError, match="JWT_JWKS_URL must be an https:// URL"):
        McpSettings.from_env(
            {**BASE, "JWT_JWKS_URL": "lambda://keys", "JWT_ISSUER": "i", "JWT_AUDIENCE": "a"}
        )


def test_without_environment_the_edge_is_not_local_and_needs_its_token() -> None:
    variables = {name: value for name, value in BASE.items() if name != "ENVIRONMENT"}

    with pytest.raises(ConfigError, match="CLOUDFRONT_SECRET_HEADER"):
        McpSettings.from_env(variables)
    settings = McpSettings.from_env({**variables, "CLOUDFRONT_SECRET_HEADER": "s3cret"})
    assert not settings.is_local
    assert settings.environment == "production"


def test_a_bad_value_and_bad_combinations_are_named_in_one_message() -> None:
    # A field that does not parse must not hide the checks across fields.
    with pytest.raises(ConfigError) as raised:
        McpSettings.from_env(
            {**BASE, "MCP_MAX_BODY_BYTES": "ten", "JWT_SECRET": "s", "MCP_ALLOWED_HOSTS": "*"}
        )

    message = str(raised.value)
    assert "MCP_MAX_BODY_BYTES" in message
    assert "JWT_ISSUER and JWT_AUDIENCE" in message
    assert "MCP_ALLOWED_HOSTS" in message
