"""Property-based tests of assembly on random dependency graphs."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.tasks.assembly import InMemoryTaskSource, assemble_bundle
from guinness.tasks.deadline import Deadline
from guinness.tasks.graph import Task
from tests.unit.tasks.fakes import SteppingClock


@st.composite
def dags(draw: st.DrawFn) -> list[Task]:
    """A random DAG: task i depends only on tasks with a smaller index."""
    size = draw(st.integers(min_value=1, max_value=25))
    tasks = []
    for index in range(size):
        depends_on = (
            draw(st.sets(st.integers(min_value=0, max_value=index - 1), max_size=4))
            if index
            else set()
        )
        body = "b" * draw(st.integers(min_value=0, max_value=300))
        tasks.append(
            Task(
                f"N{index:02d}",
                title=f"t{index}",
                body=body,
                depends_on=tuple(f"N{d:02d}" for d in sorted(depends_on)),
            )
        )
    return tasks


@st.composite
def digraphs(draw: st.DrawFn) -> list[Task]:
    """A random directed graph, cycles allowed (no self edges, as the schema demands)."""
    size = draw(st.integers(min_value=1, max_value=15))
    tasks = []
    for index in range(size):
        others = [n for n in range(size) if n != index]
        depends_on = draw(st.sets(st.sampled_from(others), max_size=3)) if others else set()
        tasks.append(
            Task(f"N{index:02d}", depends_on=tuple(f"N{d:02d}" for d in sorted(depends_on)))
        )
    return tasks


def assemble(
    tasks: list[Task], target: str, *, max_depth: int, max_tokens: int | None
) -> TaskContextResponse:
    return assemble_bundle(
        InMemoryTaskSource(tasks),
        project_id=1,
        request=TaskContextRequest(taskId=target, maxDepth=max_depth, maxTokens=max_tokens),
        is_pro=True,
        code_reader=None,
        deadline=Deadline(150, SteppingClock()),
    )


def reference_depths(tasks: list[Task], target: str, max_depth: int) -> dict[str, int]:
    """Shortest depths by relaxation to a fixed point (independent of the BFS under test)."""
    depends = {task.task_id: task.depends_on for task in tasks}
    depth = {target: 0}
    changed = True
    while changed:
        changed = False
        for node, level in list(depth.items()):
            for dependency in depends[node]:
                if level + 1 <= max_depth and depth.get(dependency, max_depth + 1) > level + 1:
                    depth[dependency] = level + 1
                    changed = True
    return depth


@settings(max_examples=200, deadline=None)
@given(tasks=dags(), data=st.data())
def test_the_bundle_holds_exactly_the_depth_bounded_closure_in_dependency_order(
    tasks: list[Task], data: st.DataObject
) -> None:
    target = data.draw(st.sampled_from([task.task_id for task in tasks]))
    max_depth = data.draw(st.integers(min_value=0, max_value=8))

    response = assemble(tasks, target, max_depth=max_depth, max_tokens=None)

    expected = reference_depths(tasks, target, max_depth)
    assert sorted(response.collectedNodes) == sorted(expected)
    assert len(set(response.collectedNodes)) == len(response.collectedNodes)
    assert response.collectedNodes[-1] == target
    position = {node: index for index, node in enumerate(response.collectedNodes)}
    for task in tasks:
        for dependency in task.depends_on:
            if task.task_id in position and dependency in position:
                assert position[dependency] < position[task.task_id]
    assert response.cycles == []


@settings(max_examples=200, deadline=None)
@given(tasks=dags(), data=st.data())
def test_the_token_budget_holds_whenever_the_target_fits_and_drops_deepest_first(
    tasks: list[Task], data: st.DataObject
) -> None:
    target = data.draw(st.sampled_from([task.task_id for task in tasks]))
    max_tokens = data.draw(st.integers(min_value=1, max_value=600))

    response = assemble(tasks, target, max_depth=10, max_tokens=max_tokens)

    if not response.targetExceedsBudget:
        assert response.tokenEstimate <= max_tokens
    assert response.collectedNodes[-1] == target
    closure = reference_depths(tasks, target, 10)
    assert sorted(response.collectedNodes + response.omittedNodes) == sorted(closure)
    kept_depths = [closure[node] for node in response.collectedNodes if node != target]
    for omitted in response.omittedNodes:
        assert all(closure[omitted] >= depth for depth in kept_depths)
    assert response.budgetLimited == bool(response.omittedNodes)
    assert response.truncated is False  # Pro: the budget never sets the tier clamp


@settings(max_examples=200, deadline=None)
@given(tasks=digraphs(), data=st.data(), seed=st.integers())
def test_output_is_deterministic_and_cycles_never_loop(
    tasks: list[Task], data: st.DataObject, seed: int
) -> None:
    target = data.draw(st.sampled_from([task.task_id for task in tasks]))
    shuffled = list(tasks)
    random.Random(seed).shuffle(shuffled)

    first = assemble(tasks, target, max_depth=1000, max_tokens=None)
    second = assemble(shuffled, target, max_depth=1000, max_tokens=None)

    assert first == second
    assert sorted(first.collectedNodes) == sorted(reference_depths(tasks, target, 1000))
    assert first.collectedNodes[-1] == target
    depends = {task.task_id: task.depends_on for task in tasks}
    for cycle in first.cycles:
        assert cycle[0] == cycle[-1]
        assert len(set(cycle[:-1])) == len(cycle) - 1
        assert all(b in depends[a] for a, b in itertools.pairwise(cycle))
