"""A request's retry horizon: its UUIDv7 time, one visibility timeout per delivery and one
for the dead-letter handler, and a minute's grace."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from guinness.backend.retry_horizon import GRACE, RetryHorizon, issued_at
from guinness.ids import uuid7


def test_the_horizon_counts_every_delivery_and_the_dead_letter_handler() -> None:
    issued = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)
    request_id = str(uuid7(int(issued.timestamp() * 1000)))

    horizon = RetryHorizon(visibility_timeout_seconds=720, max_receive_count=3).of(request_id)

    assert issued_at(request_id) == issued
    assert horizon == issued + 4 * timedelta(seconds=720) + GRACE
