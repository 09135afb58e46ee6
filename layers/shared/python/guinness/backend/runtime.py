"""Wiring the backend internal API from its settings (Lambda and local runs share this)."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI

from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.queue import Des2CodeQueue
from guinness.aws.secrets import SecretsManagerFetcher
from guinness.backend.app import create_backend_app
from guinness.backend.context import BackendContext
from guinness.clients.ai_client import AiClient
from guinness.db.connection import Database
from guinness.embeddings import code_embedder, make_embedder
from guinness.logs import get_logger
from guinness.settings import BackendSettings


def build_backend_app(
    settings: BackendSettings | None = None, *, sqs_client: Any = None, s3_client: Any = None
) -> FastAPI:
    """The backend for ``settings`` (default: parsed from the environment)."""
    config = settings or BackendSettings.from_env()
    if sqs_client is None or s3_client is None:
        import boto3

        sqs_client = sqs_client or boto3.client("sqs", region_name=config.aws_region)
        s3_client = s3_client or boto3.client("s3", region_name=config.aws_region)
    fetch_secret = SecretsManagerFetcher(region=config.aws_region)
    internal_key = config.internal_api_key.resolve(fetch_secret)
    ai = AiClient.at(
        config.ai_internal_url,
        timeout_ms=config.ai_internal_timeout_ms,
        service_token=config.ai_service_token.resolve(fetch_secret),
    )
    context = BackendContext(
        database=Database(config.database, fetch_secret=fetch_secret),
        ai=ai,
        logger=get_logger("backend"),
        queue=Des2CodeQueue(sqs_client, config.des2code_queue_url),
        artifacts=ArtifactBucket(s3_client, config.artifact_bucket),
        webhook_secret=config.webhook_signing_secret.resolve(fetch_secret),
        task_context_budget_ms=config.task_context_budget_ms,
        embed_code=code_embedder(make_embedder(config.embedding)),
    )
    return create_backend_app(context, internal_api_key=lambda: internal_key)
