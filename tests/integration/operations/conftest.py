"""The deployed stack's operations on one machine: the admin and AI handler modules behind a
local Lambda Invoke endpoint that real boto3 clients reach through ``AWS_ENDPOINT_URL_LAMBDA``,
the import-job handler fed S3 events, moto S3, the real PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.cli import admin
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.db.databases import url_for
from tests.lambda_loader import FakeLambdaContext, load_handler
from tests.lambda_service import LambdaService, running_lambda_service

BUCKET = "guinness-test-imports"
REGION = "eu-west-1"
ADMIN = "guinness-test-admin"
AI = "guinness-test-ai"
BACKEND = "guinness-test-backend"
ARTIFACTS = "guinness-test-artifacts"


@dataclass
class Operations:
    """Handles on the in-process deployment."""

    s3: Any
    lambdas: LambdaService
    lambda_client: Any
    import_job: Any
    capsys: pytest.CaptureFixture[str]

    def admin(self, operation: str, **arguments: Any) -> dict[str, Any]:
        """Invoke the admin Lambda with one operation; returns its answer."""
        return self.invoke(ADMIN, {"operation": operation, "arguments": arguments})

    def invoke(self, function: str, event: Any) -> dict[str, Any]:
        """Invoke ``function`` through the Lambda API; returns its JSON answer."""
        answer = self.lambda_client.invoke(FunctionName=function, Payload=json.dumps(event))
        return dict(json.loads(answer["Payload"].read()))

    def cli(self, *argv: str) -> tuple[int, Any, str]:
        """``guinness-admin --remote <admin function> ...``."""
        code = admin.main(["--remote", ADMIN, *argv])
        captured = self.capsys.readouterr()
        # The "deployed" functions run in this process: their log lines (one JSON object a
        # line, Powertools' format) share its stdout with the CLI's answer.
        out = "\n".join(
            line for line in captured.out.splitlines() if not line.startswith('{"level":')
        )
        output = json.loads(out) if code == 0 else out
        return code, output, captured.err

    def uploaded(self, key: str) -> dict[str, Any]:
        """Deliver the S3 ObjectCreated event of ``key`` to the import job handler."""
        event = {
            "Records": [
                {
                    "eventVersion": "2.1",
                    "eventSource": "aws:s3",
                    "awsRegion": REGION,
                    "eventName": "ObjectCreated:Post",
                    "s3": {
                        "bucket": {"name": BUCKET, "arn": f"arn:aws:s3:::{BUCKET}"},
                        "object": {"key": key.replace(" ", "+"), "size": 1},
                    },
                }
            ]
        }
        return dict(self.import_job.handler(event, FakeLambdaContext()))

    def upload(self, ticket: dict[str, Any], body: bytes) -> str:
        """Do what the presigned POST lets a client do: put the file at the ticket's key."""
        key = ticket["fields"]["key"]
        self.s3.put_object(Bucket=BUCKET, Key=key, Body=body)
        return str(key)


@pytest.fixture
def operations(
    db_settings, database: Database, monkeypatch: pytest.MonkeyPatch, capsys
) -> Iterator[Operations]:
    PostgresDocumentStore(database).migrate()
    for name, value in {
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_DEFAULT_REGION": REGION,
        "AWS_REGION": REGION,
        "DATABASE_URL": url_for(db_settings),
        "IMPORT_BUCKET": BUCKET,
        "AI_INTERNAL_URL": f"lambda://{AI}:live",
        "AI_SERVICE_TOKEN": "ops-ai-token",
        "AI_STORE": "postgres",
        # The backend, which the admin function's deletions go through.
        "BACKEND_INTERNAL_URL": f"lambda://{BACKEND}:live",
        "BACKEND_INTERNAL_API_KEY": "ops-backend-key",
        "ARTIFACT_BUCKET": ARTIFACTS,
        "DES2CODE_QUEUE_URL": f"https://sqs.{REGION}.amazonaws.com/000000000000/none",
        "WEBHOOK_SIGNING_SECRET": "ops-webhook-secret",
    }.items():
        monkeypatch.setenv(name, value)
    functions = {
        ADMIN: load_handler("admin").handler,
        AI: load_handler("ai").handler,
        BACKEND: load_handler("backend").handler,
    }
    with mock_aws(), running_lambda_service(functions) as lambdas:
        # Every Lambda client the code under test makes (boto3's own setting) reaches it.
        monkeypatch.setenv("AWS_ENDPOINT_URL_LAMBDA", lambdas.url)
        s3 = boto3.client("s3", region_name=REGION)
        for bucket in (BUCKET, ARTIFACTS):
            s3.create_bucket(
                Bucket=bucket, CreateBucketConfiguration={"LocationConstraint": REGION}
            )
        yield Operations(
            s3=s3,
            lambdas=lambdas,
            lambda_client=boto3.client("lambda", region_name=REGION, endpoint_url=lambdas.url),
            import_job=load_handler("import_job"),
            capsys=capsys,
        )
