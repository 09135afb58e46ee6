"""The backend's (and the import job's) client of the AI internal API.

Answers are parsed into the contract models the AI API answers with
(:mod:`guinness.contracts`); an answer that does not fit them is an ``UpstreamError``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar
from urllib.parse import quote

from pydantic import BaseModel
from pydantic import ValidationError as PydanticValidationError

from guinness.aws.clients import AwsClients
from guinness.clients.factory import transport_for
from guinness.clients.transport import InternalTransport, raise_for_error
from guinness.contracts.ai_api import (
    API_PREFIX,
    SERVICE_TOKEN_HEADER,
    CodeReferencesResponse,
    ReplaceDocumentsResponse,
)
from guinness.contracts.code_connect import (
    CodeConnectMapping,
    ReplaceCodeConnectRequest,
    ReplaceCodeConnectResponse,
)
from guinness.contracts.code_index import CodeIndexRecord, CodeIndexStatus
from guinness.contracts.sources import CodeDetail, CodeSummaryPage, DesignDetail, DesignSummaryPage
from guinness.errors import NotFoundError, UpstreamError

SERVICE = "AI service"
Answer = TypeVar("Answer", bound=BaseModel)


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

    def delete_design(self, *, project_id: int, design_id: str) -> bool:
        """Delete one design document; False when there was none (already deleted)."""
        try:
            self._call("DELETE", f"/projects/{project_id}/designs/{quote(design_id, safe='')}")
        except NotFoundError:
            return False
        return True

    def delete_project(self, *, project_id: int) -> None:
        """Delete every document of the project, of every kind."""
        self._call("DELETE", f"/projects/{project_id}")

    def list_designs(
        self,
        *,
        project_id: int,
        organization_id: int,
        cursor: str | None,
        limit: int,
        search: Mapping[str, str | None] | None = None,
    ) -> DesignSummaryPage:
        """A page of design summaries (``search``: ``query``, ``kind``)."""
        answer = self._page("designs", project_id, organization_id, cursor, limit, search)
        return _parse(DesignSummaryPage, answer)

    def get_design(self, *, project_id: int, organization_id: int, design_id: str) -> DesignDetail:
        """One design document (no vectors)."""
        answer = self._call(
            "GET",
            f"/projects/{project_id}/designs/{quote(design_id, safe='')}",
            params={"organization_id": organization_id},
        )
        return _parse(DesignDetail, answer)

    def replace_code(
        self,
        *,
        project_id: int,
        organization_id: int,
        sources: list[dict[str, Any]],
        code_source: str | None = None,
    ) -> int:
        """Replace the project's code (only ``code_source``'s components when named);
        returns how many components that replaced set has."""
        answer = self._call(
            "PUT",
            f"/projects/{project_id}/code",
            params={"source": code_source} if code_source else None,
            json_body={"organization_id": organization_id, "documents": sources},
        )
        return _parse(ReplaceDocumentsResponse, answer).count

    def list_code(
        self,
        *,
        project_id: int,
        organization_id: int,
        cursor: str | None,
        limit: int,
        search: Mapping[str, str | None] | None = None,
    ) -> CodeSummaryPage:
        """A page of code source summaries (``search``: ``query``, ``framework``,
        ``path_prefix``)."""
        answer = self._page("code", project_id, organization_id, cursor, limit, search)
        return _parse(CodeSummaryPage, answer)

    def get_code(self, *, project_id: int, organization_id: int, code_id: str) -> CodeDetail:
        """One code source with full source and CSS (no vectors)."""
        answer = self._call(
            "GET",
            f"/projects/{project_id}/code/{quote(code_id, safe='')}",
            params={"organization_id": organization_id},
        )
        return _parse(CodeDetail, answer)

    def resolve_code_references(
        self,
        *,
        project_id: int,
        organization_id: int,
        refs: list[str],
        timeout_ms: float | None = None,
    ) -> CodeReferencesResponse:
        """The code source each reference (code id, file path or component name) names,
        in one call of at most ``MAX_CODE_REFERENCES`` references; ``timeout_ms`` bounds it."""
        answer = self._call(
            "POST",
            f"/projects/{project_id}/code-references",
            json_body={"organization_id": organization_id, "refs": refs},
            timeout_ms=timeout_ms,
        )
        return _parse(CodeReferencesResponse, answer)

    def replace_code_connect(
        self, *, project_id: int, organization_id: int, mappings: list[CodeConnectMapping]
    ) -> ReplaceCodeConnectResponse:
        """Put Code Connect mappings on the project's code sources (replacing theirs)."""
        answer = self._call(
            "PUT",
            f"/projects/{project_id}/code-connect",
            json_body=ReplaceCodeConnectRequest(
                organization_id=organization_id, mappings=mappings
            ).model_dump(mode="json"),
        )
        return _parse(ReplaceCodeConnectResponse, answer)

    def code_index_status(self, *, project_id: int) -> CodeIndexStatus:
        """The project's current (newest ready) index and its newest build."""
        return _parse(CodeIndexStatus, self._call("GET", f"/projects/{project_id}/code-index"))

    def start_code_index_build(self, *, project_id: int, organization_id: int) -> CodeIndexRecord:
        """Start an index build; returns its record (building, or already finished)."""
        answer = self._call(
            "POST",
            f"/projects/{project_id}/code-index",
            json_body={"organization_id": organization_id},
        )
        return _parse(CodeIndexRecord, answer)

    def _page(
        self,
        collection: str,
        project_id: int,
        organization_id: int,
        cursor: str | None,
        limit: int,
        search: Mapping[str, str | None] | None,
    ) -> Any:
        params: dict[str, str | int] = {"organization_id": organization_id, "limit": limit}
        if cursor:
            params["cursor"] = cursor
        params.update({name: value for name, value in (search or {}).items() if value})
        return self._call("GET", f"/projects/{project_id}/{collection}", params=params)

    def _call(
        self,
        method: str,
        path: str,
        *,
        params: dict[str, str | int] | None = None,
        json_body: Any = None,
        timeout_ms: float | None = None,
    ) -> Any:
        response = self._transport.request(
            method,
            API_PREFIX + path,
            headers=self._headers,
            params=params,
            json_body=json_body,
            timeout_ms=timeout_ms,
        )
        raise_for_error(response, service=SERVICE)
        return response.json()


def _parse(model: type[Answer], answer: Any) -> Answer:
    try:
        return model.model_validate(answer)
    except PydanticValidationError:
        raise UpstreamError(f"The {SERVICE} answered something unexpected.") from None
