"""Running ``guinness-local`` (the README's run command) as a user does, in a subprocess."""

from __future__ import annotations

import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

_LINE = re.compile(r"^(?P<label>[A-Za-z][A-Za-z ()]+?)\s{2,}(?P<value>\S+)")


@dataclass
class LocalStack:
    """What the banner printed."""

    mcp_url: str
    api_key: str
    key_state: str
    design_id: str
    task_id: str
    output: list[str] = field(default_factory=list)


def free_port() -> int:
    """A currently free loopback port."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _environment(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_", "AWS_"))}
    # The suite turns metrics off for itself; the local stack must do so on its own.
    env.pop("POWERTOOLS_METRICS_DISABLED", None)
    env["LOCAL_DATA_DIR"] = str(data_dir)
    return env


def parse_banner(lines: list[str]) -> LocalStack:
    """The values of the banner lines."""
    values: dict[str, str] = {}
    key_state = ""
    for line in lines:
        match = _LINE.match(line)
        if match:
            values.setdefault(match["label"], match["value"])
            if match["label"] == "API key":
                key_state = "new" if "(new," in line else "reused"
    return LocalStack(
        mcp_url=values["MCP endpoint"],
        api_key=values["API key"],
        key_state=key_state,
        design_id=values["demo design"],
        task_id=values["demo task"],
        output=lines,
    )


def start_once(data_dir: Path) -> LocalStack:
    """``guinness-local --once``: start, set up, print, stop."""
    result = subprocess.run(
        [sys.executable, "-m", "guinness.cli.local_stack", "--once", "--port", str(free_port())],
        env=_environment(data_dir),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return parse_banner(result.stdout.splitlines())


@dataclass
class StackProcess:
    """A ``guinness-local`` process that printed its banner and "Running."."""

    process: subprocess.Popen[str]
    lines: queue.Queue[str | None]
    banner: LocalStack


def start(data_dir: Path) -> StackProcess:
    """Start ``guinness-local`` on ``data_dir``; returns once it prints "Running."."""
    process = subprocess.Popen(
        [sys.executable, "-m", "guinness.cli.local_stack", "--port", str(free_port())],
        env=_environment(data_dir),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    seen: list[str] = []
    try:
        while True:
            line = lines.get(timeout=300)
            if line is None:
                raise AssertionError("guinness-local exited early:\n" + "\n".join(seen[-50:]))
            seen.append(line)
            if line.startswith("Running."):
                return StackProcess(process, lines, parse_banner(seen))
    except BaseException:
        process.kill()
        process.wait(timeout=30)
        raise


def stop(started: StackProcess, signum: int = signal.SIGINT) -> list[str]:
    """Send ``signum`` and wait for the process to end; returns what it printed since
    "Running.". A clean stop (SIGINT, SIGTERM) must exit 0 and say "Stopping."."""
    process = started.process
    process.send_signal(signum)
    try:
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=30)
    rest: list[str] = []
    while (line := started.lines.get(timeout=10)) is not None:
        rest.append(line)
    if signum != signal.SIGKILL:
        assert process.returncode == 0, "\n".join(rest[-50:])
        assert "Stopping." in rest, "\n".join(rest[-50:])
    # Metrics (EMF lines) are CloudWatch's; the local stack's console never shows them.
    assert not [line for line in rest if '"_aws"' in line], "\n".join(rest[-50:])
    return rest


@contextmanager
def running(data_dir: Path) -> Iterator[LocalStack]:
    """``guinness-local`` until Ctrl-C: yields once it prints "Running."."""
    started = start(data_dir)
    try:
        yield started.banner
    finally:
        stop(started)
