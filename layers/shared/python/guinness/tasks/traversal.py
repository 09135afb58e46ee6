"""Upstream traversal and bundle order over ``depends_on`` edges (pure, no I/O).

Edges point from a task to the tasks it depends on, so "upstream" means following them.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from guinness.tasks.cycles import cycle_through, strongly_connected_components

Dependencies = Mapping[str, Sequence[str]]
#: Raises when the time budget is spent; long walks call it after every ~1000 tasks.
Check = Callable[[], None]
_CHECK_EVERY = 1024


def collect_upstream(
    target: str, dependencies: Dependencies, max_depth: int, *, check: Check | None = None
) -> dict[str, int]:
    """Breadth-first from ``target``: every task within ``max_depth`` levels, with its depth.

    Each task is visited once, at its shortest distance (the target has depth 0), so
    cycles never loop. Dependencies missing from ``dependencies`` are leaves.
    """
    depths = {target: 0}
    continue_upstream(
        depths, [target], 0, max_depth=max_depth, dependencies=dependencies, check=check
    )
    return depths


def continue_upstream(
    depths: dict[str, int],
    frontier: Iterable[str],
    level: int,
    *,
    max_depth: int,
    dependencies: Dependencies,
    check: Check | None = None,
) -> None:
    """Extend ``depths`` breadth-first from ``frontier`` (the tasks at depth ``level``)."""
    current = list(frontier)
    edges_of = dependencies.get
    steps = 0
    while current and level < max_depth:
        level += 1
        found: list[str] = []
        add = found.append
        for node in current:
            for dependency in edges_of(node, ()):
                if dependency not in depths:
                    depths[dependency] = level
                    add(dependency)
        steps += len(current)
        if check is not None and steps >= _CHECK_EVERY:
            check()
            steps = 0
        current = found


def inclusion_order(depths: Mapping[str, int]) -> list[str]:
    """Tasks by (depth, id): the target first, the deepest last — the order the token
    budget keeps them in (and drops them in reverse).

    Breadth-first results list tasks by non-decreasing depth already; then only each
    level is sorted, which is much cheaper than sorting by a key on large closures.
    """
    order: list[str] = []
    level: list[str] = []
    current = 0
    for node, depth in depths.items():
        if depth != current:
            if depth < current:
                return sorted(depths, key=lambda task: (depths[task], task))
            level.sort()
            order.extend(level)
            level = []
            current = depth
        level.append(node)
    level.sort()
    order.extend(level)
    return order


@dataclass(frozen=True)
class BundleOrder:
    """Tasks in bundle order and the dependency cycles among them."""

    order: list[str]
    cycles: list[list[str]]


def order_bundle(
    nodes: Iterable[str], *, target: str, dependencies: Dependencies, depths: Mapping[str, int]
) -> BundleOrder:
    """Dependencies before dependents, target last; deterministic.

    Topological order of the subgraph the ``nodes`` induce, ties broken by id. Tasks on a
    cycle cannot be ordered that way: each cycle (strongly connected component) is placed
    as one unit (ranked by its smallest id) and its tasks are listed deepest first, then
    by id. Each cycle is reported once, as a shortest closed path through its smallest id.
    """
    members = set(nodes)
    successors = {
        node: sorted({dep for dep in dependencies.get(node, ()) if dep in members and dep != node})
        for node in members
    }
    order = _topological_order(members, successors)
    cycles: list[list[str]] = []
    if order is None:
        order, cycles = _order_with_cycles(members, successors, depths)
    if target in members and order[-1] != target:
        # Only reachable when ``nodes`` holds tasks the target does not reach.
        order.remove(target)
        order.append(target)
    return BundleOrder(order=order, cycles=cycles)


def _topological_order(members: set[str], successors: Dependencies) -> list[str] | None:
    """Kahn's order with ties by id, or None when a cycle leaves tasks unordered."""
    waiting = {node: len(successors[node]) for node in members}
    dependents: dict[str, list[str]] = {}
    for node in members:
        for dep in successors[node]:
            dependents.setdefault(dep, []).append(node)
    ready = [node for node, count in waiting.items() if not count]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        node = heapq.heappop(ready)
        order.append(node)
        for dependent in dependents.get(node, ()):
            waiting[dependent] -= 1
            if not waiting[dependent]:
                heapq.heappush(ready, dependent)
    return order if len(order) == len(members) else None


def _order_with_cycles(
    members: set[str], successors: Dependencies, depths: Mapping[str, int]
) -> tuple[list[str], list[list[str]]]:
    """Kahn's order over strongly connected components (cycles), and the cycles."""
    components = strongly_connected_components(members, successors)
    component_of = {node: number for number, group in enumerate(components) for node in group}
    waiting = [0] * len(components)
    dependents: list[list[int]] = [[] for _ in components]
    for number, group in enumerate(components):
        upstream = {component_of[dep] for node in group for dep in successors[node]} - {number}
        waiting[number] = len(upstream)
        for other in upstream:
            dependents[other].append(number)
    ready = [(group[0], number) for number, group in enumerate(components) if not waiting[number]]
    heapq.heapify(ready)
    order: list[str] = []
    while ready:
        _, number = heapq.heappop(ready)
        order.extend(sorted(components[number], key=lambda node: (-depths.get(node, 0), node)))
        for other in dependents[number]:
            waiting[other] -= 1
            if not waiting[other]:
                heapq.heappush(ready, (components[other][0], other))
    cycles = sorted(
        cycle_through(group[0], group, successors) for group in components if len(group) > 1
    )
    return order, cycles
