"""The edge guard: checks every request before routing, authentication or MCP processing.

In order: the CloudFront edge token ``X-MCP-Token`` (constant-time, skipped when
``ENVIRONMENT=local``) → 403 ``FORBIDDEN``; the Host and a present Origin against their
allowlists (DNS-rebinding protection) → 403 ``ORIGIN_NOT_ALLOWED``; the body against the size
limit, by ``Content-Length`` and while reading → 413 ``PAYLOAD_TOO_LARGE``. The body is read
once here (Lambda delivers it whole anyway) and replayed to the app. Then, in a server that
answers many requests at once (the local stack, a container), at most ``max_in_flight``
requests are processed together; the others wait their turn in arrival order, up to
``wait_ms``, then get 503 ``OVERLOADED`` with ``Retry-After``. A process that takes every
request at once shares its CPU among all of them, and every one of them gets slow; one that
takes a few at a time finishes each quickly. (A Lambda container answers one request at a
time, so the deployed edge leaves this off.)
"""

from __future__ import annotations

import asyncio
import hmac
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from guinness.contracts.edge import EDGE_TOKEN_HEADER
from guinness.errors import (
    EdgeTokenError,
    OriginNotAllowedError,
    OverloadedError,
    PayloadTooLargeError,
    PlatformError,
)
from guinness.mcp_edge.http_errors import platform_error_response
from guinness.web.allowlist import Allowlist


@dataclass(frozen=True)
class EdgePolicy:
    """What the guard enforces; ``edge_token`` None disables the token check (local runs)."""

    edge_token: str | None
    hosts: Allowlist
    origins: Allowlist
    max_body_bytes: int
    max_in_flight: int = 0  # 0: no limit
    wait_ms: int = 2_000
    #: How long a throttled address's 429 is held before it is sent (0: at once).
    throttled_delay_ms: int = 0

    def check_headers(self, headers: Mapping[str, str]) -> PlatformError | None:
        """The error a request with these headers gets, or None when it may proceed."""
        if self.edge_token is not None:
            presented = headers.get(EDGE_TOKEN_HEADER)
            if presented is None or not hmac.compare_digest(
                presented.encode(), self.edge_token.encode()
            ):
                return EdgeTokenError()
        host = headers.get("host")
        if host is None or not self.hosts.allows(host):
            return OriginNotAllowedError("Host not allowed.")
        origin = headers.get("origin")
        if origin is not None and not self.origins.allows(origin):
            return OriginNotAllowedError("Origin not allowed.")
        declared = headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body_bytes:
            return self.too_large()
        return None

    def too_large(self) -> PayloadTooLargeError:
        """The 413 error naming the limit."""
        return PayloadTooLargeError(f"The request body is larger than {self.max_body_bytes} bytes.")


#: A refusal known from the headers and the peer address alone (a throttled address).
EarlyRefusal = Callable[[Headers, str | None], PlatformError | None]


class EdgeGuard:
    """ASGI middleware enforcing an :class:`EdgePolicy` in front of the edge app; an
    ``early_refusal`` is asked after the policy and before the request queues for its
    in-flight slot, so refused floods never hold up the requests behind them."""

    def __init__(
        self, app: ASGIApp, policy: EdgePolicy, early_refusal: EarlyRefusal | None = None
    ) -> None:
        self._app = app
        self._policy = policy
        self._early_refusal = early_refusal
        self._in_flight = InFlightLimit(policy.max_in_flight, policy.wait_ms)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Refuse, or pass the request on with its body buffered."""
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        headers = Headers(scope=scope)
        refused = self._policy.check_headers(headers)
        if refused is None and self._early_refusal is not None:
            refused = self._early_refusal(headers, _peer(scope))
            if refused is not None and self._policy.throttled_delay_ms > 0:
                # Held without work: the flood waits instead of taking turns from others.
                await asyncio.sleep(self._policy.throttled_delay_ms / 1000)
        if refused is not None:
            await platform_error_response(refused)(scope, receive, send)
            return
        buffered = await buffer_body(receive, self._policy.max_body_bytes)
        if buffered is None:
            await platform_error_response(self._policy.too_large())(scope, receive, send)
            return
        try:
            await self._in_flight.acquire()
        except OverloadedError as exc:
            await platform_error_response(exc)(scope, buffered.replay, send)
            return
        try:
            await self._app(scope, buffered.replay, send)
        finally:
            self._in_flight.release()


def _peer(scope: Scope) -> str | None:
    client = scope.get("client")
    return client[0] if client else None


class InFlightLimit:
    """At most ``limit`` holders at once (0: no limit); a waiter gives up after ``wait_ms``
    with OverloadedError. Waiters are served in arrival order."""

    def __init__(self, limit: int, wait_ms: int) -> None:
        self._limit = limit
        self._wait_s = wait_ms / 1000
        self._semaphore: asyncio.Semaphore | None = None  # made in the serving event loop

    async def acquire(self) -> None:
        """Take a slot, or raise OverloadedError when none frees within the wait."""
        if self._limit <= 0:
            return
        if self._semaphore is None:
            self._semaphore = asyncio.Semaphore(self._limit)
        try:
            async with asyncio.timeout(self._wait_s):
                await self._semaphore.acquire()
        except TimeoutError:
            raise OverloadedError("The MCP server is busy; retry in a moment.") from None

    def release(self) -> None:
        """Give the slot back (after :meth:`acquire` succeeded)."""
        if self._semaphore is not None:
            self._semaphore.release()


@dataclass
class BufferedBody:
    """A request body read whole, and a ``receive`` that delivers it again."""

    body: bytes
    _pending: list[Message]
    _receive: Receive

    async def replay(self) -> Message:
        """The body (once, as one message), then whatever the server sends next."""
        return self._pending.pop(0) if self._pending else await self._receive()


async def buffer_body(receive: Receive, max_bytes: int | None = None) -> BufferedBody | None:
    """Read the whole body; None as soon as it exceeds ``max_bytes``."""
    body = bytearray()
    trailing: list[Message] = []
    while True:
        message = await receive()
        if message["type"] != "http.request":
            trailing.append(message)
            break
        body.extend(message.get("body", b""))
        if max_bytes is not None and len(body) > max_bytes:
            return None
        if not message.get("more_body", False):
            break
    replay: list[Message] = [{"type": "http.request", "body": bytes(body), "more_body": False}]
    return BufferedBody(bytes(body), replay + trailing, receive)
