"""Every 401 of the edge carries an RFC 6750 ``WWW-Authenticate: Bearer`` challenge, on
``/mcp`` and the REST route, over real HTTP and through the Lambda handler, with the body
unchanged: ``error="invalid_token"`` for a presented credential that fails, a bare
``realm`` for a request with no credential at all (RFC 6750 §3.1)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import httpx
import pytest

from guinness.composition.edge import build_edge_app
from guinness.db.databases import url_for
from tests.events import function_url_event, response_json
from tests.integration.mcp_edge.conftest import EDGE_TOKEN, FUNCTION_URL_HOST, EdgeWorld
from tests.lambda_loader import FakeLambdaContext, load_handler
from tests.pipeline_stack import INTERNAL_KEY
from tests.servers import serve

INVALID_KEY = {"error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}}
INVALID_TOKEN = 'Bearer error="invalid_token", error_description="Invalid or revoked MCP API Key."'
NO_CREDENTIAL = 'Bearer realm="guinness"'
MCP_HEADERS = {"Accept": "application/json, text/event-stream"}
TASK_CONTEXT = "/api/v1/mcp/task-context"
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "pytest", "version": "1"},
    },
}
# Headers that present a credential (in each header the edge reads) that fails a check.
BAD_LITERALS = {
    "wrong": {"MCP-API-Key": "wrong"},
    "malformed": {"MCP-API-Key": "guinness_short_secret"},
    "unknown": {"MCP-API-Key": "guinness_abcdefghijkl_" + "A" * 43},
    "empty": {"MCP-API-Key": ""},
    "basic-auth": {"Authorization": "Basic dXNlcjpwYXNz"},
    "bearer-without-token": {"Authorization": "Bearer"},
    "bearer-garbage": {"Authorization": "Bearer not-a-key-or-a-token"},
    "bearer-unknown-key": {"Authorization": "Bearer guinness_abcdefghijkl_" + "A" * 43},
    "seed-header-garbage": {"X-MCP-API-KEY": "nope"},
}


def _mcp(url: str, headers: dict[str, str]) -> httpx.Response:
    return httpx.post(f"{url}/mcp", json=INITIALIZE, headers={**MCP_HEADERS, **headers}, timeout=30)


def _task_context(url: str, headers: dict[str, str]) -> httpx.Response:
    return httpx.post(f"{url}{TASK_CONTEXT}", json={"taskId": "T"}, headers=headers, timeout=30)


def _assert_refused(response: httpx.Response, challenge: str) -> None:
    assert response.status_code == 401
    assert response.json() == INVALID_KEY
    assert response.headers.get_list("www-authenticate") == [challenge]


@pytest.mark.parametrize("name", sorted(BAD_LITERALS))
def test_a_bad_key_on_mcp_gets_the_invalid_token_challenge(world: EdgeWorld, name: str) -> None:
    _assert_refused(_mcp(world.url, BAD_LITERALS[name]), INVALID_TOKEN)


@pytest.mark.parametrize("key", ["revoked", "expired"])
@pytest.mark.parametrize("header", ["MCP-API-Key", "Authorization", "X-MCP-API-KEY"])
def test_a_revoked_or_expired_key_gets_the_invalid_token_challenge_in_every_header(
    world: EdgeWorld, key: str, header: str
) -> None:
    secret = world.keys[key]
    headers = {header: f"Bearer {secret}" if header == "Authorization" else secret}

    _assert_refused(_mcp(world.url, headers), INVALID_TOKEN)
    _assert_refused(_task_context(world.url, headers), INVALID_TOKEN)


def test_a_jwt_on_mcp_gets_the_invalid_token_challenge(world: EdgeWorld) -> None:
    _assert_refused(_mcp(world.url, {"Authorization": f"Bearer {world.token()}"}), INVALID_TOKEN)


def test_no_credential_at_all_gets_a_challenge_without_an_error_code(world: EdgeWorld) -> None:
    _assert_refused(_mcp(world.url, {}), NO_CREDENTIAL)
    _assert_refused(_task_context(world.url, {}), NO_CREDENTIAL)


@pytest.mark.parametrize("name", sorted(BAD_LITERALS))
def test_a_bad_key_on_the_rest_route_gets_the_invalid_token_challenge(
    world: EdgeWorld, name: str
) -> None:
    _assert_refused(_task_context(world.url, BAD_LITERALS[name]), INVALID_TOKEN)


@pytest.mark.parametrize(
    "claims",
    [
        {"expires_in": timedelta(minutes=-5)},
        {"audience": "someone-else"},
        {"subject": "999999999"},
        {"project_id": 999_999_999},
    ],
    ids=["expired", "wrong-audience", "unknown-user", "unknown-project"],
)
def test_a_rejected_jwt_on_the_rest_route_gets_the_invalid_token_challenge(
    world: EdgeWorld, claims: dict[str, Any]
) -> None:
    headers = {"Authorization": f"Bearer {world.token(**claims)}"}

    _assert_refused(_task_context(world.url, headers), INVALID_TOKEN)


def test_answers_other_than_401_carry_no_challenge(world: EdgeWorld) -> None:
    accepted = _mcp(world.url, world.headers())
    answered = _task_context(world.url, world.headers())
    wrong_method = httpx.get(f"{world.url}/mcp", headers=world.headers(), timeout=30)
    foreign_host = _mcp(world.url, {**world.headers(), "Host": "attacker.example.com"})

    assert (accepted.status_code, answered.status_code, wrong_method.status_code) == (200, 200, 405)
    assert foreign_host.status_code == 403
    for response in (accepted, answered, wrong_method, foreign_host):
        assert "www-authenticate" not in response.headers


@pytest.fixture(scope="module")
def cloud_url(world: EdgeWorld) -> Iterator[str]:
    """The edge as deployed: the CloudFront edge token is required."""
    settings = world.settings(ENVIRONMENT="prod", CLOUDFRONT_SECRET_HEADER=EDGE_TOKEN)
    with serve(build_edge_app(settings, database=world.database)) as url:
        yield url


def test_deployed_the_401_has_the_challenge_and_the_edge_token_403_has_none(
    world: EdgeWorld, cloud_url: str
) -> None:
    through_cloudfront = {"X-MCP-Token": EDGE_TOKEN}

    _assert_refused(_mcp(cloud_url, {**through_cloudfront, "MCP-API-Key": "wrong"}), INVALID_TOKEN)
    _assert_refused(_task_context(cloud_url, through_cloudfront), NO_CREDENTIAL)
    forbidden = _mcp(cloud_url, {"MCP-API-Key": "wrong"})
    assert forbidden.status_code == 403
    assert "www-authenticate" not in forbidden.headers


@pytest.fixture
def mcp_lambda(world: EdgeWorld, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A cold-started MCP Lambda handler configured as in AWS."""
    for name, value in {
        "ENVIRONMENT": "prod",
        "CLOUDFRONT_SECRET_HEADER": EDGE_TOKEN,
        "DATABASE_URL": url_for(world.db_settings),
        "BACKEND_INTERNAL_URL": world.pipeline.backend_url,
        "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
        "MCP_ALLOWED_HOSTS": "*.lambda-url.eu-west-1.on.aws",
    }.items():
        monkeypatch.setenv(name, value)
    return load_handler("mcp")


