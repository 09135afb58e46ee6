"""The admin Lambda's composition root."""

from __future__ import annotations

from guinness.aws.clients import AwsClients
from guinness.aws.figma_fetches import LambdaFigmaFetches
from guinness.aws.figma_tokens import SecretsManagerFigmaTokens
from guinness.aws.import_uploads import ImportUploads
from guinness.clients.backend_deletions import DELETION_TIMEOUT_MS, BackendDeletions
from guinness.clients.factory import transport_for
from guinness.db.connection import Database
from guinness.logs import get_logger
from guinness.operations.admin import AdminService
from guinness.operations.settings import AdminSettings
from guinness.tracing import tracer

__all__ = [
    "AdminService",
    "admin_from_environment",
    "build_admin_service",
    "logger",
    "tracer",
]

#: The admin service's logger (the Lambda handler injects the Lambda context into it).
logger = get_logger("admin")


def build_admin_service(
    settings: AdminSettings, *, database: Database | None = None
) -> AdminService:
    """The admin service for ``settings``; ``database`` replaces the pool it would open."""
    aws = AwsClients(settings.aws)
    fetch_secret = aws.secret_fetcher()
    return AdminService(
        database=database or Database(settings.database, fetch_secret=fetch_secret),
        # SigV4 so presigned uploads work in every region.
        uploads=ImportUploads(aws.client("s3", signature_version="s3v4"), settings.uploads.bucket),
        logger=logger,
        import_max_bytes=settings.uploads.max_bytes,
        upload_expires_seconds=settings.uploads.expires_seconds,
        figma_fetches=(
            LambdaFigmaFetches(aws.client("lambda"), settings.figma_fetch_function)
            if settings.figma_fetch_function
            else None
        ),
        figma_tokens=(
            SecretsManagerFigmaTokens(aws.client("secretsmanager"), settings.figma_token_prefix)
            if settings.figma_token_prefix
            else None
        ),
        deletions=(
            BackendDeletions(
                transport_for(
                    settings.backend_internal_url,
                    timeout_ms=DELETION_TIMEOUT_MS,
                    service="backend",
                    aws=aws,
                ),
                api_key=settings.backend_internal_api_key.resolve(fetch_secret),
            )
            if settings.backend_internal_url
            else None
        ),
    )


def admin_from_environment() -> AdminService:
    """The admin service the Lambda's environment configures."""
    return build_admin_service(AdminSettings.from_env())
