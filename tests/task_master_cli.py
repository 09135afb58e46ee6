"""Task Master's own CLI (``task-master-ai``, pinned), run for real on the task fixtures.

Installed with npm into a cache folder on first use; without npm, or when the install
fails, the tests that need it fail saying why. It needs no model key for ``list`` and
``show``, but it rewrites a legacy ``tasks.json`` into the tagged form: run it on a copy.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from tests.npm_tools import install_npm_tool

TASK_MASTER = "task-master-ai"
TASK_MASTER_VERSION = "0.43.1"


def install_task_master(folder: Path) -> Path:
    """The ``task-master`` executable in ``folder``, installed there on first use."""
    return install_npm_tool(
        folder,
        TASK_MASTER,
        TASK_MASTER_VERSION,
        "task-master",
        purpose="Task Master CLI",
        timeout=900,
    )


def task_master_project(folder: Path, tasks_json: Path) -> Path:
    """A Task Master project in ``folder`` whose ``tasks.json`` is a copy of ``tasks_json``."""
    tasks = folder / ".taskmaster" / "tasks"
    tasks.mkdir(parents=True)
    shutil.copyfile(tasks_json, tasks / "tasks.json")
    return folder


def run_task_master(binary: Path, project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``task-master ARGS -p PROJECT``, with no model keys and no colours."""
    environment = {key: value for key, value in os.environ.items() if not key.endswith("_API_KEY")}
    environment.update(NO_COLOR="1", FORCE_COLOR="0", CI="1")
    return subprocess.run(
        [str(binary), *args, "-p", str(project)],
        cwd=project, capture_output=True, text=True, timeout=180, check=False, env=environment,
    )  # fmt: skip
