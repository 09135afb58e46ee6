"""The local stack's entry point: the edge app for an existing database pool and backend."""

from __future__ import annotations

from guinness.mcp_edge.runtime import local_edge_app
from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.mcp_clients import MODERN, call_tool
from tests.pipeline_stack import INTERNAL_KEY
from tests.servers import serve


def test_the_local_runner_serves_the_edge_on_the_given_database_and_backend(
    world: EdgeWorld,
) -> None:
    app = local_edge_app(
        world.database, backend_url=world.pipeline.backend_url, backend_api_key=INTERNAL_KEY
    )

    with serve(app) as url:
        result = call_tool(url, "list-code", {"limit": 1}, headers=world.headers(), era=MODERN)

    assert not result.is_error
    assert result.structured_content is not None
    assert result.structured_content["project_id"] == world.scope.project_id
