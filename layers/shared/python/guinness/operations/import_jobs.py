"""Running an uploaded import: the backend's own import services, fed from S3.

The job reads the request recorded with the upload, runs the importer of its kind with the
project's scope, and records the outcome in the job's status. An import the input itself
refuses (not Figma JSON, not an archive, unknown project) is recorded as failed and not
retried; anything else is recorded and re-raised, so Lambda's asynchronous retry runs the
job again. A job already completed is not run twice (S3 may deliver an event twice). Every
failed run is counted (``ImportFailures`` by kind, :mod:`guinness.metrics`).

Extension point: an importer is ``(services, request, scope, raw) -> result dict``; a new
kind of import adds its name to ``contracts.ImportKind`` and its importer to
:data:`IMPORTERS`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from guinness import metrics
from guinness.aws.import_uploads import ImportUploads, job_id_from_upload_key
from guinness.backend.code_connect import import_code_connect, parse_code_connect_request
from guinness.backend.code_import import import_code
from guinness.backend.design_import import import_design_file
from guinness.backend.scope import Scope, resolve_scope
from guinness.backend.task_import import documents_from_payload, import_task_graph
from guinness.clients.ai_client import AiClient
from guinness.code.documents import CodeSourceDocument
from guinness.code.features import embed_code_source
from guinness.contracts.backend import DesignImportResult
from guinness.contracts.code_import import DEFAULT_CODE_SOURCE
from guinness.contracts.import_jobs import ImportJobRequest, ImportJobStatus, JobState
from guinness.db.connection import Database
from guinness.db.design_imports import finish_import, record_import
from guinness.db.designs import file_node_ids, mark_nodes_failed
from guinness.errors import (
    ErrorDetail,
    PlatformError,
    ValidationError,
)
from guinness.logs import Logger
from guinness.operations.figma_fetch import FETCH_FAILED_FILE_NAME
from guinness.operations.rematch import Rematcher
from guinness.tracing import tracer


@dataclass(frozen=True)
class ImportServices:
    """What the importers need: the backend's database and its AI API client."""

    database: Database
    ai: AiClient
    logger: Logger
    max_bytes: int
    embed_code: Callable[[CodeSourceDocument], list[float]] = embed_code_source
    #: Re-runs Des2Code after a webhook's re-import (None: not configured).
    rematcher: Rematcher | None = None


Importer = Callable[[ImportServices, ImportJobRequest, Scope, bytes], dict[str, Any]]


def _import_design(
    services: ImportServices, request: ImportJobRequest, scope: Scope, raw: bytes
) -> dict[str, Any]:
    if not request.file_key:
        raise ValidationError("A design import needs the Figma file key.")
    node_ids = request.node_ids
    if request.reimport_file:
        # A webhook says the file changed: re-import the designs the project has from it.
        with services.database.connection() as conn:
            node_ids = file_node_ids(conn, project_id=scope.project_id, file_key=request.file_key)
        if not node_ids:
            return DesignImportResult(
                file_key=request.file_key,
                designs=[],
                warnings=["The project has no designs from this file; nothing was re-imported."],
            ).model_dump(mode="json")
    result = import_design_file(
        database=services.database,
        ai=services.ai,
        scope=scope,
        file_key=request.file_key,
        raw=raw,
        node_ids=node_ids,
        logger=services.logger,
        max_bytes=services.max_bytes,
    )
    answer = result.model_dump(mode="json")
    if request.rematch and services.rematcher is not None:
        completed = [d.design_id for d in result.designs if d.import_status == "completed"]
        answer["rematched"] = services.rematcher.rematch(
            scope, completed, correlation_id=request.job_id
        )
    return answer


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
        code_source=request.code_source or DEFAULT_CODE_SOURCE,
        code_revision=request.code_revision,
    )
    return result.model_dump(mode="json")


def _import_code_connect(
    services: ImportServices, request: ImportJobRequest, scope: Scope, raw: bytes
) -> dict[str, Any]:
    body = parse_code_connect_request(raw)
    result = import_code_connect(ai=services.ai, scope=scope, request=body, logger=services.logger)
    return result.model_dump(mode="json")


