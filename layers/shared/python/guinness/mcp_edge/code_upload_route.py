"""``POST /api/v1/code/uploads`` and ``GET /api/v1/code/uploads/{job_id}``: code pushed from
CI with a project API key.

A key with WRITE permission asks for a presigned upload of its own project's code archive
(``{"source": "web", "archive_name": "web.zip"}``, both optional), POSTs the archive to
it, and polls the job: ``waiting_for_upload`` → ``running`` → ``completed`` (the import's
result, with the index it built) or ``failed`` (with the error). A READ key may poll but
not upload (403 ``PERMISSION_DENIED``); another project's job answers 404
``IMPORT_JOB_NOT_FOUND``; the upload itself is capped at the ticket's ``max_bytes``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping

from pydantic import ValidationError as PydanticValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from guinness.auth.principal import Permission
from guinness.contracts.code_uploads import CodeUploadRequest
from guinness.errors import (
    PermissionDeniedError,
    PlatformError,
    ValidationError,
    describe_validation_error,
)
from guinness.mcp_edge.backend_client import Caller, correlation_id_for
from guinness.mcp_edge.http_errors import internal_error_response, platform_error_response
from guinness.mcp_edge.identity import peer_of
from guinness.mcp_edge.task_context_route import RestRoute, require_json

PATH = "/api/v1/code/uploads"
STATUS_PATH = "/api/v1/code/uploads/{job_id}"


class CodeUploadRoute(RestRoute):
    """Both endpoints: hand out an upload, read a job."""

    async def start(self, request: Request) -> Response:
        """``POST``: a presigned upload for the key's project (WRITE keys only)."""

        async def answer() -> Response:
            require_json(request.headers.get("content-type"))
            body = await request.body()
            correlation_id = correlation_id_for(request.scope)
            peer = peer_of(request.scope)
            return await self._offload(
                lambda: self._start(request.headers, peer, body, correlation_id)
            )

        return await self._guarded(answer, "code upload route failed")

    async def status(self, request: Request) -> Response:
        """``GET``: where the job stands (any key of the project)."""
        job_id = str(request.path_params.get("job_id", ""))
        correlation_id = correlation_id_for(request.scope)

        async def answer() -> Response:
            peer = peer_of(request.scope)
            return await self._offload(
                lambda: self._status(request.headers, peer, job_id, correlation_id)
            )

        return await self._guarded(answer, "code upload status route failed")

    async def _guarded(self, answer: Callable[[], Awaitable[Response]], failure: str) -> Response:
        try:
            return await answer()
        except PlatformError as exc:
            return platform_error_response(exc, self._logger)
        except Exception:  # the route's boundary: logged with its stack, answered 500
            self._logger.exception(failure)
            return internal_error_response()

    def _start(
        self, headers: Mapping[str, str], peer: str | None, body: bytes, correlation_id: str
    ) -> Response:
        principal = self._authenticator.authenticate(headers, peer=peer)
        if not principal.can(Permission.WRITE):
            raise PermissionDeniedError(
                "Uploading code needs an API key with WRITE permission; this key can only read."
            )
        upload = parse_upload_request(body)
        caller = Caller(
            project_id=principal.project_id,
            user_id=principal.user_id,
            correlation_id=correlation_id,
        )
        ticket = self._backend.start_code_upload(caller, upload)
        return JSONResponse(ticket.model_dump(mode="json"), status_code=201)

    def _status(
        self, headers: Mapping[str, str], peer: str | None, job_id: str, correlation_id: str
    ) -> Response:
        principal = self._authenticator.authenticate(headers, peer=peer)
        caller = Caller(
            project_id=principal.project_id,
            user_id=principal.user_id,
            correlation_id=correlation_id,
        )
        return JSONResponse(self._backend.import_job(caller, job_id).model_dump(mode="json"))


def parse_upload_request(body: bytes) -> CodeUploadRequest:
    """The request body (empty means the defaults), or ``ValidationError`` (422)."""
    if not body.strip():
        return CodeUploadRequest()
    try:
        document = json.loads(body)
    except (ValueError, RecursionError):
        raise ValidationError("The request body must be a JSON object.") from None
    if not isinstance(document, dict):
        raise ValidationError("The request body must be a JSON object.")
    try:
        return CodeUploadRequest.model_validate(document)
    except PydanticValidationError as exc:
        raise ValidationError(describe_validation_error(exc.errors())) from None
