"""Des2Code worker Lambda: SQS batches with partial batch failures.

``handler`` consumes the request queue; ``dead_letter_handler`` consumes its DLQ and makes
sure every dead request has a failed artifact. The worker is built on the first event and
reused by warm invocations.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from guinness.des2code.runtime import build_worker
from guinness.des2code.worker import Des2CodeWorker, record_dead_letter
from guinness.logs import get_logger

logger = get_logger("des2code-worker")
# Report every failed record (even when all fail) instead of failing the invocation, so
# SQS retries exactly those records and redrives them to the DLQ after the limit.
processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)


@cache
def _worker() -> Des2CodeWorker:
    return build_worker()


def _process(record: SQSRecord) -> str:
    receive_count = int(record.attributes.approximate_receive_count or 1)
    correlation = record.message_attributes["correlation_id"]
    logger.append_keys(correlation_id=correlation.string_value if correlation else None)
    return _worker().process(record.body, receive_count=receive_count)


def _dead_letter(record: SQSRecord) -> str | None:
    return record_dead_letter(_worker(), record.body)


@logger.inject_lambda_context
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Process a batch; failed records are reported so SQS retries only them."""
    return dict(
        process_partial_response(
            event=event, record_handler=_process, processor=processor, context=context
        )
    )


@logger.inject_lambda_context
def dead_letter_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Record a failed artifact for every dead request that has none."""
    return dict(
        process_partial_response(
            event=event, record_handler=_dead_letter, processor=processor, context=context
        )
    )
