"""Trigger → SQS → worker handler → S3 artifact → signed webhook → get-des2code."""

from __future__ import annotations

import io
import json
import logging
import socket
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from guinness.aws.artifact_bucket import SUPERSEDED_TAG
from guinness.backend.task_store import replace_task_graph
from guinness.cli import admin
from guinness.contracts.des2code import artifact_prefix
from guinness.db.connection import Connection, Database
from guinness.ids import uuid7
from guinness.store.documents import DocumentKind
from guinness.tasks.graph import Task, graph_from_tasks
from tests.factories import make_key
from tests.lambda_loader import FakeLambdaContext, load_handler
from tests.pipeline_stack import BUCKET, INTERNAL_KEY, Pipeline, running_pipeline, synthetic_record

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
FILE_KEY = "SHOPKEY"


def _zip_codebase() -> bytes:
    buffer = io.BytesIO()
    root = FIXTURES / "codebase"
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in sorted(root.rglob("*")):
            if path.is_file():
                archive.write(path, path.relative_to(root).as_posix())
    return buffer.getvalue()


@pytest.fixture
def pipeline(database: Database, conn: Connection) -> Iterator[Pipeline]:
    with running_pipeline(database, conn) as started:
        yield started


def load_worker_handler(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, **overrides: str
) -> Any:
    """The real worker Lambda handler, cold-started with the pipeline's worker variables
    (plus ``overrides``) in its environment, as the deployed function would be."""
    for name, value in {**pipeline.worker_environment, **overrides}.items():
        monkeypatch.setenv(name, value)
    return load_handler("des2code_worker")


@pytest.fixture
def worker_handler(pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch) -> Any:
    return load_worker_handler(pipeline, monkeypatch)


def _import_all(pipeline: Pipeline) -> str:
    design = pipeline.http.post(
        "/internal/imports/designs",
        params={"file_key": FILE_KEY},
        headers=pipeline.headers(),
        content=(FIXTURES / "figma" / "shop_checkout.json").read_bytes(),
    )
    assert design.status_code == 200, design.text
    code = pipeline.http.post(
        "/internal/imports/code",
        params={"archive_name": "codebase.zip"},
        headers=pipeline.headers(),
        content=_zip_codebase(),
    )
    assert code.status_code == 200, code.text
    assert code.json()["index"]["status"] in ("building", "ready")
    return f"{pipeline.scope.project_id}_{FILE_KEY}_1:2"


def _trigger(pipeline: Pipeline, design_id: str) -> Any:
    return pipeline.http.post(
        "/internal/des2code",
        headers=pipeline.headers(),
        json={
            "design_id": design_id,
            "project_id": pipeline.scope.project_id,
            "organization_id": pipeline.scope.organization_id,
        },
    )


def _objects(pipeline: Pipeline, design_id: str) -> list[str]:
    prefix = artifact_prefix(
        organization_id=pipeline.scope.organization_id,
        project_id=pipeline.scope.project_id,
        design_id=design_id,
    )
    listed = pipeline.s3.list_objects_v2(Bucket=BUCKET, Prefix=prefix)
    return [item["Key"] for item in listed.get("Contents", [])]


