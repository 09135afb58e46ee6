"""``POST /api/v1/mcp/task-context``: the task-context seed's public REST route.

Authenticated by an API key (``X-MCP-API-KEY``, ``MCP-API-Key`` or ``Authorization: Bearer``)
or a Bearer JWT; the body is the seed's request (``taskId``, ``maxDepth``=5,
``includeSourceCode``=true, optional ``maxTokens``: no token budget unless it is given),
validated here, and the answer is the backend's task-context response unchanged (the
tier's depth clamp as ``truncated``, a budget's omissions as ``budgetLimited`` and
``omittedNodes``). Errors: 401 ``INVALID_API_KEY``, 404 ``TASK_NOT_FOUND``, 422
``VALIDATION_ERROR``, 504 ``CONTEXT_TIMEOUT``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from pydantic import ValidationError as PydanticValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from guinness.contracts.tasks import TaskContextRequest
from guinness.errors import (
    PlatformError,
    UnsupportedMediaTypeError,
    ValidationError,
    describe_validation_error,
)
from guinness.logs import Logger
from guinness.mcp_edge.backend_client import BackendClient, Caller, correlation_id_for
from guinness.mcp_edge.blocking import Offload
from guinness.mcp_edge.http_errors import internal_error_response, platform_error_response
from guinness.mcp_edge.identity import EdgeAuthenticator, peer_of

PATH = "/api/v1/mcp/task-context"


class RestRoute:
    """What the edge's REST routes work with: the authenticator, the backend, the logger
    and the thread their blocking work runs on."""

    def __init__(
        self,
        *,
        authenticator: EdgeAuthenticator,
        backend: BackendClient,
        logger: Logger,
        offload: Offload,
    ) -> None:
        self._authenticator = authenticator
        self._backend = backend
        self._logger = logger
        self._offload = offload


class TaskContextRoute(RestRoute):
    """The request/response endpoint of the REST route."""

    async def handle(self, request: Request) -> Response:
        """Authenticate, validate, ask the backend; errors keep the platform body."""
        try:
            require_json(request.headers.get("content-type"))
            body = await request.body()
            correlation_id = correlation_id_for(request.scope)
            peer = peer_of(request.scope)
            return await self._offload(
                lambda: self._answer(request.headers, peer, body, correlation_id)
            )
        except PlatformError as exc:
            return platform_error_response(exc, self._logger)
        except Exception:  # the route's boundary: logged with its stack, answered 500
            self._logger.exception("task-context route failed")
            return internal_error_response()

    def _answer(
        self, headers: Mapping[str, str], peer: str | None, body: bytes, correlation_id: str
    ) -> Response:
        principal = self._authenticator.authenticate(headers, peer=peer, allow_jwt=True)
        task_request = parse_task_context_request(body)
        caller = Caller(
            project_id=principal.project_id,
            user_id=principal.user_id,
            correlation_id=correlation_id,
        )
        answer = self._backend.task_context(caller, task_request)
        return JSONResponse(answer.model_dump(mode="json"))


def require_json(content_type: str | None) -> None:
    """Refuse a body declared as anything but JSON (415); a missing type is read as JSON,
    as agents' HTTP helpers often omit it."""
    if content_type is None:
        return
    media_type = content_type.split(";", 1)[0].strip().lower()
    if media_type != "application/json" and not media_type.endswith("+json"):
        raise UnsupportedMediaTypeError(
            f"Send the body as application/json, not {media_type or 'an empty type'}."
        )


def parse_task_context_request(body: bytes) -> TaskContextRequest:
    """The seed's request body, or ``ValidationError`` (422) naming the first problem."""
    try:
        document = json.loads(body) if body else None
    except ValueError:
        raise ValidationError("The request body must be a JSON object.") from None
    except RecursionError:
        raise ValidationError("The request body nests too deeply.") from None
    if not isinstance(document, dict):
        raise ValidationError("The request body must be a JSON object.")
    try:
        return TaskContextRequest.model_validate(document)
    except PydanticValidationError as exc:
        raise ValidationError(describe_validation_error(exc.errors())) from None
