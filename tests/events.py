"""Real Lambda event shapes for HTTP-fronted functions (Function URL and API Gateway)."""

from __future__ import annotations

import base64
import json
from typing import Any


def function_url_event(
    method: str,
    path: str,
    *,
    query: str = "",
    headers: dict[str, str] | None = None,
    body: Any = None,
    host: str = "abcdefghij.lambda-url.eu-west-1.on.aws",
) -> dict[str, Any]:
    """A Lambda Function URL (payload format 2.0) event."""
    raw = _encode(body)
    all_headers = {"host": host, "content-type": "application/json", **(headers or {})}
    return {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": query,
        "headers": {k.lower(): v for k, v in all_headers.items()},
        "requestContext": {
            "accountId": "anonymous",
            "apiId": host.split(".")[0],
            "domainName": host,
            "domainPrefix": host.split(".")[0],
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": "203.0.113.7",
                "userAgent": "pytest",
            },
            "requestId": "c6af9ac6-7b61-11e6-9a41-93e8deadbeef",
            "routeKey": "$default",
            "stage": "$default",
            "time": "30/Nov/2026:08:00:00 +0000",
            "timeEpoch": 1795939200000,
        },
        "body": base64.b64encode(raw).decode() if raw is not None else None,
        "isBase64Encoded": raw is not None,
    }


def api_gateway_event(
    method: str,
    path: str,
    *,
    query: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
    body: Any = None,
) -> dict[str, Any]:
    """An API Gateway REST API (proxy integration, payload 1.0) event, as a private API sends."""
    raw = _encode(body)
    all_headers = {"Host": "abc123.execute-api.eu-west-1.amazonaws.com", **(headers or {})}
    if raw is not None:
        all_headers.setdefault("Content-Type", "application/json")
    return {
        "resource": "/{proxy+}",
        "path": path,
        "httpMethod": method,
        "headers": all_headers,
        "multiValueHeaders": {k: [v] for k, v in all_headers.items()},
        "queryStringParameters": query,
        "multiValueQueryStringParameters": {k: [v] for k, v in (query or {}).items()} or None,
        "pathParameters": {"proxy": path.lstrip("/")},
        "stageVariables": None,
        "requestContext": {
            "resourcePath": "/{proxy+}",
            "httpMethod": method,
            "path": f"/internal{path}",
            "stage": "internal",
            "requestId": "d9e9b2a4-0000-4000-8000-000000000001",
            "identity": {"sourceIp": "10.0.1.15", "userArn": None},
            "accountId": "123456789012",
            "apiId": "abc123",
        },
        "body": raw.decode() if raw is not None else None,
        "isBase64Encoded": False,
    }


def response_json(response: dict[str, Any]) -> Any:
    """The decoded JSON body of a Lambda proxy response."""
    body = response.get("body") or ""
    if response.get("isBase64Encoded"):
        body = base64.b64decode(body).decode()
    return json.loads(body) if body else None


def _encode(body: Any) -> bytes | None:
    if body is None:
        return None
    if isinstance(body, bytes):
        return body
    if isinstance(body, str):
        return body.encode()
    return json.dumps(body).encode()
