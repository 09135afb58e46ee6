"""The edge's metrics over real HTTP: a ``tools/call`` through the MCP endpoint is counted and
timed by tool and outcome, and every refused credential and turned-away request is counted
by its reason — once per answer."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from guinness.composition.edge import build_edge_app
from guinness.db import projects
from tests.emf import EmfCapture, Metric
from tests.factories import make_key, make_scope
from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.mcp_clients import MODERN, call_tool, error_code
from tests.servers import serve

MCP_HEADERS = {"Accept": "application/json, text/event-stream"}
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
UNKNOWN_KEY = "guinness_abcdefghijkl_" + "A" * 43


def _post(url: str, headers: dict[str, str], address: str = "127.0.0.1") -> httpx.Response:
    transport = httpx.HTTPTransport(local_address=address)
    with httpx.Client(transport=transport, timeout=30) as client:
        return client.post(f"{url}/mcp", json=INITIALIZE, headers={**MCP_HEADERS, **headers})


def _reasons(found: list[Metric], name: str) -> list[str]:
    """The ``reason`` of each ``name`` metric, checking it is counted in total too."""
    reasons = []
    for metric in found:
        if metric.name == name:
            total, by_reason = metric.dimension_sets
            assert total == {}
            assert metric.value == 1.0
            reasons.append(by_reason["reason"])
    return reasons


def test_a_tool_call_through_the_edge_is_counted_and_timed(
    world: EdgeWorld, emf: EmfCapture
) -> None:
    result = call_tool(world.url, "list-designs", {}, headers=world.headers(), era=MODERN)
    assert not result.is_error

    found = emf.read()

    calls = [metric for metric in found if metric.name == "ToolCalls"]
    latencies = [metric for metric in found if metric.name == "ToolLatency"]
    assert len(calls) == len(latencies) == 1
    assert calls[0].namespace == "Guinness"
    assert (calls[0].unit, calls[0].value) == ("Count", 1.0)
    assert calls[0].dimension_sets == (
        {"tool": "list-designs", "outcome": "ok"},
        {"outcome": "ok"},
    )
    assert latencies[0].unit == "Milliseconds"
    assert 0 < latencies[0].value < 30_000
    assert calls[0].properties["correlation_id"]  # the request's, to find its log lines


def test_a_tool_error_through_the_edge_is_counted_with_its_code(
    world: EdgeWorld, emf: EmfCapture
) -> None:
    result = call_tool(
        world.url,
        "get-design-detail",
        {"design_id": world.other_design_id},
        headers=world.headers(),
        era=MODERN,
    )
    assert error_code(result) == "DESIGN_NOT_FOUND"

    (calls,) = [metric for metric in emf.read() if metric.name == "ToolCalls"]

    assert calls.dimension_sets[0] == {"tool": "get-design-detail", "outcome": "error"}
    assert calls.properties["error_code"] == "DESIGN_NOT_FOUND"


@pytest.mark.parametrize(
    ("key", "reason"),
    [("revoked", "revoked"), ("expired", "expired"), ("unknown", "unknown_key"),
     ("malformed", "malformed"), ("none", "missing")],
)  # fmt: skip
def test_each_refused_key_is_counted_once_by_reason(
    world: EdgeWorld, emf: EmfCapture, key: str, reason: str
) -> None:
    made_up = {"unknown": {"MCP-API-Key": UNKNOWN_KEY}, "malformed": {"MCP-API-Key": "x"}}
    headers = {} if key == "none" else made_up.get(key) or world.headers(key)

    answer = _post(world.url, headers)

    assert answer.status_code == 401
    assert _reasons(emf.read(), "AuthFailures") == [reason]


def test_an_accepted_key_counts_no_auth_failure(world: EdgeWorld, emf: EmfCapture) -> None:
    assert _post(world.url, world.headers()).status_code == 200

    assert _reasons(emf.read(), "AuthFailures") == []


@pytest.fixture(scope="module")
def strict_edge(world: EdgeWorld) -> Iterator[str]:
    settings = world.settings(AUTH_FAILURES_PER_MINUTE="1")
    with serve(build_edge_app(settings, database=world.database)) as url:
        yield url


def test_a_throttled_address_and_a_key_over_its_quota_are_counted_as_throttles(
    world: EdgeWorld, strict_edge: str, emf: EmfCapture
) -> None:
    assert _post(strict_edge, {"MCP-API-Key": UNKNOWN_KEY}, "127.0.0.5").status_code == 401
    throttled = _post(strict_edge, {"MCP-API-Key": UNKNOWN_KEY}, "127.0.0.5")
    with world.database.connection() as conn:
        scope = make_scope(conn)
        key = make_key(conn, scope).text
        projects.set_project_quota(conn, project_id=scope.project_id, requests_per_minute=1)
    answers = [_post(strict_edge, {"MCP-API-Key": key}, "127.0.0.6") for _ in range(3)]

    found = emf.read()

    assert throttled.status_code == 429
    over_quota = sum(answer.status_code == 429 for answer in answers)
    assert over_quota >= 1  # two of the three, unless the minute turned between them
    assert _reasons(found, "AuthFailures") == ["unknown_key"]
    assert sorted(_reasons(found, "Throttles")) == sorted(
        ["auth_throttled"] + ["quota_exceeded"] * over_quota
    )
