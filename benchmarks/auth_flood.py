"""A bad-key flood against the edge: a legitimate client's latency with and without it.

The local edge (as ``./dev up`` runs it: one process, its ``MCP_MAX_IN_FLIGHT`` and
``AUTH_THROTTLED_DELAY_MS``) on an
embedded PostgreSQL (or ``DATABASE_URL``'s server). A legitimate client on 127.0.0.1 sends
MCP ``initialize`` calls with a valid key (cached after its first check), one after the
other; a flood process sends keys that do not exist — each costing a database lookup and
an scrypt hash unless throttled — from eight clients on 127.0.0.2 .. 127.0.0.9, as fast as
the edge answers. Measured three times: alone, under the flood with the throttle on (the
defaults), and under the flood with the throttle off (``AUTH_FAILURES_PER_MINUTE=0``,
the edge before it). Goal (issue 23): the p95 under the flood at most twice the p95 alone.

Prints one ``name: value unit`` line per figure.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections import Counter
from typing import Any

import httpx
from _support import migrated_database, percentile

from guinness.auth.key_admin import create_api_key
from guinness.composition.edge import build_edge_app
from guinness.db import projects, users
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.local.http_server import serve
from guinness.local.stack import LOCAL_MAX_IN_FLIGHT, LOCAL_THROTTLED_DELAY_MS
from guinness.settings import McpSettings

LEGIT_CALLS = 300
WARMUP_CALLS = 20
FLOOD_ADDRESSES = [f"127.0.0.{n}" for n in range(2, 10)]
BAD_KEY = "guinness_zzzzzzzzzzzz_" + "A" * 43
HEADERS = {"Accept": "application/json, text/event-stream"}
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "bench", "version": "1"},
    },
}


def main() -> None:
    with migrated_database() as settings:
        database = Database(settings)
        with database.connection() as conn:
            org = projects.create_organization(conn, name="flood")
            project = projects.create_project(conn, organization_id=org, name="flood")
            user = users.create_user(conn, email="flood@example.com")
            key = create_api_key(conn, user_id=user, project_id=project.id, name="legit").text
        environ = {
            "ENVIRONMENT": "local",
            "DATABASE_URL": url_for(settings),
            "BACKEND_INTERNAL_URL": "http://127.0.0.1:9",  # initialize never calls it
            "BACKEND_INTERNAL_API_KEY": "unused-internal-key",
            "MCP_MAX_IN_FLIGHT": LOCAL_MAX_IN_FLIGHT,
            "AUTH_THROTTLED_DELAY_MS": LOCAL_THROTTLED_DELAY_MS,
        }
        alone = _measure(environ, key)
        throttled, answers = _measure_with_flood(environ, key)
        unthrottled, _ = _measure_with_flood({**environ, "AUTH_FAILURES_PER_MINUTE": "0"}, key)
        database.close()
    print(f"auth flood legit p95 alone: {alone:.1f} ms")
    print(f"auth flood legit p95 under flood (throttle on): {throttled:.1f} ms")
    print(f"auth flood legit p95 ratio (throttle on): {throttled / alone:.2f} x")
    print(f"auth flood legit p95 under flood (throttle off): {unthrottled:.1f} ms")
    print(f"auth flood legit p95 ratio (throttle off): {unthrottled / alone:.2f} x")
    for status in sorted(answers):
        print(f"auth flood bad-key answers {status}: {answers[status]} answers")


def _measure(environ: dict[str, str], key: str) -> float:
    with serve(build_edge_app(McpSettings.from_env(environ))) as url:
        return _legit_p95(url, key)


def _measure_with_flood(environ: dict[str, str], key: str) -> tuple[float, Counter[int]]:
    with serve(build_edge_app(McpSettings.from_env(environ))) as url:
        stop = multiprocessing.Event()
        results: Any = multiprocessing.Queue()
        flooder = multiprocessing.Process(target=_flood, args=(url, stop, results))
        flooder.start()
        time.sleep(2.0)  # the flood at full speed (and, throttled, past its first failures)
        try:
            p95 = _legit_p95(url, key)
        finally:
            stop.set()
            answers: Counter[int] = results.get(timeout=60)
            flooder.join(timeout=30)
        return p95, answers


def _legit_p95(url: str, key: str) -> float:
    transport = httpx.HTTPTransport(local_address="127.0.0.1")
    timings: list[float] = []
    with httpx.Client(transport=transport, timeout=30) as client:
        for index in range(WARMUP_CALLS + LEGIT_CALLS):
            start = time.perf_counter()
            answer = client.post(
                f"{url}/mcp", json=INITIALIZE, headers={**HEADERS, "MCP-API-Key": key}
            )
            elapsed = (time.perf_counter() - start) * 1000
            if answer.status_code != 200:
                raise SystemExit(f"the legitimate client got {answer.status_code}: {answer.text}")
            if index >= WARMUP_CALLS:
                timings.append(elapsed)
    return percentile(timings, 0.95)


def _flood(url: str, stop: Any, results: Any) -> None:
    """Eight clients, one per loopback address, sending unknown keys until told to stop."""
    answers: Counter[int] = Counter()
    lock = threading.Lock()

    def client(address: str) -> None:
        transport = httpx.HTTPTransport(local_address=address)
        with httpx.Client(transport=transport, timeout=30) as http:
            while not stop.is_set():
                try:
                    status = http.post(
                        f"{url}/mcp", json=INITIALIZE, headers={**HEADERS, "MCP-API-Key": BAD_KEY}
                    ).status_code
                except httpx.HTTPError:
                    status = 0
                with lock:
                    answers[status] += 1

    threads = [threading.Thread(target=client, args=(address,)) for address in FLOOD_ADDRESSES]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    results.put(answers)


if __name__ == "__main__":
    main()
