"""Task-context assembly speed on 500, 10k and 100k-task graphs (and the import time).

Goals (task-context issue): 500 tasks p50 <= 5 ms in-process; 100k tasks whose target has
an upstream closure of >= 10% of the graph (Pro, maxDepth 1000, maxTokens 20,000 as an
agent's tool call would send, so the token budget omits most of it) <= 150 ms. Per graph
size: the default request (Pro, maxDepth 5), the deep one (Pro, maxDepth 1000) and the
deep one for a Free user (clamped to depth 2). Prints one ``name: value unit`` line per
figure. Runs against DATABASE_URL's server, or an embedded PostgreSQL.

Each way of calling assembly is a *variant* (a function from a request to a response):
in-process (the function the backend route calls) and over HTTP (the backend's
``POST /internal/task-context`` served by uvicorn, resolving code references through a
real AI API over HTTP), labelled ``http``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass

import httpx
from _support import median, migrated_database, percentile, served_backend

from guinness.backend.task_context import assemble_task_context
from guinness.contracts.tasks import MAX_DEPTH_LIMIT, TaskContextRequest, TaskContextResponse
from guinness.db import projects, users
from guinness.db.connection import Database
from guinness.db.tasks import replace_task_graph
from guinness.tasks.code_sources import CodeSnippet
from guinness.tasks.deadline import Deadline
from guinness.tasks.graph import Task, graph_from_tasks

#: The token budget the requests carry (the REST route has none unless asked).
TOOL_BUDGET = 20_000

#: (tasks, independent components, timed runs). The target is the last task of the first
#: component, whose upstream closure is about 3/4 of its component: ~11% of the 100k graph.
SIZES = ((500, 1, 300), (10_000, 1, 60), (100_000, 7, 40))
WARMUP_RUNS = 5
#: No time budget while measuring: a slow run is a figure, not an error.
NO_TIME_LIMIT_MS = 30_000  # the largest TASK_CONTEXT_BUDGET_MS the backend accepts
WORDS = ("the", "task", "builds", "a", "page", "with", "cart", "totals", "api", "schema", "tests")

#: Calls assembly for (project id, user id, request).
Variant = Callable[[int, int, TaskContextRequest], TaskContextResponse]


@dataclass(frozen=True)
class GraphCase:
    """One benchmark graph stored in the database."""

    size: int
    project_id: int
    pro_user_id: int
    free_user_id: int
    target: str
    closure: int


class InMemoryCodeReader:
    """Resolves every reference to a small component source (stands in for the AI API)."""

    def read_code_sources(
        self, project_id: int, refs: Sequence[str], *, deadline: Deadline
    ) -> Mapping[str, CodeSnippet]:
        return {
            ref: CodeSnippet(ref, f"src/{ref}.tsx", ref.title(), f"export const C = () => '{ref}';")
            for ref in refs
        }


def build_tasks(size: int, components: int, rng: random.Random) -> list[Task]:
    """Components of equal size; a task depends on 1-3 tasks, mostly among the previous 10
    of its component (long chains), sometimes on any earlier one (shortcuts)."""
    per = size // components
    tasks: list[Task] = []
    for component in range(components):
        base = component * per
        length = per if component < components - 1 else size - base
        for index in range(length):
            depends_on: set[str] = set()
            for _ in range(rng.randint(1, 3) if index else 0):
                earlier = index - rng.randint(1, min(index, 10))
                if rng.random() < 0.2:
                    earlier = rng.randrange(index)
                depends_on.add(f"T{base + earlier:06d}")
            body = " ".join(rng.choice(WORDS) for _ in range(rng.randint(30, 200)))
            code = (f"c{rng.randrange(50)}",) if rng.random() < 0.3 else ()
            tasks.append(
                Task(
                    task_id=f"T{base + index:06d}",
                    title=f"Task {base + index}",
                    status=rng.choice(("todo", "done", None)),
                    body=body,
                    code_refs=code,
                    depends_on=tuple(sorted(depends_on)),
                )
            )
    return tasks


def upstream_size(tasks: list[Task], target: str) -> int:
    """How many tasks ``target`` depends on, directly or not."""
    depends = {task.task_id: task.depends_on for task in tasks}
    seen = {target}
    stack = [target]
    while stack:
        for dependency in depends[stack.pop()]:
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return len(seen) - 1


def store_case(database: Database, size: int, components: int) -> tuple[GraphCase, float]:
    """A project with the graph, a Pro and a Free user; returns the import time too."""
    tasks = build_tasks(size, components, random.Random(size))
    target = tasks[size // components - 1].task_id  # the last task of the first component
    with database.connection() as conn:
        org = projects.create_organization(conn, name=f"bench {size}")
        project = projects.create_project(conn, organization_id=org, name="bench")
        pro = users.create_user(conn, email=f"pro{size}@example.com")
        users.set_subscription(conn, user_id=pro, entitlement_id="pro_tier", status="active")
        free = users.create_user(conn, email=f"free{size}@example.com")
        graph = graph_from_tasks(tasks)
        start = time.perf_counter()
        replace_task_graph(conn, project_id=project.id, graph=graph)
        imported = time.perf_counter() - start
        conn.run("VACUUM ANALYZE tasks")
        conn.run("VACUUM ANALYZE task_edges")
    case = GraphCase(size, project.id, pro, free, target, upstream_size(tasks, target))
    return case, imported


@contextmanager
def in_process(database: Database) -> Iterator[Variant]:
    """Assembly called directly, on one pooled connection, as the backend would."""
    reader = InMemoryCodeReader()
    with database.connection() as conn:

        def call(project_id: int, user_id: int, request: TaskContextRequest) -> TaskContextResponse:
            return assemble_task_context(
                conn,
                project_id=project_id,
                user_id=user_id,
                request=request,
                code_reader=reader,
                budget_ms=NO_TIME_LIMIT_MS,
            )

        yield call


@contextmanager
def over_http(database: Database) -> Iterator[Variant]:
    """The backend's route over loopback HTTP, with the AI API behind it over HTTP too."""
    budget = {"TASK_CONTEXT_BUDGET_MS": str(NO_TIME_LIMIT_MS)}
    with (
        served_backend(database, internal_key="bench-key", variables=budget) as url,
        httpx.Client(base_url=url, timeout=60) as client,
    ):

        def call(project_id: int, user_id: int, request: TaskContextRequest) -> TaskContextResponse:
            response = client.post(
                "/internal/task-context",
                headers={
                    "X-API-Key": "bench-key",
                    "X-MCP-Project-ID": str(project_id),
                    "X-MCP-User-ID": str(user_id),
                },
                json=request.model_dump(),
            )
            response.raise_for_status()
            return TaskContextResponse.model_validate(response.json())

        yield call


