"""The one bounded in-memory cache every service uses: at most ``max_entries`` entries, the
least recently used forgotten first, thread-safe.

Its users: verified API keys (``auth.authenticator``, which adds its own time to live),
failing source addresses (``auth.throttle``), embeddings (``embeddings``) and accepted
webhook ids (``backend.webhooks``). A bound is what keeps a warm Lambda container's memory
flat whatever its callers send.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class LruCache(Generic[K, V]):
    """A map of at most ``max_entries`` entries; reading or writing an entry makes it the
    most recently used."""

    def __init__(self, max_entries: int) -> None:
        if max_entries <= 0:
            raise ValueError("max_entries must be positive")
        self._max = max_entries
        self._entries: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        """The entry's value (now the most recently used), or None."""
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        """Set the entry, forgetting the least recently used ones beyond the bound."""
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            self._trim()

    def add(self, key: K, value: V) -> bool:
        """Set the entry unless it is there; whether it was added."""
        with self._lock:
            if key in self._entries:
                return False
            self._entries[key] = value
            self._trim()
            return True

    def pop(self, key: K) -> V | None:
        """Remove the entry; its value, or None."""
        with self._lock:
            return self._entries.pop(key, None)

    def clear(self) -> None:
        """Forget every entry."""
        with self._lock:
            self._entries.clear()

    def __contains__(self, key: object) -> bool:
        """Whether the entry is there (without making it the most recently used)."""
        with self._lock:
            return key in self._entries

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    def _trim(self) -> None:
        while len(self._entries) > self._max:
            self._entries.popitem(last=False)
