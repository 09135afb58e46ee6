"""The validated task graph of one project, built from parsed task documents.

Nothing is dropped silently: invalid and duplicate ids, dependencies on tasks that do not
exist, and cycles are all reported. Without ``strict`` the valid part is kept (invalid and
duplicate documents and dangling or self edges are left out, other cycle edges stay — the
traversal copes with them); with ``strict`` any problem refuses the whole import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from guinness.contracts.tasks import (
    TASK_ID_PATTERN,
    DanglingReference,
    DuplicateTaskId,
    InvalidTaskId,
    TaskCycle,
)
from guinness.errors import TaskGraphError
from guinness.tasks.cycles import find_cycles
from guinness.tasks.task_document import TaskDocument

_TASK_ID = re.compile(TASK_ID_PATTERN)
#: How many problems a strict-mode error message spells out.
_PROBLEMS_IN_MESSAGE = 10


@dataclass(frozen=True)
class Task:
    """One stored task; ``depends_on`` names upstream tasks of the same project."""

    task_id: str
    title: str = ""
    status: str | None = None
    body: str = ""
    code_refs: tuple[str, ...] = ()
    depends_on: tuple[str, ...] = ()


@dataclass(frozen=True)
class TaskGraph:
    """The importable part of a task graph and the problems found on the way."""

    tasks: tuple[Task, ...]
    cycles: tuple[TaskCycle, ...] = ()
    dangling_references: tuple[DanglingReference, ...] = ()
    duplicate_ids: tuple[DuplicateTaskId, ...] = ()
    invalid_ids: tuple[InvalidTaskId, ...] = ()

    @property
    def edge_count(self) -> int:
        """How many dependency edges the graph stores."""
        return sum(len(task.depends_on) for task in self.tasks)

    @property
    def problems(self) -> list[str]:
        """Every problem as one human-readable line."""
        return (
            [f"invalid task id {p.taskId!r} in {p.source}" for p in self.invalid_ids]
            + [
                f"duplicate task id {p.taskId!r} in {', '.join(p.sources)}"
                for p in self.duplicate_ids
            ]
            + [
                f"{p.taskId} depends on missing task {p.missingId!r}"
                for p in self.dangling_references
            ]
            + [f"dependency cycle {cycle.text}" for cycle in self.cycles]
        )


def is_valid_task_id(task_id: str) -> bool:
    """Whether ``task_id`` passes the database's task id check."""
    return _TASK_ID.fullmatch(task_id) is not None


def build_task_graph(documents: Iterable[TaskDocument], *, strict: bool = False) -> TaskGraph:
    """Validate documents into a graph; with ``strict`` any problem raises TaskGraphError."""
    accepted: dict[str, TaskDocument] = {}
    sources: dict[str, list[str]] = {}
    invalid: list[InvalidTaskId] = []
    for document in documents:
        if not is_valid_task_id(document.id):
            invalid.append(InvalidTaskId(taskId=document.id, source=document.source))
            continue
        sources.setdefault(document.id, []).append(document.source)
        accepted.setdefault(document.id, document)
    duplicates = [
        DuplicateTaskId(taskId=task_id, sources=found)
        for task_id, found in sources.items()
        if len(found) > 1
    ]

    dangling: list[DanglingReference] = []
    self_loops: list[TaskCycle] = []
    tasks: list[Task] = []
    for task_id, document in accepted.items():
        depends_on: list[str] = []
        for dependency in document.depends_on:
            if dependency == task_id:
                # The schema forbids self edges: reported as a cycle, not stored.
                self_loops.append(TaskCycle(path=[task_id, task_id]))
            elif dependency not in accepted:
                dangling.append(DanglingReference(taskId=task_id, missingId=dependency))
            else:
                depends_on.append(dependency)
        tasks.append(
            Task(
                task_id=task_id,
                title=document.title,
                status=document.status,
                body=document.body,
                code_refs=document.code,
                depends_on=tuple(depends_on),
            )
        )

    successors = {task.task_id: task.depends_on for task in tasks}
    cycles = [TaskCycle(path=path) for path in find_cycles(successors, successors)]
    graph = TaskGraph(
        tasks=tuple(tasks),
        cycles=tuple(sorted(self_loops + cycles, key=lambda cycle: cycle.path)),
        dangling_references=tuple(dangling),
        duplicate_ids=tuple(duplicates),
        invalid_ids=tuple(invalid),
    )
    if strict and graph.problems:
        raise TaskGraphError(_strict_message(graph.problems))
    return graph


def graph_from_tasks(tasks: Sequence[Task], *, strict: bool = False) -> TaskGraph:
    """Validate tasks built in code (tests, fixtures, other importers) into a graph."""
    return build_task_graph(
        (
            TaskDocument(
                id=task.task_id,
                title=task.title,
                depends_on=task.depends_on,
                status=task.status,
                code=task.code_refs,
                body=task.body,
                source=f"task {task.task_id}",
            )
            for task in tasks
        ),
        strict=strict,
    )


def _strict_message(problems: list[str]) -> str:
    shown = "; ".join(problems[:_PROBLEMS_IN_MESSAGE])
    more = len(problems) - _PROBLEMS_IN_MESSAGE
    suffix = f"; and {more} more" if more > 0 else ""
    return f"The task graph has {len(problems)} problem(s): {shown}{suffix}."
