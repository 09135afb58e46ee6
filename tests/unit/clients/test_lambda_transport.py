"""The Lambda Invoke transport through a real Mangum adapter, and its failure mapping."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError, EndpointConnectionError, ReadTimeoutError
from fastapi import FastAPI, Request, Response

from guinness.clients.factory import transport_for
from guinness.clients.lambda_transport import LambdaTransport, function_from_url
from guinness.clients.transport import HttpTransport
from guinness.errors import PayloadTooLargeError, UpstreamError, UpstreamTimeoutError
from guinness.web.lambda_adapter import LazyAsgiHandler
from tests.lambda_invoke import InProcessLambdaClient


def _echo_app() -> FastAPI:
    app = FastAPI()

    @app.api_route("/echo/{name}", methods=["GET", "POST", "PUT"])
    async def echo(name: str, request: Request) -> dict[str, Any]:
        body = await request.body()
        return {
            "name": name,
            "method": request.method,
            "query": dict(request.query_params),
            "token": request.headers.get("x-service-token"),
            "body": body.decode("latin-1"),
        }

    @app.get("/bytes")
    async def raw_bytes() -> Response:
        return Response(content=bytes(range(256)), media_type="application/octet-stream")

    @app.get("/missing")
    async def missing() -> Response:
        body = {"error": {"code": "DESIGN_NOT_FOUND", "message": "Design not found."}}
        return Response(content=json.dumps(body), status_code=404, media_type="application/json")

    return app


@pytest.fixture
def transport() -> LambdaTransport:
    client = InProcessLambdaClient({"guinness-test-echo": LazyAsgiHandler(_echo_app)})
    return LambdaTransport(
        "guinness-test-echo:live", timeout_ms=1000, service="echo", client=client
    )


def test_a_json_request_reaches_the_app_with_path_query_and_headers(transport) -> None:
    response = transport.request(
        "PUT",
        "/echo/3_F_1%3A1",
        headers={"X-Service-Token": "t"},
        params={"limit": 5, "cursor": "abc"},
        json_body={"a": "ü"},
    )

    assert response.status == 200
    assert response.json() == {
        "name": "3_F_1:1",
        "method": "PUT",
        "query": {"limit": "5", "cursor": "abc"},
        "token": "t",
        "body": json.dumps({"a": "ü"}, separators=(",", ":")).encode().decode("latin-1"),
    }


def test_binary_bodies_travel_base64_in_both_directions(transport) -> None:
    sent = bytes(range(256))

    echoed = transport.request("POST", "/echo/bin", headers={}, content=sent)
    answered = transport.request("GET", "/bytes", headers={})

    assert echoed.json()["body"].encode("latin-1") == sent
    assert answered.body == sent


def test_http_error_answers_are_returned_for_raise_for_error(transport) -> None:
    response = transport.request("GET", "/missing", headers={})

    assert response.status == 404
    assert response.json()["error"]["code"] == "DESIGN_NOT_FOUND"


class _FailingClient:
    def __init__(self, failure: Exception | None = None, answer: Any = None) -> None:
        self.failure = failure
        self.answer = answer

    def invoke(self, **_: Any) -> dict[str, Any]:
        if self.failure is not None:
            raise self.failure
        return self.answer


def _unhandled(message: str) -> dict[str, Any]:
    body = json.dumps({"errorMessage": message, "errorType": "Sandbox.Timedout"}).encode()
    return {"StatusCode": 200, "FunctionError": "Unhandled", "Payload": io.BytesIO(body)}


def _client_error(code: str) -> ClientError:
    return ClientError({"Error": {"Code": code, "Message": code}}, "Invoke")


@pytest.mark.parametrize(
    ("client", "expected"),
    [
        (_FailingClient(ReadTimeoutError(endpoint_url="https://lambda")), UpstreamTimeoutError),
        (
            _FailingClient(answer=_unhandled("Task timed out after 3.00 seconds")),
            UpstreamTimeoutError,
        ),
        (_FailingClient(answer=_unhandled("boom")), UpstreamError),
        (_FailingClient(_client_error("AccessDeniedException")), UpstreamError),
        (_FailingClient(_client_error("TooManyRequestsException")), UpstreamError),
        (_FailingClient(_client_error("RequestEntityTooLargeException")), PayloadTooLargeError),
        (_FailingClient(EndpointConnectionError(endpoint_url="https://lambda")), UpstreamError),
        (
            _FailingClient(answer={"StatusCode": 200, "Payload": io.BytesIO(b'"not a response"')}),
            UpstreamError,
        ),
    ],
)
def test_invoke_failures_become_upstream_errors(client, expected) -> None:
    transport = LambdaTransport("fn", timeout_ms=1000, service="backend", client=client)

    with pytest.raises(expected) as caught:
        transport.request("GET", "/x", headers={})

    assert "backend" in caught.value.message


def test_the_address_chooses_the_transport() -> None:
    assert isinstance(
        transport_for(
            "lambda://guinness-dev-ai:live",
            timeout_ms=1000,
            service="AI service",
            lambda_client=object(),
        ),
        LambdaTransport,
    )
    assert isinstance(
        transport_for("http://127.0.0.1:9", timeout_ms=1000, service="AI service"), HttpTransport
    )
    assert function_from_url("lambda://arn:aws:lambda:eu-west-1:1:function:f") == (
        "arn:aws:lambda:eu-west-1:1:function:f"
    )