def _lambda_headers(response: dict[str, Any]) -> dict[str, list[str]]:
    """The answer's headers, lower-cased, whichever of the two fields carries them."""
    headers: dict[str, list[str]] = {}
    for name, value in (response.get("headers") or {}).items():
        headers.setdefault(name.lower(), []).append(value)
    for name, values in (response.get("multiValueHeaders") or {}).items():
        headers.setdefault(name.lower(), []).extend(values)
    return headers


@pytest.mark.parametrize(
    ("path", "key", "challenge"),
    [
        ("/mcp", "wrong", INVALID_TOKEN),
        ("/mcp", None, NO_CREDENTIAL),
        (TASK_CONTEXT, "wrong", INVALID_TOKEN),
        (TASK_CONTEXT, None, NO_CREDENTIAL),
    ],
    ids=["mcp-wrong", "mcp-missing", "rest-wrong", "rest-missing"],
)
def test_the_lambda_handler_passes_the_challenge_through(
    mcp_lambda: Any, path: str, key: str | None, challenge: str
) -> None:
    headers = {"x-mcp-token": EDGE_TOKEN, **MCP_HEADERS}
    if key is not None:
        headers["mcp-api-key"] = key
    body = INITIALIZE if path == "/mcp" else {"taskId": "T"}
    event = function_url_event("POST", path, headers=headers, body=body, host=FUNCTION_URL_HOST)

    response = dict(mcp_lambda.handler(event, FakeLambdaContext()))

    assert response["statusCode"] == 401
    assert response_json(response) == INVALID_KEY
    assert _lambda_headers(response)["www-authenticate"] == [challenge]


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/.well-known/oauth-protected-resource/mcp"),
        ("GET", "/.well-known/oauth-authorization-server"),
        ("GET", "/.well-known/openid-configuration"),
        ("POST", "/register"),
    ],
)
def test_oauth_discovery_and_registration_say_the_server_uses_api_keys(
    world: EdgeWorld, method: str, path: str
) -> None:
    # Clients take a refused key for an OAuth challenge, look for an authorization server
    # and quote this answer (Claude Code: "Dynamic Client Registration rejected (HTTP 404):
    # <body>"): nothing is advertised, and the body says what to check.
    response = httpx.request(method, f"{world.url}{path}", json={}, timeout=30)

    assert response.status_code == 404
    error = response.json()["error"]
    assert error["code"] == "NOT_FOUND"
    assert "does not use OAuth" in error["message"]
    assert "MCP-API-Key" in error["message"]
    assert "www-authenticate" not in response.headers
