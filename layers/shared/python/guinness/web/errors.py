"""The one mapping from errors to HTTP answers for every FastAPI app of the platform.

Domain errors become their status and the SPEC's error body; FastAPI validation errors
become 422 ``VALIDATION_ERROR`` naming the first bad field; unknown routes and methods keep
their status with the same body shape; anything unexpected is logged with its stack and
answered 500 ``INTERNAL_ERROR`` without details.
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from guinness.errors import (
    ErrorBody,
    ErrorDetail,
    PlatformError,
    code_for_status,
    describe_validation_error,
)
from guinness.logs import Logger


def error_response(
    status: int, code: str, message: str, *, headers: dict[str, str] | None = None
) -> JSONResponse:
    """A JSON response with the platform's error body."""
    body = ErrorBody(error=ErrorDetail(code=code, message=message))
    return JSONResponse(status_code=status, content=body.model_dump(), headers=headers)


def install_error_handlers(app: FastAPI, logger: Logger) -> None:
    """Register the platform's exception handlers on ``app``."""

    async def platform_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, PlatformError)
        if exc.status >= 500:
            logger.warning("request failed", extra={"code": exc.code, "path": request.url.path})
        return error_response(exc.status, exc.code, exc.message, headers=exc.headers())

    async def validation_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        return error_response(422, "VALIDATION_ERROR", describe_validation_error(exc.errors()))

    async def http_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, StarletteHTTPException)
        code = code_for_status(exc.status_code)
        detail = exc.detail if isinstance(exc.detail, str) else "Request failed."
        return error_response(exc.status_code, code, detail)

    async def unexpected_error(request: Request, exc: Exception) -> JSONResponse:
        logger.exception("unhandled error", extra={"path": request.url.path})
        return error_response(500, "INTERNAL_ERROR", "Internal error.")

    app.add_exception_handler(PlatformError, platform_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(StarletteHTTPException, http_error)
    app.add_exception_handler(Exception, unexpected_error)
