"""Assembling a task-context bundle from any task source (pure: the source does the I/O).

Steps: clamp the depth by entitlement (``truncated``); collect the upstream tasks within
that depth; when the request has a token budget, keep them shallowest first while it
allows (a task is kept or dropped whole, the target always kept; ``budgetLimited`` and
``omittedNodes`` report what it left out); order the kept tasks dependencies first, target
last; render. The deadline is checked between steps and inside long loops.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.errors import TaskNotFoundError
from guinness.tasks.budget import TokenBudget, estimate_tokens
from guinness.tasks.code_sources import CodeSnippet, CodeSourceReader
from guinness.tasks.deadline import Deadline
from guinness.tasks.entitlements import clamp_depth
from guinness.tasks.graph import Task
from guinness.tasks.rendering import render_content, render_header, render_heading
from guinness.tasks.traversal import Check, collect_upstream, inclusion_order, order_bundle

#: Tasks loaded by the first batch when a token budget applies; the next batches are sized
#: from the average section so far, at least MIN_BATCH.
FIRST_BATCH = 64
MIN_BATCH = 16


class TaskSource(Protocol):
    """Where assembly reads one project's tasks from."""

    def upstream_depths(self, task_id: str, max_depth: int, check: Check) -> dict[str, int] | None:
        """Every task within ``max_depth`` levels upstream of ``task_id`` (itself at depth 0)
        with its shortest depth; None when ``task_id`` is not a task of the project.

        Listing them breadth-first (by non-decreasing depth) makes ordering cheaper.
        """
        ...

    def load_tasks(self, task_ids: Sequence[str]) -> Mapping[str, Task]:
        """The named tasks (with their dependencies), keyed by id."""
        ...


class InMemoryTaskSource:
    """A task source over tasks held in memory (tests, previews of an import)."""

    def __init__(self, tasks: Iterable[Task]) -> None:
        self._tasks = {task.task_id: task for task in tasks}
        self._dependencies = {
            task_id: tuple(dep for dep in task.depends_on if dep in self._tasks)
            for task_id, task in self._tasks.items()
        }

    def upstream_depths(self, task_id: str, max_depth: int, check: Check) -> dict[str, int] | None:
        """Breadth-first over the in-memory edges."""
        if task_id not in self._tasks:
            return None
        return collect_upstream(task_id, self._dependencies, max_depth, check=check)

    def load_tasks(self, task_ids: Sequence[str]) -> Mapping[str, Task]:
        """The named tasks that exist."""
        return {task_id: self._tasks[task_id] for task_id in task_ids if task_id in self._tasks}


@dataclass
class _Selection:
    """Tasks the budget kept (with their rendered content) and the ones it left out."""

    tasks: dict[str, Task] = field(default_factory=dict)
    contents: dict[str, str] = field(default_factory=dict)
    unresolved: dict[str, list[str]] = field(default_factory=dict)
    omitted: list[str] = field(default_factory=list)
    target_exceeds_budget: bool = False


def assemble_bundle(
    source: TaskSource,
    *,
    project_id: int,
    request: TaskContextRequest,
    is_pro: bool,
    code_reader: CodeSourceReader | None,
    deadline: Deadline,
) -> TaskContextResponse:
    """The task-context bundle of ``request.taskId``.

    Raises TaskNotFoundError for an unknown task and ContextTimeoutError when the
    deadline passes. Without a ``code_reader`` code references are listed by name.
    """
    target = request.taskId
    depth = clamp_depth(request.maxDepth, is_pro=is_pro)
    depths = source.upstream_depths(target, depth.effective_max_depth, deadline.check)
    if depths is None:
        raise TaskNotFoundError()
    deadline.check()

    reader = code_reader if request.includeSourceCode else None
    selection = _select(source, target, depths, request.maxTokens, reader, project_id, deadline)
    bundle_order = order_bundle(
        selection.tasks,
        target=target,
        dependencies={task_id: task.depends_on for task_id, task in selection.tasks.items()},
        depths=depths,
    )
    deadline.check()

    header = render_header(target)
    sections = [
        render_heading(number, task_id, is_target=task_id == target) + selection.contents[task_id]
        for number, task_id in enumerate(bundle_order.order, start=1)
    ]
    markdown = header + "".join(sections)
    deadline.check()
    return TaskContextResponse(
        taskId=target,
        requestedMaxDepth=request.maxDepth,
        effectiveMaxDepth=depth.effective_max_depth,
        truncated=depth.truncated,
        markdownBundle=markdown,
        collectedNodes=bundle_order.order,
        budgetLimited=bool(selection.omitted),
        omittedNodes=selection.omitted,
        tokenEstimate=estimate_tokens(markdown),
        nodeTokens={
            task_id: estimate_tokens(section)
            for task_id, section in zip(bundle_order.order, sections, strict=True)
        },
        cycles=bundle_order.cycles,
        targetExceedsBudget=selection.target_exceeds_budget,
        unresolvedCodeRefs=selection.unresolved,
    )


def _select(
    source: TaskSource,
    target: str,
    depths: Mapping[str, int],
    max_tokens: int | None,
    reader: CodeSourceReader | None,
    project_id: int,
    deadline: Deadline,
) -> _Selection:
    """Keep tasks shallowest first (ties by id) while they fit; the rest is omitted.

    Only the kept tasks (plus at most one partly used batch) are loaded and rendered,
    which keeps a large upstream closure cheap when the budget is small. Each section is
    measured with the widest heading number it could get, so the final bundle never
    exceeds what was counted here.
    """
    candidates = inclusion_order(depths)
    widest = len(candidates)
    budget = TokenBudget(max_tokens)
    budget.spend(estimate_tokens(render_header(target)))
    selection = _Selection()
    batch_size = FIRST_BATCH if max_tokens is not None else len(candidates)
    position = 0
    while position < len(candidates):
        batch = candidates[position : position + batch_size]
        tasks = source.load_tasks(batch)
        snippets = (
            None if reader is None else _read_code(reader, project_id, tasks.values(), deadline)
        )
        deadline.check()
        for offset, task_id in enumerate(batch):
            task = tasks.get(task_id)
            if task is None:
                if task_id == target:
                    raise TaskNotFoundError()
                continue
            content, unresolved = render_content(task, snippets=snippets)
            heading = render_heading(widest, task_id, is_target=task_id == target)
            tokens = estimate_tokens(heading + content)
            if task_id == target:
                selection.target_exceeds_budget = not budget.fits(tokens)
            elif not budget.fits(tokens):
                selection.omitted = candidates[position + offset :]
                return selection
            budget.spend(tokens)
            selection.tasks[task_id] = task
            selection.contents[task_id] = content
            if unresolved:
                selection.unresolved[task_id] = unresolved
        position += len(batch)
        batch_size = _next_batch_size(budget, len(selection.tasks))
    return selection


def _next_batch_size(budget: TokenBudget, kept: int) -> int:
    """Enough tasks to fill what is left of the budget at the average size so far (+25%)."""
    if budget.max_tokens is None or not kept:
        return FIRST_BATCH
    average = max(1.0, budget.used / kept)
    remaining = max(0, budget.max_tokens - budget.used)
    return max(MIN_BATCH, math.ceil(1.25 * remaining / average) + 1)


def _read_code(
    reader: CodeSourceReader, project_id: int, tasks: Iterable[Task], deadline: Deadline
) -> Mapping[str, CodeSnippet]:
    refs = sorted({ref for task in tasks for ref in task.code_refs})
    if not refs:
        return {}
    return reader.read_code_sources(project_id, refs, deadline=deadline)
