"""The npm MCP Inspector CLI as a second, independent client of the running edge.

The test setup installs ``@modelcontextprotocol/inspector`` (pinned) into pytest's cache
folder with npm; without Node.js/npm, or when the install fails, the tests fail saying so.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.inspector import TOOL_IS_ERROR_EXIT, run_inspector
from tests.integration.mcp_edge.conftest import EdgeWorld, run_worker


def _inspect(
    binary: Path, world: EdgeWorld, *args: str, key: str = "read", era: str = "legacy"
) -> tuple[int, dict[str, Any], str]:
    return run_inspector(binary, f"{world.url}/mcp", world.keys[key], *args, era=era)


@pytest.mark.parametrize("era", ["legacy", "modern"])
def test_the_inspector_lists_eight_portable_tool_schemas(
    inspector_cli: Path, world: EdgeWorld, era: str
) -> None:
    code, output, stderr = _inspect(
        inspector_cli, world, "--method", "tools/list", "--strict", era=era
    )

    assert code == 0, stderr
    assert len(output["result"]["tools"]) == 8
    assert all(tool["outputSchema"]["type"] == "object" for tool in output["result"]["tools"])


@pytest.mark.parametrize("era", ["legacy", "modern"])
def test_the_inspector_calls_a_tool_with_arguments(
    inspector_cli: Path, world: EdgeWorld, era: str
) -> None:
    code, output, stderr = _inspect(
        inspector_cli,
        world,
        "--method",
        "tools/call",
        "--tool-name",
        "list-designs",
        "--tool-arg",
        "limit=2",
        era=era,
    )

    assert code == 0, stderr
    result = output["result"]
    assert result["isError"] is False
    assert len(result["structuredContent"]["items"]) == 2
    assert result["structuredContent"]["next_cursor"]


def test_the_inspector_triggers_des2code_with_typed_arguments(
    inspector_cli: Path, world: EdgeWorld
) -> None:
    code, output, stderr = _inspect(
        inspector_cli,
        world,
        "--method",
        "tools/call",
        "--tool-name",
        "trigger-des2code",
        "--tool-arg",
        f"design_id={world.design_id}",
        f"project_id={world.scope.project_id}",
        f"organization_id={world.scope.organization_id}",
        key="write",
        era="modern",
    )

    run_worker(world.pipeline)
    assert code == 0, stderr
    assert output["result"]["structuredContent"]["status"] == "queued"


def test_the_inspector_sees_a_tool_error_with_its_stable_code(
    inspector_cli: Path, world: EdgeWorld
) -> None:
    code, output, _ = _inspect(
        inspector_cli,
        world,
        "--method",
        "tools/call",
        "--tool-name",
        "get-design-detail",
        "--tool-arg",
        f"design_id={world.other_design_id}",
    )

    assert code == TOOL_IS_ERROR_EXIT
    assert output["result"]["isError"] is True
    assert output["result"]["_meta"]["guinness/error"]["code"] == "DESIGN_NOT_FOUND"
