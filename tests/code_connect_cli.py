"""Figma's Code Connect CLI (``@figma/code-connect``, pinned), run for real on exported files.

Installed with npm into a cache folder on first use; without npm, or when the install
fails, the tests that need it fail saying why. Always run with ``--skip-update-check``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

CODE_CONNECT = "@figma/code-connect"
CODE_CONNECT_VERSION = "2.0.2"


def install_code_connect(folder: Path) -> Path:
    """The ``figma`` executable in ``folder``, installed there on first use."""
    binary = folder / "node_modules" / ".bin" / "figma"
    manifest = folder / "node_modules" / "@figma" / "code-connect" / "package.json"
    if manifest.exists() and json.loads(manifest.read_text())["version"] == CODE_CONNECT_VERSION:
        return binary
    npm = shutil.which("npm")
    if npm is None:
        pytest.fail("npm (Node.js 20) is required to run the Code Connect CLI tests")
    installed = subprocess.run(
        [
            npm, "install", "--prefix", str(folder), "--no-audit", "--no-fund",
            "--loglevel=error", f"{CODE_CONNECT}@{CODE_CONNECT_VERSION}",
        ],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    if installed.returncode != 0 or not binary.exists():
        pytest.fail(
            f"npm install {CODE_CONNECT}@{CODE_CONNECT_VERSION} failed "
            f"(exit {installed.returncode}):\n{installed.stderr[-3000:]}"
        )
    return binary


def run_figma_connect(binary: Path, folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``figma connect ARGS --skip-update-check`` in ``folder``."""
    return subprocess.run(
        [str(binary), "connect", *args, "--skip-update-check"],
        cwd=folder, capture_output=True, text=True, timeout=180, check=False,
    )  # fmt: skip
