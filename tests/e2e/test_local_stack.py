"""The README's run command, as a newcomer runs it: real embedded PostgreSQL, real CLI."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

KEY = re.compile(r"API key\s+(guinness_\S+)\s+\((new|reused)")


def _start_once(data_dir: Path) -> tuple[str, str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DATABASE_")}
    env["LOCAL_DATA_DIR"] = str(data_dir)
    result = subprocess.run(
        [sys.executable, "-m", "guinness.cli.local_stack", "--once"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    match = KEY.search(result.stdout)
    assert match, result.stdout
    return match[1], match[2], result.stdout


def _admin(data_dir: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("DATABASE_")}
    env["LOCAL_DATA_DIR"] = str(data_dir)
    return subprocess.run(
        [sys.executable, "-m", "guinness.cli.admin", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_local_stack_keeps_its_data_and_prints_a_working_key_on_every_start(tmp_path: Path) -> None:
    first_key, first_state, output = _start_once(tmp_path)
    second_key, second_state, _ = _start_once(tmp_path)

    assert first_state == "new"
    assert "migrations      0001_core_schema" in output
    assert (second_key, second_state) == (first_key, "reused")
    assert (tmp_path / "demo-api-key").stat().st_mode & 0o077 == 0

    prefix = first_key.split("_")[1]
    revoked = _admin(tmp_path, "key", "revoke", "--prefix", prefix)
    assert revoked.returncode == 0, revoked.stderr
    third_key, third_state, _ = _start_once(tmp_path)

    assert third_state == "new"
    assert third_key != first_key


@pytest.mark.parametrize("argv", [["--help"]])
def test_local_stack_has_help(argv: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "guinness.cli.local_stack", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )

    assert result.returncode == 0
    assert "usage: guinness-local" in result.stdout
