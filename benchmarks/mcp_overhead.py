"""MCP edge speed over HTTP: tools/list and tools/call medians, and the MCP overhead.

Goal (MCP server issue): the edge adds <= 3 ms to the backend call it makes. Starts the
AI API, the backend and the edge with uvicorn on loopback against an embedded PostgreSQL
(or DATABASE_URL's server), imports a generated Figma file, then times, with keep-alive
HTTP clients: ``tools/list`` and ``tools/call list-designs`` on the edge in both protocol
eras (each request stateless: a fresh MCP server per request) and both ways of running
blocking calls (inline as in Lambda, worker threads as under a local server), and the same
``GET /internal/designs`` straight on the backend. The edge runs in its own process, as it
does in Lambda; the backend and AI API run in this one. Overhead = edge call - backend call
(auth from the key cache, a fresh server and transport, JSON-RPC, output validation and
one more loopback hop); the edge's plain HTTP round trip (``GET /mcp``, answered 405 before
auth and MCP) shows how much of it is HTTP. Also prints the MCP handler's cold import time.
"""

from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from _support import median, migrated_database, served_backend
from figma_import import generate_file
from import_time import PROBE

from guinness.auth.key_admin import create_api_key
from guinness.db import projects, users
from guinness.db.connection import Database
from guinness.db.databases import url_for

RUNS = 200
WARMUP = 30
IMPORT_RUNS = 5
INTERNAL_KEY = "bench-internal-key"
AI_TOKEN = "bench-ai-token"  # noqa: S105 - a local benchmark value
MODERN = "2026-07-28"
LEGACY = "2025-06-18"
HANDLER = Path(__file__).resolve().parent.parent / "lambdas" / "mcp" / "handler.py"
# socket(fileno=...) keeps the inherited socket's TCP protocol, so asyncio sets TCP_NODELAY.
EDGE_SERVER = """
import socket, sys, uvicorn
from guinness.composition.edge import build_edge_app, build_lambda_edge_app
sock = socket.socket(fileno=int(sys.argv[1]))
from guinness.settings import McpSettings
app = build_lambda_edge_app() if sys.argv[2] == "lambda" else build_edge_app(McpSettings.from_env())
uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off")).run(sockets=[sock])
"""
#: How the edge runs blocking calls: inline as the Lambda handler does, or in worker threads
#: as a concurrent local server does.
MODES = ("lambda", "threads")


def main() -> None:
    with migrated_database() as settings:
        database = Database(settings)
        with database.connection() as conn:
            organization = projects.create_organization(conn, name="bench")
            project = projects.create_project(conn, organization_id=organization, name="bench")
            user = users.create_user(conn, email="bench@example.com")
            key = create_api_key(conn, user_id=user, project_id=project.id, name="bench").text
        with served_backend(database, internal_key=INTERNAL_KEY) as backend_url:
            scope = {
                "X-API-Key": INTERNAL_KEY,
                "X-MCP-Project-ID": str(project.id),
                "X-MCP-User-ID": str(user),
            }
            imported = httpx.post(
                f"{backend_url}/internal/imports/designs",
                params={"file_key": "Bench"},
                headers=scope,
                content=generate_file(200_000),
                timeout=60,
            )
            imported.raise_for_status()
            figures: dict[str, float] = {}
            for mode in MODES:
                environment = _edge_environment(settings, backend_url)
                with edge_process(environment, mode) as edge_url:
                    figures |= _measure(edge_url, backend_url, key, scope, mode)
        database.close()
    for name, value in figures.items():
        print(f"{name}: {value:.2f} ms")
    print(f"import mcp handler p50: {_import_ms():.0f} ms")


def _edge_environment(settings: Any, backend_url: str) -> dict[str, str]:
    return {
        "ENVIRONMENT": "local",
        "DATABASE_URL": url_for(settings),
        "BACKEND_INTERNAL_URL": backend_url,
        "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
    }


