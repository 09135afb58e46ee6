"""Deleting through the backend: a design, a code source, a task graph or a whole project.

One client for both callers: the admin CLI against a running stack (``--backend-url``,
over HTTP) and the admin function in AWS (``--remote``, a Lambda Invoke of the backend).
The backend removes the artifacts, the AI-store documents and the PostgreSQL rows, in that
order; deleting again answers ``existed: false`` (or zero counts), never an error.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from guinness.clients.transport import InternalTransport, raise_for_error
from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER

#: The timeout to build the transport with: a project's deletion walks every artifact and
#: document of it.
DELETION_TIMEOUT_MS = 300_000


class BackendDeletions:
    """The backend's ``DELETE /internal/...`` routes over an internal transport."""

    def __init__(self, transport: InternalTransport, *, api_key: str) -> None:
        self._transport = transport
        self._api_key = api_key

    def design(self, *, project_id: int, design_id: str) -> dict[str, Any]:
        """A design: its artifacts, its AI-store document, its rows and request ids."""
        return self._delete(f"/internal/designs/{quote(design_id, safe='')}", project_id)

    def code_source(self, *, project_id: int, source: str) -> dict[str, Any]:
        """A code source's components (the project's code index is rebuilt without them)."""
        return self._delete(f"/internal/code/sources/{quote(source, safe='')}", project_id)

    def task_graph(self, *, project_id: int) -> dict[str, Any]:
        """The project's task graph."""
        return self._delete("/internal/tasks", project_id)

    def project(self, *, project_id: int) -> dict[str, Any]:
        """The project with everything derived from it, then the project itself."""
        return self._delete(f"/internal/projects/{project_id}", project_id)

    def _delete(self, path: str, project_id: int) -> dict[str, Any]:
        response = self._transport.request(
            "DELETE",
            path,
            headers={API_KEY_HEADER: self._api_key, PROJECT_HEADER: str(project_id)},
        )
        raise_for_error(response, service="backend")
        answer = response.json()
        if not isinstance(answer, dict):
            raise ValueError("the backend's deletion answer is not an object")
        return answer
