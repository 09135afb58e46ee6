"""Feeding the worker's batch entry points from a queue, as the event source mapping would.

Records the handler reports as failed stay in the queue (visible again after the
visibility timeout, then redriven to the DLQ by SQS); the others are deleted. The DLQ
is drained into the dead-letter handler the same way.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

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


class QueueMessages(Protocol):
    """A queue's consuming side: messages in SQS's received shape, deleted by receipt."""

    @property
    def name(self) -> str:
        """The queue's name."""
        ...

    @property
    def arn(self) -> str:
        """The queue's ARN (the records' ``eventSourceARN``)."""
        ...

    def receive(self, max_messages: int = 10, wait_seconds: float = 0) -> list[dict[str, Any]]:
        """Up to ``max_messages`` messages, invisible for the visibility timeout."""
        ...

    def delete(self, receipt_handle: str) -> None:
        """Delete a received message."""
        ...


class QueuePoller:
    """Polls one queue and hands batches to a Lambda-style handler on a thread."""

    def __init__(
        self, queue: QueueMessages, handler: Handler, *, region: str, logger: Logger
    ) -> None:
        self._queue = queue
        self._handler = handler
        self._region = region
        self._logger = logger
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name=f"poll-{queue.name}")

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
        messages = self._queue.receive(10, wait_seconds)
        if not messages:
            return 0
        event = sqs_event(messages, self._queue.arn, self._region)
        result = self._handler(event, LocalLambdaContext())
        failed = {item["itemIdentifier"] for item in result.get("batchItemFailures", [])}
        for message in messages:
            if message["MessageId"] not in failed:
                self._queue.delete(message["ReceiptHandle"])
        return len(messages)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.poll_once()
            except Exception:  # a local poller must survive, and log why
                self._logger.exception("local queue poll failed", extra={"queue": self._queue.name})
                self._stop.wait(1.0)
