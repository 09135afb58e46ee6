"""Wiring the Des2Code worker from its settings (the Lambda handler and local runs)."""

from __future__ import annotations

from typing import Any

from botocore.exceptions import BotoCoreError, ClientError
from pg8000.exceptions import InterfaceError

from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.secrets import SecretsManagerFetcher
from guinness.clients.factory import transport_for
from guinness.des2code.notifier import WebhookNotifier
from guinness.des2code.worker import TRANSIENT_ERRORS, Des2CodeWorker
from guinness.embeddings import make_embedder
from guinness.logs import get_logger
from guinness.settings import WorkerSettings
from guinness.store.factory import open_document_store


def transient_errors(store_kind: str) -> tuple[type[BaseException], ...]:
    """Exceptions that mean "try again later" for this deployment's adapters."""
    errors: tuple[type[BaseException], ...] = (
        *TRANSIENT_ERRORS,
        InterfaceError,
        BotoCoreError,
        ClientError,
    )
    if store_kind == "documentdb":
        from pymongo.errors import ConnectionFailure

        errors = (*errors, ConnectionFailure)
    return errors


def build_worker(
    settings: WorkerSettings | None = None, *, s3_client: Any = None
) -> Des2CodeWorker:
    """The worker for ``settings`` (default: parsed from the environment)."""
    config = settings or WorkerSettings.from_env()
    fetch_secret = SecretsManagerFetcher(region=config.aws_region)
    if s3_client is None:
        import boto3

        s3_client = boto3.client("s3", region_name=config.aws_region)
    notifier = WebhookNotifier(
        transport_for(
            config.backend_internal_url,
            timeout_ms=config.backend_internal_timeout_ms,
            service="backend",
        ),
        api_key=config.backend_internal_api_key.resolve(fetch_secret),
        signing_secret=config.webhook_signing_secret.resolve(fetch_secret),
    )
    return Des2CodeWorker(
        store=open_document_store(config.store, fetch_secret=fetch_secret),
        artifacts=ArtifactBucket(s3_client, config.artifact_bucket),
        notifier=notifier,
        logger=get_logger("des2code-worker"),
        max_receive_count=config.max_receive_count,
        transient_errors=transient_errors(config.store.kind),
        embedder=make_embedder(config.embedding),
    )
