"""Each request's MCP server: fresh, bound to its session, over tools registered once."""

from __future__ import annotations

import sys

from guinness.auth.principal import Principal
from guinness.logs import get_logger
from guinness.mcp_edge.backend_client import BackendClient
from guinness.mcp_edge.blocking import inline
from guinness.mcp_edge.catalog import edge_tools
from guinness.mcp_edge.mcp_server import SERVER_NAME, EdgeServers
from guinness.mcp_edge.session import ToolSession


def _session(user_id: int) -> ToolSession:
    return ToolSession(
        principal=Principal(
            user_id=user_id, project_id=2, organization_id=3, permissions=frozenset()
        ),
        backend=BackendClient(transport=None, api_key="k"),  # type: ignore[arg-type]
        logger=get_logger("mcp-test"),
        correlation_id="c",
        offload=inline,
    )


def test_every_request_gets_its_own_server() -> None:
    servers = EdgeServers(edge_tools())

    first, second = servers.server_for(_session(1)), servers.server_for(_session(2))

    assert first is not second
    assert first.name == second.name == SERVER_NAME


def test_only_the_tools_capability_is_advertised() -> None:
    capabilities = EdgeServers(edge_tools()).server_for(_session(1)).get_capabilities()

    assert capabilities.tools is not None
    assert capabilities.resources is None
    assert capabilities.prompts is None


def test_building_servers_leaves_the_module_table_alone() -> None:
    before = {name for name, module in sys.modules.items() if module is None}
    servers = EdgeServers(edge_tools())
    for user in range(20):
        servers.server_for(_session(user))

    assert {name for name, module in sys.modules.items() if module is None} == before
