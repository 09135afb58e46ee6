"""The type checkers generated snippets must pass: TypeScript's ``tsc`` (React), ``vue-tsc``
(Vue) and ``svelte-check`` (Svelte), pinned with the framework packages they read, installed
with npm into a cache folder on first use (a failed install fails the tests saying why)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

#: Pinned: the checkers and the framework types the snippets are checked against.
PACKAGES = {
    "typescript": "5.9.3",
    "@types/react": "18.3.12",
    "react": "18.3.1",
    "react-dom": "18.3.1",
    "styled-components": "6.1.13",
    "vue": "3.5.22",
    "vue-tsc": "3.1.0",
    "svelte": "5.41.0",
    "svelte-check": "4.3.3",
}


def install_checkers(folder: Path) -> Path:
    """``node_modules`` in ``folder`` with :data:`PACKAGES`, installed on first use."""
    modules = folder / "node_modules"
    stamp = folder / "installed.json"
    if stamp.exists() and json.loads(stamp.read_text()) == PACKAGES:
        return modules
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm (Node.js 20) is required to type-check generated snippets")
    installed = subprocess.run(
        [
            npm, "install", "--prefix", str(folder), "--no-audit", "--no-fund",
            "--loglevel=error", *(f"{name}@{version}" for name, version in PACKAGES.items()),
        ],
        capture_output=True, text=True, timeout=900, check=False,
    )  # fmt: skip
    if installed.returncode != 0:
        pytest.fail(f"npm install of the type checkers failed:\n{installed.stderr[-3000:]}")
    stamp.write_text(json.dumps(PACKAGES))
    return modules


def run_checker(project: Path, *command: str) -> tuple[int, str]:
    """Run ``node_modules/.bin/<command>`` in ``project``; (exit code, output)."""
    binary = project / "node_modules" / ".bin" / command[0]
    done = subprocess.run(
        [str(binary), *command[1:]], cwd=project, capture_output=True, text=True,
        timeout=600, check=False,
    )  # fmt: skip
    return done.returncode, done.stdout + done.stderr
