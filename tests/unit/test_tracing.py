"""The tracer: off outside Lambda (tests, the local stack) and on inside it, where it patches
only botocore. Each case runs in a fresh interpreter, as a cold start would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import json, sys
import aws_xray_sdk.core
from aws_xray_sdk.core import patcher
from guinness.tracing import tracer

@tracer.capture_method(capture_response=False)
def work(x):
    return x + 1

@tracer.capture_lambda_handler(capture_response=False)
def handler(event, context):
    return work(event["x"])

print(json.dumps({
    "disabled": bool(tracer.disabled),
    "sdk_enabled": aws_xray_sdk.global_sdk_config.sdk_enabled(),
    "patched": sorted(patcher._PATCHED_MODULES),
    "answer": handler({"x": 1}, None),
    "loaded": sorted(name for name in ("pymongo", "httpx", "sqlite3") if name in sys.modules),
}))
"""


def _probe(tmp_path: Path, **environment: str) -> dict[str, object]:
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("POWERTOOLS_", "LAMBDA_", "AWS_LAMBDA_", "_X_AMZN", "AWS_XRAY"))
    }
    env.update(environment)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO_ROOT / "layers" / "shared" / "python")])
    finished = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    lines = finished.stdout.strip().splitlines()
    return dict(json.loads(lines[-1]))


def test_the_tracer_is_a_no_op_outside_lambda(tmp_path: Path) -> None:
    found = _probe(tmp_path)

    assert found["disabled"] is True
    assert found["sdk_enabled"] is False  # nothing is recorded or sent
    assert found["patched"] == []
    assert found["answer"] == 2


def test_the_tracer_traces_in_lambda_and_patches_only_the_platform_s_clients(
    tmp_path: Path,
) -> None:
    task_root = tmp_path / "task"
    task_root.mkdir()
    found = _probe(
        tmp_path,
        LAMBDA_TASK_ROOT=str(task_root),
        AWS_LAMBDA_FUNCTION_NAME="guinness-test-mcp",
        _X_AMZN_TRACE_ID="Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=0",
        AWS_XRAY_CONTEXT_MISSING="IGNORE_ERROR",
    )

    assert found["disabled"] is False
    assert found["sdk_enabled"] is True
    assert found["patched"] == ["botocore"]
    assert found["loaded"] == []  # Powertools' default would import every library it knows
    assert found["answer"] == 2


def test_powertools_switch_turns_the_tracer_off_even_in_lambda(tmp_path: Path) -> None:
    task_root = tmp_path / "task"
    task_root.mkdir()
    found = _probe(tmp_path, LAMBDA_TASK_ROOT=str(task_root), POWERTOOLS_TRACE_DISABLED="true")

    assert found["disabled"] is True
    assert found["patched"] == []
