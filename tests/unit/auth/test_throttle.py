"""The throttle on uncached key checks: failures per source address in a sliding minute,
a global cap on checks at once, and the caller's address (never X-Forwarded-For)."""

from __future__ import annotations

import threading

import pytest

from guinness.auth.throttle import AuthThrottle, source_address
from guinness.errors import AuthThrottledError, InvalidApiKeyError, OverloadedError
from guinness.settings import ApiKeyAuthSettings


class _Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def _fail(throttle: AuthThrottle, source: str) -> None:
    with pytest.raises(InvalidApiKeyError), throttle.checking(source):
        raise InvalidApiKeyError()


def test_a_source_is_refused_after_its_failures_until_the_oldest_leaves_the_minute() -> None:
    clock = _Clock()
    throttle = AuthThrottle(ApiKeyAuthSettings(failures_per_minute=3), monotonic=clock)
    for _ in range(3):
        _fail(throttle, "198.51.100.7")
        clock.now += 10

    with pytest.raises(AuthThrottledError) as refused, throttle.checking("198.51.100.7"):
        pass
    assert refused.value.status == 429
    assert refused.value.headers() == {"Retry-After": "30"}  # the first failure, 30 s left
    with throttle.checking("198.51.100.8"):  # another address is not affected
        pass
    clock.now += 30
    with throttle.checking("198.51.100.7"):  # the first failure left the window
        pass


def test_successful_checks_count_nothing_and_zero_turns_the_limit_off() -> None:
    throttle = AuthThrottle(ApiKeyAuthSettings(failures_per_minute=1))
    for _ in range(5):
        with throttle.checking("203.0.113.1"):
            pass
    unlimited = AuthThrottle(ApiKeyAuthSettings(failures_per_minute=0))
    for _ in range(5):
        _fail(unlimited, "203.0.113.1")
    with unlimited.checking("203.0.113.1"):
        pass


def test_checks_beyond_the_cap_wait_then_are_overloaded() -> None:
    throttle = AuthThrottle(ApiKeyAuthSettings(max_concurrent_checks=1, check_wait_ms=50))
    inside, leave = threading.Event(), threading.Event()

    def hold() -> None:
        with throttle.checking("a"):
            inside.set()
            leave.wait(5)

    holder = threading.Thread(target=hold)
    holder.start()
    inside.wait(5)
    try:
        with pytest.raises(OverloadedError), throttle.checking("b"):
            pass
    finally:
        leave.set()
        holder.join()
    with throttle.checking("b"):  # the slot is free again
        pass


def test_the_source_is_the_viewer_address_behind_cloudfront_else_the_peer() -> None:
    forwarded = {"x-forwarded-for": "10.9.9.9"}
    viewer = {"x-guinness-viewer-address": "198.51.100.7", **forwarded}
    ipv6 = {"x-guinness-viewer-address": "2001:db8::1"}

    assert source_address(viewer, "10.0.0.1", behind_cloudfront=True) == "198.51.100.7"
    assert source_address(ipv6, None, behind_cloudfront=True) == "2001:db8::1"
    assert source_address(forwarded, "10.0.0.1", behind_cloudfront=True) is None
    assert source_address(forwarded, "127.0.0.5", behind_cloudfront=False) == "127.0.0.5"
