"""``guinness-admin`` without ``LOCAL_DATA_DIR`` works on the data folder of the local stack
that runs, wherever that stack keeps it, and on ``.local`` once none runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from guinness.local.demo import DEMO_ORGANIZATION
from guinness.local.running_stacks import registry_folder, running_stacks
from tests.e2e.local_stack_process import running

REPO = Path(__file__).resolve().parents[2]


def _admin(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("DATABASE_", "AWS_")) and k != "LOCAL_DATA_DIR"
    }
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "layers" / "shared" / "python"), str(REPO)])
    return subprocess.run(
        [sys.executable, "-m", "guinness.cli.admin", *argv],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def _organizations(result: subprocess.CompletedProcess[str]) -> list[str]:
    assert result.returncode == 0, result.stderr[-3000:]
    return [row["name"] for row in json.loads(result.stdout)["organizations"]]


def test_the_admin_cli_finds_the_running_stacks_data_folder(tmp_path: Path) -> None:
    stack_folder = tmp_path / "somewhere-else"
    elsewhere = tmp_path / "a-project"
    elsewhere.mkdir()

    with running(stack_folder):
        records = [r for r in running_stacks() if r.data_dir == str(stack_folder.resolve())]
        found = _admin("org", "list", cwd=elsewhere)
    after = _admin("org", "list", cwd=elsewhere)

    assert len(records) == 1
    assert DEMO_ORGANIZATION in _organizations(found)
    assert f"data folder {stack_folder.resolve()}" in found.stderr
    # Stopped: its record is gone, and the CLI is back on ./.local (a new, empty one).
    assert not (registry_folder() / f"{records[0].pid}.json").exists()
    assert _organizations(after) == []
    assert (elsewhere / ".local" / "postgres").is_dir()
