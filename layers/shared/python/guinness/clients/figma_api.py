"""Figma's REST API, as the design fetch needs it: a file, or some of its nodes, and the
webhooks that say a file changed.

``GET /v1/files/:key`` (``version``, ``depth``), ``GET /v1/files/:key/nodes?ids=…`` and
``POST /v2/webhooks``;
a personal access token goes in ``X-Figma-Token``, an OAuth token in ``Authorization:
Bearer``. A ``429`` is waited out for its ``Retry-After`` (a bounded number of times, and
never longer than a bounded total), and every failure becomes a :class:`FigmaApiError`
with a stable code and a message a user can act on. Figma writes errors as
``{"status": 403, "err": "Invalid token"}`` or ``{"error": true, "status": 404,
"message": "Not found"}``; both are read. The token is never logged or put in a message.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import httpx

from guinness.contracts.figma import FigmaToken

__all__ = ["FigmaApi", "FigmaApiError", "FigmaToken", "nodes_as_file"]

FIGMA_API_URL = "https://api.figma.com"
#: How many 429 answers are waited out, and for how long at most in all.
MAX_RATE_LIMIT_RETRIES = 4
MAX_RATE_LIMIT_WAIT_S = 120.0


class FigmaApiError(Exception):
    """A Figma API call that failed: ``code`` is stable, ``message`` says what to do."""

    def __init__(self, code: str, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


class FigmaApi:
    """Calls to one Figma API base URL with one token."""

    def __init__(
        self,
        token: FigmaToken,
        *,
        base_url: str = FIGMA_API_URL,
        http: httpx.Client | None = None,
        timeout_s: float = 60.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._token = token
        self._base = base_url.rstrip("/")
        self._http = http or httpx.Client(timeout=timeout_s)
        self._sleep = sleep

    def get_file(
        self, file_key: str, *, version: str | None = None, depth: int | None = None
    ) -> dict[str, Any]:
        """``GET /v1/files/:key``: the whole file (its JSON, as the design import reads)."""
        params = _params(version=version, depth=depth)
        return self._get(f"/v1/files/{file_key}", params, what=f"file {file_key}")

    def get_component(self, key: str) -> dict[str, Any]:
        """``GET /v1/components/:key``: a published component's ``meta`` (its library
        ``file_key`` and ``node_id``)."""
        answer = self._get(f"/v1/components/{key}", {}, what=f"component {key}")
        meta = answer.get("meta")
        if not isinstance(meta, dict):
            raise FigmaApiError("FIGMA_UNAVAILABLE", "Figma answered no component meta.")
        return meta

    def get_nodes(
        self,
        file_key: str,
        node_ids: Sequence[str],
        *,
        version: str | None = None,
        depth: int | None = None,
    ) -> dict[str, Any]:
        """``GET /v1/files/:key/nodes``: those nodes with their components and styles.
        A node id the file does not have is a ``FIGMA_NODE_NOT_FOUND`` error."""
        params = _params(version=version, depth=depth) | {"ids": ",".join(node_ids)}
        answer = self._get(f"/v1/files/{file_key}/nodes", params, what=f"file {file_key}")
        missing = [node for node, found in (answer.get("nodes") or {}).items() if found is None]
        if missing:
            raise FigmaApiError(
                "FIGMA_NODE_NOT_FOUND",
                f"The Figma file {file_key} has no node {', '.join(missing)}; copy the link "
                "of the frame again (right-click → Copy link to selection).",
                status=404,
            )
        return answer

    def create_webhook(
        self,
        *,
        event_type: str,
        context: str,
        context_id: str,
        endpoint: str,
        passcode: str,
        description: str | None = None,
    ) -> dict[str, Any]:
        """``POST /v2/webhooks``: a webhook on a team, project or file (Figma sends it a
        ``PING`` at once); the answer is the webhook (never its passcode)."""
        body: dict[str, Any] = {
            "event_type": event_type,
            "context": context,
            "context_id": context_id,
            "endpoint": endpoint,
            "passcode": passcode,
        }
        if description:
            body["description"] = description
        return self._request("POST", "/v2/webhooks", {}, what=f"{context} {context_id}", body=body)

    def _get(self, path: str, params: Mapping[str, str], *, what: str) -> dict[str, Any]:
        return self._request("GET", path, params, what=what)

    def _request(
        self,
        method: str,
        path: str,
        params: Mapping[str, str],
        *,
        what: str,
        body: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        waited = 0.0
        for attempt in range(MAX_RATE_LIMIT_RETRIES + 1):  # the last 429 is not waited
            try:
                response = self._http.request(
                    method,
                    self._base + path,
                    params=params,
                    headers=self._token.headers(),
                    json=body,
                )
            except httpx.HTTPError as exc:
                raise FigmaApiError(
                    "FIGMA_UNAVAILABLE",
                    f"Figma's API could not be reached ({type(exc).__name__}); try again.",
                ) from None
            if response.status_code == 429:
                delay = _retry_after(response)
                if attempt == MAX_RATE_LIMIT_RETRIES or waited + delay > MAX_RATE_LIMIT_WAIT_S:
                    break
                self._sleep(delay)
                waited += delay
                continue
            if response.status_code == 200:
                body = response.json()
                if not isinstance(body, dict):
                    raise FigmaApiError("FIGMA_UNAVAILABLE", "Figma answered no JSON object.")
                return body
            raise _error(response, what)
        raise FigmaApiError(
            "FIGMA_RATE_LIMITED",
            f"Figma kept rate-limiting this token after waiting {waited:.0f} s; try again "
            "in a few minutes.",
            status=429,
        )


def _params(*, version: str | None, depth: int | None) -> dict[str, str]:
    params: dict[str, str] = {}
    if version:
        params["version"] = version
    if depth is not None:
        params["depth"] = str(depth)
    return params


def _retry_after(response: httpx.Response) -> float:
    try:
        return max(float(response.headers.get("Retry-After", "")), 0.0)
    except ValueError:
        return 60.0  # Figma's documented "typically a minute"


def _error(response: httpx.Response, what: str) -> FigmaApiError:
    status = response.status_code
    try:
        body = response.json()
    except ValueError:
        body = {}
    said = ""
    if isinstance(body, dict):
        said = str(body.get("err") or body.get("message") or "")
    if status == 403 and "token" in said.lower():
        return FigmaApiError(
            "FIGMA_TOKEN_INVALID",
            "Figma refused the project's token (invalid, expired or revoked): set a new one "
            "for the project.",
            status=status,
        )
    if status == 403:
        return FigmaApiError(
            "FIGMA_ACCESS_DENIED",
            f"The project's Figma token has no access to {what}: share the file with the "
            "token's owner (can view), or use a token of someone who can open it.",
            status=status,
        )
    if status == 404:
        return FigmaApiError(
            "FIGMA_FILE_NOT_FOUND",
            f"Figma has no {what}: check the link (a file moved to another team keeps its "
            "key; a deleted one does not).",
            status=status,
        )
    if status == 400:
        return FigmaApiError(
            "FIGMA_BAD_REQUEST",
            f"Figma refused the request for {what}: {said or 'bad request'}.",
            status=status,
        )
    return FigmaApiError(
        "FIGMA_UNAVAILABLE",
        f"Figma answered {status} for {what}; try again shortly.",
        status=status,
    )


def nodes_as_file(answer: Mapping[str, Any]) -> dict[str, Any]:
    """A ``/nodes`` answer as a file the design import reads: one page holding the nodes,
    with every node's components, component sets and styles merged."""
    nodes = [found for found in (answer.get("nodes") or {}).values() if found]
    merged: dict[str, dict[str, Any]] = {"components": {}, "componentSets": {}, "styles": {}}
    for found in nodes:
        for key in merged:
            merged[key].update(found.get(key) or {})
    return {
        "name": answer.get("name"),
        "lastModified": answer.get("lastModified"),
        "version": answer.get("version"),
        "document": {
            "id": "0:0",
            "name": "Document",
            "type": "DOCUMENT",
            "children": [
                {
                    "id": "0:1",
                    "name": "Linked nodes",
                    "type": "CANVAS",
                    "children": [found["document"] for found in nodes if found.get("document")],
                }
            ],
        },
        **merged,
    }
