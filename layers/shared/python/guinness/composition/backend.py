"""The backend internal API's composition root."""

from __future__ import annotations

from fastapi import FastAPI

from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.clients import AwsClients
from guinness.aws.figma_fetches import LambdaFigmaFetches
from guinness.aws.import_uploads import ImportUploads
from guinness.aws.queue import Des2CodeQueue
from guinness.backend.app import create_backend_app
from guinness.backend.context import DEFAULT_REQUEST_BODY_MAX_BYTES, BackendContext
from guinness.backend.figma_imports import ComponentResolver, FigmaFetches
from guinness.backend.retry_horizon import RetryHorizon
from guinness.clients.ai_client import AiClient
from guinness.db.connection import Database
from guinness.embeddings import code_embedder, make_embedder
from guinness.logs import Logger, get_logger
from guinness.ports import ArtifactStore, RequestQueue
from guinness.settings import (
    DEFAULT_IMPORT_MAX_BYTES,
    DEFAULT_UPLOAD_EXPIRES_SECONDS,
    BackendSettings,
)
from guinness.tracing import tracer as tracer  # the Lambda handler's
from guinness.web.lambda_adapter import LazyAsgiHandler


def build_backend_app(
    settings: BackendSettings,
    *,
    database: Database | None = None,
    figma_fetches: FigmaFetches | None = None,
    component_resolver: ComponentResolver | None = None,
    artifacts: ArtifactStore | None = None,
    queue: RequestQueue | None = None,
    request_body_max_bytes: int = DEFAULT_REQUEST_BODY_MAX_BYTES,
    logger: Logger | None = None,
) -> FastAPI:
    """The backend for ``settings``; ``database`` replaces the pool it would open,
    ``figma_fetches`` the fetch function (the local stack runs fetches in-process), and
    ``artifacts`` and ``queue`` S3 and SQS (the local stack keeps both in its data folder).
    ``request_body_max_bytes`` bounds an import's body (the admin CLI's in-process backend
    takes files up to the upload limit, and logs to stderr: ``logger``)."""
    aws = AwsClients(settings.aws)
    fetch_secret = aws.secret_fetcher()
    internal_key = settings.internal_api_key.resolve(fetch_secret)
    ai = AiClient.at(
        settings.ai_internal_url,
        timeout_ms=settings.ai_internal_timeout_ms,
        service_token=settings.ai_service_token.resolve(fetch_secret),
        aws=aws,
    )
    fetches = figma_fetches or _figma_fetches(settings, aws)
    uploads = settings.uploads
    resolver = component_resolver or (fetches if isinstance(fetches, LambdaFigmaFetches) else None)
    context = BackendContext(
        database=database or Database(settings.database, fetch_secret=fetch_secret),
        ai=ai,
        logger=logger or get_logger("backend"),
        queue=queue or Des2CodeQueue(aws.client("sqs"), settings.des2code_queue_url),
        artifacts=artifacts or ArtifactBucket(aws.client("s3"), settings.artifact_bucket),
        webhook_secret=settings.webhook_signing_secret.resolve(fetch_secret),
        task_context_budget_ms=settings.task_context_budget_ms,
        embed_code=code_embedder(make_embedder(settings.embedding, aws=aws)),
        figma_fetches=fetches,
        component_resolver=resolver,
        uploads=ImportUploads(aws.client("s3", signature_version="s3v4"), uploads.bucket)
        if uploads
        else None,
        import_max_bytes=request_body_max_bytes,
        retry_horizon=RetryHorizon(
            visibility_timeout_seconds=settings.des2code_visibility_timeout_seconds,
            max_receive_count=settings.des2code_max_receive_count,
        ),
        upload_max_bytes=uploads.max_bytes if uploads else DEFAULT_IMPORT_MAX_BYTES,
        upload_expires_seconds=uploads.expires_seconds
        if uploads
        else DEFAULT_UPLOAD_EXPIRES_SECONDS,
    )
    return create_backend_app(context, internal_api_key=lambda: internal_key)


def _figma_fetches(settings: BackendSettings, aws: AwsClients) -> FigmaFetches | None:
    if settings.figma_fetch_function is None:
        return None
    return LambdaFigmaFetches(aws.client("lambda"), settings.figma_fetch_function)


def backend_lambda_handler() -> LazyAsgiHandler:
    """The Lambda handler: the app built from the environment on the first event."""
    return LazyAsgiHandler(lambda: build_backend_app(BackendSettings.from_env()))
