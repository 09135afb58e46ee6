"""Code archives pushed from CI: hand out a presigned upload for the caller's project and
read back how its import job stands.

The upload lands in the import bucket like an admin's ``--remote`` import; its S3 event
starts the import job, which imports the archive as the requested code source and builds
the index. A job is only ever visible to its own project.
"""

from __future__ import annotations

from guinness.aws.import_uploads import ImportUploads
from guinness.backend.scope import Scope
from guinness.contracts.code_uploads import CodeUploadRequest, CodeUploadTicket
from guinness.contracts.import_jobs import ImportJobRequest, ImportJobStatus
from guinness.errors import ImportJobNotFoundError
from guinness.ids import uuid7
from guinness.logs import Logger


def start_code_upload(
    *,
    uploads: ImportUploads,
    scope: Scope,
    request: CodeUploadRequest,
    max_bytes: int,
    expires_in_seconds: int,
    logger: Logger,
) -> CodeUploadTicket:
    """Record a code import job for the caller's project and presign its upload."""
    job = ImportJobRequest(
        job_id=str(uuid7()),
        kind="code",
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        file_name=request.archive_name,
        archive_name=request.archive_name,
        code_source=request.source,
        code_revision=request.revision,
    )
    ticket = uploads.create(job, max_bytes=max_bytes, expires_in_seconds=expires_in_seconds)
    logger.info(
        "code upload handed out",
        extra={"job_id": job.job_id, "project_id": scope.project_id, "code_source": request.source},
    )
    return CodeUploadTicket(
        job_id=ticket.job_id,
        url=ticket.url,
        fields=ticket.fields,
        max_bytes=ticket.max_bytes,
        expires_in_seconds=ticket.expires_in_seconds,
        source=request.source,
    )


def read_import_job(*, uploads: ImportUploads, scope: Scope, job_id: str) -> ImportJobStatus:
    """The job's status; 404 for a job of another project as for one never handed out."""
    status = uploads.read_status(job_id)
    if status is None or status.project_id != scope.project_id:
        raise ImportJobNotFoundError(f"No import job {job_id} in this project.")
    return status
