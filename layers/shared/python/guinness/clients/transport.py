"""The internal-client interface: one request/response call, over HTTP (locally and through
a private API Gateway in AWS) — a Lambda-invoke transport can implement the same call.

Failures are mapped once here: a timeout is ``UpstreamTimeoutError`` (504); no answer, a
5xx or an answer that is not the platform's error body is ``UpstreamError`` (502); a 401 or
403 means *our* credentials were refused, which is an internal misconfiguration (502, logged
by the caller), never the end user's fault; any other 4xx is re-raised as the platform
error its body names, so a 404 or 409 from downstream reaches the caller unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from guinness.errors import (
    OverloadedError,
    PlatformError,
    UpstreamError,
    UpstreamTimeoutError,
    error_for_code,
)
from guinness.web.correlation import with_correlation


@dataclass(frozen=True)
class InternalResponse:
    """A downstream answer."""

    status: int
    body: bytes

    def json(self) -> Any:
        """The body parsed as JSON."""
        return json.loads(self.body)


class InternalTransport(Protocol):
    """Sends one request to an internal service."""

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
        """Send and return the answer; raise UpstreamError / UpstreamTimeoutError on failure.

        ``timeout_ms`` shortens this call's timeout (a caller's remaining budget); None
        keeps the transport's own. A budget already spent fails without sending.
        """
        ...


class HttpTransport:
    """:class:`InternalTransport` over HTTP with a connection-reusing httpx client."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout_ms: int,
        service: str,
        client: Any = None,
    ) -> None:
        # ``client``: an httpx client of the caller's (tests hand in one over a local app).
        self._timeout_s = timeout_ms / 1000
        self._client = client or httpx.Client(base_url=base_url, timeout=self._timeout_s)
        self._service = service

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
        """Send one request."""
        timeout = self._timeout_s if timeout_ms is None else min(self._timeout_s, timeout_ms / 1000)
        if timeout <= 0:
            raise UpstreamTimeoutError(f"No time was left to call the {self._service}.")
        try:
            response = self._client.request(
                method,
                path,
                headers=with_correlation(headers),
                params=dict(params) if params else None,
                json=json_body if content is None else None,
                content=content,
                timeout=timeout,
            )
        except httpx.TimeoutException:
            raise UpstreamTimeoutError(f"The {self._service} did not answer in time.") from None
        except httpx.HTTPError:
            raise UpstreamError(f"The {self._service} could not be reached.") from None
        return InternalResponse(status=response.status_code, body=response.content)

    def close(self) -> None:
        """Close pooled connections."""
        self._client.close()


def raise_for_error(response: InternalResponse, *, service: str) -> None:
    """Raise the platform error a non-2xx answer stands for (see the module docstring)."""
    if response.status < 400:
        return
    if response.status == 503 and error_code(response) == OverloadedError.code:
        raise OverloadedError(f"The {service} is busy; retry in a moment.")
    if response.status in (401, 403) or response.status >= 500:
        raise UpstreamError(f"The {service} failed (HTTP {response.status}).")
    try:
        detail = response.json()["error"]
        code, message = str(detail["code"]), str(detail["message"])
    except (ValueError, KeyError, TypeError):
        raise UpstreamError(f"The {service} answered HTTP {response.status}.") from None
    error: PlatformError = error_for_code(code, message)
    raise error


def error_code(response: InternalResponse) -> str | None:
    """The ``code`` of a platform error body, or None when the answer carries none."""
    try:
        return str(response.json()["error"]["code"])
    except (ValueError, KeyError, TypeError):
        return None
