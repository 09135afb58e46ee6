"""Hostile text and bodies through the running apps: a NUL, a lone surrogate or a control
character in an id, cursor or task id, and an over-deep JSON body, get a 4xx or an
``isError`` result with a stable code and a one-line message — never a 5xx, never a
traceback — and a poisoned request never fails the next one."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.pipeline_stack import INTERNAL_KEY

HOSTILE = ["a\x00b", "lone \ud800 surrogate", "bell\x07", "line\nbreak", "del\x7f"]
IDS = ["nul", "lone-surrogate", "bell", "newline", "del"]
#: What an HTTP path or query can carry (percent-decoding never yields a lone surrogate).
IN_URLS = [text for text in HOSTILE if "\ud800" not in text]
MCP = {
    "Accept": "application/json, text/event-stream",
    "Content-Type": "application/json",
    "MCP-Protocol-Version": "2025-06-18",
}


def _json(document: Any) -> bytes:
    # ASCII escapes, as a hostile client sends them (a lone surrogate becomes "\\ud800").
    return json.dumps(document).encode()


def _no_traceback(text: str) -> None:
    assert "Traceback" not in text
    assert 'File "' not in text


def _call(world: EdgeWorld, tool: str, arguments: dict[str, Any]) -> httpx.Response:
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": tool, "arguments": arguments},
    }
    return httpx.post(
        f"{world.url}/mcp", content=_json(body), headers={**world.headers(), **MCP}, timeout=30
    )


@pytest.mark.parametrize("text", HOSTILE, ids=IDS)
@pytest.mark.parametrize(
    ("tool", "field"),
    [
        ("get-design-detail", "design_id"),
        ("get-code-detail", "code_id"),
        ("list-designs", "cursor"),
        ("list-code", "cursor"),
        ("get-des2code", "design_id"),
        ("get-task-context", "taskId"),
    ],
)
def test_hostile_text_in_a_tool_argument_is_refused_and_harms_nobody(
    world: EdgeWorld, tool: str, field: str, text: str
) -> None:
    answer = _call(world, tool, {field: f"{world.scope.project_id}_{text}"})
    after = _call(world, "list-designs", {"limit": 1})

    _no_traceback(answer.text)
    assert answer.status_code in (200, 400), answer.text
    message = answer.json()
    if answer.status_code == 200:  # a tool error the model can read
        assert message["result"]["isError"] is True
    else:  # the SDK refuses JSON it cannot decode: a JSON-RPC parse error
        assert message["error"]["code"] == -32700
    assert after.status_code == 200
    assert after.json()["result"].get("isError") is not True


@pytest.mark.parametrize("text", HOSTILE, ids=IDS)
def test_hostile_text_in_a_task_id_is_a_422_on_the_rest_route(world: EdgeWorld, text: str) -> None:
    headers = {**world.headers(), "Content-Type": "application/json"}
    with httpx.Client(base_url=world.url, headers=headers, timeout=30) as client:
        answer = client.post("/api/v1/mcp/task-context", content=_json({"taskId": text}))
        after = client.post("/api/v1/mcp/task-context", content=_json({"taskId": "NO-SUCH-TASK"}))

    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == "VALIDATION_ERROR"
    _no_traceback(answer.text)
    assert after.status_code == 404


@pytest.mark.parametrize(
    "text", IN_URLS, ids=[i for i, t in zip(IDS, HOSTILE, strict=True) if t in IN_URLS]
)
@pytest.mark.parametrize(
    "where",
    [
        "/internal/designs/{}",
        "/internal/code/{}",
        "/internal/des2code/{}",
        "/internal/designs?cursor={}",
        "/internal/code?cursor={}",
        "/internal/des2code/1_K_1:2?request_id={}",
    ],
)
def test_the_backend_refuses_hostile_text_with_a_422_before_any_database_work(
    world: EdgeWorld, where: str, text: str
) -> None:
    headers = {
        "X-API-Key": INTERNAL_KEY,
        "X-MCP-Project-ID": str(world.scope.project_id),
        "X-MCP-User-ID": str(world.scope.user_id),
    }
    with httpx.Client(base_url=world.pipeline.backend_url, headers=headers, timeout=30) as client:
        answer = client.get(where.format(quote(text, safe="")))
        after = client.get("/internal/designs", params={"limit": 1})

    # 422 from validation, or 404 when no route pattern even matches (a line break in a
    # path): either way nothing reached the database, and the body is the error shape.
    assert (answer.status_code, answer.json()["error"]["code"]) in (
        (422, "VALIDATION_ERROR"),
        (404, "NOT_FOUND"),
    ), answer.text
    _no_traceback(answer.text)
    assert after.status_code == 200


def test_an_over_deep_json_body_is_a_422_not_a_crash(world: EdgeWorld) -> None:
    deep = b"[" * 100_000 + b"]" * 100_000
    headers = {**world.headers(), "Content-Type": "application/json"}
    with httpx.Client(base_url=world.url, headers=headers, timeout=30) as client:
        answer = client.post("/api/v1/mcp/task-context", content=deep)
        after = client.post("/api/v1/mcp/task-context", content=_json({"taskId": "NO-SUCH-TASK"}))

    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["code"] == "VALIDATION_ERROR"
    _no_traceback(answer.text)
    assert after.status_code == 404


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]
)
def test_a_body_that_is_not_declared_json_is_a_415_on_the_rest_route(
    world: EdgeWorld, content_type: str
) -> None:
    headers = {**world.headers(), "Content-Type": content_type}
    answer = httpx.post(
        f"{world.url}/api/v1/mcp/task-context",
        content=_json({"taskId": "NO-SUCH-TASK"}),
        headers=headers,
        timeout=30,
    )

    assert answer.status_code == 415, answer.text
    assert answer.json()["error"]["code"] == "UNSUPPORTED_MEDIA_TYPE"


def test_a_json_body_with_a_charset_or_no_declared_type_is_read(world: EdgeWorld) -> None:
    for headers in ({"Content-Type": "application/json; charset=utf-8"}, {}):
        answer = httpx.post(
            f"{world.url}/api/v1/mcp/task-context",
            content=_json({"taskId": "NO-SUCH-TASK"}),
            headers={**world.headers(), **headers},
            timeout=30,
        )
        assert answer.status_code == 404, answer.text


@pytest.mark.parametrize(
    ("arguments", "field", "kind"),
    [
        ({"taskId": "T", "maxDepth": "5"}, "maxDepth", "number"),
        ({"taskId": "T", "maxTokens": "500"}, "maxTokens", "number"),
        ({"taskId": "T", "includeSourceCode": "false"}, "includeSourceCode", "boolean"),
        ({"taskId": "T", "maxDepth": 2.5}, "maxDepth", None),
        ({"taskId": "not a task id!"}, "taskId", None),
    ],
    ids=["quoted-depth", "quoted-tokens", "quoted-boolean", "fraction", "id-pattern"],
)
def test_mcp_and_rest_refuse_the_same_task_context_arguments_with_the_same_message(
    world: EdgeWorld, arguments: dict[str, Any], field: str, kind: str | None
) -> None:
    tool = _call(world, "get-task-context", arguments).json()["result"]
    headers = {**world.headers(), "Content-Type": "application/json"}
    rest = httpx.post(
        f"{world.url}/api/v1/mcp/task-context", content=_json(arguments), headers=headers
    )

    assert tool["isError"] is True
    tool_error = tool["_meta"]["guinness/error"]
    assert rest.status_code == 422
    assert tool_error["code"] == rest.json()["error"]["code"] == "VALIDATION_ERROR"
    assert tool_error["message"] == rest.json()["error"]["message"]
    assert tool_error["message"].startswith(f"{field}: ")
    if kind is not None:
        assert f"send a JSON {kind}, without quotes" in tool_error["message"]


@pytest.mark.parametrize("arguments", [{"limit": "5"}, {"limit": True}])
def test_a_quoted_or_boolean_page_size_is_refused_by_the_list_tools(
    world: EdgeWorld, arguments: dict[str, Any]
) -> None:
    result = _call(world, "list-designs", arguments).json()["result"]

    assert result["isError"] is True
    assert result["_meta"]["guinness/error"]["message"].startswith("limit: ")
