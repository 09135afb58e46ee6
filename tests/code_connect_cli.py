"""Figma's Code Connect CLI (``@figma/code-connect``, pinned), run for real on exported files.

Installed with npm into a cache folder on first use; without npm, or when the install
fails, the tests that need it fail saying why. Always run with ``--skip-update-check``.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.npm_tools import install_npm_tool

CODE_CONNECT = "@figma/code-connect"
CODE_CONNECT_VERSION = "2.0.2"


def install_code_connect(folder: Path) -> Path:
    """The ``figma`` executable in ``folder``, installed there on first use."""
    return install_npm_tool(
        folder, CODE_CONNECT, CODE_CONNECT_VERSION, "figma", purpose="Code Connect CLI", timeout=600
    )


def run_figma_connect(binary: Path, folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``figma connect ARGS --skip-update-check`` in ``folder``."""
    return subprocess.run(
        [str(binary), "connect", *args, "--skip-update-check"],
        cwd=folder, capture_output=True, text=True, timeout=180, check=False,
    )  # fmt: skip