def test_a_triggered_request_flows_to_an_artifact_that_get_returns(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = _import_all(pipeline)

    triggered = _trigger(pipeline, design_id)
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
    assert _objects(pipeline, design_id) == [f"{prefix}{request_id}.json"]
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
    design_id = _import_all(pipeline)
    _trigger(pipeline, design_id)
    event = pipeline.receive_event()
    worker_handler.handler(event, FakeLambdaContext())
    key = _objects(pipeline, design_id)[0]
    etag = pipeline.s3.head_object(Bucket=BUCKET, Key=key)["ETag"]

    again = worker_handler.handler(event, FakeLambdaContext())

    assert again == {"batchItemFailures": []}
    assert _objects(pipeline, design_id) == [key]
    assert pipeline.s3.head_object(Bucket=BUCKET, Key=key)["ETag"] == etag


def test_a_design_gone_from_the_store_gets_a_failed_artifact(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = _import_all(pipeline)
    request_id = _trigger(pipeline, design_id).json()["request_id"]
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
    design_id = _import_all(pipeline)
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
    assert len(_objects(pipeline, design_id)) == 1


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
    design_id = _import_all(pipeline)
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
    design_id = _import_all(pipeline)
    request_id = _trigger(pipeline, design_id).json()["request_id"]
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
    assert _objects(pipeline, design_id) == []
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
    design_id = _import_all(pipeline)
    request_id = _trigger(pipeline, design_id).json()["request_id"]
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

    no_index = _trigger(pipeline, design_id)

    assert no_index.status_code == 409
    assert no_index.json()["error"]["code"] == "INDEX_NOT_READY"
    with pipeline.database.connection() as conn:
        conn.run("UPDATE designs SET import_status = 'pending' WHERE design_id = :d", d=design_id)
    not_imported = _trigger(pipeline, design_id)
    assert not_imported.status_code == 409
    assert not_imported.json()["error"]["code"] == "DESIGN_NOT_READY"


def test_another_projects_ids_answer_404_on_every_route(pipeline: Pipeline) -> None:
    design_id = _import_all(pipeline)
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
    design_id = _import_all(pipeline)
    request_id = _trigger(pipeline, design_id).json()["request_id"]
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
    design_id = _import_all(pipeline)
    request_ids = []
    for _ in range(3):
        request_ids.append(_trigger(pipeline, design_id).json()["request_id"])
        worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())
    keys = sorted(_objects(pipeline, design_id))

    def tags(key: str) -> list[dict[str, str]]:
        return list(pipeline.s3.get_object_tagging(Bucket=BUCKET, Key=key)["TagSet"])

    assert [key.rsplit("/", 1)[1] for key in keys] == [f"{rid}.json" for rid in request_ids]
    assert tags(keys[0]) == [SUPERSEDED_TAG]
    assert tags(keys[1]) == [SUPERSEDED_TAG]
    assert tags(keys[2]) == []  # the newest: what get-des2code answers, kept for ever
    newest = pipeline.http.get(f"/internal/des2code/{design_id}", headers=pipeline.headers())
    assert newest.json()["request_id"] == request_ids[2]


# Deletion: nothing of a deleted design or project is left in PostgreSQL, the AI store or
# S3; the other project is untouched; running a deletion again is harmless.


def _s3_keys(pipeline: Pipeline, prefix: str) -> list[str]:
    listed = pipeline.s3.list_objects_v2(Bucket=BUCKET, Prefix=prefix)
    return [item["Key"] for item in listed.get("Contents", [])]


def _ai_documents(pipeline: Pipeline, project_id: int) -> int:
    return sum(
        len(list(pipeline.store.iter_all(kind, project_id=project_id, with_embedding=False)))
        for kind in DocumentKind
    )


def _rows(pipeline: Pipeline, project_id: int) -> dict[str, int]:
    counts = {}
    with pipeline.database.connection() as conn:
        for table, column in (
            ("projects", "id"),
            ("designs", "project_id"),
            ("design_imports", "project_id"),
            ("tasks", "project_id"),
            ("des2code_requests", "project_id"),
            ("mcp_api_keys", "project_id"),
        ):
            counts[table] = int(
                conn.run(f"SELECT count(*) FROM {table} WHERE {column} = :p", p=project_id)[0][0]
            )
    return counts


def _run_once(pipeline: Pipeline, worker_handler: Any) -> str:
    design_id = _import_all(pipeline)
    assert _trigger(pipeline, design_id).status_code == 202
    worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())
    return design_id


