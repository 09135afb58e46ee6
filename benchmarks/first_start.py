"""A newcomer's first start: from a fresh clone, ``./dev up`` to the first successful
``tools/call`` through the Python MCP SDK, and the size of the venv ``./dev up`` installs.

Clones this repository's committed HEAD into a temporary folder (nothing uncommitted is
measured), runs ``./dev up`` there (a new venv, pip's package cache as the machine has it,
an empty data folder), waits for the banner's key, and calls ``list-designs`` with it.
Prints ``first start ... `` lines; the issue's budget is 90 s and 350 MB.

    .venv/bin/python benchmarks/first_start.py [--keep]
"""

from __future__ import annotations

import argparse
import os
import queue
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import anyio
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

REPO = Path(__file__).resolve().parents[1]
_KEY = re.compile(r"^API key\s+(\S+)")
_ENDPOINT = re.compile(r"^MCP endpoint\s+(\S+)")
START_TIMEOUT_SECONDS = 900


def main() -> int:
    """Clone, start, call; prints the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="keep the clone (printed)")
    args = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="guinness-first-start-"))
    clone = workdir / "clone"
    started = time.monotonic()
    git = shutil.which("git")
    if git is None:
        raise SystemExit("first start needs git (it measures a fresh clone)")
    subprocess.run([git, "clone", "--quiet", str(REPO), str(clone)], check=True)
    process = subprocess.Popen(
        ["./dev", "up", "--port", str(_free_port())],
        cwd=clone,
        env=_fresh_environment(workdir),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        endpoint, key = _wait_for_banner(process)
        up_done = time.monotonic()
        answer = anyio.run(_first_call, endpoint, key)
        called = time.monotonic()
        if answer.is_error:
            raise SystemExit(f"the first tools/call failed: {answer.content}")
    finally:
        os.killpg(process.pid, signal.SIGINT)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
    print(f"first start clone to first tools/call: {called - started:.1f} s")
    print(f"first start ./dev up to banner: {up_done - started:.1f} s")
    print(f"first start venv size: {_size_mb(clone / '.venv'):.0f} MB")
    if args.keep:
        print(f"first start clone kept: {clone}")
    else:
        shutil.rmtree(workdir, ignore_errors=True)
    return 0


def _fresh_environment(workdir: Path) -> dict[str, str]:
    """This environment without what points at this checkout's venv, database or AWS."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("DATABASE_", "AWS_", "VIRTUAL_ENV", "PYTHONPATH"))
    }
    env["LOCAL_DATA_DIR"] = str(workdir / "data")
    return env


def _wait_for_banner(process: subprocess.Popen[str]) -> tuple[str, str]:
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    endpoint = key = None
    seen: list[str] = []
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        line = lines.get(timeout=START_TIMEOUT_SECONDS)
        if line is None:
            raise SystemExit("./dev up exited:\n" + "\n".join(seen[-40:]))
        seen.append(line)
        if match := _ENDPOINT.match(line):
            endpoint = match[1]
        if match := _KEY.match(line):
            key = match[1]
        if line.startswith("Running.") and endpoint and key:
            return endpoint, key
    raise SystemExit("./dev up did not print its banner in time")


async def _first_call(endpoint: str, key: str) -> CallToolResult:
    async with (
        httpx2.AsyncClient(headers={"MCP-API-Key": key}, timeout=60) as http,
        Client(streamable_http_client(endpoint, http_client=http), cache=None) as client,
    ):
        return await client.call_tool("list-designs", {"limit": 5})


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _size_mb(folder: Path) -> float:
    total = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())
    return total / 1_000_000


if __name__ == "__main__":
    raise SystemExit(main())
