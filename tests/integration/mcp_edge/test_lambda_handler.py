"""The MCP Lambda handler with real Function URL event shapes, over consecutive warm
invocations of one container (an app whose session manager may run only once would fail
from the second event on)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from guinness.db.databases import url_for
from tests.events import function_url_event, response_json
from tests.integration.mcp_edge.conftest import EDGE_TOKEN, FUNCTION_URL_HOST, EdgeWorld
from tests.lambda_loader import FakeLambdaContext, load_handler
from tests.pipeline_stack import INTERNAL_KEY

LEGACY = "2025-06-18"
MODERN = "2026-07-28"
CLIENT_META = {
    "io.modelcontextprotocol/protocolVersion": MODERN,
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": {"name": "lambda-test", "version": "1"},
}


@pytest.fixture
def mcp_lambda(world: EdgeWorld, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A cold-started handler module configured as in AWS (edge token, Function URL hosts)."""
    for name, value in {
        "ENVIRONMENT": "prod",
        "CLOUDFRONT_SECRET_HEADER": EDGE_TOKEN,
        "DATABASE_URL": url_for(world.db_settings),
        "BACKEND_INTERNAL_URL": world.pipeline.backend_url,
        "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
        "MCP_ALLOWED_HOSTS": "*.lambda-url.eu-west-1.on.aws",
        "MCP_ALLOWED_ORIGINS": "https://*.cloudfront.net",
    }.items():
        monkeypatch.setenv(name, value)
    return load_handler("mcp")


class Container:
    """Invokes one handler module like Lambda does: one event at a time, warm after the first."""

    def __init__(self, module: Any, key: str) -> None:
        self._module = module
        self._key = key
        self.invocations = 0

    def post(
        self, body: dict[str, Any], *, era: str = LEGACY, headers: dict[str, str] | None = None
    ) -> dict[str, Any]:
        base = {
            "x-mcp-token": EDGE_TOKEN,
            "mcp-api-key": self._key,
            "accept": "application/json, text/event-stream",
            "mcp-protocol-version": era,
        }
        if era == MODERN:
            base["mcp-method"] = body["method"]
            if body["method"] == "tools/call":
                base["mcp-name"] = body["params"]["name"]
        if body.get("method") == "initialize":
            del base["mcp-protocol-version"]
        return self.invoke(
            function_url_event(
                "POST",
                "/mcp",
                headers={**base, **(headers or {})},
                body=body,
                host=FUNCTION_URL_HOST,
            )
        )

    def invoke(self, event: dict[str, Any]) -> dict[str, Any]:
        self.invocations += 1
        return dict(self._module.handler(event, FakeLambdaContext()))


def _rpc(
    method: str, params: dict[str, Any] | None = None, *, modern: bool = False
) -> dict[str, Any]:
    body: dict[str, Any] = {"jsonrpc": "2.0", "id": 7, "method": method}
    if params is not None or modern:
        body["params"] = {**(params or {}), **({"_meta": CLIENT_META} if modern else {})}
    return body


def test_function_url_events_are_served_across_consecutive_warm_invocations(
    world: EdgeWorld, mcp_lambda: Any
) -> None:
    container = Container(mcp_lambda, world.keys["read"])

    initialized = container.post(
        _rpc(
            "initialize",
            {
                "protocolVersion": LEGACY,
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        )
    )
    acknowledged = container.post({"jsonrpc": "2.0", "method": "notifications/initialized"})
    listed = container.post(_rpc("tools/list"))
    legacy_call = container.post(_rpc("tools/call", {"name": "list-designs", "arguments": {}}))
    modern_call = container.post(
        _rpc(
            "tools/call",
            {"name": "get-design-detail", "arguments": {"design_id": world.design_id}},
            modern=True,
        ),
        era=MODERN,
    )
    modern_list = container.post(_rpc("tools/list", modern=True), era=MODERN)

    assert initialized["statusCode"] == 200
    assert response_json(initialized)["result"]["serverInfo"]["name"] == "guinness"
    assert acknowledged["statusCode"] == 202
    assert len(response_json(listed)["result"]["tools"]) == 8
    assert len(response_json(modern_list)["result"]["tools"]) == 8
    designs = response_json(legacy_call)["result"]
    assert designs["isError"] is False
    assert world.design_id in [item["design_id"] for item in designs["structuredContent"]["items"]]
    detail = response_json(modern_call)["result"]
    assert detail["structuredContent"]["design_id"] == world.design_id
    assert container.invocations == 6


def test_the_handler_refuses_before_mcp_processing_on_warm_invocations_too(
    world: EdgeWorld, mcp_lambda: Any
) -> None:
    container = Container(mcp_lambda, world.keys["read"])
    listing = _rpc("tools/list")

    first = container.post(listing)
    no_token = container.post(listing, headers={"x-mcp-token": "wrong"})
    bad_key = container.post(listing, headers={"mcp-api-key": world.keys["revoked"]})
    bad_origin = container.post(listing, headers={"origin": "https://evil.example.com"})
    get = container.invoke(
        function_url_event(
            "GET",
            "/mcp",
            headers={"x-mcp-token": EDGE_TOKEN, "mcp-api-key": world.keys["read"]},
            host=FUNCTION_URL_HOST,
        )
    )
    foreign_host = container.invoke(
        function_url_event(
            "POST",
            "/mcp",
            headers={"x-mcp-token": EDGE_TOKEN, "mcp-api-key": world.keys["read"]},
            body=listing,
            host="abcdefghij.lambda-url.us-east-1.on.aws",
        )
    )
    last = container.post(listing)

    assert first["statusCode"] == last["statusCode"] == 200
    assert (no_token["statusCode"], response_json(no_token)["error"]["code"]) == (403, "FORBIDDEN")
    assert (bad_key["statusCode"], response_json(bad_key)["error"]["code"]) == (
        401,
        "INVALID_API_KEY",
    )
    assert (bad_origin["statusCode"], response_json(bad_origin)["error"]["code"]) == (
        403,
        "ORIGIN_NOT_ALLOWED",
    )
    assert (get["statusCode"], response_json(get)["error"]["code"]) == (405, "METHOD_NOT_ALLOWED")
    assert (foreign_host["statusCode"], response_json(foreign_host)["error"]["message"]) == (
        403,
        "Host not allowed.",
    )


def test_the_rest_task_context_route_is_served_through_the_function_url(
    world: EdgeWorld, mcp_lambda: Any
) -> None:
    container = Container(mcp_lambda, world.keys["read"])

    responses = [
        container.invoke(
            function_url_event(
                "POST",
                "/api/v1/mcp/task-context",
                headers={"x-mcp-token": EDGE_TOKEN, "x-mcp-api-key": world.keys["read"]},
                body={"taskId": "T", "maxDepth": depth},
                host=FUNCTION_URL_HOST,
            )
        )
        for depth in (1, 5)
    ]

    assert [response["statusCode"] for response in responses] == [200, 200]
    bodies = [response_json(response) for response in responses]
    assert [body["effectiveMaxDepth"] for body in bodies] == [1, 5]
    assert json.dumps(bodies[1]).count('"T"') >= 1
