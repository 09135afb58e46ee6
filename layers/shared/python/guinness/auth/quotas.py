"""Per-key request quotas: at most N requests per key per minute, counted in PostgreSQL.

The count is shared by every instance of the edge (each Lambda container counts into the
same row), one upsert per request into ``api_key_request_windows`` (one row per key and
minute; a key's older windows are deleted when it opens a new one). N is the key's
project's ``requests_per_minute`` when set, else the service's default; 0 turns the
quota off, and then no row is written. Over the quota, the request gets 429
``QUOTA_EXCEEDED`` with ``Retry-After`` (the seconds left in the minute).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from guinness.auth.principal import Principal
from guinness.db.connection import Database
from guinness.db.keys import count_request
from guinness.errors import QuotaExceededError

_WINDOW_SECONDS = 60


class RequestQuota:
    """Checks and counts one request of a principal against its key's quota."""

    def __init__(
        self,
        database: Database,
        default_per_minute: int,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._database = database
        self._default = default_per_minute
        self._clock = clock

    def limit_for(self, principal: Principal) -> int:
        """The principal's requests per minute (0: no quota)."""
        if principal.requests_per_minute is not None:
            return principal.requests_per_minute
        return self._default

    def admit(self, principal: Principal) -> None:
        """Count the request; raises QuotaExceededError over the quota."""
        limit = self.limit_for(principal)
        if limit <= 0 or principal.key_id is None:
            return
        now = self._clock()
        window_start = int(now // _WINDOW_SECONDS * _WINDOW_SECONDS)
        with self._database.connection() as conn:
            requests = count_request(conn, key_id=principal.key_id, window_start=window_start)
        if requests > limit:
            left = window_start + _WINDOW_SECONDS - now
            raise QuotaExceededError(
                f"This API key has used its {limit} requests for this minute; retry in "
                f"{math.ceil(left)} s.",
                retry_after_seconds=left,
            )
