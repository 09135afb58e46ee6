"""The Des2Code pipeline on one machine: real PostgreSQL, moto S3 + SQS, the AI API and the
backend over real HTTP on loopback, and the worker fed with real SQS event shapes; every
service is built by its composition root from the variables its Lambda would have."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import boto3
import httpx
from moto import mock_aws

from guinness.composition.ai import build_ai_app
from guinness.composition.backend import build_backend_app
from guinness.composition.worker import WorkerBatches, build_worker
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Connection, Database
from guinness.db.databases import url_for
from guinness.local.sqs_events import sqs_record as build_sqs_record
from guinness.settings import AiSettings, BackendSettings, WorkerSettings
from tests.factories import Scope, make_scope
from tests.servers import serve

INTERNAL_KEY = "pipeline-internal-key"
AI_TOKEN = "pipeline-ai-token"
WEBHOOK_SECRET = "pipeline-webhook-secret"
BUCKET = "guinness-artifacts-test"
UPLOAD_BUCKET = "guinness-uploads-test"
REGION = "eu-west-1"


@dataclass
class Pipeline:
    """Handles on every part of the running pipeline."""

    backend_url: str
    http: httpx.Client
    store: PostgresDocumentStore
    database: Database
    s3: Any
    sqs: Any
    queue_url: str
    dlq_url: str
    worker: WorkerBatches
    worker_environment: dict[str, str]
    scope: Scope
    other: Scope
    received: list[dict[str, Any]] = field(default_factory=list)
    #: What the deployed import job Lambda is configured with, pointed at this pipeline.
    import_job_environment: dict[str, str] = field(default_factory=dict)

    def headers(self, scope: Scope | None = None) -> dict[str, str]:
        chosen = scope or self.scope
        return {
            "X-API-Key": INTERNAL_KEY,
            "X-MCP-Project-ID": str(chosen.project_id),
            "X-MCP-User-ID": str(chosen.user_id),
        }

    def receive_event(self, *, max_messages: int = 10) -> dict[str, Any]:
        """Receive queued messages as the Lambda SQS event the trigger would deliver."""
        answer = self.sqs.receive_message(
            QueueUrl=self.queue_url,
            MaxNumberOfMessages=max_messages,
            AttributeNames=["All"],
            MessageAttributeNames=["All"],
            VisibilityTimeout=0,
        )
        return {
            "Records": [
                sqs_record(message, self.queue_url) for message in answer.get("Messages", [])
            ]
        }


def sqs_record(message: dict[str, Any], queue_url: str) -> dict[str, Any]:
    """One SQS message in the shape Lambda's event source mapping delivers."""
    queue_name = queue_url.rsplit("/", 1)[-1]
    return build_sqs_record(message, f"arn:aws:sqs:{REGION}:123456789012:{queue_name}", REGION)


def synthetic_record(body: str, *, receive_count: int = 1) -> dict[str, Any]:
    """A record with an arbitrary body (poisoned messages, redeliveries)."""
    return {
        "messageId": str(uuid.uuid4()),
        "receiptHandle": "handle",
        "body": body,
        "attributes": {
            "ApproximateReceiveCount": str(receive_count),
            "SentTimestamp": "0",
            "SenderId": "AIDAEXAMPLE",
            "ApproximateFirstReceiveTimestamp": "0",
        },
        "messageAttributes": {},
        "md5OfBody": "0",
        "eventSource": "aws:sqs",
        "eventSourceARN": f"arn:aws:sqs:{REGION}:123456789012:des2code",
        "awsRegion": REGION,
    }


def _worker_environment(database: Database, backend_url: str) -> dict[str, str]:
    """What the deployed worker Lambda is configured with, pointed at this pipeline."""
    return {
        "ENVIRONMENT": "test",
        "AI_STORE": "postgres",
        "DATABASE_URL": url_for(database.settings),
        "ARTIFACT_BUCKET": BUCKET,
        "BACKEND_INTERNAL_URL": backend_url,
        "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
        "BACKEND_INTERNAL_TIMEOUT_MS": "30000",
        "WEBHOOK_SIGNING_SECRET": WEBHOOK_SECRET,
        "DES2CODE_MAX_RECEIVE_COUNT": "3",
        "AWS_REGION": REGION,
    }


@contextmanager
def running_pipeline(database: Database, conn: Connection) -> Iterator[Pipeline]:
    """Start everything, each service built by its composition root; yields handles. moto
    stays active for the whole block."""
    with mock_aws():
        s3 = boto3.client("s3", region_name=REGION)
        s3.create_bucket(Bucket=BUCKET, CreateBucketConfiguration={"LocationConstraint": REGION})
        s3.create_bucket(
            Bucket=UPLOAD_BUCKET, CreateBucketConfiguration={"LocationConstraint": REGION}
        )
        sqs = boto3.client("sqs", region_name=REGION)
        dlq_url = sqs.create_queue(QueueName="des2code-dlq")["QueueUrl"]
        dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])[
            "Attributes"
        ]["QueueArn"]
        queue_url = sqs.create_queue(
            QueueName="des2code",
            Attributes={
                "RedrivePolicy": json.dumps(
                    {"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "3"}
                )
            },
        )["QueueUrl"]
        store = PostgresDocumentStore(database)
        store.migrate()
        scope, other = make_scope(conn), make_scope(conn)
        shared = {
            "ENVIRONMENT": "test",
            "AI_STORE": "postgres",
            "AWS_REGION": REGION,
            "DATABASE_URL": url_for(database.settings),
        }
        ai_settings = AiSettings.from_env({**shared, "AI_SERVICE_TOKEN": AI_TOKEN})
        with serve(build_ai_app(ai_settings, store=store)) as ai_url:
            backend_settings = BackendSettings.from_env(
                {
                    **shared,
                    "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
                    "AI_INTERNAL_URL": ai_url,
                    "AI_SERVICE_TOKEN": AI_TOKEN,
                    "AI_INTERNAL_TIMEOUT_MS": "30000",
                    "DES2CODE_QUEUE_URL": queue_url,
                    "ARTIFACT_BUCKET": BUCKET,
                    "WEBHOOK_SIGNING_SECRET": WEBHOOK_SECRET,
                    "IMPORT_BUCKET": UPLOAD_BUCKET,
                }
            )
            backend = build_backend_app(backend_settings, database=database)
            with serve(backend) as backend_url:
                worker_environment = _worker_environment(database, backend_url)
                worker = build_worker(WorkerSettings.from_env(worker_environment), store=store)
                with httpx.Client(base_url=backend_url, timeout=60) as http:
                    yield Pipeline(
                        backend_url=backend_url,
                        http=http,
                        store=store,
                        database=database,
                        s3=s3,
                        sqs=sqs,
                        queue_url=queue_url,
                        dlq_url=dlq_url,
                        worker=worker,
                        worker_environment=worker_environment,
                        scope=scope,
                        other=other,
                        import_job_environment={
                            **shared,
                            "IMPORT_BUCKET": UPLOAD_BUCKET,
                            "AI_INTERNAL_URL": ai_url,
                            "AI_SERVICE_TOKEN": AI_TOKEN,
                            "AI_INTERNAL_TIMEOUT_MS": "30000",
                            "ARTIFACT_BUCKET": BUCKET,
                            "DES2CODE_QUEUE_URL": queue_url,
                        },
                    )
