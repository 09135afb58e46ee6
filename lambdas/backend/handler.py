"""Backend internal API Lambda: the FastAPI app behind Mangum, built once per container."""

from __future__ import annotations

from typing import Any

from guinness.composition.backend import backend_lambda_handler, tracer

_serve = backend_lambda_handler()


@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Serve one internal API event (an X-Ray subsegment in Lambda)."""
    return _serve(event, context)
