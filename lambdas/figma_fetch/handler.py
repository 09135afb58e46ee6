"""Figma fetch Lambda (outside the VPC): fetches a design by its link into the import
job's upload, or registers a Figma webhook (the only function that reads Figma tokens).

Invoked asynchronously by the backend, the admin function and the webhook function with a
fetch request; synchronously by the admin function with ``{"operation":
"webhook.register", ...}``. A fetch that fails hands its failure to the import job.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from guinness.composition.figma_fetch import (
    FigmaFetchService,
    figma_fetch_from_environment,
    logger,
    tracer,
)


@cache
def _service() -> FigmaFetchService:
    return figma_fetch_from_environment()


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Run one fetch (or registration)."""
    return _service().handle(event)
