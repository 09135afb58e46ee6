from __future__ import annotations

import io
import itertools
import tarfile
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from guinness.backend.app import create_backend_app
from guinness.backend.context import BackendContext
from guinness.db import users
from guinness.db.connection import Connection
from guinness.logs import get_logger
from tests.backend_stack import INTERNAL_KEY, Backend


def _task(task_id: str, *deps: str, code: list[str] | None = None) -> dict[str, Any]:
    return {
        "id": task_id,
        "title": f"Do {task_id}",
        "depends_on": list(deps),
        "body": f"Body of {task_id}.",
        **({"code": code} if code else {}),
    }


CHAIN = {
    "tasks": [
        _task("T1"),
        _task("T2", "T1"),
        _task("T3", "T2"),
        _task("T4", "T3"),
        _task("T5", "T4"),
    ]
}


def _import(backend: Backend, payload: dict[str, Any], **params: Any):
    return backend.client.post(
        "/internal/imports/tasks", headers=backend.headers(), params=params, json=payload
    )


def _context(backend: Backend, body: dict[str, Any], headers: dict[str, str] | None = None):
    return backend.client.post(
        "/internal/task-context", headers=headers or backend.headers(), json=body
    )


def test_json_tasks_import_and_report_their_problems(backend: Backend) -> None:
    response = _import(
        backend,
        {"tasks": [_task("A", "C"), _task("B", "A"), _task("C", "B"), _task("D", "missing")]},
    )

    assert response.status_code == 200, response.text
    result = response.json()
    assert (result["taskCount"], result["edgeCount"]) == (4, 3)
    assert [cycle["path"] for cycle in result["cycles"]] == [["A", "C", "B", "A"]]
    assert result["danglingReferences"] == [{"taskId": "D", "missingId": "missing"}]


def test_strict_import_refuses_problems_and_keeps_the_old_graph(backend: Backend) -> None:
    _import(backend, CHAIN)

    refused = _import(backend, {"tasks": [_task("X", "nope")]}, strict="true")

    assert refused.status_code == 422
    assert refused.json()["error"]["code"] == "INVALID_TASK_GRAPH"
    assert _context(backend, {"taskId": "T5"}).status_code == 200


def test_markdown_files_import(backend: Backend) -> None:
    files = {
        "tasks/a.md": "---\nid: A\ntitle: Set up\n---\nInstall things.\n",
        "tasks/b.md": "---\nid: B\ntitle: Build\ndepends_on: [A]\nstatus: todo\n---\nBuild it.\n",
    }

    response = _import(backend, {"files": files})
    bundle = _context(backend, {"taskId": "B"}).json()

    assert response.json()["taskCount"] == 2
    assert bundle["collectedNodes"] == ["A", "B"]
    assert bundle["markdownBundle"].startswith("# TASK CONTEXT BUNDLE: B\n")
    assert "## 1. Upstream Dependency: A" in bundle["markdownBundle"]
    assert "## 2. Target Task: B" in bundle["markdownBundle"]


@pytest.mark.parametrize(
    ("tier", "effective", "truncated", "nodes"),
    [
        (None, 2, True, ["T3", "T4", "T5"]),
        ("free", 2, True, ["T3", "T4", "T5"]),
        ("pro_tier", 5, False, ["T1", "T2", "T3", "T4", "T5"]),
    ],
)
def test_depth_is_clamped_for_free_users_and_not_for_pro(
    backend: Backend, conn: Connection, tier, effective, truncated, nodes
) -> None:
    if tier is not None:
        users.set_subscription(
            conn, user_id=backend.scope.user_id, entitlement_id=tier, status="active"
        )
    _import(backend, CHAIN)

    bundle = _context(backend, {"taskId": "T5", "maxDepth": 5}).json()

    assert (bundle["requestedMaxDepth"], bundle["effectiveMaxDepth"], bundle["truncated"]) == (
        5,
        effective,
        truncated,
    )
    assert bundle["collectedNodes"] == nodes


def test_unknown_and_foreign_tasks_answer_404_with_the_seed_message(backend: Backend) -> None:
    _import(backend, CHAIN)

    unknown = _context(backend, {"taskId": "T9"})
    foreign = _context(backend, {"taskId": "T5"}, headers=backend.headers(backend.other))

    for response in (unknown, foreign):
        assert response.status_code == 404
        assert response.json() == {
            "error": {
                "code": "TASK_NOT_FOUND",
                "message": "Atomic task ID not found in project index.",
            }
        }


@pytest.mark.parametrize(
    "body",
    [{"taskId": "T1", "maxDepth": -1}, {"taskId": "T1", "maxDepth": 100000}, {}, {"taskId": 5}],
)
def test_bad_requests_answer_422(backend: Backend, body: dict[str, Any]) -> None:
    response = _context(backend, body)

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "VALIDATION_ERROR"


def test_assembly_over_budget_answers_504(backend: Backend) -> None:
    _import(backend, CHAIN)
    ticks = itertools.count(step=0.2)  # each clock reading is 200 ms later than the last
    slow = BackendContext(
        database=backend.database,
        ai=backend.ai,
        logger=get_logger("backend"),
        clock=lambda: next(ticks),
    )
    with TestClient(create_backend_app(slow, internal_api_key=lambda: INTERNAL_KEY)) as client:
        response = client.post(
            "/internal/task-context", headers=backend.headers(), json={"taskId": "T5"}
        )

    assert response.status_code == 504
    assert response.json() == {
        "error": {"code": "CONTEXT_TIMEOUT", "message": "Context bundle generation timed out."}
    }


def test_source_code_of_referenced_components_is_appended(
    backend: Backend, fixture_codebase: Path
) -> None:
    archive = io.BytesIO()
    with tarfile.open(fileobj=archive, mode="w:gz") as tar:
        tar.add(fixture_codebase, arcname="shop")
    backend.client.post(
        "/internal/imports/code",
        params={"archive_name": "shop.tar.gz"},
        headers=backend.headers(),
        content=archive.getvalue(),
    )
    _import(
        backend, {"tasks": [_task("UI", code=["src/components/Button/Button.tsx", "NoSuchThing"])]}
    )

    with_code = _context(backend, {"taskId": "UI"}).json()
    without = _context(backend, {"taskId": "UI", "includeSourceCode": False}).json()

    assert "export" in with_code["markdownBundle"]
    assert "Button" in with_code["markdownBundle"]
    assert with_code["unresolvedCodeRefs"] == {"UI": ["NoSuchThing"]}
    assert len(without["markdownBundle"]) < len(with_code["markdownBundle"])