def _import_tasks(
    services: ImportServices, request: ImportJobRequest, scope: Scope, raw: bytes
) -> dict[str, Any]:
    result = import_task_graph(
        database=services.database,
        scope=scope,
        documents=documents_from_payload(raw, tag=request.tag),
        strict=request.strict,
        logger=services.logger,
    )
    return result.model_dump(mode="json")


#: The importer of each upload kind.
IMPORTERS: dict[str, Importer] = {
    "design": _import_design,
    "code": _import_code,
    "code-connect": _import_code_connect,
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

    @tracer.capture_method(capture_response=False)
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
            scope = self._scope(request)
            if request.origin is not None:
                self._record_link_import(request, scope)
            raw = self._uploads.read_upload(key, max_bytes=self._services.max_bytes)
            if key.rsplit("/", 1)[-1] == FETCH_FAILED_FILE_NAME:
                return self._fetch_failed(request, ErrorDetail.model_validate_json(raw))
            result = IMPORTERS[request.kind](self._services, request, scope, raw)
        except PlatformError as exc:
            logger.info("import job refused", extra={"job_id": request.job_id, "code": exc.code})
            metrics.record_import_failure(
                request.kind, reason=metrics.import_failure_reason(exc), error_code=exc.code
            )
            self._finish_link_import(request, error=exc.body().error)
            return self._record(request, "failed", error=exc)
        except Exception:
            logger.exception("import job failed", extra={"job_id": request.job_id})
            retrying = PlatformError("The import failed; retrying.")
            metrics.record_import_failure(
                request.kind, reason=metrics.ImportFailureReason.ERROR, error_code=retrying.code
            )
            self._finish_link_import(request, error=retrying.body().error)
            self._record(request, "failed", error=retrying)
            raise
        logger.info("import job completed", extra={"job_id": request.job_id})
        self._finish_link_import(request, result=result)
        return self._record(request, "completed", result=result)

    def _record_link_import(self, request: ImportJobRequest, scope: Scope) -> None:
        """A webhook's import is recorded here, the first step of its path with the
        database (a link's was recorded when it was queued: this is then a no-op)."""
        if request.origin is None or not request.file_key:
            return
        with self._services.database.connection() as conn:
            record_import(
                conn,
                import_id=request.job_id,
                project_id=scope.project_id,
                organization_id=scope.organization_id,
                file_key=request.file_key,
                node_ids=request.node_ids or [],
                origin=request.origin,
            )

    def _fetch_failed(self, request: ImportJobRequest, error: ErrorDetail) -> ImportJobStatus:
        """The fetch could not get the design: the import and its designs are failed."""
        self._services.logger.info(
            "figma fetch failed", extra={"job_id": request.job_id, "code": error.code}
        )
        metrics.record_import_failure_code(request.kind, error.code)
        if request.file_key and request.node_ids:
            with self._services.database.connection() as conn:
                mark_nodes_failed(
                    conn,
                    project_id=request.project_id,
                    file_key=request.file_key,
                    node_ids=request.node_ids,
                    error=error.message,
                )
        self._finish_link_import(request, error=error)
        status = ImportJobStatus(
            job_id=request.job_id,
            kind=request.kind,
            project_id=request.project_id,
            state="failed",
            error=error,
        )
        self._uploads.write_status(status)
        return status

    def _finish_link_import(
        self,
        request: ImportJobRequest,
        *,
        result: dict[str, Any] | None = None,
        error: ErrorDetail | None = None,
    ) -> None:
        if request.origin is None:
            return
        designs = (result or {}).get("designs") or []
        with self._services.database.connection() as conn:
            finish_import(
                conn,
                import_id=request.job_id,
                design_ids=[str(design["design_id"]) for design in designs],
                error_code=error.code if error else None,
                error=error.message if error else None,
            )

    def _scope(self, request: ImportJobRequest) -> Scope:
        with self._services.database.connection() as conn:
            return resolve_scope(
                conn, project_id=request.project_id, organization_id=request.organization_id
            )

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
