"""Feeding the worker's batch entry points from SQS, as the event source mapping would.

Records the handler reports as failed stay in the queue (visible again after the
visibility timeout, then redriven to the DLQ by SQS); the others are deleted. The DLQ
is drained into the dead-letter handler the same way.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from guinness.local.sqs_events import sqs_event
from guinness.logs import Logger

Handler = Callable[[dict[str, Any], Any], dict[str, Any]]


class LocalLambdaContext:
    """The attributes Powertools reads from a Lambda context."""

    function_name = "guinness-local-des2code-worker"
    memory_limit_in_mb = 1024
    invoked_function_arn = "arn:aws:lambda:us-east-1:000000000000:function:local"
    aws_request_id = "local"

    def get_remaining_time_in_millis(self) -> int:
        """Plenty: local runs have no timeout."""
        return 900_000


class QueuePoller:
    """Polls one queue and hands batches to a Lambda-style handler on a thread."""

    def __init__(
        self, sqs: Any, queue_url: str, handler: Handler, *, region: str, logger: Logger
    ) -> None:
        self._sqs = sqs
        self._queue_url = queue_url
        self._handler = handler
        self._region = region
        self._logger = logger
        self._stop = threading.Event()
        self._arn = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["QueueArn"])[
            "Attributes"
        ]["QueueArn"]
        self._thread = threading.Thread(target=self._run, daemon=True, name=f"poll-{queue_url}")

    @property
    def handler(self) -> Handler:
        """What each batch is handed to."""
        return self._handler

    def start(self) -> None:
        """Start polling."""
        self._thread.start()

    def stop(self) -> None:
        """Stop after the current poll."""
        self._stop.set()
        self._thread.join(timeout=10)

    def poll_once(self, wait_seconds: int = 1) -> int:
        """Receive one batch and process it; returns how many records were handled."""
        answer = self._sqs.receive_message(
            QueueUrl=self._queue_url,
            MaxNumberOfMessages=10,
            WaitTimeSeconds=wait_seconds,
            AttributeNames=["All"],
            MessageAttributeNames=["All"],
        )
        messages = answer.get("Messages", [])
        if not messages:
            return 0
        result = self._handler(sqs_event(messages, self._arn, self._region), LocalLambdaContext())
        failed = {item["itemIdentifier"] for item in result.get("batchItemFailures", [])}
        for message in messages:
            if message["MessageId"] not in failed:
                self._sqs.delete_message(
                    QueueUrl=self._queue_url, ReceiptHandle=message["ReceiptHandle"]
                )
        return len(messages)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.poll_once()
            except Exception:  # a local poller must survive, and log why
                self._logger.exception("local queue poll failed", extra={"queue": self._queue_url})
                self._stop.wait(1.0)
