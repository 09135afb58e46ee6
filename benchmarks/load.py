"""Load on the local stack: 5, 20 and 50 concurrent MCP clients.

Goals (the load issue), on a 2-core machine: 0 errors at 5 and 20 clients; at 50 clients at
most 1% ``OVERLOADED`` and no other error; the default ``get-task-context`` at 20 clients
p99 <= 400 ms client-side and its server-side assembly p99 <= 150 ms.

The stack is the one ``./dev up`` runs (every service built by its composition root, the
embedded PostgreSQL, moto), started here on a fresh database with the demo design and tasks
and a code base of the demo components plus ``--extra-components`` generated ones (default
2,000), imported through the backend like any code base. The load generator is a separate
process (pinned to one core with ``taskset`` where available, so it takes at most one of
the two): N clients, each initializing once and then calling in a closed loop, a mix of the
default ``get-task-context`` (half the calls), ``list-designs`` and ``get-design-detail``,
speaking MCP's streamable HTTP (JSON responses) with httpx. Server-side figures come from
the backend's ``task context`` log records (``duration_ms``, and ``waited_ms``
for a database connection).

Prints, per client count: calls, calls/s, errors by code, and per tool p50/p95/p99 and
calls/s; then the server-side assembly p50/p99 and the connection wait p99.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from _support import wait_for_index

CLIENTS = (5, 20, 50)
TOOLS = ("get-task-context", "list-designs", "get-design-detail")
WEIGHTS = (2, 1, 1)
PROTOCOL = "2025-06-18"
HEADERS = {
    "Accept": "application/json, text/event-stream",
    "Content-Type": "application/json",
    "MCP-Protocol-Version": PROTOCOL,
}
ROOT = Path(__file__).resolve().parents[1]


# --- the load generator (its own process) -------------------------------------------------


async def _client(
    http: httpx.AsyncClient,
    args: dict[str, Any],
    number: int,
    start_at: float,
    stop_at: float,
    samples: list[tuple[str, float, str]],
) -> None:
    rng = random.Random(number)
    headers = {**HEADERS, "MCP-API-Key": args["key"]}
    url = args["url"]
    await _send(http, url, headers, "initialize", _initialize_params(number), request_id=0)
    await http.post(
        args["url"],
        headers=headers,
        content=json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    request_id = 0
    while (now := time.perf_counter()) < stop_at:
        tool = rng.choices(TOOLS, WEIGHTS)[0]
        arguments = {
            "get-task-context": {"taskId": args["task_id"]},
            "list-designs": {},
            "get-design-detail": {"design_id": args["design_id"]},
        }[tool]
        request_id += 1
        params = {"name": tool, "arguments": arguments}
        began = time.perf_counter()
        outcome = await _send(http, url, headers, "tools/call", params, request_id=request_id)
        elapsed = (time.perf_counter() - began) * 1000
        if now >= start_at:  # calls started during the warm-up are not counted
            samples.append((tool, elapsed, outcome))


def _initialize_params(number: int) -> dict[str, Any]:
    return {
        "protocolVersion": PROTOCOL,
        "capabilities": {},
        "clientInfo": {"name": f"load-client-{number}", "version": "1"},
    }


async def _send(
    http: httpx.AsyncClient,
    url: str,
    headers: dict[str, str],
    method: str,
    params: dict[str, Any],
    *,
    request_id: int,
) -> str:
    """Send one request; its outcome: ``ok`` or an error code."""
    body = json.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    try:
        response = await http.post(url, headers=headers, content=body)
    except httpx.TimeoutException:
        return "CLIENT_TIMEOUT"
    except httpx.HTTPError as exc:
        return f"CLIENT_{exc.__class__.__name__}"
    try:
        message = response.json()
    except ValueError:
        return f"HTTP_{response.status_code}"
    if response.status_code != 200:
        error = message.get("error") if isinstance(message, dict) else None
        code = error.get("code") if isinstance(error, dict) else None
        return str(code) if isinstance(code, str) else f"HTTP_{response.status_code}"
    if "error" in message:
        return f"JSONRPC_{message['error'].get('code')}"
    result = message.get("result", {})
    if result.get("isError"):
        return str(result.get("_meta", {}).get("guinness/error", {}).get("code", "TOOL_ERROR"))
    return "ok"


async def _generate(args: dict[str, Any]) -> dict[str, Any]:
    samples: list[tuple[str, float, str]] = []
    limits = httpx.Limits(
        max_connections=args["clients"], max_keepalive_connections=args["clients"]
    )
    async with httpx.AsyncClient(timeout=30, limits=limits) as http:
        start_at = time.perf_counter() + args["warmup"]
        stop_at = start_at + args["duration"]
        window = (time.time() + args["warmup"], time.time() + args["warmup"] + args["duration"])
        await asyncio.gather(
            *(
                _client(http, args, number, start_at, stop_at, samples)
                for number in range(args["clients"])
            )
        )
    return {"window": window, "samples": samples}


def generate_main(raw: str) -> None:
    """Run one load level and print its samples as JSON (the parent aggregates)."""
    args = json.loads(raw)
    print(json.dumps(asyncio.run(_generate(args))))


# --- the stack and the figures (the parent process) ----------------------------------------


def percentile(samples: Sequence[float], fraction: float) -> float:
    ordered = sorted(samples)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


class AssemblyRecords(logging.Handler):
    """Collects the backend's ``task context`` records of assemblies that got a connection
    (successful or not: a timed-out assembly counts with its duration)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.records: list[tuple[float, float, float]] = []

    def emit(self, record: logging.LogRecord) -> None:
        fields = record.__dict__
        if record.getMessage() == "task context" and fields["duration_ms"] is not None:
            self.records.append(
                (record.created, float(fields["duration_ms"]), float(fields["waited_ms"]))
            )

    def within(self, window: Sequence[float]) -> tuple[list[float], list[float]]:
        """Assembly durations and connection waits of the records made in ``window``."""
        kept = [r for r in self.records if window[0] <= r[0] <= window[1]]
        return [r[1] for r in kept], [r[2] for r in kept]


