"""The one bounded cache."""

from __future__ import annotations

import threading

import pytest

from guinness.lru import LruCache


def test_the_least_recently_used_entry_goes_first() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recently used

    cache.put("c", 3)

    assert "b" not in cache
    assert (cache.get("a"), cache.get("c"), len(cache)) == (1, 3, 2)


def test_add_keeps_what_is_there_and_says_so() -> None:
    cache: LruCache[str, bool] = LruCache(2)

    assert cache.add("x", True)
    assert not cache.add("x", False)
    assert cache.get("x") is True


def test_membership_does_not_make_an_entry_recent() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert "a" in cache

    cache.put("c", 3)

    assert "a" not in cache


def test_pop_and_clear_forget() -> None:
    cache: LruCache[str, int] = LruCache(3)
    cache.put("a", 1)
    cache.put("b", 2)

    assert cache.pop("a") == 1
    assert cache.pop("a") is None
    cache.clear()
    assert len(cache) == 0


def test_the_bound_holds_under_concurrent_writers() -> None:
    cache: LruCache[int, int] = LruCache(100)

    def write(offset: int) -> None:
        for value in range(2000):
            cache.put(offset * 10_000 + value, value)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(cache) == 100


def test_a_cache_needs_room() -> None:
    with pytest.raises(ValueError, match="positive"):
        LruCache(0)