def test_deleting_a_design_leaves_nothing_of_it(pipeline: Pipeline, worker_handler: Any) -> None:
    design_id = _run_once(pipeline, worker_handler)
    scope = pipeline.scope
    design_prefix = f"{scope.organization_id}/{scope.project_id}/des2code/{design_id}/"
    assert _s3_keys(pipeline, design_prefix)

    deleted = pipeline.http.delete(f"/internal/designs/{design_id}", headers=pipeline.headers())
    again = pipeline.http.delete(f"/internal/designs/{design_id}", headers=pipeline.headers())

    assert deleted.status_code == 200, deleted.text
    assert deleted.json() == {
        "design_id": design_id,
        "project_id": scope.project_id,
        "artifacts": 1,
        "ai_document": True,
        "design_rows": 1,
        "request_ids": 1,
    }
    assert again.json()["artifacts"] == 0
    assert again.json()["design_rows"] == 0
    assert not _s3_keys(pipeline, design_prefix)
    detail = pipeline.http.get(f"/internal/designs/{design_id}", headers=pipeline.headers())
    assert detail.status_code == 404
    assert (
        pipeline.store.get(DocumentKind.DESIGN, project_id=scope.project_id, doc_id=design_id)
        is None
    )
    with pipeline.database.connection() as conn:
        left = conn.run("SELECT count(*) FROM designs WHERE design_id = :d", d=design_id)[0][0]
        others = conn.run("SELECT count(*) FROM designs WHERE project_id = :p", p=scope.project_id)
    assert left == 0
    assert others[0][0] == 3  # the file's other designs stay
    assert _rows(pipeline, scope.project_id)["des2code_requests"] == 0


