"""``truncated`` is the tier's depth clamp only; a token budget is reported apart
(``budgetLimited``, ``omittedNodes``) — over the REST route and through the MCP tool, on a
project whose bundle is larger than the tool's default budget."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

import httpx
import pytest

from guinness.auth.key_admin import create_api_key
from guinness.db import users
from guinness.db.tasks import replace_task_graph
from guinness.mcp_edge.output_budget import result_tokens
from guinness.tasks.graph import Task, graph_from_tasks
from tests.factories import FAST_SCRYPT, make_key, make_scope
from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.mcp_clients import MODERN, call_tool

PATH = "/api/v1/mcp/task-context"
#: B4 depends on B3, B3 on B2 ... B0: a chain four levels upstream of B4.
CHAIN = ["B0", "B1", "B2", "B3", "B4"]
#: Characters of each task's body: ~11,250 tokens, so the tool's default budget keeps the
#: target alone (larger than the tool's budget, it is kept whole all the same).
BODY_CHARS = 45_000
#: A token budget a REST caller gives.
BUDGET = 20_000


@dataclass(frozen=True)
class LargeProject:
    """A project whose whole bundle is over BUDGET tokens, with a Pro and a Free key."""

    pro_key: str
    free_key: str


@pytest.fixture(scope="module")
def large(world: EdgeWorld) -> LargeProject:
    tasks = [
        Task(
            task_id,
            title=f"Step {task_id}",
            body=task_id[-1] * BODY_CHARS,
            depends_on=(CHAIN[index - 1],) if index else (),
        )
        for index, task_id in enumerate(CHAIN)
    ]
    with world.database.connection() as conn:
        scope = make_scope(conn, tier="pro_tier")
        replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(tasks))
        free_user = users.create_user(conn, email=f"free-{uuid.uuid4().hex[:8]}@example.com")
        free_key = create_api_key(
            conn, user_id=free_user, project_id=scope.project_id, name="free", params=FAST_SCRYPT
        ).text
        pro_key = make_key(conn, scope).text
    return LargeProject(pro_key=pro_key, free_key=free_key)


def _post(world: EdgeWorld, key: str, body: dict[str, Any]) -> dict[str, Any]:
    response = httpx.post(
        f"{world.url}{PATH}", json=body, headers={"X-MCP-API-KEY": key}, timeout=30
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def test_the_seeds_request_gives_a_pro_user_every_task_within_the_depth_untruncated(
    world: EdgeWorld, large: LargeProject
) -> None:
    body = _post(world, large.pro_key, {"taskId": "B4"})

    assert body["collectedNodes"] == CHAIN
    assert (body["requestedMaxDepth"], body["effectiveMaxDepth"], body["truncated"]) == (
        5,
        5,
        False,
    )
    assert (body["budgetLimited"], body["omittedNodes"]) == (False, [])
    assert body["tokenEstimate"] > BUDGET  # no default budget on the REST route
    assert body["targetExceedsBudget"] is False


def test_a_rest_caller_giving_max_tokens_gets_it_as_budget_limited_not_truncated(
    world: EdgeWorld, large: LargeProject
) -> None:
    body = _post(world, large.pro_key, {"taskId": "B4", "maxTokens": BUDGET})

    assert body["collectedNodes"] == ["B4"]
    assert (body["budgetLimited"], body["omittedNodes"]) == (True, ["B3", "B2", "B1", "B0"])
    assert (body["effectiveMaxDepth"], body["truncated"]) == (5, False)
    assert body["tokenEstimate"] <= BUDGET


def test_a_free_user_asking_past_depth_two_is_truncated_and_not_budget_limited(
    world: EdgeWorld, large: LargeProject
) -> None:
    body = _post(world, large.free_key, {"taskId": "B4", "maxDepth": 4})

    assert (body["requestedMaxDepth"], body["effectiveMaxDepth"], body["truncated"]) == (
        4,
        2,
        True,
    )
    assert body["collectedNodes"] == ["B2", "B3", "B4"]
    assert (body["budgetLimited"], body["omittedNodes"]) == (False, [])


def test_a_free_user_within_depth_two_is_not_truncated(
    world: EdgeWorld, large: LargeProject
) -> None:
    body = _post(world, large.free_key, {"taskId": "B4", "maxDepth": 2})

    assert (body["effectiveMaxDepth"], body["truncated"], body["budgetLimited"]) == (
        2,
        False,
        False,
    )


def test_the_tools_default_budget_is_reported_as_budget_limited_and_not_truncated(
    world: EdgeWorld, large: LargeProject
) -> None:
    result = call_tool(
        world.url,
        "get-task-context",
        {"taskId": "B4"},
        headers={"MCP-API-Key": large.pro_key},
        era=MODERN,
    )

    assert not result.is_error, result.content
    data = result.structured_content
    assert data is not None
    assert (data["effectiveMaxDepth"], data["truncated"]) == (5, False)
    assert data["collectedNodes"] == ["B4"]
    assert (data["budgetLimited"], data["omittedNodes"]) == (True, ["B3", "B2", "B1", "B0"])
    summary = result.content[0].text
    assert "truncated" not in summary
    assert "budgetLimited: 4 task(s) within the depth left out to fit maxTokens=" in summary
    assert "The target task alone is larger than maxTokens=" in summary
    assert result_tokens(result) <= 20_000  # the edge's default output budget
    assert "B3, B2, B1, B0" in summary
