"""The npm tools the tests run for real (MCP Inspector, Code Connect, Task Master): each
installed with npm into a cache folder on first use, at a pinned version."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest


def install_npm_tool(
    folder: Path, package: str, version: str, executable: str, *, purpose: str, timeout: int = 600
) -> Path:
    """``node_modules/.bin/EXECUTABLE`` of ``package@version`` in ``folder``, installed there
    unless that version already is; without npm, or when the install fails, the test fails
    saying why (``purpose`` names the tests that need it)."""
    binary = folder / "node_modules" / ".bin" / executable
    manifest = folder / "node_modules" / package / "package.json"
    if manifest.exists() and json.loads(manifest.read_text())["version"] == version:
        return binary
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail(f"npm (Node.js 20) is required to run the {purpose} tests")
    installed = subprocess.run(
        [
            npm, "install", "--prefix", str(folder), "--no-audit", "--no-fund",
            "--loglevel=error", f"{package}@{version}",
        ],
        capture_output=True, text=True, timeout=timeout, check=False,
    )  # fmt: skip
    if installed.returncode != 0 or not binary.exists():
        pytest.fail(
            f"npm install {package}@{version} failed "
            f"(exit {installed.returncode}):\n{installed.stderr[-3000:]}"
        )
    return binary