def test_deleting_a_project_leaves_nothing_of_it_and_spares_the_others(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    _run_once(pipeline, worker_handler)
    scope, other = pipeline.scope, pipeline.other
    with pipeline.database.connection() as conn:
        make_key(conn, scope)
        make_key(conn, other)
    other_rows = _rows(pipeline, other.project_id)
    other_documents = _ai_documents(pipeline, other.project_id)
    assert _ai_documents(pipeline, scope.project_id) > 0
    assert _s3_keys(pipeline, f"{scope.organization_id}/{scope.project_id}/")

    deleted = pipeline.http.delete(
        f"/internal/projects/{scope.project_id}",
        headers={"X-API-Key": pipeline.headers()["X-API-Key"]},
    )
    again = pipeline.http.delete(
        f"/internal/projects/{scope.project_id}",
        headers={"X-API-Key": pipeline.headers()["X-API-Key"]},
    )
    refused = pipeline.http.delete(f"/internal/projects/{other.project_id}")

    assert deleted.status_code == 200, deleted.text
    assert deleted.json()["existed"] is True
    assert deleted.json()["artifacts"] >= 1
    assert deleted.json()["api_keys"] == 1
    assert again.status_code == 200
    assert again.json() == {
        "project_id": scope.project_id,
        "existed": False,
        "artifacts": 0,
        "api_keys": 0,
    }
    assert refused.status_code == 401
    assert set(_rows(pipeline, scope.project_id).values()) == {0}
    assert _ai_documents(pipeline, scope.project_id) == 0
    assert not _s3_keys(pipeline, f"{scope.organization_id}/{scope.project_id}/")
    assert _rows(pipeline, other.project_id) == other_rows
    assert _ai_documents(pipeline, other.project_id) == other_documents


def test_deleting_a_code_source_and_the_task_graph_leaves_the_rest(
    pipeline: Pipeline, worker_handler: Any
) -> None:
    design_id = _import_all(pipeline)
    scope = pipeline.scope
    with pipeline.database.connection() as conn:
        replace_task_graph(
            conn,
            project_id=scope.project_id,
            graph=graph_from_tasks([Task("T1", "First"), Task("T2", "Second", depends_on=("T1",))]),
        )
    assert _ai_count(pipeline, DocumentKind.CODE, scope.project_id) > 0

    code = pipeline.http.delete("/internal/code/sources/default", headers=pipeline.headers())
    tasks = pipeline.http.delete("/internal/tasks", headers=pipeline.headers())
    tasks_again = pipeline.http.delete("/internal/tasks", headers=pipeline.headers())
    bad = pipeline.http.delete("/internal/code/sources/Not%20A%20Name", headers=pipeline.headers())

    assert code.status_code == 200, code.text
    assert code.json()["code_source"] == "default"
    assert code.json()["index_id"]
    assert _ai_count(pipeline, DocumentKind.CODE, scope.project_id) == 0
    assert tasks.json() == {"project_id": scope.project_id, "tasks": 2}
    assert tasks_again.json() == {"project_id": scope.project_id, "tasks": 0}
    assert bad.status_code == 422
    assert _rows(pipeline, scope.project_id)["tasks"] == 0
    # The design is untouched.
    detail = pipeline.http.get(f"/internal/designs/{design_id}", headers=pipeline.headers())
    assert detail.status_code == 200


def _ai_count(pipeline: Pipeline, kind: DocumentKind, project_id: int) -> int:
    return len(list(pipeline.store.iter_all(kind, project_id=project_id, with_embedding=False)))


def test_the_admin_cli_deletes_through_the_backend_and_asks_before_a_project(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("BACKEND_INTERNAL_API_KEY", INTERNAL_KEY)
    project = str(pipeline.scope.project_id)
    url = pipeline.backend_url

    tasks = admin.main(["delete", "tasks", "--project-id", project, "--backend-url", url])
    tasks_out = json.loads(capsys.readouterr().out)
    unconfirmed = admin.main(["delete", "project", "--project-id", project, "--backend-url", url])
    refusal = capsys.readouterr().err

    assert tasks == 0
    assert tasks_out == {"project_id": pipeline.scope.project_id, "tasks": 0}
    assert unconfirmed != 0
    assert "add --yes" in refusal
    assert _rows(pipeline, pipeline.scope.project_id)["projects"] == 1


class _JsonLines(logging.Handler):
    """Keeps each record as the JSON line the service's own handler writes."""

    def __init__(self, formatter: logging.Formatter | None) -> None:
        super().__init__()
        self.setFormatter(formatter)
        self.lines: list[dict[str, Any]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def service_logs() -> Iterator[list[dict[str, Any]]]:
    loggers = [logging.getLogger(f"guinness-{name}") for name in ("backend", "ai", "worker")]
    handler = _JsonLines(loggers[0].handlers[0].formatter if loggers[0].handlers else None)
    for each in loggers:
        each.addHandler(handler)
    yield handler.lines
    for each in loggers:
        each.removeHandler(handler)


def test_one_correlation_id_runs_through_the_backend_the_ai_api_and_the_worker(
    pipeline: Pipeline, worker_handler: Any, service_logs: list[dict[str, Any]]
) -> None:
    headers = {**pipeline.headers(), "X-Correlation-ID": "corr-4242"}
    code = pipeline.http.post(
        "/internal/imports/code",
        params={"archive_name": "codebase.zip"},
        headers=headers,
        content=_zip_codebase(),
    )
    design_id = _import_all(pipeline)
    triggered = pipeline.http.post(
        "/internal/des2code",
        headers=headers,
        json={
            "design_id": design_id,
            "project_id": pipeline.scope.project_id,
            "organization_id": pipeline.scope.organization_id,
        },
    )
    worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())
    lines = service_logs

    def ids(message: str) -> set[str | None]:
        return {line.get("correlation_id") for line in lines if line.get("message") == message}

    assert code.status_code == 200
    assert triggered.status_code == 202
    assert "corr-4242" in ids("code import finished")
    assert "corr-4242" in ids("code index build finished")  # in the AI API, called by it
    assert ids("des2code queued") == {"corr-4242"}
    assert "corr-4242" in ids("des2code finished")  # the worker's webhook to the backend
    # Requests that sent none get an id of their own, never another request's.
    assert None not in ids("design import finished")
    assert "corr-4242" not in ids("design import finished")
