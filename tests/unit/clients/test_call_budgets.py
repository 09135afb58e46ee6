"""Per-call timeouts from a caller's remaining budget, over HTTP and over Lambda Invoke."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from guinness.clients.lambda_transport import LambdaTransport, timeout_bucket
from guinness.clients.transport import HttpTransport
from guinness.errors import UpstreamTimeoutError


def _http(seen: list[httpx.Request]) -> HttpTransport:
    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"ok": True})

    client = httpx.Client(base_url="http://ai.test", transport=httpx.MockTransport(answer))
    return HttpTransport("http://ai.test", timeout_ms=2000, service="AI service", client=client)


def test_a_call_gets_the_smaller_of_its_budget_and_the_transports_timeout() -> None:
    seen: list[httpx.Request] = []
    transport = _http(seen)

    transport.request("GET", "/a", headers={}, timeout_ms=120)
    transport.request("GET", "/b", headers={}, timeout_ms=9000)
    transport.request("GET", "/c", headers={})

    timeouts = [request.extensions["timeout"]["read"] for request in seen]
    assert timeouts == [0.12, 2.0, 2.0]


@pytest.mark.parametrize("left", [0, -5])
def test_a_spent_budget_fails_without_sending(left: float) -> None:
    seen: list[httpx.Request] = []

    with pytest.raises(UpstreamTimeoutError, match="No time was left"):
        _http(seen).request("GET", "/a", headers={}, timeout_ms=left)

    assert seen == []


@pytest.mark.parametrize(
    ("left", "ceiling", "bucket"),
    [
        (None, 2000, 2000),
        (10, 2000, 50),
        (50, 2000, 50),
        (51, 2000, 100),
        (130, 2000, 200),
        (1999, 2000, 2000),
        (5000, 2000, 2000),
        (130, 150, 150),
        (90_000, 30_000, 30_000),
    ],
)
def test_lambda_calls_use_the_next_timeout_bucket_up(
    left: float | None, ceiling: int, bucket: int
) -> None:
    assert timeout_bucket(left, ceiling) == bucket


class _RecordingAws:
    """Makes fake Lambda clients and records the read timeout each was made with."""

    def __init__(self) -> None:
        self.read_timeouts: list[float] = []

    def client(self, service: str, **options: Any) -> Any:
        assert service == "lambda"
        self.read_timeouts.append(options["read_timeout"])
        return _FakeLambda(options["read_timeout"])


class _FakeLambda:
    def __init__(self, read_timeout: float) -> None:
        self.read_timeout = read_timeout
        self.invoked_with: list[float] = []

    def invoke(self, **_: Any) -> dict[str, Any]:
        self.invoked_with.append(self.read_timeout)
        body = {"statusCode": 200, "body": json.dumps({"read_timeout": self.read_timeout})}
        return {"StatusCode": 200, "Payload": _Payload(json.dumps(body).encode())}


class _Payload:
    def __init__(self, raw: bytes) -> None:
        self._raw = raw

    def read(self) -> bytes:
        return self._raw


def test_lambda_calls_are_made_with_a_client_of_their_bucket_made_once() -> None:
    aws = _RecordingAws()
    transport = LambdaTransport("fn", timeout_ms=2000, service="AI service", aws=aws)  # type: ignore[arg-type]

    answers = [
        transport.request("GET", "/x", headers={}, timeout_ms=left).json()["read_timeout"]
        for left in (120, 130, None, 40)
    ]

    assert answers == [0.2, 0.2, 2.0, 0.05]
    assert aws.read_timeouts == [0.2, 2.0, 0.05]
    with pytest.raises(UpstreamTimeoutError):
        transport.request("GET", "/x", headers={}, timeout_ms=0)
