"""The guard as an ASGI middleware, driven with in-memory receive/send (no sockets)."""

from __future__ import annotations

import json
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
