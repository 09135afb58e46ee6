"""Throttling and quotas at the edge over real HTTP, each client on its own loopback
address: an address that failed too often is refused 429 ``AUTH_THROTTLED`` with
``Retry-After`` (a cached key from it still passes; other addresses are not affected), and
a key over its project's quota gets 429 ``QUOTA_EXCEEDED`` with ``Retry-After``."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from guinness.composition.edge import build_edge_app
from guinness.db import projects
from tests.factories import make_key, make_scope
from tests.integration.mcp_edge.conftest import EdgeWorld
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
BAD_KEY = "guinness_abcdefghijkl_" + "A" * 43


@pytest.fixture(scope="module")
def edge_url(world: EdgeWorld) -> Iterator[str]:
    settings = world.settings(AUTH_FAILURES_PER_MINUTE="3", API_KEY_CACHE_TTL_SECONDS="60")
    with serve(build_edge_app(settings, database=world.database)) as url:
        yield url


def _call(url: str, key: str, address: str) -> httpx.Response:
    transport = httpx.HTTPTransport(local_address=address)
    with httpx.Client(transport=transport, timeout=30) as client:
        return client.post(
            f"{url}/mcp", json=INITIALIZE, headers={**MCP_HEADERS, "MCP-API-Key": key}
        )


def test_an_address_that_failed_too_often_is_refused_but_a_cached_key_passes(
    world: EdgeWorld, edge_url: str
) -> None:
    flooding = "127.0.0.2"
    assert _call(edge_url, world.keys["read"], flooding).status_code == 200  # now cached
    for _ in range(3):
        assert _call(edge_url, BAD_KEY, flooding).status_code == 401

    refused = _call(edge_url, BAD_KEY, flooding)

    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "AUTH_THROTTLED"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert _call(edge_url, world.keys["read"], flooding).status_code == 200
    # A key not yet cached needs a check, which this address may not have for now ...
    assert _call(edge_url, world.keys["write"], flooding).status_code == 429
    # ... and another address is not affected.
    assert _call(edge_url, world.keys["write"], "127.0.0.3").status_code == 200


def test_a_key_over_its_projects_quota_gets_429_with_retry_after(
    world: EdgeWorld, edge_url: str
) -> None:
    with world.database.connection() as conn:
        scope = make_scope(conn)
        key = make_key(conn, scope).text
        projects.set_project_quota(conn, project_id=scope.project_id, requests_per_minute=2)
    answers = [_call(edge_url, key, "127.0.0.4") for _ in range(3)]

    assert [answer.status_code for answer in answers[:2]] == [200, 200]
    over = answers[2]
    if over.status_code == 200:  # the minute turned between the calls: its count restarted
        over = _call(edge_url, key, "127.0.0.4")
        over = over if over.status_code == 429 else _call(edge_url, key, "127.0.0.4")
    assert over.status_code == 429
    assert over.json()["error"]["code"] == "QUOTA_EXCEEDED"
    assert 1 <= int(over.headers["Retry-After"]) <= 60
    # Other projects' keys keep the service's default (no quota here).
    assert _call(edge_url, world.keys["read"], "127.0.0.4").status_code == 200
