"""Trigger → SQS → worker handler → S3 artifact → signed webhook → get-des2code."""

from __future__ import annotations

import json
import socket
from typing import Any

import pytest

from guinness.aws.artifact_bucket import SUPERSEDED_TAG
from guinness.contracts.des2code import artifact_prefix
from guinness.ids import uuid7
from guinness.store.documents import DocumentKind
from tests.integration.des2code.pipeline_steps import (
    FILE_KEY,
    FIXTURES,
    import_all,
    load_worker_handler,
    objects,
    trigger,
)
from tests.lambda_loader import FakeLambdaContext
from tests.pipeline_stack import BUCKET, Pipeline, synthetic_record


def test_a_triggered_request_flows_to_an_artifact_that_get_returns(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = import_all(pipeline)

    triggered = trigger(pipeline, design_id)
    assert triggered.status_code == 202, triggered.text
    request_id = triggered.json()["request_id"]

    pending = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    )
    assert pending.json() == {"status": "pending", "request_id": request_id, "design_id": design_id}

    event = pipeline.receive_event()
    assert len(event["Records"]) == 1
    assert json.loads(event["Records"][0]["body"]) == {
        "design_id": design_id,
        "project_id": pipeline.scope.project_id,
        "organization_id": pipeline.scope.organization_id,
        "request_id": request_id,
    }
    assert event["Records"][0]["messageAttributes"]["correlation_id"]["stringValue"]

    outcome = worker_handler.handler(event, FakeLambdaContext())

    assert outcome == {"batchItemFailures": []}
    prefix = artifact_prefix(
        organization_id=pipeline.scope.organization_id,
        project_id=pipeline.scope.project_id,
        design_id=design_id,
    )
    assert objects(pipeline, design_id) == [f"{prefix}{request_id}.json"]
    result = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    ).json()
    assert result["status"] == "success"
    assert result["request_id"] == request_id
    assert result["code_index_id"]
    assert result["usage_matches"]
    by_name = {match["node_name"]: match for match in result["usage_matches"]}
    assert by_name["Pay button"]["matched"] is True
    assert by_name["Pay button"]["code_component"] == "Button"
    newest = pipeline.http.get(f"/internal/des2code/{design_id}", headers=pipeline.headers()).json()
    assert newest["request_id"] == request_id


def test_redelivery_writes_nothing_new(pipeline: Pipeline, worker_handler: Any) -> None:
    design_id = import_all(pipeline)
    trigger(pipeline, design_id)
    event = pipeline.receive_event()
    worker_handler.handler(event, FakeLambdaContext())
    key = objects(pipeline, design_id)[0]
    etag = pipeline.s3.head_object(Bucket=BUCKET, Key=key)["ETag"]

    again = worker_handler.handler(event, FakeLambdaContext())

    assert again == {"batchItemFailures": []}
    assert objects(pipeline, design_id) == [key]
    assert pipeline.s3.head_object(Bucket=BUCKET, Key=key)["ETag"] == etag


def test_a_design_gone_from_the_store_gets_a_failed_artifact(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = import_all(pipeline)
    request_id = trigger(pipeline, design_id).json()["request_id"]
    pipeline.store.delete(
        DocumentKind.DESIGN, project_id=pipeline.scope.project_id, doc_id=design_id
    )

    outcome = worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())

    assert outcome == {"batchItemFailures": []}
    result = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    ).json()
    assert result["status"] == "failed"
    assert result["error"]["code"] == "DESIGN_NOT_FOUND"


