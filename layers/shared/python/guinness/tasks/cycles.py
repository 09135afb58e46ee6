"""Strongly connected components and cycle paths of a dependency graph.

Edges point from a task to the tasks it depends on. Everything is iterative (no
recursion limit on long chains) and deterministic: components are sorted by id and
cycle paths follow successors in id order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence

Successors = Mapping[str, Sequence[str]]


def strongly_connected_components(nodes: Iterable[str], successors: Successors) -> list[list[str]]:
    """Tarjan's components of the graph restricted to ``nodes``, each sorted by id.

    Components come out dependencies first: a component is listed after every component
    it can reach. Successors outside ``nodes`` are ignored.
    """
    members = set(nodes)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[list[str]] = []
    counter = 0
    for root in sorted(members):
        if root in index:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        work: list[tuple[str, Iterable[str]]] = [(root, iter(_next(root, successors, members)))]
        while work:
            node, pending = work[-1]
            descended = False
            for succ in pending:
                if succ not in index:
                    index[succ] = low[succ] = counter
                    counter += 1
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(_next(succ, successors, members))))
                    descended = True
                    break
                if succ in on_stack and index[succ] < low[node]:
                    low[node] = index[succ]
            if descended:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                if low[node] < low[parent]:
                    low[parent] = low[node]
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                component.sort()
                components.append(component)
    return components


def cycle_through(start: str, component: Iterable[str], successors: Successors) -> list[str]:
    """A shortest cycle from ``start`` back to itself inside ``component``, as a closed path.

    ``component`` must be a strongly connected component holding ``start`` (size > 1, or
    a self-loop); the result reads ``[start, ..., start]``.
    """
    members = set(component)
    if start in successors.get(start, ()):
        return [start, start]
    parent: dict[str, str] = {}
    queue: deque[str] = deque([start])
    seen = {start}
    while queue:
        node = queue.popleft()
        for succ in sorted(successors.get(node, ())):
            if succ == start:
                path = [node]
                while path[-1] != start:
                    path.append(parent[path[-1]])
                path.reverse()
                path.append(start)
                return path
            if succ in members and succ not in seen:
                seen.add(succ)
                parent[succ] = node
                queue.append(succ)
    raise ValueError(f"{start!r} is not on a cycle of the given component")


def find_cycles(nodes: Iterable[str], successors: Successors) -> list[list[str]]:
    """One shortest cycle per cyclic component (through its smallest id), sorted."""
    suspects = _unsorted_rest(nodes, successors)
    cycles = [
        cycle_through(component[0], component, successors)
        for component in strongly_connected_components(suspects, successors)
        if len(component) > 1 or component[0] in successors.get(component[0], ())
    ]
    cycles.sort()
    return cycles


def _unsorted_rest(nodes: Iterable[str], successors: Successors) -> set[str]:
    """The nodes a topological peel cannot remove: those on or upstream of a cycle.

    Cheap compared with Tarjan's walk, and empty for the usual acyclic graph.
    """
    members = set(nodes)
    waiting: dict[str, int] = {}
    predecessors: dict[str, list[str]] = {}
    for node in members:
        inside = [succ for succ in successors.get(node, ()) if succ in members]
        waiting[node] = len(inside)
        for succ in inside:
            predecessors.setdefault(succ, []).append(node)
    ready = [node for node, count in waiting.items() if not count]
    while ready:
        node = ready.pop()
        members.discard(node)
        for predecessor in predecessors.get(node, ()):
            waiting[predecessor] -= 1
            if not waiting[predecessor]:
                ready.append(predecessor)
    return members


def _next(node: str, successors: Successors, members: set[str]) -> list[str]:
    # Visit order does not change the components, only the order they are found in.
    return [succ for succ in successors.get(node, ()) if succ in members]
