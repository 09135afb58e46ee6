"""The admin operations of ``guinness-admin``, run by the admin Lambda against the deployed
database, plus the import-upload hand-out for imports larger than a Lambda request.

Every operation returns a JSON-ready value; failures are platform errors (mapped to the one
error body by the handler). Database constraint failures become readable errors.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError as PydanticValidationError

from guinness.aws.figma_fetches import LambdaFigmaFetches
from guinness.aws.figma_tokens import SecretsManagerFigmaTokens
from guinness.aws.import_uploads import ImportUploads
from guinness.backend.figma_imports import queue_figma_import
from guinness.backend.scope import Scope, resolve_scope
from guinness.clients.backend_deletions import BackendDeletions
from guinness.contracts import admin as ops
from guinness.contracts.figma import FigmaImportRequest, FigmaToken, WebhookRegistrationRequest
from guinness.contracts.import_jobs import ImportJobRequest
from guinness.db.connection import Database
from guinness.errors import NotFoundError, PlatformError, ValidationError
from guinness.ids import uuid7
from guinness.logs import Logger
from guinness.operations.admin_commands import first_line, parse_arguments, run_admin_command


@dataclass(frozen=True)
class AdminService:
    """Runs admin requests on the backend's database and the import upload bucket."""

    database: Database
    uploads: ImportUploads
    logger: Logger
    import_max_bytes: int
    upload_expires_seconds: int
    #: The Figma fetch function (imports by link, webhook registrations); None: not deployed.
    figma_fetches: LambdaFigmaFetches | None = None
    #: Where project Figma tokens are written (never read here); None: not deployed.
    figma_tokens: SecretsManagerFigmaTokens | None = None
    #: The backend's deletion routes (it removes artifacts, documents and rows); None: no
    #: backend configured (``BACKEND_INTERNAL_URL``).
    deletions: BackendDeletions | None = None

    def run_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """The admin Lambda's answer to one event: ``{"result": ...}``, or the platform's one
        error body ``{"error": {"code", "message"}}`` for a refused operation."""
        try:
            request = ops.AdminRequest.model_validate(event)
            return {"result": self.run(request)}
        except PydanticValidationError:
            error: PlatformError = ValidationError(
                'The event must be {"operation": "...", "arguments": {...}}.'
            )
        except PlatformError as exc:
            error = exc
        self.logger.info("admin operation refused", extra={"code": error.code})
        return error.body().model_dump()

    def run(self, request: ops.AdminRequest) -> Any:
        """Run one request; raises ValidationError for unknown or invalid operations."""
        arguments = parse_arguments(request.operation, request.arguments)
        self.logger.info("admin operation", extra={"operation": request.operation})
        if isinstance(arguments, ops.ImportUpload):
            return self._import_upload(arguments)
        if isinstance(arguments, ops.FigmaImport | ops.FigmaTokenSet | ops.FigmaTokenClear):
            return self._figma(arguments)
        if isinstance(arguments, ops.FigmaWebhookRegister):
            return self._register_webhook(arguments)
        if isinstance(
            arguments,
            ops.DesignDelete | ops.CodeSourceDelete | ops.TaskGraphDelete | ops.ProjectDelete,
        ):
            return self._delete(arguments)
        if isinstance(arguments, ops.ImportStatusQuery):
            status = self.uploads.read_status(arguments.job_id)
            if status is None:
                raise NotFoundError(f"No import job {arguments.job_id}.")
            return status.model_dump(mode="json")
        with self.database.connection() as conn:
            return run_admin_command(conn, request.operation, arguments)

    def _import_upload(self, arguments: ops.ImportUpload) -> Any:
        scope = self._scope(arguments.project_id)
        try:
            request = ImportJobRequest(
                job_id=str(uuid7()),
                organization_id=scope.organization_id,
                **arguments.model_dump(),
            )
        except ValueError as exc:
            raise ValidationError(first_line(str(exc))) from None
        ticket = self.uploads.create(
            request,
            max_bytes=self.import_max_bytes,
            expires_in_seconds=self.upload_expires_seconds,
        )
        return ticket.model_dump(mode="json")

    def _figma(self, arguments: ops.FigmaImport | ops.FigmaTokenSet | ops.FigmaTokenClear) -> Any:
        scope = self._scope(arguments.project_id)
        if isinstance(arguments, ops.FigmaImport):
            ticket = queue_figma_import(
                database=self.database,
                fetches=self.figma_fetches,
                scope=scope,
                request=FigmaImportRequest(figma_url=arguments.figma_url, depth=arguments.depth),
                logger=self.logger,
            )
            return ticket.model_dump(mode="json")
        if self.figma_tokens is None:
            raise ValidationError("Figma tokens are not configured on this deployment.")
        if isinstance(arguments, ops.FigmaTokenSet):
            token = FigmaToken(arguments.token.get_secret_value(), oauth=arguments.oauth)
            self.figma_tokens.set_token(scope.project_id, token)
            return {"project_id": scope.project_id, "oauth": arguments.oauth, "stored": True}
        deleted = self.figma_tokens.clear_token(scope.project_id)
        return {"project_id": scope.project_id, "deleted": deleted}

    def _register_webhook(self, arguments: ops.FigmaWebhookRegister) -> Any:
        scope = self._scope(arguments.project_id)
        if self.figma_fetches is None:
            raise ValidationError("The Figma fetch function is not configured.")
        request = WebhookRegistrationRequest(
            organization_id=scope.organization_id, **arguments.model_dump()
        )
        return self.figma_fetches.register_webhook(request)

    def _delete(
        self,
        arguments: ops.DesignDelete
        | ops.CodeSourceDelete
        | ops.TaskGraphDelete
        | ops.ProjectDelete,
    ) -> Any:
        if self.deletions is None:
            raise ValidationError("Deleting needs the backend (BACKEND_INTERNAL_URL is not set).")
        project_id = arguments.project_id
        if isinstance(arguments, ops.DesignDelete):
            result = self.deletions.design(project_id=project_id, design_id=arguments.design_id)
        elif isinstance(arguments, ops.CodeSourceDelete):
            result = self.deletions.code_source(project_id=project_id, source=arguments.source)
        elif isinstance(arguments, ops.TaskGraphDelete):
            result = self.deletions.task_graph(project_id=project_id)
        else:
            result = self.deletions.project(project_id=project_id)
        self.logger.info(
            "deleted through the backend",
            extra={"operation": type(arguments).__name__, "project_id": project_id},
        )
        return result

    def _scope(self, project_id: int) -> Scope:
        with self.database.connection() as conn:
            return resolve_scope(conn, project_id=project_id)
