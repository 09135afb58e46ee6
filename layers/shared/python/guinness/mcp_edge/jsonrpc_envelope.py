"""The JSON-RPC envelope of a ``POST /mcp``, checked before the MCP SDK sees it.

The SDK takes a message whose ``id`` is an object for a notification (202, no answer), and
answers a malformed envelope with pydantic's multi-line text under ``-32602``, or a
missing ``Content-Type`` with a plain-text 400. Checked here first, every such request gets
one JSON-RPC error with the standard code (``-32700`` parse error, ``-32600`` invalid
request), a one-line message, and the platform's code under ``error.data.code``:

* ``Content-Type`` must be ``application/json`` (parameters such as ``charset`` allowed):
  else 415 ``UNSUPPORTED_MEDIA_TYPE``;
* the body must be JSON (400 ``-32700``) holding one message, an object: a batch (an array)
  or any other value is 400 ``-32600``;
* ``jsonrpc`` must be ``"2.0"``; a request's ``id`` a string or an integer (MCP forbids
  null; booleans, fractions, objects and arrays are not ids); ``method`` a string;
  ``params``, when present, an object; a message without ``method`` must be a response
  (``id`` and ``result`` or ``error``);
* a ``tools/call`` needs a tool name and, when given, an object of arguments (400
  ``-32602``, instead of the SDK's bare "Invalid request parameters").

What the envelope carries inside (tool names, arguments, protocol versions) is the SDK's
and the tools' to judge.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from guinness.errors import JsonRpcErrorCode, UnsupportedMediaTypeError, ValidationError


@dataclass(frozen=True)
class EnvelopeFault:
    """Why a body is not one acceptable JSON-RPC message, and how to answer it."""

    status: int
    jsonrpc_code: JsonRpcErrorCode
    platform_code: str
    message: str
    request_id: str | int | None = None

    def body(self) -> dict[str, Any]:
        """The JSON-RPC error response."""
        return {
            "jsonrpc": "2.0",
            "id": self.request_id,
            "error": {
                "code": int(self.jsonrpc_code),
                "message": self.message,
                "data": {"code": self.platform_code},
            },
        }


def envelope_fault(content_type: str | None, body: bytes) -> EnvelopeFault | None:
    """The fault of this ``POST /mcp``, or None when the SDK may take it."""
    media_type = (content_type or "").split(";", 1)[0].strip().lower()
    if media_type != "application/json":
        declared = f"{media_type!r}" if media_type else "nothing"
        return EnvelopeFault(
            415,
            JsonRpcErrorCode.INVALID_REQUEST,
            UnsupportedMediaTypeError.code,
            f"Send the message as Content-Type: application/json (the request declared "
            f"{declared}).",
        )
    try:
        message = json.loads(body)
    except ValueError:
        return _parse_error("Parse error: the body is not valid UTF-8 JSON.")
    except RecursionError:
        return _parse_error("Parse error: the body is not valid JSON here: nested too deeply.")
    if isinstance(message, list):
        return _invalid("batches are not supported; send one JSON-RPC message per request.")
    if not isinstance(message, dict):
        return _invalid("the body must be one JSON-RPC message (a JSON object).")
    return _message_fault(message)


def _message_fault(message: dict[str, Any]) -> EnvelopeFault | None:
    request_id = message.get("id")
    valid_id = _is_id(request_id)
    answer_id = request_id if valid_id else None
    if message.get("jsonrpc") != "2.0":
        return _invalid('"jsonrpc" must be "2.0".', answer_id)
    if "id" in message and not valid_id:
        return _invalid('"id" must be a string or an integer.')
    if "method" in message:
        if not isinstance(message["method"], str):
            return _invalid('"method" must be a string.', answer_id)
        params = message.get("params", {})
        if not isinstance(params, dict):
            return _invalid('"params" must be an object.', answer_id)
        if message["method"] == "tools/call":
            return _tool_call_fault(params, answer_id)
        return None
    if "id" not in message or ("result" not in message and "error" not in message):
        return _invalid('A message needs a "method" (or is a response with "id" and "result").')
    return None


def _tool_call_fault(params: dict[str, Any], request_id: str | int | None) -> EnvelopeFault | None:
    if not isinstance(params.get("name"), str):
        problem = 'tools/call needs "params.name", the name of a tool (tools/list names them).'
    elif not isinstance(params.get("arguments", {}), dict):
        problem = 'tools/call "params.arguments" must be an object of the tool\'s arguments.'
    else:
        return None
    return EnvelopeFault(
        400,
        JsonRpcErrorCode.INVALID_PARAMS,
        ValidationError.code,
        f"Invalid params: {problem}",
        request_id,
    )


def _is_id(value: object) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def _parse_error(message: str) -> EnvelopeFault:
    return EnvelopeFault(400, JsonRpcErrorCode.PARSE_ERROR, ValidationError.code, message)


def _invalid(message: str, request_id: str | int | None = None) -> EnvelopeFault:
    return EnvelopeFault(
        400,
        JsonRpcErrorCode.INVALID_REQUEST,
        ValidationError.code,
        f"Invalid request: {message}",
        request_id,
    )
