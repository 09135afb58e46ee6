"""API-key verification: prefix lookup, scrypt, state checks, cache, last-used audit.

Every rejection raises the same :class:`~guinness.errors.InvalidApiKeyError` so a caller
learns nothing about which check failed. A verified key is cached in memory for
``cache_ttl_seconds`` (0 disables the cache): a revocation or deletion therefore takes
effect within that time on warm instances, while expiry is always checked exactly.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from guinness.auth.api_keys import (
    DEFAULT_SCRYPT,
    ScryptParams,
    hash_secret,
    parse_api_key,
    verify_secret,
)
from guinness.auth.principal import Principal
from guinness.auth.throttle import AuthThrottle
from guinness.db import keys
from guinness.db.connection import Database, DriverError
from guinness.errors import AuthFailureReason, InvalidApiKeyError, PlatformError
from guinness.logs import Logger, get_logger
from guinness.lru import LruCache
from guinness.settings import ApiKeyAuthSettings

MAX_CACHED_KEYS = 1024
# Hashing a dummy secret when the prefix is unknown keeps the timing of "unknown key"
# close to "known key, wrong secret".
_DUMMY_SALT = b"guinness-dummy-salt-0000"


@dataclass(frozen=True)
class _CacheEntry:
    principal: Principal
    expires_at: datetime | None
    cached_at: float


class ApiKeyAuthenticator:
    """Turns key text into a :class:`Principal` or raises InvalidApiKeyError."""

    def __init__(
        self,
        database: Database,
        settings: ApiKeyAuthSettings | None = None,
        *,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        monotonic: Callable[[], float] = time.monotonic,
        logger: Logger | None = None,
    ) -> None:
        self._database = database
        self._settings = settings or ApiKeyAuthSettings()
        self._now = now
        self._monotonic = monotonic
        self._logger = logger or get_logger("auth")
        self._cache: LruCache[bytes, _CacheEntry] = LruCache(MAX_CACHED_KEYS)
        self._last_touched: dict[int, float] = {}
        self._lock = threading.Lock()
        self._throttle = AuthThrottle(self._settings, monotonic=monotonic)

    def authenticate(self, key_text: str | None, *, source: str | None = None) -> Principal:
        """Verify ``key_text``; returns the key's principal. ``source`` is the caller's
        address: a check the cache cannot answer is throttled by it (``auth.throttle``)."""
        try:
            parsed = parse_api_key(key_text)
        except InvalidApiKeyError:
            self._throttle.record_failure(source)
            raise
        cache_key = _cache_key(parsed.prefix, parsed.secret)
        principal = self._from_cache(cache_key)
        if principal is None:
            with self._throttle.checking(source):
                stored = self._verify(parsed.prefix, parsed.secret)
                principal = self._check_state(stored)
            self._remember(cache_key, principal, stored.expires_at)
        self._record_use(principal)
        return principal

    def early_refusal(self, key_text: str | None, source: str | None) -> PlatformError | None:
        """The throttle's refusal for a check of ``key_text`` from ``source``, known before
        any work: None for a key the cache holds (it is never refused) or an address that
        may check. Cheap (a hash and two lookups), so a server can turn a flood away before
        it queues for a request slot."""
        refused = self._throttle.refusal(source)
        if refused is None:
            return None
        try:
            parsed = parse_api_key(key_text)
        except InvalidApiKeyError:
            return refused
        cached = _cache_key(parsed.prefix, parsed.secret) in self._cache
        return None if cached else refused

    def _verify(self, prefix: str, secret: str) -> keys.StoredApiKey:
        """The stored key whose secret this is; raises InvalidApiKeyError otherwise."""
        with self._database.connection() as conn:
            stored = keys.find_api_key_by_prefix(conn, prefix=prefix)
        if stored is None:
            hash_secret(secret, _DUMMY_SALT, DEFAULT_SCRYPT)
            raise InvalidApiKeyError(reason=AuthFailureReason.UNKNOWN_KEY)
        stored_hash = stored.key_hash
        params = ScryptParams(
            n=stored_hash.n, r=stored_hash.r, p=stored_hash.p, dklen=stored_hash.dklen
        )
        if not verify_secret(secret, stored_hash.salt, stored_hash.hash, params):
            raise InvalidApiKeyError(reason=AuthFailureReason.WRONG_SECRET)
        return stored

    def forget_all(self) -> None:
        """Empty the cache (tests and admin tools)."""
        self._cache.clear()

    def _check_state(self, stored: keys.StoredApiKey) -> Principal:
        if stored.revoked_at is not None:
            raise InvalidApiKeyError(reason=AuthFailureReason.REVOKED)
        if stored.expires_at is not None and stored.expires_at <= self._now():
            raise InvalidApiKeyError(reason=AuthFailureReason.EXPIRED)
        if stored.project_id <= 0:
            raise InvalidApiKeyError(reason=AuthFailureReason.UNSCOPED)
        return Principal(
            user_id=stored.user_id,
            project_id=stored.project_id,
            organization_id=stored.organization_id,
            permissions=stored.permissions,
            key_id=stored.id,
            key_prefix=stored.prefix,
            requests_per_minute=stored.requests_per_minute,
        )

    def _from_cache(self, cache_key: bytes) -> Principal | None:
        ttl = self._settings.cache_ttl_seconds
        if ttl <= 0:
            return None
        entry = self._cache.get(cache_key)
        if entry is None:
            return None
        if self._monotonic() - entry.cached_at >= ttl:
            self._cache.pop(cache_key)
            return None
        if entry.expires_at is not None and entry.expires_at <= self._now():
            self._cache.pop(cache_key)
            raise InvalidApiKeyError(reason=AuthFailureReason.EXPIRED)
        return entry.principal

    def _remember(self, cache_key: bytes, principal: Principal, expires: datetime | None) -> None:
        if self._settings.cache_ttl_seconds <= 0:
            return
        self._cache.put(cache_key, _CacheEntry(principal, expires, self._monotonic()))

    def _record_use(self, principal: Principal) -> None:
        """Debounced ``last_used_at`` update; a failure is logged, never raised."""
        if principal.key_id is None:
            return
        interval = self._settings.last_used_interval_seconds
        current = self._monotonic()
        with self._lock:
            last = self._last_touched.get(principal.key_id)
            if last is not None and current - last < interval:
                return
            self._last_touched[principal.key_id] = current
        try:
            with self._database.connection() as conn:
                keys.touch_last_used(conn, key_id=principal.key_id, min_interval_seconds=interval)
        except (DriverError, OSError):
            self._logger.exception(
                "could not record API key use", extra={"key_prefix": principal.key_prefix}
            )


def _cache_key(prefix: str, secret: str) -> bytes:
    """The verified-key cache's key for a key's text (a digest: no secret is kept)."""
    return hashlib.sha256(f"{prefix}:{secret}".encode()).digest()
