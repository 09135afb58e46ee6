"""The internal-client interface over Lambda Invoke (AWS): IAM-protected, no public URL.

A request becomes a synchronous ``Invoke`` of the target function with an API Gateway REST
proxy event (the shape Mangum serves), and the function's proxy response becomes an
:class:`~guinness.clients.transport.InternalResponse`. In a VPC without NAT the call goes
through the Lambda interface endpoint; the caller's role needs ``lambda:InvokeFunction`` on
the target, nothing else can reach it.

Failures map as over HTTP: the invoke timing out (or the function timing out) is
``UpstreamTimeoutError``; any other invoke failure, an unhandled function error or an answer
that is not a proxy response is ``UpstreamError``; a request too large for Invoke's 6 MB
payload is ``PayloadTooLargeError``. HTTP error answers are returned as they are, for
:func:`~guinness.clients.transport.raise_for_error` to map.
"""

from __future__ import annotations

import base64
import json
import uuid
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from botocore.exceptions import BotoCoreError, ClientError, ConnectTimeoutError, ReadTimeoutError

from guinness.aws.clients import AwsClients
from guinness.clients.transport import InternalResponse
from guinness.errors import PayloadTooLargeError, UpstreamError, UpstreamTimeoutError
from guinness.logs import get_logger
from guinness.web.correlation import with_correlation

SCHEME = "lambda://"
_HOST = "internal.lambda"
_TIMED_OUT = "Task timed out"
logger = get_logger("lambda-transport")


def lambda_client_options(timeout_ms: int) -> dict[str, Any]:
    """botocore options of a Lambda client whose read timeout is the caller's budget and that
    never retries (a retried invoke could run a non-idempotent request twice)."""
    seconds = timeout_ms / 1000
    return {
        "read_timeout": seconds,
        "connect_timeout": min(seconds, 5.0),
        "retries": {"total_max_attempts": 1},
        "tcp_keepalive": True,
    }


def create_lambda_client(
    *, timeout_ms: int, region: str | None = None, aws: AwsClients | None = None
) -> Any:
    """A Lambda client with :func:`lambda_client_options`, made by ``aws`` (a service's
    configured clients) or else by boto3's default session."""
    if aws is not None:
        return aws.client("lambda", **lambda_client_options(timeout_ms))
    import boto3
    from botocore.config import Config

    return boto3.client(
        "lambda", region_name=region, config=Config(**lambda_client_options(timeout_ms))
    )


#: Per-call read timeouts a Lambda transport makes clients for (ms); a call gets the
#: smallest one at or above its remaining budget.
TIMEOUT_BUCKETS_MS = (50, 100, 200, 400, 800, 1600, 3200, 6400, 12800)


def timeout_bucket(timeout_ms: float | None, ceiling_ms: int) -> int:
    """The read timeout of a call with ``timeout_ms`` left, never above ``ceiling_ms``."""
    if timeout_ms is None or timeout_ms >= ceiling_ms:
        return ceiling_ms
    for bucket in TIMEOUT_BUCKETS_MS:
        if bucket >= timeout_ms:
            return min(bucket, ceiling_ms)
    return ceiling_ms


def function_from_url(url: str) -> str:
    """``lambda://name[:qualifier]`` (or an ARN) to the ``FunctionName`` Invoke takes."""
    if not url.startswith(SCHEME):
        raise ValueError(f"not a lambda:// URL: {url!r}")
    function = url.removeprefix(SCHEME).strip("/")
    if not function:
        raise ValueError(f"no function named in {url!r}")
    return function


def proxy_event(
    method: str,
    path: str,
    *,
    headers: Mapping[str, str],
    params: Mapping[str, str | int] | None,
    body: bytes | None,
    binary: bool,
) -> dict[str, Any]:
    """An API Gateway REST API proxy (payload 1.0) event for one request."""
    request_id = str(uuid.uuid4())
    parts = urlsplit(path)
    all_headers = {"Host": _HOST, "X-Forwarded-Proto": "https", **dict(headers)}
    query = dict(parse_qsl(parts.query))
    query.update({key: str(value) for key, value in (params or {}).items()})
    return {
        "resource": "/{proxy+}",
        "path": parts.path,
        "httpMethod": method.upper(),
        "headers": all_headers,
        "multiValueHeaders": {key: [value] for key, value in all_headers.items()},
        "queryStringParameters": query or None,
        "multiValueQueryStringParameters": {k: [v] for k, v in query.items()} or None,
        "pathParameters": {"proxy": parts.path.lstrip("/")},
        "stageVariables": None,
        "requestContext": {
            "resourcePath": "/{proxy+}",
            "httpMethod": method.upper(),
            "path": parts.path,
            "stage": "internal",
            "requestId": request_id,
            "identity": {"sourceIp": "127.0.0.1", "userArn": None},
        },
        "body": _encode_body(body, binary),
        "isBase64Encoded": binary and body is not None,
    }


