"""The admin CLI on a machine where nothing is prepared: an empty data folder is migrated
on first use, and an unmigrated database named by DATABASE_URL gets one line saying what
to run, never a raw ``relation ... does not exist``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from guinness.db.databases import url_for
from guinness.settings import DatabaseSettings


def _admin(*argv: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "guinness.cli.admin", *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def _environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "AWS_"))}
    return {**env, **extra}


def test_an_empty_data_folder_is_migrated_on_first_use(tmp_path: Path) -> None:
    env = _environment(LOCAL_DATA_DIR=str(tmp_path / "never-started"))

    created = _admin("org", "create", "--name", "Acme", env=env)
    again = _admin("migrate", env=env)

    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout)["organization_id"] >= 1
    assert json.loads(again.stdout) == {"applied": []}
    assert (tmp_path / "never-started" / "postgres").is_dir()


def test_an_unmigrated_database_says_what_to_run(
    make_database: Callable[..., DatabaseSettings],
) -> None:
    empty = make_database(migrated=False)
    env = _environment(DATABASE_URL=url_for(empty))

    refused = _admin("org", "create", "--name", "Acme", env=env)

    assert refused.returncode == 1
    assert refused.stderr.count("\n") == 1
    assert "./dev admin migrate" in refused.stderr
    assert "Traceback" not in refused.stderr
