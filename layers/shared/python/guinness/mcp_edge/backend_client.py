"""The edge's client of the backend internal API.

Every call carries ``X-API-Key`` (service auth), ``X-MCP-Project-ID`` and ``X-MCP-User-ID``
(the authenticated key's project and user), and ``X-Correlation-ID``. The transport is the
internal-client interface (:class:`~guinness.clients.transport.InternalTransport`): HTTP with
one pooled httpx client, or Lambda Invoke in AWS, built once per container and reused by warm
invocations. Nothing here logs headers or bodies.

Downstream failures become platform errors once, here: the backend's 404/409/422 bodies keep
their codes; a 504 is ``ContextTimeoutError`` when the backend says ``CONTEXT_TIMEOUT`` and
``UpstreamTimeoutError`` otherwise (like a transport timeout); anything else unusable,
including an answer that does not fit its contract model, is ``UpstreamError``.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import quote

from pydantic import BaseModel
from pydantic import ValidationError as PydanticValidationError

from guinness.clients.transport import (
    InternalResponse,
    InternalTransport,
    error_code,
    raise_for_error,
)
from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER, USER_HEADER
from guinness.contracts.code_uploads import CodeUploadRequest, CodeUploadTicket
from guinness.contracts.des2code import Des2CodeResult, Des2CodeTrigger, Des2CodeTriggerRequest
from guinness.contracts.figma import FigmaImportRequest, FigmaImportTicket
from guinness.contracts.import_jobs import ImportJobStatus
from guinness.contracts.sources import CodeDetail, CodeSummaryPage, DesignDetail, DesignSummaryPage
from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.errors import ContextTimeoutError, UpstreamError, UpstreamTimeoutError
from guinness.logs import get_logger
from guinness.web.correlation import CORRELATION_HEADER

SERVICE = "backend"
Answer = TypeVar("Answer", bound=BaseModel)
logger = get_logger("mcp")


@dataclass(frozen=True)
class Caller:
    """Whose request the backend serves."""

    project_id: int
    user_id: int
    correlation_id: str


class BackendClient:
    """Typed calls to the backend's internal routes; answers are their contract models."""

    def __init__(self, transport: InternalTransport, *, api_key: str) -> None:
        self._transport = transport
        self._api_key = api_key

    def list_designs(
        self,
        caller: Caller,
        *,
        cursor: str | None,
        limit: int,
        search: Mapping[str, str | None] | None = None,
    ) -> DesignSummaryPage:
        """``GET /internal/designs``: a page of design summaries (``search``: ``query``,
        ``kind``)."""
        params = _page(cursor, limit, search)
        return self._call(DesignSummaryPage, "GET", "/internal/designs", caller, params=params)

    def get_design(self, caller: Caller, design_id: str) -> DesignDetail:
        """``GET /internal/designs/{design_id}``: one design, no vectors."""
        return self._call(DesignDetail, "GET", f"/internal/designs/{_segment(design_id)}", caller)

    def list_code(
        self,
        caller: Caller,
        *,
        cursor: str | None,
        limit: int,
        search: Mapping[str, str | None] | None = None,
    ) -> CodeSummaryPage:
        """``GET /internal/code``: a page of code source summaries (``search``: ``query``,
        ``framework``, ``path_prefix``)."""
        params = _page(cursor, limit, search)
        return self._call(CodeSummaryPage, "GET", "/internal/code", caller, params=params)

    def get_code(self, caller: Caller, code_id: str) -> CodeDetail:
        """``GET /internal/code/{code_id}``: one code source with source and CSS."""
        return self._call(CodeDetail, "GET", f"/internal/code/{_segment(code_id)}", caller)

    def trigger_des2code(self, caller: Caller, request: Des2CodeTriggerRequest) -> Des2CodeTrigger:
        """``POST /internal/des2code``: queue matching; answers the request id."""
        return self._call(
            Des2CodeTrigger,
            "POST",
            "/internal/des2code",
            caller,
            json_body=request.model_dump(mode="json"),
        )

    def import_design_by_link(
        self, caller: Caller, request: FigmaImportRequest
    ) -> FigmaImportTicket:
        """``POST /internal/imports/designs/figma``: queue an import by Figma link."""
        return self._call(
            FigmaImportTicket,
            "POST",
            "/internal/imports/designs/figma",
            caller,
            json_body=request.model_dump(mode="json"),
        )

    def get_des2code(
        self, caller: Caller, design_id: str, *, request_id: str | None
    ) -> Des2CodeResult:
        """``GET /internal/des2code/{design_id}``: the newest artifact (or ``pending``)."""
        params: dict[str, str | int] = {"request_id": request_id} if request_id else {}
        path = f"/internal/des2code/{_segment(design_id)}"
        return self._call(Des2CodeResult, "GET", path, caller, params=params)

    def start_code_upload(self, caller: Caller, request: CodeUploadRequest) -> CodeUploadTicket:
        """``POST /internal/imports/code/uploads``: a presigned upload of a code archive."""
        return self._call(
            CodeUploadTicket,
            "POST",
            "/internal/imports/code/uploads",
            caller,
            json_body=request.model_dump(mode="json"),
        )

    def import_job(self, caller: Caller, job_id: str) -> ImportJobStatus:
        """``GET /internal/imports/jobs/{job_id}``: where an upload's import stands."""
        path = f"/internal/imports/jobs/{_segment(job_id)}"
        return self._call(ImportJobStatus, "GET", path, caller)

    def task_context(self, caller: Caller, request: TaskContextRequest) -> TaskContextResponse:
        """``POST /internal/task-context``: the bundle, with the user's depth entitlement."""
        return self._call(
            TaskContextResponse,
            "POST",
            "/internal/task-context",
            caller,
            json_body=request.model_dump(mode="json"),
        )

    def _call(
        self,
        model: type[Answer],
        method: str,
        path: str,
        caller: Caller,
        *,
        params: dict[str, str | int] | None = None,
        json_body: Any = None,
    ) -> Answer:
        headers = {
            API_KEY_HEADER: self._api_key,
            PROJECT_HEADER: str(caller.project_id),
            USER_HEADER: str(caller.user_id),
            CORRELATION_HEADER: caller.correlation_id,
        }
        response = self._transport.request(
            method, path, headers=headers, params=params or None, json_body=json_body
        )
        raise_for_backend_error(response)
        try:
            answer = response.json()
        except ValueError:
            raise UpstreamError("The backend answered something that is not JSON.") from None
        if not isinstance(answer, dict):
            raise UpstreamError("The backend answered something that is not a JSON object.")
        try:
            return model.model_validate(answer)
        except PydanticValidationError:
            logger.exception("backend answer does not match its contract", extra={"path": path})
            raise UpstreamError("The backend answered something unexpected.") from None


def raise_for_backend_error(response: InternalResponse) -> None:
    """Raise the platform error a non-2xx backend answer stands for."""
    if response.status == 504:
        if error_code(response) == ContextTimeoutError.code:
            raise ContextTimeoutError()
        raise UpstreamTimeoutError("The backend did not answer in time.")
    raise_for_error(response, service=SERVICE)


def correlation_id_for(scope: Mapping[str, Any]) -> str:
    """The id sent as ``X-Correlation-ID``: the Lambda request id in Lambda, a fresh one else."""
    request_id = getattr(scope.get("aws.context"), "aws_request_id", None)
    return str(request_id) if request_id else uuid.uuid4().hex


def _page(
    cursor: str | None, limit: int, search: Mapping[str, str | None] | None = None
) -> dict[str, str | int]:
    params: dict[str, str | int] = {"limit": limit}
    if cursor:
        params["cursor"] = cursor
    params.update({name: value for name, value in (search or {}).items() if value})
    return params


def _segment(value: str) -> str:
    return quote(value, safe="")
