"""The README's run command as a newcomer uses it: the whole stack through real MCP clients."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.local_stack_process import LocalStack, running, start_once
from tests.inspector import run_inspector
from tests.mcp_clients import ERAS, call_tool, list_tools

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalStack]:
    with running(tmp_path_factory.mktemp("local")) as started:
        yield started


def _base(stack: LocalStack) -> str:
    return stack.mcp_url.removesuffix("/mcp")


def _headers(stack: LocalStack) -> dict[str, str]:
    return {"MCP-API-Key": stack.api_key}


def _call(stack: LocalStack, tool: str, arguments: dict[str, Any], era: str = "legacy") -> Any:
    result = call_tool(_base(stack), tool, arguments, headers=_headers(stack), era=era)
    assert not result.is_error, result.content
    return result.structured_content


@pytest.mark.parametrize("era", ERAS)
def test_an_agent_goes_from_design_to_code_and_task_context(stack: LocalStack, era: str) -> None:
    tools = {tool.name for tool in list_tools(_base(stack), headers=_headers(stack), era=era).tools}
    assert tools == {
        "list-designs",
        "get-design-detail",
        "list-code",
        "get-code-detail",
        "trigger-des2code",
        "get-des2code",
        "get-task-context",
        "import-design",
    }

    designs = _call(stack, "list-designs", {"limit": 50}, era)
    assert stack.design_id in {item["design_id"] for item in designs["items"]}
    design = _call(stack, "get-design-detail", {"design_id": stack.design_id}, era)
    project_id, organization_id = design["project_id"], design["organization_id"]

    queued = _call(
        stack,
        "trigger-des2code",
        {
            "design_id": stack.design_id,
            "project_id": project_id,
            "organization_id": organization_id,
        },
        era,
    )
    request_id = queued["request_id"]
    deadline = time.monotonic() + 90
    artifact = _call(
        stack, "get-des2code", {"design_id": stack.design_id, "request_id": request_id}, era
    )
    while artifact["status"] == "pending" and time.monotonic() < deadline:
        time.sleep(0.25)  # the worker polls SQS; the artifact arrives asynchronously
        artifact = _call(
            stack, "get-des2code", {"design_id": stack.design_id, "request_id": request_id}, era
        )

    assert artifact["status"] == "success", artifact
    assert artifact["request_id"] == request_id
    matches = {match["node_name"]: match for match in artifact["usage_matches"]}
    pay = matches["Pay button"]
    assert (pay["matched"], pay["code_component"], pay["code_path"]) == (
        True,
        "Button",
        "src/components/Button/Button.tsx",
    )
    assert pay["suggested_props"]["size"] == "lg", pay["suggested_props"]  # Size=Large
    assert pay["confidence"] > 0.5
    assert pay["evidence"]

    code = _call(stack, "get-code-detail", {"code_id": pay["code_id"]}, era)
    assert code["component_name"] == "Button"
    assert "export" in code["source"]

    bundle = _call(stack, "get-task-context", {"taskId": stack.task_id, "maxDepth": 5}, era)
    assert bundle["collectedNodes"][-1] == stack.task_id
    assert set(bundle["collectedNodes"]) == {"CHK-1", "CHK-2", "CHK-3", "CHK-4"}
    assert bundle["markdownBundle"].startswith(f"# TASK CONTEXT BUNDLE: {stack.task_id}")


def test_the_mcp_inspector_cli_drives_the_same_stack(
    stack: LocalStack, inspector_cli: Path
) -> None:
    code, listed, stderr = run_inspector(
        inspector_cli, stack.mcp_url, stack.api_key, "--method", "tools/list", "--strict"
    )
    assert code == 0, stderr
    assert len(listed["result"]["tools"]) == 8

    code, called, stderr = run_inspector(
        inspector_cli,
        stack.mcp_url,
        stack.api_key,
        "--method",
        "tools/call",
        "--tool-name",
        "get-task-context",
        "--tool-arg",
        f"taskId={stack.task_id}",
    )
    assert code == 0, stderr
    assert called["result"]["isError"] is False
    assert called["result"]["structuredContent"]["collectedNodes"][-1] == stack.task_id


def test_the_ci_push_script_pushes_a_folder_that_des2code_then_uses(stack: LocalStack) -> None:
    """The README's CI one-liner against the running stack: presigned upload (moto's S3),
    the upload's event (the local stand-in), the import job, the index, then Des2Code."""
    script = REPO / "scripts" / "push-code.py"
    environment = {**os.environ, "GUINNESS_API_KEY": stack.api_key, "GITHUB_SHA": "9e1d2c3"}

    pushed = subprocess.run(
        [sys.executable, str(script), "--url", stack.mcp_url, "--source", "ci-web",
         "--timeout", "120", str(REPO / "demo" / "codebase")],
        capture_output=True, text=True, timeout=180, env=environment, check=False,
    )  # fmt: skip

    assert pushed.returncode == 0, pushed.stdout + pushed.stderr
    status = json.loads(pushed.stdout)
    assert status["state"] == "completed"
    assert status["result"]["code_source"] == "ci-web"
    assert status["result"]["code_revision"] == "9e1d2c3"  # the CI's commit id
    listed = _call(stack, "list-code", {"limit": 5})
    assert listed["index"]["index_id"] == status["result"]["index"]["index_id"]
    design = _call(stack, "get-design-detail", {"design_id": stack.design_id})
    queued = _call(
        stack,
        "trigger-des2code",
        {
            "design_id": stack.design_id,
            "project_id": design["project_id"],
            "organization_id": design["organization_id"],
        },
    )
    assert queued["request_id"]
    refused = subprocess.run(
        [sys.executable, str(script), "--url", stack.mcp_url, str(REPO / "demo" / "codebase")],
        capture_output=True, text=True, timeout=60, check=False,
        env={**os.environ, "GUINNESS_API_KEY": "mcp_not-a-key"},
    )  # fmt: skip
    assert refused.returncode != 0
    assert "401" in refused.stderr


def test_a_second_start_reuses_the_data_and_the_key(tmp_path: Path) -> None:
    first = start_once(tmp_path)
    second = start_once(tmp_path)

    assert first.key_state == "new"
    assert (second.api_key, second.key_state) == (first.api_key, "reused")
    assert "demo import     already imported" in second.output
    assert (tmp_path / "demo-api-key").stat().st_mode & 0o077 == 0

    revoked = subprocess.run(
        [
            sys.executable,
            "-m",
            "guinness.cli.admin",
            "key",
            "revoke",
            "--prefix",
            first.api_key.split("_")[1],
        ],
        env={
            **{k: v for k, v in os.environ.items() if not k.startswith("DATABASE_")},
            "LOCAL_DATA_DIR": str(tmp_path),
        },
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert revoked.returncode == 0, revoked.stderr
    third = start_once(tmp_path)
    assert third.key_state == "new"
    assert third.api_key != first.api_key


def test_local_stack_has_help() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "guinness.cli.local_stack", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert result.returncode == 0
    assert "usage: guinness-local" in result.stdout
