"""SQS batches for the Des2Code worker: the request queue and its dead-letter queue.

Each record is processed on its own; a failed record is reported as a batch item failure
(even when all fail) instead of failing the invocation, so SQS retries exactly those records
and redrives them to the DLQ after the limit. The Lambda handler and the local stack's queue
poller both call :class:`WorkerBatches`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from guinness.aws.queue import CORRELATION_ATTRIBUTE
from guinness.des2code.worker import Des2CodeWorker, record_dead_letter
from guinness.web.correlation import bind_correlation_id


class WorkerBatches:
    """The worker's two entry points over one :class:`Des2CodeWorker`."""

    def __init__(self, worker: Des2CodeWorker) -> None:
        self.worker = worker
        self._processor = BatchProcessor(
            event_type=EventType.SQS, raise_on_entire_batch_failure=False
        )

    def handle(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        """Process a batch of requests; answers ``{"batchItemFailures": [...]}``."""
        return self._batch(event, context, self._process)

    def handle_dead_letters(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        """Record a failed artifact for every dead request that has none."""
        return self._batch(event, context, self._dead_letter)

    def _batch(
        self, event: dict[str, Any], context: Any, record_handler: Callable[[SQSRecord], object]
    ) -> dict[str, Any]:
        return dict(
            process_partial_response(
                event=event,
                record_handler=record_handler,
                processor=self._processor,
                context=context,
            )
        )

    def _process(self, record: SQSRecord) -> str:
        receive_count = int(record.attributes.approximate_receive_count or 1)
        correlation = record.message_attributes[CORRELATION_ATTRIBUTE]
        # Its logs, and the webhook it sends the backend, carry the request's id.
        bind_correlation_id(self.worker.logger, correlation.string_value if correlation else None)
        return self.worker.process(record.body, receive_count=receive_count)

    def _dead_letter(self, record: SQSRecord) -> str | None:
        return record_dead_letter(self.worker, record.body)
