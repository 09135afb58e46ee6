"""Protocol faults on ``/mcp`` through the running edge: every malformed JSON-RPC envelope,
wrong content type or unknown method gets one JSON-RPC error with the standard code, a
one-line message and (for what the edge refuses itself) the platform's code under
``error.data.code`` — never a 5xx, a traceback, pydantic's text, or a silent 202."""

from __future__ import annotations

import httpx
import pytest

from tests.integration.mcp_edge.conftest import EdgeWorld

MCP = {
    "Accept": "application/json, text/event-stream",
    "Content-Type": "application/json",
    "MCP-Protocol-Version": "2025-06-18",
}
LIST = b'{"jsonrpc":"2.0","id":1,"method":"tools/list"}'


def _post(world: EdgeWorld, body: bytes, **headers: str) -> httpx.Response:
    return httpx.post(
        f"{world.url}/mcp", content=body, headers={**world.headers(), **MCP, **headers}, timeout=30
    )


def _still_serves(world: EdgeWorld) -> None:
    after = _post(world, LIST)
    assert after.status_code == 200
    assert after.json()["result"]["tools"]


@pytest.mark.parametrize(
    ("body", "code", "answer_id", "says"),
    [
        (b'{"jsonrpc":"2.0","id":{"a":1},"method":"tools/list"}', -32600, None, '"id"'),
        (b'{"jsonrpc":"2.0","id":[1],"method":"tools/list"}', -32600, None, '"id"'),
        (b'{"jsonrpc":"2.0","id":true,"method":"tools/list"}', -32600, None, '"id"'),
        (b'{"jsonrpc":"2.0","id":1.5,"method":"tools/list"}', -32600, None, '"id"'),
        (b'{"jsonrpc":"2.0","id":null,"method":"tools/list"}', -32600, None, '"id"'),
        (b'{"id":1,"method":"tools/list"}', -32600, 1, '"jsonrpc"'),
        (b'{"jsonrpc":"1.0","id":"a","method":"tools/list"}', -32600, "a", '"jsonrpc"'),
        (b'{"jsonrpc":"2.0","id":1,"method":5}', -32600, 1, '"method"'),
        (b'{"jsonrpc":"2.0","id":1,"method":"tools/list","params":[1]}', -32600, 1, '"params"'),
        (b'{"jsonrpc":"2.0","id":1}', -32600, None, "method"),
        (b'[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]', -32600, None, "batches"),
        (b"5", -32600, None, "one JSON-RPC message"),
        (b'"tools/list"', -32600, None, "one JSON-RPC message"),
        (b'{"jsonrpc":', -32700, None, "not valid"),
        (b"", -32700, None, "not valid"),
        (b"\xff\xfe{}", -32700, None, "not valid"),
        (b"[" * 100_000 + b"]" * 100_000, -32700, None, "nested too deeply"),
        (b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{}}', -32602, 7, "name"),
        (
            b'{"jsonrpc":"2.0","id":7,"method":"tools/call",'
            b'"params":{"name":"list-designs","arguments":"x"}}',
            -32602,
            7,
            "arguments",
        ),
    ],
    ids=[
        "object-id", "array-id", "bool-id", "fraction-id", "null-id", "no-version",
        "version-1", "method-number", "params-array", "no-method", "batch", "number",
        "string", "truncated", "empty", "not-utf8", "deep", "call-without-name",
        "call-arguments-string",
    ],
)  # fmt: skip
def test_a_malformed_envelope_is_one_json_rpc_error(
    world: EdgeWorld, body: bytes, code: int, answer_id: object, says: str
) -> None:
    answer = _post(world, body)

    assert answer.status_code == 400
    assert answer.headers["content-type"].startswith("application/json")
    message = answer.json()
    assert message["jsonrpc"] == "2.0"
    assert message["id"] == answer_id
    assert message["error"]["code"] == code
    assert says in message["error"]["message"]
    assert "\n" not in message["error"]["message"]
    assert message["error"]["data"] == {"code": "VALIDATION_ERROR"}
    assert "pydantic" not in answer.text
    assert "Traceback" not in answer.text
    _still_serves(world)


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded"])
def test_a_body_not_declared_json_is_a_415_json_rpc_error(
    world: EdgeWorld, content_type: str | None
) -> None:
    headers = {**world.headers(), "Accept": MCP["Accept"]}
    if content_type is not None:
        headers["Content-Type"] = content_type

    answer = httpx.post(f"{world.url}/mcp", content=LIST, headers=headers, timeout=30)

    assert answer.status_code == 415
    error = answer.json()["error"]
    assert error["code"] == -32600
    assert error["data"] == {"code": "UNSUPPORTED_MEDIA_TYPE"}
    assert "application/json" in error["message"]
    _still_serves(world)


def test_json_with_a_charset_is_accepted(world: EdgeWorld) -> None:
    answer = _post(world, LIST, **{"Content-Type": "application/json; charset=utf-8"})

    assert answer.status_code == 200
    assert answer.json()["result"]["tools"]


@pytest.mark.parametrize(
    "method", ["prompts/get", "prompts/list", "resources/read", "resources/list", "no/such"]
)
def test_methods_the_edge_does_not_serve_are_method_not_found(
    world: EdgeWorld, method: str
) -> None:
    body = b'{"jsonrpc":"2.0","id":3,"method":"%s","params":{"name":"nope","uri":"x://y"}}'
    answer = _post(world, body % method.encode())

    assert answer.status_code == 200
    message = answer.json()
    assert message["id"] == 3
    assert message["error"]["code"] == -32601
    assert "Traceback" not in answer.text


def test_notifications_and_stray_responses_are_accepted_without_an_answer(
    world: EdgeWorld,
) -> None:
    notification = _post(world, b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
    response = _post(world, b'{"jsonrpc":"2.0","id":9,"result":{}}')

    assert (notification.status_code, response.status_code) == (202, 202)


def test_the_key_is_checked_before_the_envelope(world: EdgeWorld) -> None:
    # SPEC: auth failures are HTTP answers before any MCP processing.
    for body in (b"[]", LIST):
        unauthenticated = httpx.post(f"{world.url}/mcp", content=body, headers=MCP, timeout=30)

        assert unauthenticated.status_code == 401
        assert unauthenticated.json()["error"]["code"] == "INVALID_API_KEY"