def response_from_proxy(answer: Any, *, service: str) -> InternalResponse:
    """The status and body of a Lambda proxy response (base64 bodies decoded)."""
    if not isinstance(answer, dict) or not isinstance(answer.get("statusCode"), int):
        raise UpstreamError(f"The {service} answered something that is not an HTTP response.")
    body = answer.get("body") or ""
    try:
        raw = base64.b64decode(body) if answer.get("isBase64Encoded") else str(body).encode()
    except ValueError:
        raise UpstreamError(f"The {service} answered an unreadable body.") from None
    return InternalResponse(status=int(answer["statusCode"]), body=raw)


class LambdaTransport:
    """:class:`~guinness.clients.transport.InternalTransport` over synchronous Lambda Invoke."""

    def __init__(
        self,
        function: str,
        *,
        timeout_ms: int,
        service: str,
        client: Any = None,
        aws: AwsClients | None = None,
    ) -> None:
        self._function = function
        self._service = service
        self._timeout_ms = timeout_ms
        self._aws = aws
        self._given_client = client
        # A boto3 client's read timeout is fixed when it is made: a shorter per-call budget
        # uses a client of the next bucket up (made once, at most a handful).
        self._clients: dict[int, Any] = {}

    def request(
        self,
        method: str,
        path: str,
        *,
        headers: Mapping[str, str],
        params: Mapping[str, str | int] | None = None,
        json_body: Any = None,
        content: bytes | None = None,
        timeout_ms: float | None = None,
    ) -> InternalResponse:
        """Invoke the function with one request and return its answer."""
        if timeout_ms is not None and timeout_ms <= 0:
            raise UpstreamTimeoutError(f"No time was left to call the {self._service}.")
        all_headers = with_correlation(headers)
        body = content
        if content is None and json_body is not None:
            body = json.dumps(json_body, separators=(",", ":")).encode()
            all_headers.setdefault("content-type", "application/json")
        event = proxy_event(
            method,
            path,
            headers=all_headers,
            params=params,
            body=body,
            binary=content is not None,
        )
        payload = self._invoke(json.dumps(event).encode(), self._client_for(timeout_ms))
        return response_from_proxy(payload, service=self._service)

    def close(self) -> None:
        """Nothing to release (the boto3 client pools its own connections)."""

    def _client_for(self, timeout_ms: float | None) -> Any:
        """The client whose read timeout is the smallest bucket ≥ ``timeout_ms`` (capped at
        the transport's own timeout)."""
        if self._given_client is not None:
            return self._given_client
        bucket = timeout_bucket(timeout_ms, self._timeout_ms)
        client = self._clients.get(bucket)
        if client is None:
            client = create_lambda_client(timeout_ms=bucket, aws=self._aws)
            self._clients[bucket] = client
        return client

    def _invoke(self, payload: bytes, client: Any) -> Any:
        try:
            answer = client.invoke(
                FunctionName=self._function, InvocationType="RequestResponse", Payload=payload
            )
            raw = answer["Payload"].read()
        except ReadTimeoutError:
            raise UpstreamTimeoutError(f"The {self._service} did not answer in time.") from None
        except ClientError as exc:
            code = str(exc.response.get("Error", {}).get("Code", ""))
            if code == "RequestEntityTooLargeException":
                raise PayloadTooLargeError(
                    f"The request is too large for the {self._service}."
                ) from None
            logger.warning("internal invoke refused", extra={"target": self._service, "code": code})
            raise UpstreamError(f"The {self._service} could not be reached.") from None
        except (ConnectTimeoutError, BotoCoreError):
            logger.warning("internal invoke failed", extra={"target": self._service})
            raise UpstreamError(f"The {self._service} could not be reached.") from None
        return self._decode(answer, raw)

    def _decode(self, answer: Mapping[str, Any], raw: bytes) -> Any:
        try:
            payload = json.loads(raw) if raw else None
        except ValueError:
            raise UpstreamError(f"The {self._service} answered something unreadable.") from None
        if answer.get("FunctionError"):
            message = str(payload.get("errorMessage", "")) if isinstance(payload, dict) else ""
            if _TIMED_OUT in message:
                raise UpstreamTimeoutError(f"The {self._service} did not answer in time.")
            error_type = payload.get("errorType") if isinstance(payload, dict) else None
            logger.warning(
                "internal function failed",
                extra={"target": self._service, "error_type": error_type},
            )
            raise UpstreamError(f"The {self._service} failed.")
        return payload


def _encode_body(body: bytes | None, binary: bool) -> str | None:
    if body is None:
        return None
    if binary:
        return base64.b64encode(body).decode()
    return body.decode()
