"""The backend's (and worker's) client of the AI internal API."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from guinness.aws.clients import AwsClients
from guinness.clients.factory import transport_for
from guinness.clients.transport import InternalTransport, raise_for_error
from guinness.contracts.ai_api import API_PREFIX, SERVICE_TOKEN_HEADER

SERVICE = "AI service"


class AiClient:
    """Typed calls to the AI internal API; errors arrive as platform errors."""

    def __init__(self, transport: InternalTransport, *, service_token: str) -> None:
        self._transport = transport
        self._headers = {SERVICE_TOKEN_HEADER: service_token}

    @classmethod
    def at(
        cls, url: str, *, timeout_ms: int, service_token: str, aws: AwsClients | None = None
    ) -> AiClient:
        """A client for the AI API at ``url`` (``http(s)://``, or ``lambda://`` through a
        Lambda client made by ``aws``)."""
        transport = transport_for(url, timeout_ms=timeout_ms, service=SERVICE, aws=aws)
        return cls(transport, service_token=service_token)

    def put_design(
        self, *, project_id: int, organization_id: int, document: dict[str, Any]
    ) -> None:
        """Create or replace one design document."""
        design_id = str(document["design_id"])
        self._call(
            "PUT",
            f"/projects/{project_id}/designs/{quote(design_id, safe='')}",
            json_body={"organization_id": organization_id, "document": document},
        )

    def list_designs(
        self, *, project_id: int, organization_id: int, cursor: str | None, limit: int
    ) -> dict[str, Any]:
        """A page of design summaries."""
        return self._page("designs", project_id, organization_id, cursor, limit)

    def get_design(
        self, *, project_id: int, organization_id: int, design_id: str
    ) -> dict[str, Any]:
        """One design document (no vectors)."""
        return dict(
            self._call(
                "GET",
                f"/projects/{project_id}/designs/{quote(design_id, safe='')}",
                params={"organization_id": organization_id},
            )
        )

    def replace_code(
        self, *, project_id: int, organization_id: int, sources: list[dict[str, Any]]
    ) -> int:
        """Replace the project's code sources; returns how many it now has."""
        answer = self._call(
            "PUT",
            f"/projects/{project_id}/code",
            json_body={"organization_id": organization_id, "documents": sources},
        )
        return int(answer["count"])

    def list_code(
        self, *, project_id: int, organization_id: int, cursor: str | None, limit: int
    ) -> dict[str, Any]:
        """A page of code source summaries."""
        return self._page("code", project_id, organization_id, cursor, limit)

    def get_code(self, *, project_id: int, organization_id: int, code_id: str) -> dict[str, Any]:
        """One code source with full source and CSS (no vectors)."""
        return dict(
            self._call(
                "GET",
                f"/projects/{project_id}/code/{quote(code_id, safe='')}",
                params={"organization_id": organization_id},
            )
        )

    def code_index_status(self, *, project_id: int) -> dict[str, Any]:
        """``{"current": record | None, "latest": record | None}`` for the project."""
        return dict(self._call("GET", f"/projects/{project_id}/code-index"))

    def start_code_index_build(self, *, project_id: int, organization_id: int) -> dict[str, Any]:
        """Start an index build; returns its record (building, or already finished)."""
        return dict(
            self._call(
                "POST",
                f"/projects/{project_id}/code-index",
                json_body={"organization_id": organization_id},
            )
        )

    def _page(
        self, collection: str, project_id: int, organization_id: int, cursor: str | None, limit: int
    ) -> dict[str, Any]:
        params: dict[str, str | int] = {"organization_id": organization_id, "limit": limit}
        if cursor:
            params["cursor"] = cursor
        return dict(self._call("GET", f"/projects/{project_id}/{collection}", params=params))

    def _call(
        self,
        method: str,
        path: str,
        *,
        params: dict[str, str | int] | None = None,
        json_body: Any = None,
    ) -> Any:
        response = self._transport.request(
            method, API_PREFIX + path, headers=self._headers, params=params, json_body=json_body
        )
        raise_for_error(response, service=SERVICE)
        return response.json()
