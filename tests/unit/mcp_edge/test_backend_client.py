from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from guinness.clients.transport import InternalResponse
from guinness.contracts.tasks import TaskContextRequest
from guinness.errors import (
    ContextTimeoutError,
    DesignNotFoundError,
    IndexNotReadyError,
    PlatformError,
    TaskNotFoundError,
    UpstreamError,
    UpstreamTimeoutError,
    ValidationError,
)
from guinness.mcp_edge.backend_client import BackendClient, Caller, raise_for_backend_error

CALLER = Caller(project_id=42, user_id=7, correlation_id="corr-1")


class RecordingTransport:
    """An InternalTransport that records requests and answers a canned response."""

    def __init__(self, status: int = 200, body: Any = None) -> None:
        self.requests: list[dict[str, Any]] = []
        self._response = InternalResponse(status, json.dumps({} if body is None else body).encode())

    def request(
        self,
        method: str,
        path: str,
        *,
        headers: Mapping[str, str],
        params: Mapping[str, str | int] | None = None,
        json_body: Any = None,
        content: bytes | None = None,
    ) -> InternalResponse:
        self.requests.append(
            {
                "method": method,
                "path": path,
                "headers": dict(headers),
                "params": params,
                "json": json_body,
            }
        )
        return self._response


def _error(status: int, code: str, message: str = "m") -> InternalResponse:
    return InternalResponse(
        status, json.dumps({"error": {"code": code, "message": message}}).encode()
    )


def test_every_call_carries_the_service_key_project_user_and_correlation_id() -> None:
    transport = RecordingTransport()
    client = BackendClient(transport, api_key="internal")

    client.list_designs(CALLER, cursor=None, limit=5)
    client.get_code(CALLER, "42_abc")
    client.task_context(CALLER, TaskContextRequest(taskId="T"))

    assert [request["headers"] for request in transport.requests] == [
        {
            "X-API-Key": "internal",
            "X-MCP-Project-ID": "42",
            "X-MCP-User-ID": "7",
            "X-Correlation-ID": "corr-1",
        }
    ] * 3


def test_paths_and_bodies_follow_the_internal_routes() -> None:
    transport = RecordingTransport()
    client = BackendClient(transport, api_key="k")

    client.list_code(CALLER, cursor="c1", limit=3)
    client.get_design(CALLER, "42_KEY_1:2")
    client.trigger_des2code(CALLER, design_id="42_KEY_1:2", project_id=42, organization_id=1)
    client.get_des2code(CALLER, "42_KEY_1:2", request_id=None)
    client.get_des2code(CALLER, "42_KEY_1:2", request_id="r1")
    client.task_context(CALLER, TaskContextRequest(taskId="T", maxDepth=3))

    calls = [(r["method"], r["path"], r["params"], r["json"]) for r in transport.requests]
    assert calls == [
        ("GET", "/internal/code", {"limit": 3, "cursor": "c1"}, None),
        ("GET", "/internal/designs/42_KEY_1%3A2", None, None),
        (
            "POST",
            "/internal/des2code",
            None,
            {"design_id": "42_KEY_1:2", "project_id": 42, "organization_id": 1},
        ),
        ("GET", "/internal/des2code/42_KEY_1%3A2", None, None),
        ("GET", "/internal/des2code/42_KEY_1%3A2", {"request_id": "r1"}, None),
        (
            "POST",
            "/internal/task-context",
            None,
            {"taskId": "T", "maxDepth": 3, "includeSourceCode": True, "maxTokens": 20000},
        ),
    ]


@pytest.mark.parametrize(
    ("response", "error"),
    [
        (_error(404, "DESIGN_NOT_FOUND"), DesignNotFoundError),
        (_error(404, "TASK_NOT_FOUND"), TaskNotFoundError),
        (_error(409, "INDEX_NOT_READY"), IndexNotReadyError),
        (_error(422, "VALIDATION_ERROR"), ValidationError),
        (_error(502, "UPSTREAM_ERROR"), UpstreamError),
        (_error(504, "CONTEXT_TIMEOUT"), ContextTimeoutError),
        (_error(504, "UPSTREAM_TIMEOUT"), UpstreamTimeoutError),
        (InternalResponse(504, b"gateway timeout"), UpstreamTimeoutError),
        (_error(401, "INVALID_SERVICE_CREDENTIALS"), UpstreamError),
        (_error(500, "INTERNAL_ERROR"), UpstreamError),
        (InternalResponse(404, b"<html>"), UpstreamError),
    ],
    ids=[
        "design-404",
        "task-404",
        "409",
        "422",
        "502",
        "context-504",
        "upstream-504",
        "bare-504",
        "our-credentials",
        "500",
        "not-our-body",
    ],
)
def test_backend_errors_become_the_platform_error_their_body_names(
    response: InternalResponse, error: type[PlatformError]
) -> None:
    with pytest.raises(PlatformError) as raised:
        raise_for_backend_error(response)

    assert type(raised.value) is error


def test_context_timeout_keeps_the_seeds_message() -> None:
    with pytest.raises(ContextTimeoutError, match=r"Context bundle generation timed out\."):
        raise_for_backend_error(_error(504, "CONTEXT_TIMEOUT", "whatever the backend said"))


@pytest.mark.parametrize("body", [b"not json", b"[1, 2]"])
def test_an_answer_that_is_not_a_json_object_is_an_upstream_error(body: bytes) -> None:
    transport = RecordingTransport()
    transport._response = InternalResponse(200, body)

    with pytest.raises(UpstreamError):
        BackendClient(transport, api_key="k").list_designs(CALLER, cursor=None, limit=1)
