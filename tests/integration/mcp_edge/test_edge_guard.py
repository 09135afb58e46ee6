"""Everything the edge refuses before MCP processing: edge token, Host, Origin, method, body
size, and every kind of bad key — plain HTTP with httpx, the SDK client for what passes."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from guinness.composition.edge import build_edge_app
from guinness.db.databases import url_for
from tests.integration.mcp_edge.conftest import EDGE_TOKEN, EdgeWorld
from tests.mcp_clients import ERAS, MODERN, call_tool, error_code, list_tools
from tests.servers import serve

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
MCP_HEADERS = {"Accept": "application/json, text/event-stream"}
INVALID_KEY = {"error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}}


@pytest.fixture(scope="module")
def cloud_url(world: EdgeWorld) -> Iterator[str]:
    """The edge as deployed: edge token required, CloudFront origins, a 4 KiB body limit."""
    settings = world.settings(
        ENVIRONMENT="prod",
        CLOUDFRONT_SECRET_HEADER=EDGE_TOKEN,
        MCP_ALLOWED_ORIGINS="https://*.cloudfront.net",
        MCP_MAX_BODY_BYTES="4096",
    )
    with serve(build_edge_app(settings, database=world.database)) as url:
        yield url


def _post(url: str, headers: dict[str, str], body: object = INITIALIZE) -> httpx.Response:
    return httpx.post(f"{url}/mcp", json=body, headers={**MCP_HEADERS, **headers}, timeout=30)


@pytest.mark.parametrize("token", [None, "wrong-token", ""], ids=["missing", "wrong", "empty"])
def test_outside_local_a_request_without_the_right_edge_token_is_forbidden(
    world: EdgeWorld, cloud_url: str, token: str | None
) -> None:
    headers = (
        world.headers("read") if token is None else world.headers("read", **{"X-MCP-Token": token})
    )

    for response in (
        _post(cloud_url, headers),
        httpx.post(f"{cloud_url}/api/v1/mcp/task-context", json={"taskId": "T"}, headers=headers),
    ):
        assert response.status_code == 403
        assert response.json() == {"error": {"code": "FORBIDDEN", "message": "Forbidden."}}


@pytest.mark.parametrize("era", ERAS)
def test_outside_local_the_right_edge_token_lets_mcp_clients_through(
    world: EdgeWorld, cloud_url: str, era: str
) -> None:
    headers = world.headers("read", **{"X-MCP-Token": EDGE_TOKEN})

    tools = list_tools(cloud_url, headers=headers, era=era).tools
    result = call_tool(cloud_url, "list-designs", headers=headers, era=era)

    assert len(tools) == 8
    assert not result.is_error


def test_a_foreign_origin_is_forbidden_and_an_allowed_one_passes(
    world: EdgeWorld, cloud_url: str
) -> None:
    headers = world.headers("read", **{"X-MCP-Token": EDGE_TOKEN})

    foreign = _post(cloud_url, {**headers, "Origin": "https://evil.example.com"})
    lookalike = _post(cloud_url, {**headers, "Origin": "https://cloudfront.net.evil.example"})
    allowed = _post(cloud_url, {**headers, "Origin": "https://d111111abcdef8.cloudfront.net"})

    assert foreign.status_code == lookalike.status_code == 403
    assert foreign.json() == {
        "error": {"code": "ORIGIN_NOT_ALLOWED", "message": "Origin not allowed."}
    }
    assert allowed.status_code == 200
    assert allowed.json()["result"]["serverInfo"]["name"] == "guinness"


def test_a_host_outside_the_allowlist_is_refused(world: EdgeWorld) -> None:
    response = _post(world.url, {**world.headers(), "Host": "attacker.example.com"})

    assert response.status_code == 403
    assert response.json() == {
        "error": {"code": "ORIGIN_NOT_ALLOWED", "message": "Host not allowed."}
    }


@pytest.mark.parametrize("method", ["GET", "DELETE", "PUT"])
def test_only_post_is_served_on_mcp(world: EdgeWorld, method: str) -> None:
    response = httpx.request(
        method, f"{world.url}/mcp", headers={**MCP_HEADERS, **world.headers()}, timeout=30
    )

    assert response.status_code == 405
    assert response.headers["allow"] == "POST"
    assert response.json()["error"]["code"] == "METHOD_NOT_ALLOWED"


def test_an_oversized_body_is_refused_by_its_declared_length(
    world: EdgeWorld, cloud_url: str
) -> None:
    headers = world.headers("read", **{"X-MCP-Token": EDGE_TOKEN})
    padded = {**INITIALIZE, "params": {**INITIALIZE["params"], "padding": "x" * 5000}}

    response = _post(cloud_url, headers, padded)

    assert response.status_code == 413
    assert response.json()["error"]["code"] == "PAYLOAD_TOO_LARGE"


def test_an_oversized_chunked_body_is_refused_while_reading(
    world: EdgeWorld, cloud_url: str
) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"x": "'
        for _ in range(10):
            yield b"x" * 1000
        yield b'"}}'

    response = httpx.post(
        f"{cloud_url}/mcp",
        content=chunks(),
        headers={
            **MCP_HEADERS,
            **world.headers("read", **{"X-MCP-Token": EDGE_TOKEN}),
            "Content-Type": "application/json",
        },
        timeout=30,
    )

    assert response.status_code == 413
    assert response.json()["error"]["code"] == "PAYLOAD_TOO_LARGE"


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"MCP-API-Key": "guinness_short_secret"},
        {"MCP-API-Key": "guinness_abcdefghijkl_" + "A" * 43},
        {"Authorization": "Basic dXNlcjpwYXNz"},
        {"Authorization": "Bearer not-a-key-or-a-token"},
        {"X-MCP-API-KEY": "nope"},
    ],
    ids=["missing", "malformed", "unknown", "basic-auth", "bearer-garbage", "seed-header-garbage"],
)
def test_a_missing_or_bad_key_gets_the_seeds_401_before_any_mcp_processing(
    world: EdgeWorld, headers: dict[str, str]
) -> None:
    response = _post(world.url, headers, body="not even JSON-RPC")

    assert response.status_code == 401
    assert response.json() == INVALID_KEY


@pytest.mark.parametrize("key", ["revoked", "expired"])
def test_revoked_and_expired_keys_get_the_same_401(world: EdgeWorld, key: str) -> None:
    response = _post(world.url, world.headers(key))

    assert response.status_code == 401
    assert response.json() == INVALID_KEY


def test_a_jwt_is_not_accepted_on_mcp(world: EdgeWorld) -> None:
    response = _post(world.url, {"Authorization": f"Bearer {world.token()}"})

    assert response.status_code == 401
    assert response.json() == INVALID_KEY


@pytest.mark.parametrize(
    "header", ["MCP-API-Key", "Authorization", "X-MCP-API-KEY"], ids=["preferred", "bearer", "seed"]
)
def test_every_key_header_authenticates_the_sdk_client(world: EdgeWorld, header: str) -> None:
    key = world.keys["read"]
    headers = {header: f"Bearer {key}" if header == "Authorization" else key}

    result = call_tool(world.url, "list-designs", headers=headers, era=MODERN)

    assert not result.is_error


def test_a_foreign_projects_key_sees_only_its_own_project(world: EdgeWorld) -> None:
    headers = world.headers("other_write")

    designs = call_tool(world.url, "list-designs", headers=headers, era=MODERN)
    design = call_tool(
        world.url, "get-design-detail", {"design_id": world.design_id}, headers=headers, era=MODERN
    )
    code = call_tool(
        world.url, "get-code-detail", {"code_id": world.code_id}, headers=headers, era=MODERN
    )
    trigger = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.design_id,
            "project_id": world.scope.project_id,
            "organization_id": world.scope.organization_id,
        },
        headers=headers,
        era=MODERN,
    )

    assert designs.structured_content is not None
    listed = [item["design_id"] for item in designs.structured_content["items"]]
    assert world.other_design_id in listed
    assert all(design_id.startswith(f"{world.other.project_id}_") for design_id in listed)
    assert designs.structured_content["project_id"] == world.other.project_id
    assert error_code(design) == "DESIGN_NOT_FOUND"
    assert error_code(code) == "CODE_NOT_FOUND"
    assert error_code(trigger) == "PERMISSION_DENIED"


def test_an_unknown_path_answers_404_in_the_platform_body(world: EdgeWorld) -> None:
    response = httpx.get(f"{world.url}/nowhere", timeout=30)

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "NOT_FOUND"


def test_an_unreachable_key_database_answers_500_without_details(world: EdgeWorld) -> None:
    missing = world.db_settings.with_database("guinness_no_such_database")
    settings = world.settings(DATABASE_URL=url_for(missing))

    with serve(build_edge_app(settings)) as url:
        response = _post(url, world.headers())

    assert response.status_code == 500
    assert response.json() == {"error": {"code": "INTERNAL_ERROR", "message": "Internal error."}}
