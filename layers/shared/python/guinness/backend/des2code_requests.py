"""The registry of issued Des2Code request ids, and how long a request can still finish.

A request is recorded when ``trigger-des2code`` issues it, before it is queued. It can
still finish until its retry horizon: the time in its UUIDv7, plus a visibility timeout for
each delivery SQS makes before the redrive moves it to the dead-letter queue, plus one more
for the dead-letter handler, which writes its failed artifact, and a minute's grace. Past
that, a request with no artifact has failed; an id never recorded was never issued.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from guinness.db.connection import Connection

#: Time allowed past the last delivery for the dead-letter handler to write its artifact.
GRACE = timedelta(seconds=60)


@dataclass(frozen=True)
class RetryHorizon:
    """How long a request can take at most: the queue's visibility timeout and redrive."""

    visibility_timeout_seconds: int
    max_receive_count: int

    def of(self, request_id: str) -> datetime:
        """When the request, issued at its UUIDv7 time, can no longer finish."""
        deliveries = self.max_receive_count + 1  # the last one: the dead-letter handler
        return issued_at(request_id) + deliveries * self._visibility + GRACE

    @property
    def _visibility(self) -> timedelta:
        return timedelta(seconds=self.visibility_timeout_seconds)


def issued_at(request_id: str) -> datetime:
    """The time a UUIDv7 carries (its first 48 bits, Unix milliseconds)."""
    millis = uuid.UUID(request_id).int >> 80
    return datetime.fromtimestamp(millis / 1000, tz=UTC)


def record_request(conn: Connection, *, request_id: str, project_id: int, design_id: str) -> None:
    """Record an issued request id (before it is queued)."""
    conn.run(
        "INSERT INTO des2code_requests (request_id, project_id, design_id)"
        " VALUES (CAST(:request_id AS uuid), :project_id, :design_id)",
        request_id=request_id,
        project_id=project_id,
        design_id=design_id,
    )


def issued_for(conn: Connection, *, request_id: str, project_id: int) -> str | None:
    """The design an issued request id of this project was for; None when never issued."""
    rows = conn.run(
        "SELECT design_id FROM des2code_requests"
        " WHERE request_id = CAST(:request_id AS uuid) AND project_id = :project_id",
        request_id=request_id,
        project_id=project_id,
    )
    return str(rows[0][0]) if rows else None
