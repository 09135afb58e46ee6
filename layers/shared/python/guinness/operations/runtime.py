"""Wiring the admin service and the import job runner from their settings (Lambda)."""

from __future__ import annotations

from typing import Any

from guinness.aws.import_uploads import ImportUploads
from guinness.aws.secrets import SecretsManagerFetcher
from guinness.clients.ai_client import AiClient
from guinness.db.connection import Database
from guinness.embeddings import code_embedder, make_embedder
from guinness.logs import get_logger
from guinness.operations.admin import AdminService
from guinness.operations.import_jobs import ImportJobRunner, ImportServices
from guinness.operations.settings import AdminSettings, ImportJobSettings


def _s3_client(region: str | None) -> Any:
    import boto3
    from botocore.config import Config

    # SigV4 so presigned uploads work in every region.
    return boto3.client("s3", region_name=region, config=Config(signature_version="s3v4"))


def build_admin_service(
    settings: AdminSettings | None = None, *, s3_client: Any = None
) -> AdminService:
    """The admin service for ``settings`` (default: parsed from the environment)."""
    config = settings or AdminSettings.from_env()
    fetch_secret = SecretsManagerFetcher(region=config.aws_region)
    return AdminService(
        database=Database(config.database, fetch_secret=fetch_secret),
        uploads=ImportUploads(s3_client or _s3_client(config.aws_region), config.uploads.bucket),
        logger=get_logger("admin"),
        import_max_bytes=config.uploads.max_bytes,
        upload_expires_seconds=config.uploads.expires_seconds,
    )


def build_import_job_runner(
    settings: ImportJobSettings | None = None, *, s3_client: Any = None
) -> ImportJobRunner:
    """The import job runner for ``settings`` (default: parsed from the environment)."""
    config = settings or ImportJobSettings.from_env()
    fetch_secret = SecretsManagerFetcher(region=config.aws_region)
    ai = AiClient.at(
        config.ai_internal_url,
        timeout_ms=config.ai_internal_timeout_ms,
        service_token=config.ai_service_token.resolve(fetch_secret),
    )
    services = ImportServices(
        database=Database(config.database, fetch_secret=fetch_secret),
        ai=ai,
        logger=get_logger("import-job"),
        max_bytes=config.uploads.max_bytes,
        embed_code=code_embedder(make_embedder(config.embedding)),
    )
    uploads = ImportUploads(s3_client or _s3_client(config.aws_region), config.uploads.bucket)
    return ImportJobRunner(uploads, services)
