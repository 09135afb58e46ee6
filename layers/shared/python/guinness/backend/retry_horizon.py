"""How long an issued Des2Code request can still finish (the ids are recorded in
``guinness.db.des2code_requests``).

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
