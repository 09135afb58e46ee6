"""Admin Lambda: ``guinness-admin``'s operations against the deployed database, from a JSON
event ``{"operation": "key.create", "arguments": {...}}`` (``guinness-admin --remote``).

Answers ``{"result": ...}``, or the platform's one error body ``{"error": {"code",
"message"}}`` for a refused operation. Only IAM principals allowed to invoke the function
can run it; it is not reachable from the internet.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from guinness.composition.admin import AdminService, admin_from_environment, logger, tracer


@cache
def _service() -> AdminService:
    return admin_from_environment()


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Run one admin operation."""
    return _service().run_event(event)
