"""The records by which ``guinness-admin`` finds a running local stack's data folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import asdict, replace
from pathlib import Path

import psutil
import pytest

from guinness.local.running_stacks import (
    SeveralStacksError,
    announced,
    running_data_dir,
    running_stacks,
)


def _announce(folder: Path, data_dir: Path):
    return announced(data_dir, mcp_url="http://x/mcp", backend_url="http://y", folder=folder)


def test_a_running_stack_is_found_until_it_stops(tmp_path: Path) -> None:
    registry = tmp_path / "registry"

    with _announce(registry, tmp_path / "data") as record:
        found = running_data_dir(registry)
        stacks = running_stacks(registry)

    assert found == (tmp_path / "data").resolve()
    assert stacks == [record]
    assert record.pid == os.getpid()
    assert running_data_dir(registry) is None
    assert not list(registry.iterdir())


def test_a_killed_stacks_record_is_ignored_and_removed(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    with _announce(registry, tmp_path / "data") as record:
        ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                               capture_output=True, text=True, check=True)  # fmt: skip
        dead = replace(record, pid=int(ended.stdout))
        (registry / f"{dead.pid}.json").write_text(json.dumps(asdict(dead)))
        # A new process that got a stopped stack's pid is not that stack.
        reused = replace(record, started=record.started - 3600, data_dir=str(tmp_path / "old"))
        (registry / "1.json").write_text(json.dumps(asdict(reused)))
        (registry / "2.json").write_text("not json")

        assert running_stacks(registry) == [record]
    assert not list(registry.glob("*.json"))


def test_two_stacks_on_different_folders_need_local_data_dir(tmp_path: Path) -> None:
    registry = tmp_path / "registry"
    with _announce(registry, tmp_path / "a") as first:
        other = replace(first, pid=os.getppid(), data_dir=str(tmp_path / "b"))
        other = replace(other, started=psutil.Process(other.pid).create_time())
        (registry / f"{other.pid}.json").write_text(json.dumps(asdict(other)))

        with pytest.raises(SeveralStacksError, match="set LOCAL_DATA_DIR"):
            running_data_dir(registry)


def test_no_registry_means_no_running_stack(tmp_path: Path) -> None:
    assert running_data_dir(tmp_path / "never-made") is None