def code_base(folder: Path, extra: int) -> Path:
    """The demo components plus ``extra`` generated ones (a few props and variants each)."""
    shutil.copytree(ROOT / "demo" / "codebase", folder, dirs_exist_ok=True)
    generated = folder / "src" / "generated"
    for n in range(extra):
        component = generated / f"Widget{n}"
        component.mkdir(parents=True)
        (component / f"Widget{n}.tsx").write_text(
            f"export interface Widget{n}Props {{\n"
            "  tone?: 'neutral' | 'accent' | 'danger';\n"
            "  size?: 'sm' | 'md' | 'lg';\n"
            "  disabled?: boolean;\n"
            "  label: string;\n"
            "}\n\n"
            f"export function Widget{n}({{ tone = 'neutral', size = 'md', label }}: "
            f"Widget{n}Props) {{\n"
            f"  return <div className={{`widget{n} ${{tone}} ${{size}}`}}>{{label}}</div>;\n"
            "}\n"
        )
    return folder


@contextmanager
def running_stack(extra_components: int) -> Iterator[tuple[str, str, str, str]]:
    """The local stack with the demo content; yields (MCP URL, key, design id, task id)."""
    from guinness.code.packing import zip_folder
    from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER, USER_HEADER
    from guinness.db.embedded import start_embedded_postgres
    from guinness.local.demo import DEMO_TASK, ensure_demo_scope, import_demo_content
    from guinness.local.stack import run_stack

    with tempfile.TemporaryDirectory() as folder:
        embedded = start_embedded_postgres(Path(folder) / "pg", delete_on_stop=True)
        try:
            environ = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
            with run_stack(embedded.settings, mcp_port=0, environ=environ) as stack:
                scope = ensure_demo_scope(stack.database, Path(folder) / "data")
                import_demo_content(stack.backend_url, stack.internal_key, scope, ROOT / "demo")
                archive = zip_folder(code_base(Path(folder) / "code", extra_components))
                headers = {
                    API_KEY_HEADER: stack.internal_key,
                    PROJECT_HEADER: str(scope.project_id),
                    USER_HEADER: str(scope.user_id),
                }
                started = time.perf_counter()
                imported = httpx.post(
                    f"{stack.backend_url}/internal/imports/code",
                    params={"archive_name": "code.zip"},
                    content=archive,
                    headers=headers,
                    timeout=600,
                )
                imported.raise_for_status()
                wait_for_index(stack.ai_url, stack.environments["ai"], scope.project_id)
                print(
                    f"load code import: {imported.json()['components']} components"
                    f" in {time.perf_counter() - started:.1f} s (index built)"
                )
                yield stack.mcp_url, scope.api_key, scope.design_id, DEMO_TASK
        finally:
            embedded.stop()


