"""The correlation id: a request's header (else a new id) is the current one while it is
served, on its log lines and on the internal calls it makes; another request keeps its own."""

from __future__ import annotations

import io

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.testclient import TestClient

from guinness.logs import get_logger
from guinness.web.correlation import (
    CORRELATION_HEADER,
    CorrelationMiddleware,
    current_correlation_id,
    with_correlation,
)

LOGGER = get_logger("correlation-test")


def _echo(request: Request) -> JSONResponse:
    return JSONResponse(
        {
            "current": current_correlation_id(),
            "outgoing": with_correlation({"X-API-Key": "k"}),
            "logged": LOGGER.thread_safe_get_current_keys().get("correlation_id"),
        }
    )


def _client() -> TestClient:
    app = Starlette(routes=[Route("/", _echo)])
    return TestClient(CorrelationMiddleware(app, LOGGER))


def test_the_callers_id_is_current_logged_and_sent_on() -> None:
    answer = _client().get("/", headers={CORRELATION_HEADER: "abc-123"}).json()

    assert answer == {
        "current": "abc-123",
        "outgoing": {"X-API-Key": "k", CORRELATION_HEADER: "abc-123"},
        "logged": "abc-123",
    }


def test_a_request_without_one_gets_its_own_and_a_sent_header_is_kept() -> None:
    client = _client()
    first, second = client.get("/").json(), client.get("/").json()

    assert first["current"]
    assert second["current"]
    assert first["current"] != second["current"]
    assert with_correlation({"x-correlation-id": "mine"}) == {"x-correlation-id": "mine"}


def test_a_second_logger_of_a_service_serves_requests_too() -> None:
    # The admin CLI's in-process AI API logs to stderr under the service's name, which
    # another logger already holds: Powertools gives the second no formatter of its own.
    app = Starlette(routes=[Route("/", _echo)])
    get_logger("correlation-twice")
    quiet = get_logger("correlation-twice", stream=io.StringIO())

    answer = TestClient(CorrelationMiddleware(app, quiet)).get(
        "/", headers={CORRELATION_HEADER: "s-1"}
    )

    assert answer.status_code == 200
    assert answer.json()["current"] == "s-1"
