"""Running an uploaded import: the backend's own import services, fed from S3.

The job reads the request recorded with the upload, runs the importer of its kind with the
project's scope, and records the outcome in the job's status. An import the input itself
refuses (not Figma JSON, not an archive, unknown project) is recorded as failed and not
retried; anything else is recorded and re-raised, so Lambda's asynchronous retry runs the
job again. A job already completed is not run twice (S3 may deliver an event twice).

Extension point: an importer is ``(services, request, scope, raw) -> result dict``; a new
kind of import adds its name to ``contracts.ImportKind`` and its importer to
:data:`IMPORTERS`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from guinness import accounts
from guinness.aws.import_uploads import ImportUploads, job_id_from_upload_key
from guinness.backend.code_import import import_code
from guinness.backend.design_import import import_design_file
from guinness.backend.scope import Scope
from guinness.backend.task_import import documents_from_payload, import_task_graph
from guinness.clients.ai_client import AiClient
from guinness.code.documents import CodeSourceDocument
from guinness.code.features import embed_code_source
from guinness.contracts.import_jobs import ImportJobRequest, ImportJobStatus, JobState
from guinness.db.connection import Database
from guinness.errors import PlatformError, ProjectNotFoundError, ValidationError
from guinness.logs import Logger


@dataclass(frozen=True)
class ImportServices:
    """What the importers need: the backend's database and its AI API client."""

    database: Database
    ai: AiClient
    logger: Logger
    max_bytes: int
    embed_code: Callable[[CodeSourceDocument], list[float]] = embed_code_source


Importer = Callable[[ImportServices, ImportJobRequest, Scope, bytes], dict[str, Any]]


def _import_design(
    services: ImportServices, request: ImportJobRequest, scope: Scope, raw: bytes
) -> dict[str, Any]:
    if not request.file_key:
        raise ValidationError("A design import needs the Figma file key.")
    result = import_design_file(
        database=services.database,
        ai=services.ai,
        scope=scope,
        file_key=request.file_key,
        raw=raw,
        node_ids=request.node_ids,
        logger=services.logger,
        max_bytes=services.max_bytes,
    )
    return result.model_dump(mode="json")


def _import_code(
    services: ImportServices, request: ImportJobRequest, scope: Scope, raw: bytes
) -> dict[str, Any]:
    result = import_code(
        ai=services.ai,
        scope=scope,
        source=raw,
        archive_name=request.archive_name or request.file_name,
        embed=services.embed_code,
        logger=services.logger,
    )
    return result.model_dump(mode="json")


def _import_tasks(
    services: ImportServices, request: ImportJobRequest, scope: Scope, raw: bytes
) -> dict[str, Any]:
    result = import_task_graph(
        database=services.database,
        scope=scope,
        documents=documents_from_payload(raw),
        strict=request.strict,
        logger=services.logger,
    )
    return result.model_dump(mode="json")


#: The importer of each upload kind.
IMPORTERS: dict[str, Importer] = {
    "design": _import_design,
    "code": _import_code,
    "tasks": _import_tasks,
}


class ImportJobRunner:
    """Runs the import job an uploaded object belongs to."""

    def __init__(self, uploads: ImportUploads, services: ImportServices) -> None:
        self._uploads = uploads
        self._services = services

    def run_event(self, event: dict[str, Any]) -> dict[str, Any]:
        """Run the job of every uploaded object in an S3 ``ObjectCreated`` event; answers
        ``{"jobs": {job_id: state}}``."""
        states: dict[str, str] = {}
        for record in event.get("Records", []):
            status = self.run_upload(str(record["s3"]["object"]["key"]))
            if status is not None:
                states[status.job_id] = status.state
        return {"jobs": states}

    def run_upload(self, key: str) -> ImportJobStatus | None:
        """Run the job of the upload at ``key``; None when the key belongs to no job."""
        logger = self._services.logger
        job_id = job_id_from_upload_key(key)
        request = self._uploads.read_request(job_id) if job_id else None
        if request is None:
            logger.warning("upload without an import job ignored", extra={"key": key})
            return None
        previous = self._uploads.read_status(request.job_id)
        if previous is not None and previous.state == "completed":
            logger.info("import job already completed", extra={"job_id": request.job_id})
            return previous
        self._record(request, "running")
        try:
            raw = self._uploads.read_upload(key, max_bytes=self._services.max_bytes)
            scope = self._scope(request)
            result = IMPORTERS[request.kind](self._services, request, scope, raw)
        except PlatformError as exc:
            logger.info("import job refused", extra={"job_id": request.job_id, "code": exc.code})
            return self._record(request, "failed", error=exc)
        except Exception:
            logger.exception("import job failed", extra={"job_id": request.job_id})
            self._record(request, "failed", error=PlatformError("The import failed; retrying."))
            raise
        logger.info("import job completed", extra={"job_id": request.job_id})
        return self._record(request, "completed", result=result)

    def _scope(self, request: ImportJobRequest) -> Scope:
        with self._services.database.connection() as conn:
            project = accounts.get_project(conn, project_id=request.project_id)
        if project is None or project.organization_id != request.organization_id:
            raise ProjectNotFoundError(f"Project {request.project_id} does not exist.")
        return Scope(project_id=project.id, organization_id=project.organization_id, user_id=None)

    def _record(
        self,
        request: ImportJobRequest,
        state: JobState,
        *,
        result: dict[str, Any] | None = None,
        error: PlatformError | None = None,
    ) -> ImportJobStatus:
        status = ImportJobStatus(
            job_id=request.job_id,
            kind=request.kind,
            project_id=request.project_id,
            state=state,
            result=result,
            error=error.body().error if error is not None else None,
        )
        self._uploads.write_status(status)
        return status
