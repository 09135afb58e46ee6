"""The edge's one mapping from errors to HTTP answers (``{"error": {"code", "message"}}``).

Everything the edge refuses before MCP processing — edge token, Host/Origin, body size,
credentials, method — and every error of the REST route goes through here, so this is also
where refused credentials (``AuthFailures``) and turned-away requests (``Throttles``) are
counted, once per answer. MCP tool errors are mapped separately, to ``isError`` tool results
(:mod:`guinness.mcp_edge.tool_results`), and counted as tool calls.
"""

from __future__ import annotations

from collections.abc import Mapping

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from guinness import metrics
from guinness.errors import ErrorBody, ErrorDetail, PlatformError, code_for_status
from guinness.logs import Logger


def error_response(
    status: int, code: str, message: str, *, headers: Mapping[str, str] | None = None
) -> Response:
    """A JSON response with the platform's error body."""
    body = ErrorBody(error=ErrorDetail(code=code, message=message))
    return JSONResponse(body.model_dump(), status_code=status, headers=dict(headers or {}))


def platform_error_response(exc: PlatformError, logger: Logger | None = None) -> Response:
    """The answer for a platform error (5xx ones are logged: they are ours, not the caller's);
    a refused credential or a throttle is counted."""
    metrics.record_refusal(exc)
    if exc.status >= 500 and logger is not None:
        logger.warning("request failed", extra={"code": exc.code})
    return error_response(exc.status, exc.code, exc.message, headers=exc.headers())


def method_not_allowed(allowed: str) -> Response:
    """405 with ``Allow``."""
    return error_response(
        405,
        "METHOD_NOT_ALLOWED",
        f"Method not allowed; use {allowed}.",
        headers={"Allow": allowed},
    )


def internal_error_response() -> Response:
    """500 for a failure nobody anticipated (the caller logs the stack)."""
    return error_response(500, "INTERNAL_ERROR", "Internal error.")


async def http_exception_handler(request: Request, exc: Exception) -> Response:
    """Starlette's own 404/405 answers, in the platform's body shape."""
    assert isinstance(exc, HTTPException)
    code = code_for_status(exc.status_code)
    return error_response(exc.status_code, code, str(exc.detail), headers=exc.headers)
