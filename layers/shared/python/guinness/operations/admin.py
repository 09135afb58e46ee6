"""The admin operations of ``guinness-admin``, run by the admin Lambda against the deployed
database, plus the import-upload hand-out for imports larger than a Lambda request.

Every operation returns a JSON-ready value; failures are platform errors (mapped to the one
error body by the handler). Database constraint failures become readable errors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import datetime
from typing import Any

from pg8000.exceptions import DatabaseError
from pydantic import ValidationError as PydanticValidationError

from guinness import accounts
from guinness.auth import key_store
from guinness.auth.key_admin import create_api_key
from guinness.aws.figma_fetches import LambdaFigmaFetches
from guinness.aws.figma_tokens import SecretsManagerFigmaTokens
from guinness.aws.import_uploads import ImportUploads
from guinness.backend.figma_imports import queue_figma_import
from guinness.backend.scope import Scope
from guinness.clients.backend_deletions import BackendDeletions
from guinness.contracts import admin as ops
from guinness.contracts.figma import FigmaImportRequest, FigmaToken, WebhookRegistrationRequest
from guinness.contracts.import_jobs import ImportJobRequest
from guinness.db.connection import Connection, Database
from guinness.db.migrations import apply_migrations
from guinness.errors import ConflictError, NotFoundError, PlatformError, ValidationError
from guinness.ids import uuid7
from guinness.logs import Logger

_SQLSTATE_ERRORS: dict[str, tuple[type[PlatformError], str]] = {
    "23503": (ValidationError, "A referenced row does not exist."),
    "23505": (ConflictError, "It already exists."),
    "23514": (ValidationError, "A value is not allowed."),
    "22P02": (ValidationError, "A value has the wrong format."),
}


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
        try:
            arguments = request.parsed()
        except ValueError as exc:
            raise ValidationError(_first_line(str(exc))) from None
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
        command = _COMMANDS[request.operation]
        try:
            with self.database.connection() as conn:
                return command(conn, arguments)
        except DatabaseError as exc:
            raise _database_error(exc) from None

    def _import_upload(self, arguments: ops.ImportUpload) -> Any:
        with self.database.connection() as conn:
            project = accounts.get_project(conn, project_id=arguments.project_id)
        if project is None:
            raise NotFoundError(f"Project {arguments.project_id} does not exist.")
        try:
            request = ImportJobRequest(
                job_id=str(uuid7()),
                organization_id=project.organization_id,
                **arguments.model_dump(),
            )
        except ValueError as exc:
            raise ValidationError(_first_line(str(exc))) from None
        ticket = self.uploads.create(
            request,
            max_bytes=self.import_max_bytes,
            expires_in_seconds=self.upload_expires_seconds,
        )
        return ticket.model_dump(mode="json")

    def _figma(self, arguments: ops.FigmaImport | ops.FigmaTokenSet | ops.FigmaTokenClear) -> Any:
        project = self._project(arguments.project_id)
        if isinstance(arguments, ops.FigmaImport):
            ticket = queue_figma_import(
                database=self.database,
                fetches=self.figma_fetches,
                scope=Scope(
                    project_id=project.id, organization_id=project.organization_id, user_id=None
                ),
                request=FigmaImportRequest(figma_url=arguments.figma_url, depth=arguments.depth),
                logger=self.logger,
            )
            return ticket.model_dump(mode="json")
        if self.figma_tokens is None:
            raise ValidationError("Figma tokens are not configured on this deployment.")
        if isinstance(arguments, ops.FigmaTokenSet):
            token = FigmaToken(arguments.token.get_secret_value(), oauth=arguments.oauth)
            self.figma_tokens.set_token(project.id, token)
            return {"project_id": project.id, "oauth": arguments.oauth, "stored": True}
        return {"project_id": project.id, "deleted": self.figma_tokens.clear_token(project.id)}

    def _register_webhook(self, arguments: ops.FigmaWebhookRegister) -> Any:
        project = self._project(arguments.project_id)
        if self.figma_fetches is None:
            raise ValidationError("The Figma fetch function is not configured.")
        request = WebhookRegistrationRequest(
            organization_id=project.organization_id, **arguments.model_dump()
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

    def _project(self, project_id: int) -> accounts.Project:
        with self.database.connection() as conn:
            project = accounts.get_project(conn, project_id=project_id)
        if project is None:
            raise NotFoundError(f"Project {project_id} does not exist.")
        return project


def _migrate(conn: Connection, _: Any) -> Any:
    return {"applied": apply_migrations(conn)}


def _org_create(conn: Connection, a: ops.OrgCreate) -> Any:
    return {"organization_id": accounts.create_organization(conn, name=a.name)}


def _project_create(conn: Connection, a: ops.ProjectCreate) -> Any:
    project = accounts.create_project(conn, organization_id=a.organization_id, name=a.name)
    return {"project_id": project.id, "organization_id": project.organization_id}


def _project_quota(conn: Connection, a: ops.ProjectQuota) -> Any:
    return accounts.set_project_quota(
        conn, project_id=a.project_id, requests_per_minute=a.requests_per_minute
    )


def _user_create(conn: Connection, a: ops.UserCreate) -> Any:
    return {"user_id": accounts.create_user(conn, email=a.email, name=a.name)}


def _subscription_set(conn: Connection, a: ops.SubscriptionSet) -> Any:
    subscription = accounts.set_subscription(
        conn, user_id=a.user_id, entitlement_id=a.tier, status=a.status
    )
    return asdict(subscription)


def _key_create(conn: Connection, a: ops.KeyCreate) -> Any:
    return create_api_key(
        conn,
        user_id=a.user_id,
        project_id=a.project_id,
        name=a.name,
        write=a.write,
        expires_at=a.expires_at,
        expires_in_days=a.expires_in_days,
    ).as_json()


def _key_list(conn: Connection, a: ops.KeyList) -> Any:
    keys = key_store.list_api_keys(
        conn, project_id=a.project_id, user_id=a.user_id, include_deleted=a.include_deleted
    )
    return [_jsonable({**asdict(summary), "state": summary.state}) for summary in keys]


def _key_revoke(conn: Connection, a: ops.KeyTarget) -> Any:
    key_id = _key_id(conn, a)
    if not key_store.revoke_api_key(conn, key_id=key_id):
        raise NotFoundError(f"No live API key with id {key_id}.")
    return {"revoked": key_id}


def _key_delete(conn: Connection, a: ops.KeyTarget) -> Any:
    key_id = _key_id(conn, a)
    if not key_store.delete_api_key(conn, key_id=key_id):
        raise NotFoundError(f"No live API key with id {key_id}.")
    return {"deleted": key_id}


def _key_id(conn: Connection, a: ops.KeyTarget) -> int:
    if a.id is not None:
        return a.id
    found = key_store.find_api_key_id(conn, prefix=a.prefix or "")
    if found is None:
        raise NotFoundError(f"No API key with prefix {a.prefix!r}.")
    return found


_COMMANDS: dict[str, Callable[[Connection, Any], Any]] = {
    "migrate": _migrate,
    "org.create": _org_create,
    "project.create": _project_create,
    "project.quota": _project_quota,
    "user.create": _user_create,
    "subscription.set": _subscription_set,
    "key.create": _key_create,
    "key.list": _key_list,
    "key.revoke": _key_revoke,
    "key.delete": _key_delete,
}


def _database_error(exc: DatabaseError) -> PlatformError:
    details = exc.args[0] if exc.args and isinstance(exc.args[0], dict) else {}
    error_class, message = _SQLSTATE_ERRORS.get(
        str(details.get("C", "")), (PlatformError, "The database refused the operation.")
    )
    return error_class(message)


def _jsonable(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v.isoformat() if isinstance(v, datetime) else v for k, v in row.items()}


def _first_line(text: str) -> str:
    # pydantic's messages span lines; the one error body carries a one-line message.
    return " ".join(part.strip() for part in text.splitlines() if part.strip())[:500]
