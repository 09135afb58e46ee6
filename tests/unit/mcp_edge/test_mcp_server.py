"""Each request's MCP server: fresh, bound to its session, over tools registered once."""

from __future__ import annotations

import sys

import anyio
import pytest
from mcp_types import CallToolRequestParams, CallToolResult

from guinness.auth.principal import Principal
from guinness.logs import get_logger
from guinness.mcp_edge.backend_client import BackendClient
from guinness.mcp_edge.blocking import inline
from guinness.mcp_edge.catalog import edge_tools
from guinness.mcp_edge.mcp_server import SERVER_NAME, EdgeServers
from guinness.mcp_edge.session import ToolSession
from tests.emf import EmfCapture


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


def _call(name: str, arguments: dict[str, object]) -> CallToolResult:
    servers = EdgeServers(edge_tools())
    params = CallToolRequestParams(name=name, arguments=arguments)
    return anyio.run(servers._call_tool, None, params)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"limit": "many"}, "limit: Input should be a valid integer"),
        ({"limit": 0}, "limit: Input should be greater than or equal to 1"),
        ({"cursor": "a\x00b"}, "cursor: must not contain control characters"),
    ],
)
def test_rejected_arguments_are_one_line_validation_errors_naming_the_argument(
    arguments: dict[str, object], message: str
) -> None:
    result = _call("list-designs", arguments)

    assert result.is_error
    assert result.meta is not None
    assert result.meta["guinness/error"]["code"] == "VALIDATION_ERROR"
    text = result.content[0].text
    assert text.startswith(f"VALIDATION_ERROR: {message}")
    assert "\n" not in text
    assert "pydantic" not in text


def test_an_unknown_tool_has_a_stable_code() -> None:
    result = _call("no-such-tool", {})

    assert result.is_error
    assert result.meta is not None
    assert result.meta["guinness/error"]["code"] == "UNKNOWN_TOOL"


def test_a_rejected_call_is_counted_as_an_error_of_its_tool(emf: EmfCapture) -> None:
    _call("list-designs", {"limit": 0})

    calls = emf.named("ToolCalls")

    assert len(calls) == 1
    assert calls[0].dimension_sets == (
        {"tool": "list-designs", "outcome": "error"},
        {"outcome": "error"},
    )
    assert calls[0].properties["error_code"] == "VALIDATION_ERROR"


def test_a_call_to_no_tool_is_counted_under_one_name_whatever_it_asked_for(
    emf: EmfCapture,
) -> None:
    _call("no-such-tool", {})
    _call("another-made-up-name", {})

    tools = {metric.dimension_sets[0]["tool"] for metric in emf.named("ToolCalls")}

    assert tools == {"unknown"}
