"""Throttling of API-key checks: failed attempts per source address, and a global cap.

A key check that is not answered from the cache costs a database lookup and an scrypt
hash (tens of milliseconds of CPU, by design). A flood of bad keys would spend the CPU a
legitimate caller needs, so two limits guard that path, and only that path — a key
already verified and cached never meets them:

* **per source address**: after ``failures_per_minute`` failed checks within a minute,
  the address is refused at once (429 ``AUTH_THROTTLED`` with ``Retry-After``, no hash
  computed) until its oldest failure leaves the window;
* **at once**: at most ``max_concurrent_checks`` checks run together; the others wait up
  to ``check_wait_ms``, then get 503 ``OVERLOADED`` with ``Retry-After``.

The source address is the caller's, never a header the caller writes: behind CloudFront
it is ``X-Guinness-Viewer-Address``, which the distribution's viewer-request function
writes from the connection's address (replacing whatever a client sent; the edge token
proves the request came through CloudFront), locally the socket's peer.
``X-Forwarded-For`` is never read. (CloudFront's own ``CloudFront-Viewer-Address`` would
need an origin request policy that lists headers, and the Function URL origin needs every
viewer header but Host forwarded, Authorization included, which such a list cannot hold.)
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager

from guinness.contracts.edge import VIEWER_ADDRESS_HEADER
from guinness.errors import AuthThrottledError, InvalidApiKeyError, OverloadedError
from guinness.lru import LruCache
from guinness.settings import ApiKeyAuthSettings

#: Source addresses remembered at most (the least recently failing are forgotten first).
MAX_TRACKED_SOURCES = 10_000
_WINDOW_SECONDS = 60.0


def source_address(
    headers: Mapping[str, str], peer: str | None, *, behind_cloudfront: bool
) -> str | None:
    """The caller's address: the viewer address CloudFront's function wrote behind
    CloudFront, else the socket peer. None when neither is known."""
    if behind_cloudfront:
        viewer = headers.get(VIEWER_ADDRESS_HEADER, "").strip()
        return viewer or None
    return peer


class AuthThrottle:
    """The two limits on uncached key checks; thread-safe, one per process."""

    def __init__(
        self,
        settings: ApiKeyAuthSettings | None = None,
        *,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._settings = settings or ApiKeyAuthSettings()
        self._monotonic = monotonic
        self._failures: LruCache[str, deque[float]] = LruCache(MAX_TRACKED_SOURCES)
        self._lock = threading.Lock()
        self._checks = threading.BoundedSemaphore(self._settings.max_concurrent_checks)

    @contextmanager
    def checking(self, source: str | None) -> Iterator[None]:
        """Run one uncached key check: refused when ``source`` is throttled or no turn
        frees in time; an InvalidApiKeyError raised inside counts as a failure."""
        self._refuse_if_throttled(source)
        if not self._checks.acquire(timeout=self._settings.check_wait_ms / 1000):
            raise OverloadedError("Too many API key checks at once; retry in a moment.")
        try:
            yield
        except InvalidApiKeyError:
            self.record_failure(source)
            raise
        finally:
            self._checks.release()

    def record_failure(self, source: str | None) -> None:
        """Count one failed authentication from ``source``."""
        limit = self._settings.failures_per_minute
        if source is None or limit <= 0:
            return
        now = self._monotonic()
        with self._lock:
            times = self._failures.get(source)
            if times is None:
                times = deque(maxlen=limit)
                self._failures.put(source, times)
            times.append(now)

    def refusal(self, source: str | None) -> AuthThrottledError | None:
        """The error a check from ``source`` gets now, or None when it may run."""
        limit = self._settings.failures_per_minute
        if source is None or limit <= 0:
            return None
        now = self._monotonic()
        with self._lock:
            times = self._failures.get(source)
            if times is None:
                return None
            while times and now - times[0] >= _WINDOW_SECONDS:
                times.popleft()
            if not times:
                self._failures.pop(source)
                return None
            if len(times) >= limit:
                return AuthThrottledError(retry_after_seconds=_WINDOW_SECONDS - (now - times[0]))
        return None

    def _refuse_if_throttled(self, source: str | None) -> None:
        refused = self.refusal(source)
        if refused is not None:
            raise refused