def variants() -> dict[str, Callable[[Database], AbstractContextManager[Variant]]]:
    """Each way of calling assembly, by the label its lines carry ("" for in-process)."""
    return {"": in_process, "http": over_http}


def measure(
    call: Variant, case: GraphCase, user_id: int, request: TaskContextRequest, runs: int
) -> list[float]:
    """Milliseconds per call, after a warm-up."""
    for _ in range(WARMUP_RUNS):
        call(case.project_id, user_id, request)
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        call(case.project_id, user_id, request)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def report(name: str, samples: list[float]) -> None:
    print(f"{name} p50: {median(samples):.1f} ms")
    print(f"{name} p99: {percentile(samples, 0.99):.1f} ms")


def main() -> None:
    with migrated_database() as settings:
        database = Database(settings)
        cases = []
        for size, components, runs in SIZES:
            case, imported = store_case(database, size, components)
            cases.append((case, runs))
            print(f"task_import {size} tasks: {imported:.2f} s")
            share = f"{100 * case.closure / size:.0f}%"
            print(f"task_context {size} nodes target upstream: {case.closure} tasks ({share})")
        for label, variant in variants().items():
            prefix = f"task_context {label} " if label else "task_context "
            with variant(database) as call:
                for case, runs in cases:
                    name = f"{prefix}{case.size} nodes"
                    default = TaskContextRequest(taskId=case.target, maxTokens=TOOL_BUDGET)
                    deep = TaskContextRequest(
                        taskId=case.target, maxDepth=MAX_DEPTH_LIMIT, maxTokens=TOOL_BUDGET
                    )
                    # The first depth past the per-level queries: one bounded recursive query.
                    nine = TaskContextRequest(taskId=case.target, maxDepth=9, maxTokens=TOOL_BUDGET)
                    report(name, measure(call, case, case.pro_user_id, default, runs))
                    report(f"{name} depth 9", measure(call, case, case.pro_user_id, nine, runs))
                    report(f"{name} depth 1000", measure(call, case, case.pro_user_id, deep, runs))
                    report(f"{name} free tier", measure(call, case, case.free_user_id, deep, runs))
                    bundle = call(case.project_id, case.pro_user_id, deep)
                    print(f"{name} depth 1000 bundled: {len(bundle.collectedNodes)} tasks")
                    print(f"{name} depth 1000 omitted: {len(bundle.omittedNodes)} tasks")
                    print(f"{name} depth 1000 bundle: {bundle.tokenEstimate} tokens")
        database.close()


if __name__ == "__main__":
    main()
