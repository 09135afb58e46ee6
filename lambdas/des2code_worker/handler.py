"""Des2Code worker Lambda: SQS batches with partial batch failures.

``handler`` consumes the request queue; ``dead_letter_handler`` consumes its DLQ and makes
sure every dead request has a failed artifact. The worker is built from the environment on
the first event and reused by warm invocations.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from guinness.composition.worker import WorkerBatches, logger, tracer, worker_from_environment


@cache
def _worker() -> WorkerBatches:
    return worker_from_environment()


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Process a batch; failed records are reported so SQS retries only them."""
    return _worker().handle(event, context)


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def dead_letter_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Record a failed artifact for every dead request that has none."""
    return _worker().handle_dead_letters(event, context)
