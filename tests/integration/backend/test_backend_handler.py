"""The backend Lambda answers consecutive warm invocations with real event shapes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.db.connection import Connection
from guinness.db.databases import url_for
from tests.events import api_gateway_event, function_url_event, response_json
from tests.factories import make_scope
from tests.lambda_loader import FakeLambdaContext, load_handler

KEY = "handler-internal-key"


@pytest.fixture
def backend_handler(
    db_settings, conn: Connection, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Any]:
    with mock_aws():
        sqs = boto3.client("sqs", region_name="us-east-1")
        queue_url = sqs.create_queue(QueueName="des2code")["QueueUrl"]
        boto3.client("s3", region_name="us-east-1").create_bucket(Bucket="artifacts-test")
        for name, value in {
            "DATABASE_URL": url_for(db_settings),
            "BACKEND_INTERNAL_API_KEY": KEY,
            "AI_INTERNAL_URL": "http://127.0.0.1:9",
            "AI_SERVICE_TOKEN": "ai-token",
            "DES2CODE_QUEUE_URL": queue_url,
            "ARTIFACT_BUCKET": "artifacts-test",
            "WEBHOOK_SIGNING_SECRET": "secret",
            "AWS_REGION": "us-east-1",
        }.items():
            monkeypatch.setenv(name, value)
        yield load_handler("backend").handler


def test_consecutive_warm_invocations_reuse_one_app(backend_handler: Any, conn: Connection) -> None:
    scope = make_scope(conn)
    headers = {"x-api-key": KEY, "x-mcp-project-id": str(scope.project_id)}
    context = FakeLambdaContext()
    tasks = {
        "tasks": [{"id": "T1", "title": "One"}, {"id": "T2", "title": "Two", "depends_on": ["T1"]}]
    }

    responses = [
        backend_handler(
            function_url_event("POST", "/internal/imports/tasks", headers=headers, body=tasks),
            context,
        ),
        backend_handler(
            function_url_event(
                "POST",
                "/internal/task-context",
                headers=headers,
                body={"taskId": "T2", "includeSourceCode": False},
            ),
            context,
        ),
        backend_handler(
            api_gateway_event(
                "POST",
                "/internal/task-context",
                headers={"X-API-Key": KEY, "X-MCP-Project-ID": str(scope.project_id)},
                body={"taskId": "T2", "includeSourceCode": False},
            ),
            context,
        ),
        backend_handler(
            function_url_event(
                "POST", "/internal/task-context", headers=headers, body={"taskId": "nope"}
            ),
            context,
        ),
    ]

    assert [response["statusCode"] for response in responses] == [200, 200, 200, 404]
    assert response_json(responses[1])["collectedNodes"] == ["T1", "T2"]
    assert response_json(responses[2]) == response_json(responses[1])
    assert response_json(responses[3])["error"]["code"] == "TASK_NOT_FOUND"


def test_an_unreachable_ai_service_is_a_502_not_a_crash(
    backend_handler: Any, conn: Connection
) -> None:
    scope = make_scope(conn)
    headers = {"x-api-key": KEY, "x-mcp-project-id": str(scope.project_id)}

    response = backend_handler(
        function_url_event("GET", "/internal/designs", headers=headers), FakeLambdaContext()
    )

    assert response["statusCode"] == 502
    assert response_json(response)["error"]["code"] == "UPSTREAM_ERROR"
