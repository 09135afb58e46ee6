"""The npm MCP Inspector CLI (pinned), a second MCP client independent of the Python SDK.

Installed with npm into a cache folder by the test setup; without Node.js/npm, or when the
install fails, the tests that need it fail saying why.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

from tests.npm_tools import install_npm_tool

INSPECTOR = "@modelcontextprotocol/inspector"
INSPECTOR_VERSION = "2.12.0"
TOOL_IS_ERROR_EXIT = 5


def install_inspector(folder: Path) -> Path:
    """The ``mcp-inspector`` executable in ``folder``, installed there on first use."""
    return install_npm_tool(
        folder, INSPECTOR, INSPECTOR_VERSION, "mcp-inspector", purpose="MCP Inspector CLI"
    )


def run_inspector(
    binary: Path, mcp_url: str, api_key: str, *args: str, era: str = "legacy"
) -> tuple[int, dict[str, Any], str]:
    """Run one Inspector CLI call; returns (exit code, parsed JSON output, stderr)."""
    home = binary.parents[2] / "home"
    home.mkdir(exist_ok=True)
    completed = subprocess.run(
        [
            str(binary),
            "--cli",
            mcp_url,
            "--transport",
            "http",
            "--header",
            f"MCP-API-Key: {api_key}",
            "--protocol-era",
            era,
            "--format",
            "json",
            "-q",
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        # A private HOME keeps the Inspector's catalog out of the user's home folder.
        env={**os.environ, "HOME": str(home), "MCP_CATALOG_PATH": str(home / "mcp.json")},
    )
    output = json.loads(completed.stdout) if completed.stdout.strip() else {}
    return completed.returncode, output, completed.stderr
