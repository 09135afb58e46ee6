from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from guinness.clients.transport import InternalResponse
from guinness.contracts.des2code import Des2CodeResult, Des2CodeTriggerRequest
from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
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


REQUEST_ID = "0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b"
#: A valid answer of each route, by path prefix (the client parses answers into contracts).
ANSWERS: dict[str, Any] = {
    "/internal/designs/": {"design_id": "42_KEY_1:2"},
    "/internal/designs": {"items": [], "next_cursor": None},
    "/internal/code/": {"code_id": "42_abc"},
    "/internal/code": {"items": []},
    "/internal/des2code/": {"status": "pending", "request_id": REQUEST_ID, "design_id": "d"},
    "/internal/des2code": {"request_id": REQUEST_ID, "design_id": "d", "code_index_id": "i"},
    "/internal/task-context": {
        "taskId": "T",
        "requestedMaxDepth": 3,
        "effectiveMaxDepth": 3,
        "truncated": False,
        "markdownBundle": "# T",
        "collectedNodes": ["T"],
        "tokenEstimate": 2,
    },
}


class RecordingTransport:
    """An InternalTransport that records requests and answers each route validly (or a
    canned response, when one is set)."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self._response: InternalResponse | None = None

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
        if self._response is not None:
            return self._response
        prefix = max((p for p in ANSWERS if path.startswith(p)), key=len)
        return InternalResponse(200, json.dumps(ANSWERS[prefix]).encode())


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
    client.trigger_des2code(
        CALLER, Des2CodeTriggerRequest(design_id="42_KEY_1:2", project_id=42, organization_id=1)
    )
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
            {"taskId": "T", "maxDepth": 3, "includeSourceCode": True, "maxTokens": None},
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


def test_answers_arrive_as_their_contract_models() -> None:
    client = BackendClient(RecordingTransport(), api_key="k")

    pending = client.get_des2code(CALLER, "42_KEY_1:2", request_id=REQUEST_ID)
    context = client.task_context(CALLER, TaskContextRequest(taskId="T"))

    assert isinstance(pending, Des2CodeResult)
    assert pending.status == "pending"
    assert pending.matched_codes == []
    assert isinstance(context, TaskContextResponse)
    assert context.collectedNodes == ["T"]


@pytest.mark.parametrize(
    "body",
    [
        b"not json",
        b"[1, 2]",
        b'{"items": "not a list"}',
        b'{"items": [{"name": "no design_id"}]}',
    ],
)
def test_an_answer_that_breaks_its_contract_is_an_upstream_error(body: bytes) -> None:
    transport = RecordingTransport()
    transport._response = InternalResponse(200, body)

    with pytest.raises(UpstreamError):
        BackendClient(transport, api_key="k").list_designs(CALLER, cursor=None, limit=1)
