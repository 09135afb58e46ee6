"""Task Master's tasks.json read as task documents: both forms, tags, subtasks and their
dependencies, the rendered body, and clear errors."""

from __future__ import annotations

from typing import Any

import pytest

from guinness.errors import TaskGraphError
from guinness.tasks.task_files import parse_task_json
from guinness.tasks.task_master import is_task_master


def _task(task_id: int, *deps: int | str, **fields: Any) -> dict[str, Any]:
    return {
        "id": task_id,
        "title": f"Task {task_id}",
        "description": f"About {task_id}.",
        "details": "",
        "testStrategy": "",
        "status": "pending",
        "priority": "medium",
        "dependencies": list(deps),
        "subtasks": [],
        **fields,
    }


SUBTASKS = [
    {"id": 1, "title": "Markup", "dependencies": [], "status": "done"},
    {"id": 2, "title": "Data", "dependencies": [1], "status": "pending"},
    {"id": 3, "title": "Tests", "dependencies": ["1.1", 1], "status": "pending"},
]
TASKS = [_task(1), _task(2, 1, subtasks=SUBTASKS), _task(3, 2)]


def _by_id(document: Any, **kwargs: Any) -> dict[str, Any]:
    return {task.id: task for task in parse_task_json(document, source="tasks.json", **kwargs)}


def test_the_legacy_and_the_tagged_form_give_the_same_tasks() -> None:
    legacy = _by_id({"tasks": TASKS})
    tagged = _by_id({"master": {"tasks": TASKS, "metadata": {"created": "2026-11-01"}}})

    strip = {key: (task.id, task.title, task.depends_on, task.body) for key, task in legacy.items()}
    assert strip == {
        key: (task.id, task.title, task.depends_on, task.body) for key, task in tagged.items()
    }
    assert list(legacy) == ["1", "2", "2.1", "2.2", "2.3", "3"]


def test_a_subtask_depends_on_its_parent_and_its_siblings_by_number() -> None:
    tasks = _by_id({"tasks": TASKS})

    assert tasks["2.1"].depends_on == ("2",)
    assert tasks["2.2"].depends_on == ("2", "2.1")
    # "1.1" is a full id; the bare 1 names the sibling 2.1 (the parent has a subtask 1)
    assert tasks["2.3"].depends_on == ("2", "1.1", "2.1")
    assert tasks["3"].depends_on == ("2",)


def test_a_number_no_sibling_has_names_the_top_level_task() -> None:
    subtasks = [{"id": 1, "title": "First"}, {"id": 2, "title": "Next", "dependencies": [1, 3]}]

    tasks = _by_id({"tasks": [_task(1), _task(2, subtasks=subtasks), _task(3)]})

    assert tasks["2.2"].depends_on == ("2", "2.1", "3")


def test_the_body_renders_description_priority_details_test_strategy_and_subtasks() -> None:
    task = _task(2, details="Use the SDK.", testStrategy="E2E run.", subtasks=SUBTASKS)

    body = _by_id({"tasks": [task]})["2"].body

    assert body == (
        "About 2.\n\n**Priority:** medium\n\n## Details\n\nUse the SDK.\n\n"
        "## Test strategy\n\nE2E run.\n\n## Subtasks\n\n"
        "- [x] 2.1 Markup (done)\n- [ ] 2.2 Data (pending)\n- [ ] 2.3 Tests (pending)"
    )


def test_a_tag_picks_its_task_list_and_an_unknown_one_names_the_tags() -> None:
    document = {"master": {"tasks": [_task(1)]}, "feature-x": {"tasks": [_task(7)]}}

    assert list(_by_id(document, tag="feature-x")) == ["7"]
    with pytest.raises(TaskGraphError, match=r"no tag 'nope' \(tags: feature-x, master\)"):
        _by_id(document, tag="nope")
    with pytest.raises(TaskGraphError, match="legacy form"):
        _by_id({"tasks": TASKS}, tag="feature-x")


def test_the_products_own_json_form_is_not_taken_for_task_master() -> None:
    own = {"tasks": [{"id": "A", "title": "A", "depends_on": [], "body": "x"}]}

    assert not is_task_master(own)
    assert list(_by_id(own)) == ["A"]
    with pytest.raises(TaskGraphError, match="not one"):
        _by_id(own, tag="master")


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ({"tasks": [_task(1, subtasks="x")]}, "'subtasks' must be a list"),
        ({"tasks": [_task(1, dependencies="2")]}, "'dependencies' must be a list"),
        ({"tasks": [_task(1, dependencies=[{"id": 2}])]}, "must hold ids"),
        ({"tasks": [{**_task(1), "id": None}]}, "'id' must be a number or a string"),
        ({"tasks": [_task(1, title=["x"])]}, "'title' must be a string"),
        ({"master": {"tasks": ["x"]}}, "each task must be an object"),
    ],
)
def test_malformed_files_are_refused_with_where_and_why(
    document: dict[str, Any], message: str
) -> None:
    with pytest.raises(TaskGraphError, match=message) as raised:
        _by_id(document)
    assert str(raised.value).startswith("tasks.json: ")
