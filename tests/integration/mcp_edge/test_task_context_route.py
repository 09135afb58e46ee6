"""``POST /api/v1/mcp/task-context`` over real HTTP: every auth path (both key headers, Bearer
key, HS256 and RS256 JWTs) and the seed's 401/404/422/504 bodies, against the real backend."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import httpx
import jwt
import pytest

from tests.integration.mcp_edge.conftest import EdgeWorld

PATH = "/api/v1/mcp/task-context"
INVALID_KEY = {"error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}}


def _post(world: EdgeWorld, headers: dict[str, str], body: Any = None) -> httpx.Response:
    payload = {"taskId": "T", "maxDepth": 5} if body is None else body
    if isinstance(payload, bytes):
        return httpx.post(f"{world.url}{PATH}", content=payload, headers=headers, timeout=30)
    return httpx.post(f"{world.url}{PATH}", json=payload, headers=headers, timeout=30)


@pytest.fixture
def locked_task_graph(world: EdgeWorld) -> Iterator[None]:
    """Another transaction holds the task tables, so assembly cannot finish in its budget."""
    conn = world.database.connect()
    conn.run("BEGIN")
    conn.run("LOCK TABLE tasks, task_edges IN ACCESS EXCLUSIVE MODE")
    yield
    conn.run("ROLLBACK")
    conn.close()


@pytest.mark.parametrize(
    "header",
    ["X-MCP-API-KEY", "MCP-API-Key", "Authorization"],
    ids=["seed-header", "preferred-header", "bearer-key"],
)
def test_each_key_header_gets_the_seeds_response(world: EdgeWorld, header: str) -> None:
    key = world.keys["read"]

    response = _post(world, {header: f"Bearer {key}" if header == "Authorization" else key})

    assert response.status_code == 200, response.text
    body = response.json()
    assert {
        "taskId",
        "requestedMaxDepth",
        "effectiveMaxDepth",
        "truncated",
        "markdownBundle",
        "collectedNodes",
    } <= set(body)
    assert (body["taskId"], body["requestedMaxDepth"], body["effectiveMaxDepth"]) == ("T", 5, 5)
    assert body["collectedNodes"][-1] == "T"
    assert body["markdownBundle"].startswith("# TASK CONTEXT BUNDLE: T")


def test_the_seed_defaults_apply_to_a_bare_task_id(world: EdgeWorld) -> None:
    response = _post(world, world.headers(), {"taskId": "T"})

    assert response.status_code == 200
    assert response.json()["requestedMaxDepth"] == 5


def test_a_free_user_is_clamped_to_depth_two(world: EdgeWorld) -> None:
    response = _post(world, {"X-MCP-API-KEY": world.keys["free"]})

    body = response.json()
    assert (body["effectiveMaxDepth"], body["truncated"]) == (2, True)
    assert (body["budgetLimited"], body["omittedNodes"]) == (False, [])


def test_a_pro_user_without_max_tokens_gets_no_budget_and_is_not_truncated(
    world: EdgeWorld,
) -> None:
    response = _post(world, world.headers(), {"taskId": "T"})

    body = response.json()
    assert set(body["collectedNodes"]) == {"T", "A", "B", "C", "D"}
    assert (body["truncated"], body["budgetLimited"], body["omittedNodes"]) == (False, False, [])


def test_max_tokens_on_the_rest_route_is_reported_as_budget_limited(world: EdgeWorld) -> None:
    response = _post(world, world.headers(), {"taskId": "T", "maxTokens": 1})

    body = response.json()
    assert body["collectedNodes"] == ["T"]
    assert (body["budgetLimited"], body["omittedNodes"]) == (True, ["A", "B", "C", "D"])
    assert (body["effectiveMaxDepth"], body["truncated"]) == (5, False)


@pytest.mark.parametrize(
    "token",
    [
        {"algorithm": "HS256"},
        {"algorithm": "RS256", "kid": "inline-key"},
        {"algorithm": "RS256", "kid": "remote-key"},
        {"algorithm": "HS256", "subject": "by-email"},
    ],
    ids=["hs256-secret", "rs256-inline-jwks", "rs256-jwks-url", "subject-email"],
)
def test_a_valid_bearer_jwt_authenticates_its_subject_in_its_project(
    world: EdgeWorld, token: dict[str, str]
) -> None:
    if token.get("subject") == "by-email":
        with world.database.connection() as conn:
            email = conn.run("SELECT email FROM users WHERE id = :id", id=world.scope.user_id)[0][0]
        token = {**token, "subject": str(email).upper()}

    response = _post(world, {"Authorization": f"Bearer {world.token(**token)}"})

    assert response.status_code == 200, response.text
    assert response.json()["effectiveMaxDepth"] == 5


@pytest.mark.parametrize(
    "claims",
    [
        {"expires_in": timedelta(minutes=-5)},
        {"audience": "someone-else"},
        {"subject": "999999"},
        {"subject": "nobody@example.com"},
        {"project_id": 999999},
        {"algorithm": "RS256", "kid": "unknown-key"},
    ],
    ids=[
        "expired",
        "wrong-audience",
        "unknown-user",
        "unknown-email",
        "unknown-project",
        "unknown-kid",
    ],
)
def test_an_invalid_jwt_gets_the_seeds_401(world: EdgeWorld, claims: dict[str, Any]) -> None:
    response = _post(world, {"Authorization": f"Bearer {world.token(**claims)}"})

    assert response.status_code == 401
    assert response.json() == INVALID_KEY


def test_a_jwt_signed_with_another_secret_or_issuer_gets_the_seeds_401(world: EdgeWorld) -> None:
    forged = jwt.encode(
        {
            "iss": "https://auth.example.test/",
            "aud": "guinness-mcp",
            "sub": "1",
            "project_id": 1,
            "exp": 4102444800,
        },
        "not-the-configured-secret-but-long-enough",
        algorithm="HS256",
    )
    unsigned = jwt.encode({"sub": "1"}, key=None, algorithm="none")
    other_issuer = jwt.encode(
        {
            "iss": "https://evil.example/",
            "aud": "guinness-mcp",
            "sub": "1",
            "project_id": 1,
            "exp": 4102444800,
        },
        "edge-test-jwt-secret-with-enough-bytes",
        algorithm="HS256",
    )

    for token in (forged, unsigned, other_issuer):
        response = _post(world, {"Authorization": f"Bearer {token}"})
        assert response.status_code == 401
        assert response.json() == INVALID_KEY


@pytest.mark.parametrize("key", [None, "revoked", "expired"])
def test_a_missing_revoked_or_expired_key_gets_the_seeds_401(
    world: EdgeWorld, key: str | None
) -> None:
    response = _post(world, {} if key is None else {"X-MCP-API-KEY": world.keys[key]})

    assert response.status_code == 401
    assert response.json() == INVALID_KEY


def test_an_unknown_task_gets_the_seeds_404(world: EdgeWorld) -> None:
    response = _post(world, world.headers(), {"taskId": "NOT-A-TASK"})

    assert response.status_code == 404
    assert response.json() == {
        "error": {"code": "TASK_NOT_FOUND", "message": "Atomic task ID not found in project index."}
    }


def test_another_projects_key_does_not_find_the_task(world: EdgeWorld) -> None:
    response = _post(world, world.headers("other_write"))

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "TASK_NOT_FOUND"


@pytest.mark.parametrize(
    "body",
    [
        {"maxDepth": 2},
        {"taskId": "T", "maxDepth": "deep"},
        {"taskId": "T", "maxDepth": -1},
        {"taskId": "T", "unexpected": True},
        b"not json",
        [{"taskId": "T"}],
    ],
    ids=[
        "no-task-id",
        "depth-not-int",
        "negative-depth",
        "unknown-field",
        "not-json",
        "not-object",
    ],
)
def test_an_unacceptable_body_gets_a_422_validation_error(world: EdgeWorld, body: Any) -> None:
    response = _post(world, {**world.headers(), "Content-Type": "application/json"}, body)

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "VALIDATION_ERROR"


def test_authentication_comes_before_body_validation(world: EdgeWorld) -> None:
    response = _post(world, {}, b"not json")

    assert response.status_code == 401


def test_assembly_over_its_budget_gets_the_seeds_504(
    world: EdgeWorld, locked_task_graph: None
) -> None:
    response = _post(world, world.headers())

    assert response.status_code == 504
    assert response.json() == {
        "error": {"code": "CONTEXT_TIMEOUT", "message": "Context bundle generation timed out."}
    }


def test_only_post_is_served(world: EdgeWorld) -> None:
    response = httpx.get(f"{world.url}{PATH}", headers=world.headers(), timeout=30)

    assert response.status_code == 405
    assert response.json()["error"]["code"] == "METHOD_NOT_ALLOWED"
