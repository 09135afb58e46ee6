"""Starting every service of the platform on one machine, wired as in AWS.

PostgreSQL is the embedded server (data kept under the local data folder); S3 and SQS are
moto's threaded server (in memory: artifacts and queued messages do not survive a
restart, designs, code, tasks and keys do); the AI API, the backend and the MCP edge run
under uvicorn on loopback and talk HTTP; the real worker Lambda handler is fed from SQS
with real event shapes, its failures redriven to a DLQ whose handler runs too.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from guinness.ai_api.app import create_ai_app
from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.queue import Des2CodeQueue
from guinness.backend.app import create_backend_app
from guinness.backend.context import BackendContext
from guinness.clients.ai_client import AiClient
from guinness.clients.transport import HttpTransport
from guinness.code_index.runner import ThreadRunner
from guinness.db.connection import Database
from guinness.db.migrations import apply_migrations
from guinness.des2code.notifier import WebhookNotifier
from guinness.des2code.worker import Des2CodeWorker
from guinness.local.http_server import serve
from guinness.local.lambda_modules import load_handler
from guinness.local.worker_loop import QueuePoller
from guinness.logs import get_logger
from guinness.mcp_edge.runtime import local_edge_app
from guinness.settings import DatabaseSettings
from guinness.store.postgres import PostgresDocumentStore

REGION = "us-east-1"
BUCKET = "guinness-local-artifacts"
QUEUE = "guinness-local-des2code"
MAX_RECEIVE_COUNT = 3


@dataclass(frozen=True)
class RunningStack:
    """Where each part of the running stack answers."""

    mcp_url: str
    backend_url: str
    ai_url: str
    aws_url: str
    internal_key: str
    database: Database
    worker: QueuePoller


@contextmanager
def run_stack(
    settings: DatabaseSettings, *, mcp_port: int = 8000, host: str = "127.0.0.1"
) -> Iterator[RunningStack]:
    """Start everything on ``settings``' database; stops everything when the block ends."""
    logger = get_logger("local")
    internal_key = secrets.token_urlsafe(24)
    ai_token = secrets.token_urlsafe(24)
    webhook_secret = secrets.token_urlsafe(24)
    with ExitStack() as stack:
        database = Database(settings)
        stack.callback(database.close)
        with database.connection() as conn:
            apply_migrations(conn)
        store = PostgresDocumentStore(database)
        store.migrate()

        aws_url, s3, sqs = _start_aws(stack)
        queue_url, dlq_url = _create_queues(sqs)

        runner = ThreadRunner()
        ai_url = stack.enter_context(
            serve(create_ai_app(store, service_token=lambda: ai_token, build_runner=runner))
        )
        ai = AiClient(
            HttpTransport(ai_url, timeout_ms=120_000, service="AI service"),
            service_token=ai_token,
        )
        backend = create_backend_app(
            BackendContext(
                database=database,
                ai=ai,
                logger=get_logger("backend"),
                queue=Des2CodeQueue(sqs, queue_url),
                artifacts=ArtifactBucket(s3, BUCKET),
                webhook_secret=webhook_secret,
            ),
            internal_api_key=lambda: internal_key,
        )
        backend_url = stack.enter_context(serve(backend))

        worker = Des2CodeWorker(
            store=store,
            artifacts=ArtifactBucket(s3, BUCKET),
            notifier=WebhookNotifier(
                HttpTransport(backend_url, timeout_ms=30_000, service="backend"),
                api_key=internal_key,
                signing_secret=webhook_secret,
            ),
            logger=get_logger("des2code-worker"),
            max_receive_count=MAX_RECEIVE_COUNT,
        )
        handler_module = load_handler("des2code_worker")
        # The handler builds its worker from the environment; locally it gets ours.
        handler_module._worker = lambda: worker  # type: ignore[attr-defined]
        poller = QueuePoller(sqs, queue_url, handler_module.handler, region=REGION, logger=logger)
        dead_letters = QueuePoller(
            sqs,
            dlq_url,
            handler_module.dead_letter_handler,
            region=REGION,
            logger=logger,
        )
        for started in (poller, dead_letters):
            started.start()
            stack.callback(started.stop)

        edge = local_edge_app(database, backend_url=backend_url, backend_api_key=internal_key)
        mcp_url = stack.enter_context(serve(edge, port=mcp_port, host=host))
        yield RunningStack(
            mcp_url=f"{mcp_url}/mcp",
            backend_url=backend_url,
            ai_url=ai_url,
            aws_url=aws_url,
            internal_key=internal_key,
            database=database,
            worker=poller,
        )


def _start_aws(stack: ExitStack) -> tuple[str, Any, Any]:
    """moto's threaded server on a free loopback port, and boto3 clients for it."""
    import boto3
    from moto.server import ThreadedMotoServer

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    stack.callback(server.stop)
    host, port = server.get_host_and_port()
    url = f"http://{host}:{port}"
    # Fake credentials: moto accepts any; nothing here can reach real AWS.
    for name, value in (
        ("AWS_ACCESS_KEY_ID", "local"),
        ("AWS_SECRET_ACCESS_KEY", "local"),
        ("AWS_DEFAULT_REGION", REGION),
    ):
        os.environ.setdefault(name, value)
    s3 = boto3.client("s3", region_name=REGION, endpoint_url=url)
    sqs = boto3.client("sqs", region_name=REGION, endpoint_url=url)
    s3.create_bucket(Bucket=BUCKET)
    return url, s3, sqs


def _create_queues(sqs: Any) -> tuple[str, str]:
    dlq_url = sqs.create_queue(QueueName=f"{QUEUE}-dlq")["QueueUrl"]
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    queue_url = sqs.create_queue(
        QueueName=QUEUE,
        Attributes={
            "VisibilityTimeout": "10",
            "RedrivePolicy": json.dumps(
                {"deadLetterTargetArn": dlq_arn, "maxReceiveCount": str(MAX_RECEIVE_COUNT)}
            ),
        },
    )["QueueUrl"]
    return str(queue_url), str(dlq_url)


def demo_dir() -> Path:
    """The repository's demo content folder."""
    from guinness.local.lambda_modules import REPO_ROOT

    return REPO_ROOT / "demo"
