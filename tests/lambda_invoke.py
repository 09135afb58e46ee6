"""A boto3 Lambda client stand-in whose ``invoke`` runs real handler modules in-process.

It answers as the Lambda service does: the handler's return value as the JSON payload, and
an unhandled exception as ``FunctionError: Unhandled`` with ``errorMessage`` / ``errorType``.
Invoking an unknown function raises the service's ``ResourceNotFoundException``.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import Any

from botocore.exceptions import ClientError

from tests.lambda_loader import FakeLambdaContext

Handler = Callable[[dict[str, Any], Any], Any]


class InProcessLambdaClient:
    """``invoke(FunctionName=..., Payload=...)`` on handlers registered by function name."""

    def __init__(self, functions: dict[str, Handler]) -> None:
        self.functions = functions
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def invoke(
        self, *, FunctionName: str, Payload: bytes, InvocationType: str = "RequestResponse"
    ) -> dict[str, Any]:
        name = FunctionName.rsplit(":function:", 1)[-1].split(":")[0]
        handler = self.functions.get(name)
        if handler is None:
            raise ClientError(
                {"Error": {"Code": "ResourceNotFoundException", "Message": name}}, "Invoke"
            )
        event = json.loads(Payload)
        self.calls.append((FunctionName, event))
        try:
            result = handler(event, FakeLambdaContext())
        except Exception as exc:
            body = {"errorMessage": str(exc), "errorType": type(exc).__name__}
            return {"StatusCode": 200, "FunctionError": "Unhandled", "Payload": _stream(body)}
        return {"StatusCode": 200, "Payload": _stream(result)}


def _stream(value: Any) -> io.BytesIO:
    return io.BytesIO(json.dumps(value).encode())
