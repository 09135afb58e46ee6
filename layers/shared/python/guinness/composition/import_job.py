"""The import job Lambda's composition root."""

from __future__ import annotations

from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.clients import AwsClients
from guinness.aws.import_uploads import ImportUploads
from guinness.aws.queue import Des2CodeQueue
from guinness.clients.ai_client import AiClient
from guinness.db.connection import Database
from guinness.embeddings import code_embedder, make_embedder
from guinness.logs import get_logger
from guinness.operations.import_jobs import ImportJobRunner, ImportServices
from guinness.operations.rematch import Rematcher
from guinness.operations.settings import ImportJobSettings
from guinness.ports import ArtifactStore, RequestQueue
from guinness.tracing import tracer

__all__ = [
    "ImportJobRunner",
    "build_import_job_runner",
    "import_job_from_environment",
    "logger",
    "tracer",
]

#: The import job's logger (the Lambda handler injects the Lambda context into it).
logger = get_logger("import-job")


def build_import_job_runner(
    settings: ImportJobSettings,
    *,
    database: Database | None = None,
    artifacts: ArtifactStore | None = None,
    queue: RequestQueue | None = None,
) -> ImportJobRunner:
    """The import job runner for ``settings``; ``database`` replaces the pool it would open,
    ``artifacts`` and ``queue`` S3 and SQS (the local stack keeps both in its data folder)."""
    aws = AwsClients(settings.aws)
    fetch_secret = aws.secret_fetcher()
    ai = AiClient.at(
        settings.ai_internal_url,
        timeout_ms=settings.ai_internal_timeout_ms,
        service_token=settings.ai_service_token.resolve(fetch_secret),
        aws=aws,
    )
    rematcher = None
    if settings.artifact_bucket and settings.des2code_queue_url:
        rematcher = Rematcher(
            ai=ai,
            artifacts=artifacts or ArtifactBucket(aws.client("s3"), settings.artifact_bucket),
            queue=queue or Des2CodeQueue(aws.client("sqs"), settings.des2code_queue_url),
            logger=logger,
        )
    services = ImportServices(
        database=database or Database(settings.database, fetch_secret=fetch_secret),
        ai=ai,
        logger=logger,
        max_bytes=settings.uploads.max_bytes,
        embed_code=code_embedder(make_embedder(settings.embedding, aws=aws)),
        rematcher=rematcher,
    )
    uploads = ImportUploads(aws.client("s3", signature_version="s3v4"), settings.uploads.bucket)
    return ImportJobRunner(uploads, services)


def import_job_from_environment() -> ImportJobRunner:
    """The import job runner the Lambda's environment configures."""
    return build_import_job_runner(ImportJobSettings.from_env())
