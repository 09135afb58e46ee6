"""One correlation id per request, in every service's logs and on every internal call.

The edge makes it (the Lambda request id, or a fresh one) and sends it to the backend as
``X-Correlation-ID``; the backend and the AI API read it with :class:`CorrelationMiddleware`
(making one when a caller sent none), add it to every log line of the request, and the
internal clients send it on (:func:`with_correlation`); the queue carries it to the worker
as a message attribute, which binds it with :func:`bind_correlation_id`. It lives in a
context variable, so requests served side by side (the local stack) keep their own.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from contextvars import ContextVar

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Receive, Scope, Send

from guinness.logs import Logger

CORRELATION_HEADER = "X-Correlation-ID"
#: Longest id taken from a caller (anything longer is cut).
MAX_CORRELATION_ID = 128

_current: ContextVar[str | None] = ContextVar("correlation_id", default=None)


def current_correlation_id() -> str | None:
    """The id of the request being served (None outside one)."""
    return _current.get()


def bind_correlation_id(logger: Logger, correlation_id: str | None) -> str:
    """Make ``correlation_id`` (a fresh one when None) the current request's, in its logs."""
    chosen = (correlation_id or uuid.uuid4().hex)[:MAX_CORRELATION_ID]
    _current.set(chosen)
    # A logger writing to a stream of its own (the admin CLI's, in-process) has no
    # Powertools formatter to hold keys: its lines go without the id.
    if getattr(logger, "registered_formatter", None) is not None:
        logger.thread_safe_append_keys(correlation_id=chosen)
    return chosen


def with_correlation(headers: Mapping[str, str]) -> dict[str, str]:
    """``headers`` plus ``X-Correlation-ID`` of the current request, unless they hold one."""
    merged = dict(headers)
    current = _current.get()
    if current and not any(name.lower() == CORRELATION_HEADER.lower() for name in merged):
        merged[CORRELATION_HEADER] = current
    return merged


class CorrelationMiddleware:
    """ASGI middleware binding each HTTP request's correlation id (its header, else new)."""

    def __init__(self, app: ASGIApp, logger: Logger) -> None:
        self._app = app
        self._logger = logger

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Serve the request with its id bound (the asyncio task keeps its own context)."""
        if scope["type"] == "http":
            bind_correlation_id(self._logger, Headers(scope=scope).get(CORRELATION_HEADER))
        await self._app(scope, receive, send)