@contextmanager
def edge_process(environment: dict[str, str], mode: str) -> Iterator[str]:
    """The edge under uvicorn in its own process (as in Lambda: no GIL shared with the
    backend), built by ``build_edge_app`` from the environment; yields its base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    child = subprocess.Popen(
        [sys.executable, "-c", EDGE_SERVER, str(sock.fileno()), mode],
        env={**os.environ, **environment},
        pass_fds=[sock.fileno()],
    )
    try:
        _wait_until_up(url, child)
        yield url
    finally:
        child.terminate()
        child.wait(timeout=30)
        sock.close()


def _wait_until_up(url: str, child: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise RuntimeError(f"the edge process exited with {child.returncode}")
        try:
            httpx.get(f"{url}/ready", timeout=1)
            return
        except httpx.TransportError:
            threading.Event().wait(0.05)
    raise RuntimeError("the edge process did not start")


def _measure(
    edge_url: str, backend_url: str, key: str, scope: dict[str, str], mode: str
) -> dict[str, float]:
    """Interleaved samples (so load drift hits every figure alike); overheads are medians of
    per-round differences."""
    figures: dict[str, float] = {}
    with (
        httpx.Client(base_url=edge_url, timeout=30) as edge,
        httpx.Client(base_url=backend_url, timeout=30) as backend,
    ):
        for era in (LEGACY, MODERN):
            label = f"{'modern' if era == MODERN else 'legacy'}, {mode}"
            rounds = _rounds(
                {
                    "backend": lambda: backend.get(
                        "/internal/designs", params={"limit": 20}, headers=scope
                    ),
                    # The edge's HTTP plumbing alone: guard and routing, no auth, no MCP.
                    "http": lambda: edge.get("/mcp"),
                    "list": lambda era=era: _rpc(edge, key, era, "tools/list", {}),
                    "call": lambda era=era: _rpc(
                        edge,
                        key,
                        era,
                        "tools/call",
                        {"name": "list-designs", "arguments": {"limit": 20}},
                    ),
                }
            )
            figures[f"edge HTTP round trip without MCP ({label}) p50"] = median(rounds["http"])
            figures[f"mcp tools/list ({label}) p50"] = median(rounds["list"])
            figures[f"mcp tools/call list-designs ({label}) p50"] = median(rounds["call"])
            figures[f"backend GET /internal/designs ({label} round) p50"] = median(
                rounds["backend"]
            )
            figures[f"mcp overhead beyond backend call ({label}) p50"] = median(
                [
                    call - direct
                    for call, direct in zip(rounds["call"], rounds["backend"], strict=True)
                ]
            )
    return figures


def _rounds(calls: dict[str, Callable[[], object]]) -> dict[str, list[float]]:
    for _ in range(WARMUP):
        for call in calls.values():
            call()
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(RUNS):
        for name, call in calls.items():
            start = time.perf_counter()
            call()
            samples[name].append((time.perf_counter() - start) * 1000)
    return samples


def _rpc(client: httpx.Client, key: str, era: str, method: str, params: dict[str, Any]) -> Any:
    headers = {
        "MCP-API-Key": key,
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": era,
    }
    if era == MODERN:
        headers["Mcp-Method"] = method
        if method == "tools/call":
            headers["Mcp-Name"] = params["name"]
        params = {
            **params,
            "_meta": {
                "io.modelcontextprotocol/protocolVersion": MODERN,
                "io.modelcontextprotocol/clientCapabilities": {},
            },
        }
    response = client.post(
        "/mcp",
        json={"jsonrpc": "2.0", "id": 1, "method": method, "params": params},
        headers=headers,
    )
    answer = response.json()
    if response.status_code != 200 or "result" not in answer or answer["result"].get("isError"):
        raise RuntimeError(f"{method} failed: {response.status_code} {response.text[:300]}")
    return answer


def _import_ms() -> float:
    samples = []
    for _ in range(IMPORT_RUNS):
        result = subprocess.run(
            [sys.executable, "-c", PROBE, str(HANDLER)], capture_output=True, text=True, check=True
        )
        samples.append(float(result.stdout.strip().splitlines()[-1]))
    return statistics.median(samples)


@contextmanager
def serve(app: Any) -> Iterator[str]:
    """Run ``app`` with uvicorn on a free loopback port in a thread; yields its base URL."""
    # proto=IPPROTO_TCP: asyncio only sets TCP_NODELAY on accepted sockets that say they are
    # TCP; without it Nagle plus delayed ACKs add ~40 ms to every loopback request.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    ready = threading.Event()
    while not server.started and thread.is_alive():
        ready.wait(0.01)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


if __name__ == "__main__":
    main()
