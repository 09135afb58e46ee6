from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace

import anyio
import pytest
from mcp_types import CallToolResult
from pydantic import BaseModel

from guinness.auth.principal import Principal
from guinness.clients.transport import InternalResponse
from guinness.errors import (
    ContextTimeoutError,
    DesignNotFoundError,
    IndexNotReadyError,
    PermissionDeniedError,
    PlatformError,
    UpstreamError,
    UpstreamTimeoutError,
)
from guinness.logs import get_logger
from guinness.mcp_edge.backend_client import BackendClient, Caller
from guinness.mcp_edge.blocking import in_worker_thread, inline
from guinness.mcp_edge.session import ToolSession
from guinness.mcp_edge.tool_results import ERROR_META_KEY, ToolOutput, run_tool

SESSION = ToolSession(
    principal=Principal(user_id=1, project_id=2, organization_id=3, permissions=frozenset()),
    backend=BackendClient(transport=None, api_key="unused"),  # type: ignore[arg-type]
    logger=get_logger("mcp-test"),
    correlation_id="c",
    offload=inline,
)


def _run(action: Callable[[], ToolOutput], session: ToolSession = SESSION) -> CallToolResult:
    return anyio.run(run_tool, "t", action, session)


class Greeting(BaseModel):
    text: str


def _raise(error: Exception) -> ToolOutput:
    raise error


def test_a_success_has_the_summary_as_text_and_the_model_as_structured_content() -> None:
    result = _run(lambda: ToolOutput(Greeting(text="hi"), "Said hi."))

    assert not result.is_error
    assert result.content[0].text == "Said hi."
    assert result.structured_content == {"text": "hi"}


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (DesignNotFoundError(), "DESIGN_NOT_FOUND"),
        (IndexNotReadyError(), "INDEX_NOT_READY"),
        (PermissionDeniedError(), "PERMISSION_DENIED"),
        (UpstreamError(), "UPSTREAM_ERROR"),
        (UpstreamTimeoutError(), "BACKEND_TIMEOUT"),
        (ContextTimeoutError(), "CONTEXT_TIMEOUT"),
    ],
)
def test_platform_errors_become_is_error_results_with_stable_codes(
    error: PlatformError, code: str
) -> None:
    result = _run(lambda: _raise(error))

    assert result.is_error
    assert result.structured_content is None
    assert result.meta is not None
    assert result.meta[ERROR_META_KEY]["code"] == code
    assert result.content[0].text.startswith(f"{code}: ")


def test_a_crash_is_answered_internal_error_without_details() -> None:
    result = _run(lambda: _raise(RuntimeError("secret detail")))

    assert result.is_error
    assert result.content[0].text == "INTERNAL_ERROR: Internal error."
    assert "secret detail" not in str(result.model_dump())


def test_a_backend_answer_of_the_wrong_shape_is_an_upstream_error() -> None:
    # The backend client parses answers into their contracts (test_backend_client.py).
    broken = BackendClient(_Answering(b'{"items": "not a list"}'), api_key="k")
    caller = Caller(project_id=1, user_id=1, correlation_id="c")

    result = _run(lambda: ToolOutput(broken.list_designs(caller, cursor=None, limit=1), ""))

    assert result.meta is not None
    assert result.meta[ERROR_META_KEY]["code"] == "UPSTREAM_ERROR"
    assert result.content[0].text == "UPSTREAM_ERROR: The backend answered something unexpected."


class _Answering:
    """An InternalTransport answering every request with ``body``."""

    def __init__(self, body: bytes) -> None:
        self._body = body

    def request(self, method: str, path: str, **kwargs: object) -> InternalResponse:
        return InternalResponse(200, self._body)


def test_a_tool_body_runs_in_a_worker_thread_or_inline_as_the_session_says() -> None:
    def where() -> ToolOutput:
        return ToolOutput(Greeting(text=threading.current_thread().name), "")

    threaded = _run(where, replace(SESSION, offload=in_worker_thread))
    inlined = _run(where)

    assert threaded.structured_content != {"text": threading.current_thread().name}
    assert inlined.structured_content == {"text": threading.current_thread().name}
