"""The local Des2Code queue and its dead-letter queue: one SQLite file in the data folder.

It keeps SQS's semantics, so the worker sees what the event source mapping delivers and a
restart loses nothing: a received message is invisible for the visibility timeout and
comes back if it was not deleted (a worker killed mid-request is retried at the next
start); each receive counts, and the receive after ``max_receive_count`` moves the message
to the dead-letter queue instead; received messages have SQS's shape (``MessageId``,
``ReceiptHandle``, ``Body``, ``Attributes``, ``MessageAttributes``), a receipt handle is
good for one receive only. Every change is one SQLite transaction (write-ahead log), so a
process killed at any point leaves each message either queued or gone, never half-moved.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from guinness.aws.queue import message_attributes
from guinness.contracts.des2code import Des2CodeRequest

#: SQS's most messages per receive.
MAX_BATCH = 10
#: How often a long poll looks again for a message.
POLL_INTERVAL_SECONDS = 0.1

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS messages (
    message_id TEXT PRIMARY KEY,
    queue TEXT NOT NULL,
    body TEXT NOT NULL,
    attributes TEXT NOT NULL,
    sent_ms INTEGER NOT NULL,
    visible_ms INTEGER NOT NULL,
    receive_count INTEGER NOT NULL DEFAULT 0,
    first_received_ms INTEGER,
    receipt_handle TEXT UNIQUE
    )""",
    "CREATE INDEX IF NOT EXISTS messages_visible ON messages (queue, visible_ms, sent_ms)",
)


class FolderQueue:
    """One named queue in the SQLite file at ``path`` (several queues share a file).

    Implements :class:`guinness.ports.RequestQueue` (``send``) and what the local poller
    consumes (``receive``, ``delete``, ``arn``).
    """

    def __init__(
        self,
        path: Path,
        name: str,
        *,
        visibility_timeout_seconds: int,
        dead_letter_queue: str | None = None,
        max_receive_count: int | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if (dead_letter_queue is None) != (max_receive_count is None):
            raise ValueError("a redrive needs both a dead-letter queue and a max receive count")
        self._path = path
        self._name = name
        self._visibility_ms = visibility_timeout_seconds * 1000
        self._dead_letter_queue = dead_letter_queue
        self._max_receive_count = max_receive_count
        self._clock = clock
        self._lock = threading.Lock()
        path.parent.mkdir(parents=True, exist_ok=True)
        # The write-ahead log is a property of the file: set once, kept by every connection.
        with closing(sqlite3.connect(path, timeout=30)) as conn:
            conn.execute("PRAGMA journal_mode=WAL")
        with self._transaction() as conn:
            for statement in _SCHEMA:
                conn.execute(statement)

    @property
    def name(self) -> str:
        """The queue's name."""
        return self._name

    @property
    def arn(self) -> str:
        """An SQS-style ARN naming this queue (the event records' ``eventSourceARN``)."""
        return f"arn:aws:sqs:local:000000000000:{self._name}"

    @property
    def url(self) -> str:
        """Where the queue is, for logs and ``DES2CODE_QUEUE_URL``."""
        return f"{self._path.resolve().as_uri()}#{self._name}"

    def send(self, request: Des2CodeRequest, *, correlation_id: str, user_id: int | None) -> str:
        """Queue one request; returns the message id."""
        return self.send_body(
            request.model_dump_json(),
            message_attributes(correlation_id=correlation_id, user_id=user_id),
        )

    def send_body(self, body: str, attributes: dict[str, dict[str, str]] | None = None) -> str:
        """Queue a message body with SQS-style message attributes; returns its id."""
        message_id = str(uuid.uuid4())
        now = self._now_ms()
        with self._transaction() as conn:
            conn.execute(
                "INSERT INTO messages (message_id, queue, body, attributes, sent_ms, visible_ms)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (message_id, self._name, body, json.dumps(attributes or {}), now, now),
            )
        return message_id

    def receive(
        self, max_messages: int = MAX_BATCH, wait_seconds: float = 0
    ) -> list[dict[str, Any]]:
        """Up to ``max_messages`` visible messages (long-polling up to ``wait_seconds``),
        each now invisible for the visibility timeout, in SQS's received shape."""
        if not 1 <= max_messages <= MAX_BATCH:
            raise ValueError(f"max_messages must be 1 to {MAX_BATCH}")
        deadline = time.monotonic() + wait_seconds
        while True:
            messages = self._receive_now(max_messages)
            if messages or time.monotonic() >= deadline:
                return messages
            time.sleep(min(POLL_INTERVAL_SECONDS, max(0.0, deadline - time.monotonic())))

    def delete(self, receipt_handle: str) -> None:
        """Delete the message this receipt handle was given for (a stale one does nothing)."""
        with self._transaction() as conn:
            conn.execute(
                "DELETE FROM messages WHERE queue = ? AND receipt_handle = ?",
                (self._name, receipt_handle),
            )

    def count(self) -> int:
        """Messages in the queue, visible or not."""
        with self._transaction() as conn:
            row = conn.execute("SELECT count(*) FROM messages WHERE queue = ?", (self._name,))
            return int(row.fetchone()[0])

    def _receive_now(self, max_messages: int) -> list[dict[str, Any]]:
        now = self._now_ms()
        received: list[dict[str, Any]] = []
        with self._transaction() as conn:
            rows = conn.execute(
                "SELECT message_id, body, attributes, sent_ms, receive_count, first_received_ms"
                " FROM messages WHERE queue = ? AND visible_ms <= ?"
                " ORDER BY sent_ms, message_id",
                (self._name, now),
            )
            for message_id, body, attributes, sent_ms, count, first_ms in rows.fetchall():
                if len(received) == max_messages:
                    break
                if self._max_receive_count is not None and count >= self._max_receive_count:
                    # SQS's redrive: this receive would exceed the limit.
                    conn.execute(
                        "UPDATE messages SET queue = ?, visible_ms = ?, receipt_handle = NULL"
                        " WHERE message_id = ?",
                        (self._dead_letter_queue, now, message_id),
                    )
                    continue
                receipt = uuid.uuid4().hex
                first = first_ms if first_ms is not None else now
                conn.execute(
                    "UPDATE messages SET receive_count = ?, visible_ms = ?, receipt_handle = ?,"
                    " first_received_ms = ? WHERE message_id = ?",
                    (count + 1, now + self._visibility_ms, receipt, first, message_id),
                )
                received.append(
                    {
                        "MessageId": message_id,
                        "ReceiptHandle": receipt,
                        "Body": body,
                        "MD5OfBody": hashlib.md5(body.encode(), usedforsecurity=False).hexdigest(),
                        "Attributes": {
                            "ApproximateReceiveCount": str(count + 1),
                            "SentTimestamp": str(sent_ms),
                            "ApproximateFirstReceiveTimestamp": str(first),
                            "SenderId": "local",
                        },
                        "MessageAttributes": json.loads(attributes),
                    }
                )
        return received

    def _now_ms(self) -> int:
        return int(self._clock() * 1000)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One immediate (write-locked) transaction on a fresh connection: safe across the
        stack's threads and across processes sharing the file."""
        with self._lock, closing(sqlite3.connect(self._path, timeout=30)) as conn:
            conn.isolation_level = None
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
