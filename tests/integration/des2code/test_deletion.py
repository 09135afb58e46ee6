"""Deleting through the backend: nothing of a deleted design or project is left in
PostgreSQL, the AI store or S3; the other project is untouched; running a deletion again is
harmless; a code source and a task graph go alone; the admin CLI asks before a project."""

from __future__ import annotations

import json
from typing import Any

import pytest

from guinness.cli import admin
from guinness.db.tasks import replace_task_graph
from guinness.store.documents import DocumentKind
from guinness.tasks.graph import Task, graph_from_tasks
from tests.factories import make_key
from tests.integration.des2code.pipeline_steps import import_all, trigger
from tests.lambda_loader import FakeLambdaContext
from tests.pipeline_stack import BUCKET, INTERNAL_KEY, Pipeline


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
    design_id = import_all(pipeline)
    assert trigger(pipeline, design_id).status_code == 202
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
    design_id = import_all(pipeline)
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
