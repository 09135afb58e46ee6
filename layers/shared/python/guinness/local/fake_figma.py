"""A local stand-in for Figma's REST API, for tests and the local stack.

It follows the real API's paths, headers and error bodies so that the code talking to
Figma runs unchanged against it: ``GET /v1/files/:key`` (``version``, ``depth``),
``GET /v1/files/:key/nodes?ids=``, ``GET /v1/components/:key``, and ``GET`` / ``POST
/v2/webhooks`` (it keeps each webhook's passcode, which it never answers, so
:meth:`FakeFigma.delivery` can make the body Figma would post). A request needs a known
token in ``X-Figma-Token`` or ``Authorization: Bearer`` (else 403 ``Invalid token``); a
file the token may not open answers 403; an unknown key 404. ``rate_limited`` answers the
next N requests 429 with ``Retry-After``. Files are the repository's Figma JSON fixtures,
by key.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route


@dataclass
class FakeFigma:
    """The fake's state: files by key, tokens, what each token may open, and requests."""

    files: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: token → file keys it may open (None: every file).
    tokens: dict[str, set[str] | None] = field(default_factory=dict)
    #: The next this many requests answer 429.
    rate_limited: int = 0
    retry_after_s: int = 1
    webhooks: list[dict[str, Any]] = field(default_factory=list)
    #: (path, query) of every request, for tests to check what was asked.
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)

    @classmethod
    def serving(cls, files: Mapping[str, Path], tokens: Mapping[str, set[str] | None]) -> FakeFigma:
        """A fake serving the JSON files at ``files`` (key → path)."""
        return cls(
            files={key: json.loads(path.read_text()) for key, path in files.items()},
            tokens=dict(tokens),
        )

    def app(self) -> Starlette:
        """The ASGI app."""
        return Starlette(
            routes=[
                Route("/v1/files/{key}", self._file),
                Route("/v1/files/{key}/nodes", self._nodes),
                Route("/v1/components/{key}", self._component),
                Route("/v2/webhooks", self._webhooks, methods=["GET", "POST"]),
            ]
        )

    # The endpoints --------------------------------------------------------------

    async def _file(self, request: Request) -> JSONResponse:
        refused = self._refused(request)
        if refused is not None:
            return refused
        found = self._open(request, request.path_params["key"])
        if isinstance(found, JSONResponse):
            return found
        depth = request.query_params.get("depth")
        if depth is not None:
            found = {**found, "document": _pruned(found["document"], int(depth))}
        return JSONResponse(found)

    async def _nodes(self, request: Request) -> JSONResponse:
        refused = self._refused(request)
        if refused is not None:
            return refused
        found = self._open(request, request.path_params["key"])
        if isinstance(found, JSONResponse):
            return found
        ids = [node for node in request.query_params.get("ids", "").split(",") if node]
        if not ids:
            return _error(400, "Missing ids parameter")
        by_id = {node["id"]: node for node in _walk(found["document"])}
        depth = request.query_params.get("depth")
        nodes: dict[str, Any] = {}
        for node_id in ids:
            node = by_id.get(node_id)
            if node is None:
                nodes[node_id] = None
                continue
            document = _pruned(node, int(depth)) if depth is not None else node
            nodes[node_id] = {
                "document": document,
                "components": found.get("components", {}),
                "componentSets": found.get("componentSets", {}),
                "styles": found.get("styles", {}),
                "schemaVersion": 0,
            }
        return JSONResponse(
            {
                "name": found.get("name"),
                "lastModified": found.get("lastModified"),
                "version": found.get("version"),
                "role": "viewer",
                "editorType": "figma",
                "nodes": nodes,
            }
        )

    async def _component(self, request: Request) -> JSONResponse:
        refused = self._refused(request)
        if refused is not None:
            return refused
        key = request.path_params["key"]
        for file_key, file in self.files.items():
            for node_id, component in (file.get("components") or {}).items():
                if component.get("key") == key:
                    meta = {**component, "file_key": file_key, "node_id": node_id}
                    return JSONResponse({"status": 200, "error": False, "meta": meta})
        return _error(404, "Not found")

    async def _webhooks(self, request: Request) -> JSONResponse:
        refused = self._refused(request)
        if refused is not None:
            return refused
        if request.method == "POST":
            body = await request.json()
            missing = [
                name
                for name in ("event_type", "context", "context_id", "endpoint", "passcode")
                if not body.get(name)
            ]
            if missing:
                return JSONResponse(
                    {"error": True, "status": 400, "message": f"Missing {', '.join(missing)}"},
                    status_code=400,
                )
            hook = {"id": str(len(self.webhooks) + 1), "status": "ACTIVE", **body}
            self.webhooks.append(hook)
            return JSONResponse(_public(hook))
        return JSONResponse({"webhooks": [_public(hook) for hook in self.webhooks]})

    # Deliveries, as Figma sends them ---------------------------------------------

    def delivery(
        self, webhook_id: str, event_type: str, file_key: str, timestamp: str
    ) -> dict[str, Any]:
        """The body Figma posts to a webhook's endpoint (with its passcode)."""
        hook = next(hook for hook in self.webhooks if hook["id"] == webhook_id)
        file = self.files.get(file_key, {})
        return {
            "event_type": event_type,
            "file_key": file_key,
            "file_name": file.get("name", ""),
            "passcode": hook["passcode"],
            "timestamp": timestamp,
            "webhook_id": webhook_id,
        }

    # Checks ---------------------------------------------------------------------

    def _refused(self, request: Request) -> JSONResponse | None:
        self.requests.append((request.url.path, dict(request.query_params)))
        if self.rate_limited > 0:
            self.rate_limited -= 1
            return JSONResponse(
                {"status": 429, "err": "Rate limit exceeded"},
                status_code=429,
                headers={"Retry-After": str(self.retry_after_s)},
            )
        if _token(request) not in self.tokens:
            return _error(403, "Invalid token")
        return None

    def _open(self, request: Request, key: str) -> dict[str, Any] | JSONResponse:
        found = self.files.get(key)
        if found is None:
            return _error(404, "Not found")
        allowed = self.tokens.get(_token(request) or "")
        if allowed is not None and key not in allowed:
            return _error(403, "Forbidden")
        return found


def _public(hook: dict[str, Any]) -> dict[str, Any]:
    """A webhook as Figma answers it: never its passcode."""
    return {key: value for key, value in hook.items() if key != "passcode"}


def _token(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip()
    return request.headers.get("x-figma-token")


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"status": status, "err": message}, status_code=status)


def _walk(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield node
    for child in node.get("children") or []:
        yield from _walk(child)


def _pruned(node: dict[str, Any], depth: int) -> dict[str, Any]:
    """``node`` with children kept ``depth`` levels down (as ``depth=`` asks)."""
    if depth <= 0 or "children" not in node:
        return {key: value for key, value in node.items() if key != "children"}
    return {**node, "children": [_pruned(child, depth - 1) for child in node["children"]]}
