"""The guard as an ASGI middleware, driven with in-memory receive/send (no sockets)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import anyio
import pytest

from guinness.mcp_edge.guard import EdgeGuard, EdgePolicy
from guinness.web.allowlist import Allowlist

POLICY = EdgePolicy(
    edge_token="t0ken",
    hosts=Allowlist(["localhost:*"], with_scheme=False),
    origins=Allowlist([], with_scheme=True),
    max_body_bytes=1024,
)


class EchoApp:
    """Answers 200 with the body it read, so the test sees what the guard replayed."""

    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.calls += 1
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": body})


def _run(chunks: list[bytes], headers: dict[str, str]) -> tuple[int, bytes, EchoApp]:
    app = EchoApp()
    messages = [
        {"type": "http.request", "body": chunk, "more_body": index < len(chunks) - 1}
        for index, chunk in enumerate(chunks)
    ]
    sent: list[dict[str, Any]] = []
    scope = {
        "type": "http",
        "method": "POST",
        "path": "/mcp",
        "headers": [(k.encode(), v.encode()) for k, v in headers.items()],
    }

    async def receive() -> dict[str, Any]:
        return messages.pop(0) if messages else {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    anyio.run(EdgeGuard(app, POLICY), scope, receive, send)
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return status, body, app


GOOD = {"host": "localhost:8000", "x-mcp-token": "t0ken"}


def test_a_body_arriving_in_chunks_is_replayed_whole_to_the_app() -> None:
    status, body, app = _run([b"ab", b"cd", b"ef"], GOOD)

    assert (status, body, app.calls) == (200, b"abcdef", 1)


def test_a_body_growing_past_the_limit_is_refused_before_the_app_runs() -> None:
    status, body, app = _run([b"x" * 600, b"x" * 600], GOOD)

    assert status == 413
    assert json.loads(body)["error"]["code"] == "PAYLOAD_TOO_LARGE"
    assert app.calls == 0


@pytest.mark.parametrize(
    ("headers", "status"),
    [({"host": "localhost:8000"}, 403), ({**GOOD, "host": "evil.example"}, 403)],
)
def test_refused_headers_never_reach_the_app(headers: dict[str, str], status: int) -> None:
    answered, _, app = _run([b"{}"], headers)

    assert (answered, app.calls) == (status, 0)


class SlowApp:
    """Answers 200 after ``delay`` seconds; records how many requests it held at once."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.active = 0
        self.most_active = 0
        self.order: list[str] = []

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.active += 1
        self.most_active = max(self.most_active, self.active)
        self.order.append(scope["path"])
        await receive()
        await asyncio.sleep(self.delay)
        self.active -= 1
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})


async def _call(guard: EdgeGuard, path: str) -> tuple[int, dict[str, str], bytes]:
    sent: list[dict[str, Any]] = []
    scope = {
        "type": "http",
        "method": "POST",
        "path": path,
        "headers": [(k.encode(), v.encode()) for k, v in GOOD.items()],
    }
    messages = [{"type": "http.request", "body": b"{}", "more_body": False}]

    async def receive() -> dict[str, Any]:
        return messages.pop(0) if messages else {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await guard(scope, receive, send)
    start = next(m for m in sent if m["type"] == "http.response.start")
    headers = {k.decode(): v.decode() for k, v in start.get("headers", [])}
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return start["status"], headers, body


def _limited(limit: int, wait_ms: int, app: SlowApp) -> EdgeGuard:
    return EdgeGuard(app, replace(POLICY, max_in_flight=limit, wait_ms=wait_ms))


def test_requests_past_the_in_flight_limit_wait_their_turn_in_order() -> None:
    app = SlowApp(delay=0.02)
    guard = _limited(2, 5_000, app)

    async def burst() -> list[int]:
        calls = [_call(guard, f"/r{n}") for n in range(6)]
        return [status for status, _, _ in await asyncio.gather(*calls)]

    assert asyncio.run(burst()) == [200] * 6
    assert app.most_active == 2
    assert app.order == [f"/r{n}" for n in range(6)]


def test_a_request_that_waits_too_long_is_overloaded_with_retry_after() -> None:
    app = SlowApp(delay=0.3)
    guard = _limited(1, 20, app)

    async def burst() -> list[tuple[int, dict[str, str], bytes]]:
        return list(await asyncio.gather(_call(guard, "/first"), _call(guard, "/second")))

    (first, _, _), (second, headers, body) = asyncio.run(burst())

    assert (first, second) == (200, 503)
    assert json.loads(body)["error"]["code"] == "OVERLOADED"
    assert headers["retry-after"] == "1"
    assert app.order == ["/first"]


def test_without_a_limit_every_request_is_processed_at_once() -> None:
    app = SlowApp(delay=0.02)
    guard = _limited(0, 20, app)

    async def burst() -> None:
        await asyncio.gather(*(_call(guard, f"/r{n}") for n in range(5)))

    asyncio.run(burst())

    assert app.most_active == 5