def test_a_poisoned_body_lands_in_the_dlq_with_a_failed_artifact(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = import_all(pipeline)
    request_id = str(uuid7())
    poisoned = json.dumps(
        {
            "design_id": design_id,
            "project_id": pipeline.scope.project_id,
            "organization_id": pipeline.scope.organization_id,
            "request_id": request_id,
            "schema_version": 2,
        }
    )
    pipeline.sqs.send_message(QueueUrl=pipeline.queue_url, MessageBody=poisoned)

    for _ in range(3):
        event = pipeline.receive_event()
        outcome = worker_handler.handler(event, FakeLambdaContext())
        assert outcome == {
            "batchItemFailures": [{"itemIdentifier": event["Records"][0]["messageId"]}]
        }
    assert pipeline.receive_event()["Records"] == []
    dead = pipeline.sqs.receive_message(QueueUrl=pipeline.dlq_url, MaxNumberOfMessages=10)
    assert [message["Body"] for message in dead["Messages"]] == [poisoned]

    result = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    ).json()
    assert result["status"] == "failed"
    assert result["error"]["code"] == "INVALID_REQUEST"
    assert len(objects(pipeline, design_id)) == 1


def test_an_unreadable_poisoned_body_is_reported_without_an_artifact(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    record = synthetic_record("this is not json")

    outcome = worker_handler.handler({"Records": [record]}, FakeLambdaContext())

    assert outcome == {"batchItemFailures": [{"itemIdentifier": record["messageId"]}]}
    assert pipeline.s3.list_objects_v2(Bucket=BUCKET).get("KeyCount", 0) == 0


def test_the_dlq_consumer_records_a_failure_for_a_dead_request(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = import_all(pipeline)
    request_id = str(uuid7())
    body = json.dumps(
        {
            "design_id": design_id,
            "project_id": pipeline.scope.project_id,
            "organization_id": pipeline.scope.organization_id,
            "request_id": request_id,
        }
    )
    outcome = worker_handler.dead_letter_handler(
        {"Records": [synthetic_record(body)]}, FakeLambdaContext()
    )

    assert outcome == {"batchItemFailures": []}
    result = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    ).json()
    assert result["error"]["code"] == "DEAD_LETTER"


def test_transient_failures_retry_then_record_why_on_the_last_attempt(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    design_id = import_all(pipeline)
    request_id = trigger(pipeline, design_id).json()["request_id"]
    body = pipeline.receive_event()["Records"][0]["body"]
    # The deployed worker with its document store down: pg8000 cannot connect, which the
    # production retry classification must call transient.
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    store_down = f"postgresql://nobody@127.0.0.1:{closed_port}/gone"
    worker_handler = load_worker_handler(pipeline, monkeypatch, DATABASE_URL=store_down)
    first = synthetic_record(body, receive_count=1)
    last = synthetic_record(body, receive_count=3)

    assert worker_handler.handler({"Records": [first]}, FakeLambdaContext())["batchItemFailures"]
    assert objects(pipeline, design_id) == []
    assert worker_handler.handler({"Records": [last]}, FakeLambdaContext())["batchItemFailures"]
    result = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    ).json()
    assert result["error"]["code"] == "RETRIES_EXHAUSTED"


def test_the_newest_valid_artifact_wins_over_a_corrupted_newer_one(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = import_all(pipeline)
    request_id = trigger(pipeline, design_id).json()["request_id"]
    worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())
    prefix = artifact_prefix(
        organization_id=pipeline.scope.organization_id,
        project_id=pipeline.scope.project_id,
        design_id=design_id,
    )
    newer = str(uuid7())
    pipeline.s3.put_object(Bucket=BUCKET, Key=f"{prefix}{newer}.json", Body=b'{"status": "success"')
    foreign = json.loads(
        pipeline.s3.get_object(Bucket=BUCKET, Key=f"{prefix}{request_id}.json")["Body"].read()
    )
    foreign.update(request_id=str(uuid7()), project_id=pipeline.other.project_id)
    pipeline.s3.put_object(
        Bucket=BUCKET, Key=f"{prefix}{foreign['request_id']}.json", Body=json.dumps(foreign)
    )

    newest = pipeline.http.get(f"/internal/des2code/{design_id}", headers=pipeline.headers()).json()

    assert newest["request_id"] == request_id


def test_not_ready_states_answer_409(pipeline: Pipeline) -> None:
    pipeline.http.post(
        "/internal/imports/designs",
        params={"file_key": FILE_KEY},
        headers=pipeline.headers(),
        content=(FIXTURES / "figma" / "shop_checkout.json").read_bytes(),
    )
    design_id = f"{pipeline.scope.project_id}_{FILE_KEY}_1:2"

    no_index = trigger(pipeline, design_id)

    assert no_index.status_code == 409
    assert no_index.json()["error"]["code"] == "INDEX_NOT_READY"
    with pipeline.database.connection() as conn:
        conn.run("UPDATE designs SET import_status = 'pending' WHERE design_id = :d", d=design_id)
    not_imported = trigger(pipeline, design_id)
    assert not_imported.status_code == 409
    assert not_imported.json()["error"]["code"] == "DESIGN_NOT_READY"


def test_another_projects_ids_answer_404_on_every_route(pipeline: Pipeline) -> None:
    design_id = import_all(pipeline)
    code_id = pipeline.http.get("/internal/code", headers=pipeline.headers()).json()["items"][0][
        "code_id"
    ]
    other = pipeline.headers(pipeline.other)

    responses = [
        pipeline.http.get(f"/internal/designs/{design_id}", headers=other),
        pipeline.http.get(f"/internal/code/{code_id}", headers=other),
        pipeline.http.get(f"/internal/des2code/{design_id}", headers=other),
        pipeline.http.post(
            "/internal/des2code",
            headers=other,
            json={
                "design_id": design_id,
                "project_id": pipeline.scope.project_id,
                "organization_id": pipeline.scope.organization_id,
            },
        ),
        pipeline.http.post(
            "/internal/des2code",
            headers=other,
            json={
                "design_id": design_id,
                "project_id": pipeline.other.project_id,
                "organization_id": pipeline.other.organization_id,
            },
        ),
    ]

    assert [response.status_code for response in responses] == [404] * 5
    assert pipeline.http.get("/internal/designs", headers=other).json()["items"] == []
    assert pipeline.http.get("/internal/code", headers=other).json()["items"] == []


def test_an_index_built_with_another_embedding_model_is_refused_with_a_reason(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch
) -> None:
    design_id = import_all(pipeline)
    request_id = trigger(pipeline, design_id).json()["request_id"]
    # A worker deployed with another embedding than the one the index was built with.
    worker_handler = load_worker_handler(
        pipeline,
        monkeypatch,
        EMBEDDING_PROVIDER="bedrock",
        BEDROCK_EMBEDDING_MODEL_ID="other-model",
        EMBEDDING_DIMS="256",
    )

    worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())

    result = pipeline.http.get(
        f"/internal/des2code/{design_id}",
        params={"request_id": request_id},
        headers=pipeline.headers(),
    ).json()
    assert result["error"]["code"] == "INDEX_MODEL_MISMATCH"
    assert "re-import the code" in result["error"]["message"]


def test_older_artifacts_are_tagged_superseded_and_the_current_ones_are_not(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = import_all(pipeline)
    request_ids = []
    for _ in range(3):
        request_ids.append(trigger(pipeline, design_id).json()["request_id"])
        worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())
    keys = sorted(objects(pipeline, design_id))

    def tags(key: str) -> list[dict[str, str]]:
        return list(pipeline.s3.get_object_tagging(Bucket=BUCKET, Key=key)["TagSet"])

    assert [key.rsplit("/", 1)[1] for key in keys] == [f"{rid}.json" for rid in request_ids]
    assert tags(keys[0]) == [SUPERSEDED_TAG]
    assert tags(keys[1]) == [SUPERSEDED_TAG]
    assert tags(keys[2]) == []  # the newest: what get-des2code answers, kept for ever
    newest = pipeline.http.get(f"/internal/des2code/{design_id}", headers=pipeline.headers())
    assert newest.json()["request_id"] == request_ids[2]
