"""Task Master's ``tasks.json``: its tasks and subtasks as task documents.

Task Master (the task tool many coding agents use) keeps its tasks in
``.taskmaster/tasks/tasks.json``, in one of two forms:

* **tagged** (current): ``{"master": {"tasks": [...], "metadata": {...}}, "feature-x":
  {...}}``, one task list per tag;
* **legacy**: ``{"tasks": [...]}``, the same list at the top (Task Master rewrites it into
  the tagged form, under ``master``, the first time it writes the file).

A task has a numeric ``id``, ``title``, ``description``, ``details``, ``testStrategy``,
``status``, ``priority``, ``dependencies`` (ids of other tasks) and ``subtasks``. A subtask
has its own ``id`` (numbered within its parent), the same text fields, and
``dependencies`` naming sibling subtasks by their number (``1``; a number no sibling has
names the top-level task) or a subtask of another task by its full id (``"2.1"``).

Each task and subtask becomes one task document: subtask ``1`` of task ``2`` is ``2.1``.
Its parent is an implicit dependency, one level up like any direct dependency, so a
subtask's bundle brings its parent's context (and, a level further, what the parent
depends on). A task's Markdown body is its description, priority, details and test
strategy, and the list of its subtasks with their status.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from guinness.errors import TaskGraphError
from guinness.tasks.task_document import TaskDocument

DEFAULT_TAG = "master"
#: Keys only Task Master's tasks carry (the product's own JSON form uses depends_on, body).
_TASK_MASTER_KEYS = frozenset({"dependencies", "subtasks", "details", "testStrategy"})
_DONE = frozenset({"done", "completed"})


def is_task_master(document: object) -> bool:
    """Whether a parsed JSON document is a Task Master ``tasks.json`` (either form)."""
    if not isinstance(document, Mapping):
        return False
    tasks = document.get("tasks")
    if isinstance(tasks, list):
        return any(
            isinstance(task, Mapping) and _TASK_MASTER_KEYS & task.keys() for task in tasks
        ) and not any(isinstance(task, Mapping) and "depends_on" in task for task in tasks)
    return bool(document) and all(
        isinstance(value, Mapping) and isinstance(value.get("tasks"), list)
        for value in document.values()
    )


def read_task_master(
    document: Mapping[str, Any], *, source: str, tag: str | None = None
) -> list[TaskDocument]:
    """The tasks of one tag (``master`` by default; the legacy form has only that one)."""
    chosen = tag or DEFAULT_TAG
    if isinstance(document.get("tasks"), list):
        if chosen != DEFAULT_TAG:
            raise TaskGraphError(
                f'{source}: the legacy form (a top-level "tasks" list) has only the '
                f"{DEFAULT_TAG!r} tag, not {chosen!r}"
            )
        tasks = document["tasks"]
    else:
        if chosen not in document:
            tags = ", ".join(sorted(document)) or "none"
            raise TaskGraphError(f"{source}: no tag {chosen!r} (tags: {tags})")
        tasks = document[chosen]["tasks"]
    documents: list[TaskDocument] = []
    for position, task in enumerate(tasks):
        where = f"{source}: {chosen}.tasks[{position}]"
        if not isinstance(task, Mapping):
            raise TaskGraphError(f"{where}: each task must be an object")
        documents += _task(task, where)
    return documents


def _task(task: Mapping[str, Any], where: str) -> list[TaskDocument]:
    task_id = _id(task.get("id"), where)
    subtasks = task.get("subtasks") or []
    if not isinstance(subtasks, list):
        raise TaskGraphError(f"{where}: 'subtasks' must be a list")
    children: list[tuple[str, Mapping[str, Any], str]] = []
    for position, subtask in enumerate(subtasks):
        inner = f"{where}.subtasks[{position}]"
        if not isinstance(subtask, Mapping):
            raise TaskGraphError(f"{inner}: each subtask must be an object")
        children.append((f"{task_id}.{_id(subtask.get('id'), inner)}", subtask, inner))
    parent = TaskDocument(
        id=task_id,
        title=_text(task, "title", where),
        depends_on=tuple(
            _dependencies(task.get("dependencies"), where, parent=None, siblings=set())
        ),
        status=_text(task, "status", where) or None,
        code=(),
        body=_body(task, where, children),
        source=where,
    )
    documents = [parent]
    siblings = {child_id for child_id, _, _ in children}
    for child_id, subtask, inner in children:
        dependencies = _dependencies(
            subtask.get("dependencies"), inner, parent=task_id, siblings=siblings
        )
        documents.append(
            TaskDocument(
                id=child_id,
                title=_text(subtask, "title", inner),
                depends_on=tuple(dict.fromkeys([task_id, *dependencies])),
                status=_text(subtask, "status", inner) or None,
                code=(),
                body=_body(subtask, inner, []),
                source=inner,
            )
        )
    return documents


def _dependencies(
    value: object, where: str, *, parent: str | None, siblings: set[str]
) -> list[str]:
    """Full task ids. In a subtask, a bare number names a sibling (``parent.N``) when the
    parent has that subtask, else the top-level task of that id."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise TaskGraphError(f"{where}: 'dependencies' must be a list of ids")
    found: list[str] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, str | int):
            raise TaskGraphError(f"{where}: 'dependencies' must hold ids, found {item!r}")
        reference = str(item).strip()
        if parent is not None and "." not in reference and f"{parent}.{reference}" in siblings:
            reference = f"{parent}.{reference}"
        if reference and reference not in found:
            found.append(reference)
    return found


def _body(
    task: Mapping[str, Any], where: str, children: Sequence[tuple[str, Mapping[str, Any], str]]
) -> str:
    parts: list[str] = []
    description = _text(task, "description", where)
    if description:
        parts.append(description)
    priority = _text(task, "priority", where)
    if priority:
        parts.append(f"**Priority:** {priority}")
    for key, heading in (("details", "Details"), ("testStrategy", "Test strategy")):
        text = _text(task, key, where)
        if text:
            parts.append(f"## {heading}\n\n{text}")
    if children:
        lines = [
            f"- [{'x' if _text(subtask, 'status', inner).lower() in _DONE else ' '}] "
            f"{child_id} {_text(subtask, 'title', inner)}"
            + (f" ({status})" if (status := _text(subtask, "status", inner)) else "")
            for child_id, subtask, inner in children
        ]
        parts.append("## Subtasks\n\n" + "\n".join(lines))
    return "\n\n".join(parts)


def _id(value: object, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int) or not str(value).strip():
        raise TaskGraphError(f"{where}: 'id' must be a number or a string")
    return str(value).strip()


def _text(task: Mapping[str, Any], key: str, where: str) -> str:
    value = task.get(key)
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise TaskGraphError(f"{where}: '{key}' must be a string")
    return str(value).strip()
