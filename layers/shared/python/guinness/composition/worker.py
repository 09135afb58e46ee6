"""The Des2Code worker's composition root."""

from __future__ import annotations

from botocore.exceptions import BotoCoreError, ClientError

from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.clients import AwsClients
from guinness.clients.factory import transport_for
from guinness.db.ai_store.factory import connection_failures, open_document_store
from guinness.des2code.batches import WorkerBatches
from guinness.des2code.notifier import WebhookNotifier
from guinness.des2code.worker import TRANSIENT_ERRORS, Des2CodeWorker
from guinness.embeddings import make_embedder
from guinness.logs import get_logger
from guinness.ports import ArtifactStore
from guinness.settings import WorkerSettings
from guinness.store.documents import DocumentStore
from guinness.tracing import tracer

__all__ = [
    "WorkerBatches",
    "build_worker",
    "logger",
    "tracer",
    "transient_errors",
    "worker_from_environment",
]

#: The worker's logger (the Lambda handler injects the Lambda context into it).
logger = get_logger("des2code-worker")


def transient_errors(store_kind: str) -> tuple[type[BaseException], ...]:
    """Exceptions that mean "try again later" for this deployment's adapters: the network,
    pg8000's lost connections, any AWS client error and, with DocumentDB, pymongo's
    connection failures."""
    return (*TRANSIENT_ERRORS, BotoCoreError, ClientError, *connection_failures(store_kind))


def build_worker(
    settings: WorkerSettings,
    *,
    store: DocumentStore | None = None,
    artifacts: ArtifactStore | None = None,
) -> WorkerBatches:
    """The worker for ``settings``; ``store`` replaces the document store it would open and
    ``artifacts`` the S3 bucket (the local stack keeps artifacts in its data folder)."""
    aws = AwsClients(settings.aws)
    fetch_secret = aws.secret_fetcher()
    notifier = WebhookNotifier(
        transport_for(
            settings.backend_internal_url,
            timeout_ms=settings.backend_internal_timeout_ms,
            service="backend",
            aws=aws,
        ),
        api_key=settings.backend_internal_api_key.resolve(fetch_secret),
        signing_secret=settings.webhook_signing_secret.resolve(fetch_secret),
    )
    worker = Des2CodeWorker(
        store=store or open_document_store(settings.store, fetch_secret=fetch_secret),
        artifacts=artifacts or ArtifactBucket(aws.client("s3"), settings.artifact_bucket),
        notifier=notifier,
        logger=logger,
        max_receive_count=settings.max_receive_count,
        transient_errors=transient_errors(settings.store.kind),
        embedder=make_embedder(settings.embedding, aws=aws),
    )
    return WorkerBatches(worker)


def worker_from_environment() -> WorkerBatches:
    """The worker the Lambda's environment configures."""
    return build_worker(WorkerSettings.from_env())