def run_level(url: str, key: str, design_id: str, task_id: str, clients: int, options: Any) -> Any:
    """One load level in a child process; its samples."""
    args = {
        "url": url,
        "key": key,
        "design_id": design_id,
        "task_id": task_id,
        "clients": clients,
        "duration": options.duration,
        "warmup": options.warmup,
    }
    command = [sys.executable, __file__, "--generate", json.dumps(args)]
    if shutil.which("taskset") and (os.cpu_count() or 1) > 1:
        command = ["taskset", "-c", str((os.cpu_count() or 2) - 1), *command]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def report(clients: int, level: dict[str, Any], duration: float, records: AssemblyRecords) -> None:
    name = f"load {clients} clients"
    samples = level["samples"]
    durations, waits = records.within(level["window"])
    outcomes = Counter(str(outcome) for _, _, outcome in samples)
    errors = sum(count for outcome, count in outcomes.items() if outcome != "ok")
    print(f"{name} calls: {len(samples)}")
    print(f"{name} calls/s: {len(samples) / duration:.1f} /s")
    print(f"{name} errors: {errors}")
    print(f"{name} error rate: {100 * errors / max(1, len(samples)):.2f} %")
    for outcome, count in sorted(outcomes.items()):
        if outcome != "ok":
            print(f"{name} errors {outcome}: {count}")
    for tool in TOOLS:
        latencies = [ms for called, ms, _ in samples if called == tool]
        print(f"{name} {tool} calls/s: {len(latencies) / duration:.1f} /s")
        for label, fraction in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99)):
            print(f"{name} {tool} {label}: {percentile(latencies, fraction):.1f} ms")
    print(f"{name} server assemblies: {len(durations)}")
    print(f"{name} server assembly p50: {percentile(durations, 0.5):.1f} ms")
    print(f"{name} server assembly p99: {percentile(durations, 0.99):.1f} ms")
    print(f"{name} server assembly max: {max(durations, default=0.0):.1f} ms")
    print(f"{name} server connection wait p99: {percentile(waits, 0.99):.1f} ms")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--generate", help=argparse.SUPPRESS)
    parser.add_argument("--clients", default=",".join(map(str, CLIENTS)))
    parser.add_argument("--duration", type=float, default=20.0, help="measured seconds per level")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds before measuring")
    parser.add_argument("--extra-components", type=int, default=2000)
    options = parser.parse_args(argv)
    if options.generate:
        generate_main(options.generate)
        return
    records = AssemblyRecords()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # moto's request log
    with running_stack(options.extra_components) as (url, key, design_id, task_id):
        backend_logger = logging.getLogger("guinness-backend")
        for handler in backend_logger.handlers:
            handler.setLevel(logging.WARNING)  # the records are collected, not printed
        backend_logger.addHandler(records)
        for clients in (int(value) for value in options.clients.split(",")):
            level = run_level(url, key, design_id, task_id, clients, options)
            report(clients, level, options.duration, records)


if __name__ == "__main__":
    main()
