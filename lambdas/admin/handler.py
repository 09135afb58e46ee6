"""Admin Lambda: ``guinness-admin``'s operations against the deployed database, from a JSON
event ``{"operation": "key.create", "arguments": {...}}`` (``guinness-admin --remote``).

Answers ``{"result": ...}``, or the platform's one error body ``{"error": {"code",
"message"}}`` for a refused operation. Only IAM principals allowed to invoke the function
can run it; it is not reachable from the internet.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import ValidationError as PydanticValidationError

from guinness.errors import PlatformError, ValidationError
from guinness.logs import get_logger
from guinness.operations.admin import AdminService
from guinness.operations.admin_requests import AdminRequest
from guinness.operations.runtime import build_admin_service

logger = get_logger("admin")


@cache
def _service() -> AdminService:
    return build_admin_service()


@logger.inject_lambda_context
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Run one admin operation."""
    try:
        request = AdminRequest.model_validate(event)
        return {"result": _service().run(request)}
    except PydanticValidationError:
        error: PlatformError = ValidationError(
            'The event must be {"operation": "...", "arguments": {...}}.'
        )
    except PlatformError as exc:
        error = exc
    logger.info("admin operation refused", extra={"code": error.code})
    return error.body().model_dump()
