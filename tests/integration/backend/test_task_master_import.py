"""A Task Master ``tasks.json`` (tagged and legacy forms) through the backend's task import
route: 50 tasks with subtasks, their bundles listing dependencies first, the target last and
subtasks with their parent."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.backend_stack import Backend

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "taskmaster"
TAGGED = FIXTURES / "tasks.json"
LEGACY = FIXTURES / "tasks-legacy.json"


def _import(backend: Backend, path: Path, **params: Any):
    return backend.client.post(
        "/internal/imports/tasks",
        headers=backend.headers(),
        params=params,
        content=path.read_bytes(),
    )


def _context(backend: Backend, task_id: str, depth: int = 2) -> dict[str, Any]:
    answer = backend.client.post(
        "/internal/task-context",
        headers=backend.headers(),
        json={"taskId": task_id, "maxDepth": depth},
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _bundle(backend: Backend, task_id: str, depth: int = 2) -> str:
    return str(_context(backend, task_id, depth)["markdownBundle"])


def _order(backend: Backend, task_id: str, depth: int = 2) -> list[str]:
    return list(_context(backend, task_id, depth)["collectedNodes"])


def test_the_tagged_file_imports_every_task_and_subtask(backend: Backend) -> None:
    document = json.loads(TAGGED.read_text())
    tasks = document["master"]["tasks"]
    expected = len(tasks) + sum(len(task["subtasks"]) for task in tasks)

    answer = _import(backend, TAGGED)

    assert answer.status_code == 200, answer.text
    result = answer.json()
    assert len(tasks) == 50
    assert result["taskCount"] == expected
    assert result["danglingReferences"] == []
    assert result["cycles"] == []


def test_a_subtask_bundle_lists_dependencies_first_its_parent_and_the_target_last(
    backend: Backend,
) -> None:
    _import(backend, TAGGED)

    markdown = _bundle(backend, "20.2", depth=1)

    order = _order(backend, "20.2", depth=1)
    assert order[-1] == "20.2"
    assert set(order[:-1]) == {"20", "20.1"}  # its parent and the sibling it depends on
    assert "Wire the data for checkout payment step" in markdown
    assert "## Details" in markdown  # Task Master's details and test strategy are rendered
    assert "## Test strategy" in markdown
    parent = _bundle(backend, "20", depth=0)
    assert "## Subtasks" in parent
    assert "20.2 Wire the data for checkout payment step" in parent
    assert "**Priority:**" in parent


def test_the_legacy_form_of_the_same_file_gives_the_same_bundles(backend: Backend) -> None:
    _import(backend, TAGGED)
    tagged = {task_id: _bundle(backend, task_id) for task_id in ("50", "20.2", "17.1", "3")}

    answer = _import(backend, LEGACY)
    assert answer.status_code == 200, answer.text
    legacy = {task_id: _bundle(backend, task_id) for task_id in tagged}

    assert legacy == tagged


def test_another_tag_imports_its_own_task_list(backend: Backend) -> None:
    answer = _import(backend, TAGGED, tag="gift-wrap")

    assert answer.status_code == 200, answer.text
    assert answer.json()["taskCount"] == 2
    assert _order(backend, "2") == ["1", "2"]


def test_an_unknown_tag_names_the_tags_and_keeps_the_graph(backend: Backend) -> None:
    _import(backend, TAGGED)

    answer = _import(backend, TAGGED, tag="nope")

    assert answer.status_code == 422
    message = answer.json()["error"]["message"]
    assert "no tag 'nope'" in message
    assert "gift-wrap, master" in message
    assert "Traceback" not in answer.text
    assert _order(backend, "20.2", depth=1)[-1] == "20.2"  # nothing was replaced
