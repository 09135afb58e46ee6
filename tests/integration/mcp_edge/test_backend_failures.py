"""A backend that hangs, is down or refuses our service key: tool results keep stable codes
(``BACKEND_TIMEOUT``, ``UPSTREAM_ERROR``) and the REST route answers 504 / 502 bodies."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

import httpx
import pytest

from guinness.composition.edge import build_edge_app
from tests.integration.mcp_edge.conftest import EdgeWorld, black_hole, closed_port
from tests.mcp_clients import ERAS, call_tool, error_code
from tests.servers import serve


@contextmanager
def edge_against(
    world: EdgeWorld, backend: AbstractContextManager[str], **env: str
) -> Iterator[str]:
    """An edge whose backend is ``backend`` (a context manager yielding its base URL)."""
    with backend as backend_url:
        settings = world.settings(BACKEND_INTERNAL_URL=backend_url, **env)
        with serve(build_edge_app(settings, database=world.database)) as url:
            yield url


@contextmanager
def real_backend(world: EdgeWorld) -> Iterator[str]:
    yield world.pipeline.backend_url


Backend = Callable[[EdgeWorld], AbstractContextManager[str]]
HUNG: Backend = lambda world: black_hole()  # noqa: E731
DOWN: Backend = lambda world: closed_port()  # noqa: E731


@pytest.mark.parametrize("era", ERAS)
def test_a_backend_that_does_not_answer_in_time_is_backend_timeout(
    world: EdgeWorld, era: str
) -> None:
    with edge_against(world, black_hole(), BACKEND_INTERNAL_TIMEOUT_MS="300") as url:
        result = call_tool(url, "list-designs", headers=world.headers(), era=era)

    assert error_code(result) == "BACKEND_TIMEOUT"
    assert result.content[0].text.startswith("BACKEND_TIMEOUT: ")


def test_a_backend_that_is_down_is_upstream_error(world: EdgeWorld) -> None:
    with edge_against(world, closed_port()) as url:
        result = call_tool(
            url,
            "get-des2code",
            {"design_id": world.design_id},
            headers=world.headers(),
            era="legacy",
        )

    assert error_code(result) == "UPSTREAM_ERROR"


def test_a_backend_refusing_our_service_key_is_upstream_error_not_the_callers_fault(
    world: EdgeWorld,
) -> None:
    with edge_against(world, real_backend(world), BACKEND_INTERNAL_API_KEY="wrong-key") as url:
        result = call_tool(url, "list-code", headers=world.headers(), era="legacy")

    assert error_code(result) == "UPSTREAM_ERROR"


@pytest.mark.parametrize(
    ("backend", "status", "code"),
    [(HUNG, 504, "UPSTREAM_TIMEOUT"), (DOWN, 502, "UPSTREAM_ERROR")],
    ids=["hung", "down"],
)
def test_the_rest_route_answers_gateway_errors_in_the_platform_body(
    world: EdgeWorld, backend: Backend, status: int, code: str
) -> None:
    with edge_against(world, backend(world), BACKEND_INTERNAL_TIMEOUT_MS="300") as url:
        response = httpx.post(
            f"{url}/api/v1/mcp/task-context",
            json={"taskId": "T"},
            headers={"X-MCP-API-KEY": world.keys["read"]},
            timeout=30,
        )

    assert response.status_code == status
    assert response.json()["error"]["code"] == code
