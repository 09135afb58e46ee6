"""Importing through the backend: a Figma file or link, a code base, Code Connect files, a
task graph; and the Code Connect export.

One client for both ways the admin CLI runs: against a running stack (``--backend-url``,
over HTTP) and on local defaults, where the same backend is built in this process and
served on loopback for the command (``guinness.cli.local_services.in_process_backend``).
Either way the backend's internal routes validate, scope and import; the CLI only reads
the files.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

from guinness.clients.transport import InternalTransport, raise_for_error
from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER
from guinness.contracts.code_connect import CodeConnectImportRequest

#: The timeout to build the transport with: a large code base is parsed, embedded and
#: indexed before the import answers.
IMPORT_TIMEOUT_MS = 600_000


class BackendImports:
    """The backend's ``/internal/imports/...`` routes over an internal transport."""

    def __init__(self, transport: InternalTransport, *, api_key: str) -> None:
        self._transport = transport
        self._api_key = api_key

    def design(
        self,
        *,
        project_id: int,
        file_key: str,
        document: bytes,
        node_ids: Sequence[str] | None = None,
    ) -> dict[str, Any]:
        """A Figma file's JSON (``GET /v1/files/:key`` or its ``/nodes`` form); every frame,
        or only ``node_ids``."""
        params: list[tuple[str, str]] = [("file_key", file_key)]
        params += [("node_id", node) for node in node_ids or ()]
        return self._post("/internal/imports/designs", project_id, document, params)

    def figma_link(self, *, project_id: int, figma_url: str, depth: int | None) -> dict[str, Any]:
        """Queue the import of a design from its Figma link (fetched with the project's
        token by the stack; asynchronous)."""
        return self._post_json(
            "/internal/imports/designs/figma",
            project_id,
            {"figma_url": figma_url, "depth": depth},
        )

    def code(
        self,
        *,
        project_id: int,
        archive: bytes,
        archive_name: str,
        source: str | None,
        revision: str | None,
    ) -> dict[str, Any]:
        """A code base as a .zip or .tar.gz archive, replacing the code source ``source``."""
        params = [("archive_name", archive_name)]
        if source is not None:
            params.append(("source", source))
        if revision is not None:
            params.append(("revision", revision))
        return self._post("/internal/imports/code", project_id, archive, params)

    def code_connect(self, *, project_id: int, request: CodeConnectImportRequest) -> dict[str, Any]:
        """Code Connect files (or ``figma connect parse`` output) onto the imported code."""
        body = request.model_dump_json().encode()
        return self._post("/internal/imports/code-connect", project_id, body, [])

    def tasks(
        self, *, project_id: int, documents: Sequence[Mapping[str, Any]], strict: bool
    ) -> dict[str, Any]:
        """A task graph, replacing the project's tasks (``strict``: refuse cycles and
        dangling references)."""
        return self._post_json(
            "/internal/imports/tasks",
            project_id,
            {"tasks": list(documents)},
            [("strict", "true" if strict else "false")],
        )

    def export_code_connect(self, *, project_id: int, body: Mapping[str, Any]) -> dict[str, Any]:
        """Code Connect files for a finished Des2Code request's matches."""
        return self._post_json("/internal/code-connect/export", project_id, dict(body))

    def _post_json(
        self,
        path: str,
        project_id: int,
        body: Mapping[str, Any],
        params: list[tuple[str, str]] | None = None,
    ) -> dict[str, Any]:
        return self._post(path, project_id, json.dumps(body).encode(), params or [])

    def _post(
        self, path: str, project_id: int, body: bytes, params: list[tuple[str, str]]
    ) -> dict[str, Any]:
        # In the path: a repeated name (node_id) needs pairs, which the transport's mapping
        # of parameters cannot hold.
        query = f"?{urlencode(params)}" if params else ""
        response = self._transport.request(
            "POST",
            path + query,
            headers={
                API_KEY_HEADER: self._api_key,
                PROJECT_HEADER: str(project_id),
                "content-type": "application/json",
            },
            content=body,
        )
        raise_for_error(response, service="backend")
        answer = response.json()
        if not isinstance(answer, dict):
            raise ValueError("the backend's import answer is not an object")
        return answer
