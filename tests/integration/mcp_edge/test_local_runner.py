"""The edge as the local stack builds it: its composition root on local-mode settings."""

from __future__ import annotations

from guinness.composition.edge import build_edge_app
from guinness.db.databases import url_for
from guinness.settings import McpSettings
from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.mcp_clients import MODERN, call_tool
from tests.pipeline_stack import INTERNAL_KEY
from tests.servers import serve


def test_the_local_runner_serves_the_edge_on_the_given_database_and_backend(
    world: EdgeWorld,
) -> None:
    settings = McpSettings.from_env(
        {
            "ENVIRONMENT": "local",
            "DATABASE_URL": url_for(world.database.settings),
            "BACKEND_INTERNAL_URL": world.pipeline.backend_url,
            "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
        }
    )
    app = build_edge_app(settings)

    with serve(app) as url:
        result = call_tool(url, "list-code", {"limit": 1}, headers=world.headers(), era=MODERN)

    assert not result.is_error
    assert result.structured_content is not None
    assert result.structured_content["project_id"] == world.scope.project_id
