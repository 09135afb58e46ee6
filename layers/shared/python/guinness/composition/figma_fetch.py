"""The Figma fetch function's composition root (outside the VPC: Figma's API, S3 and the
project token secrets; no database)."""

from __future__ import annotations

from guinness.aws.clients import AwsClients
from guinness.aws.figma_tokens import SecretsManagerFigmaTokens
from guinness.aws.figma_webhook_store import S3WebhookStore
from guinness.aws.import_uploads import ImportUploads
from guinness.clients.figma_api import FigmaApi
from guinness.logs import get_logger
from guinness.operations.figma_fetch import FigmaFetchService
from guinness.operations.settings import FigmaFetchSettings
from guinness.tracing import tracer

__all__ = [
    "FigmaFetchService",
    "build_figma_fetch",
    "figma_fetch_from_environment",
    "logger",
    "tracer",
]

#: The fetch function's logger (the Lambda handler injects the Lambda context into it).
logger = get_logger("figma-fetch")


def build_figma_fetch(settings: FigmaFetchSettings) -> FigmaFetchService:
    """The fetch service for ``settings``."""
    aws = AwsClients(settings.aws)
    s3 = aws.client("s3")
    return FigmaFetchService(
        tokens=SecretsManagerFigmaTokens(aws.client("secretsmanager"), settings.figma_token_prefix),
        uploads=ImportUploads(s3, settings.uploads.bucket),
        webhooks=S3WebhookStore(s3, settings.uploads.bucket),
        api_for=lambda token: FigmaApi(token, base_url=settings.figma_api_url),
        max_bytes=settings.uploads.max_bytes,
        logger=logger,
    )


def figma_fetch_from_environment() -> FigmaFetchService:
    """The fetch service the Lambda's environment configures."""
    return build_figma_fetch(FigmaFetchSettings.from_env())
