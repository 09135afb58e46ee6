"""Task context at scale and depth, with code references resolved through the AI API.

Goal (the load issue): on a 100,000-task chain and on a 100,000-task random DAG (1-3
dependencies per task on earlier tasks), for the target with the largest upstream closure
of at most 500 tasks within the depth, the default request with ``maxDepth`` 1, 9, 100
and 1,000 (Pro): p99 <= 150 ms in-process. "In-process" is the function the backend
route calls (``assemble_task_context`` on a pooled connection); the tasks' code
references (30% of tasks name one or two components by name, path or code id, some
naming nothing) are resolved by the real AI API served on loopback over 2,000 imported
components, as in the backend.

The DAG's target is chosen among an evenly spread sample of tasks (exact bounded
closures of every task would take longer than the measurement); the line ``... target
upstream`` says how large the chosen target's closure within the depth is.
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from _support import median, migrated_database, percentile

from guinness.backend.task_code_reader import AiCodeSourceReader
from guinness.backend.task_context import assemble_task_context
from guinness.clients.ai_client import AiClient
from guinness.composition.ai import build_ai_app
from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.db import projects, users
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.db.tasks import replace_task_graph
from guinness.local.http_server import serve
from guinness.settings import AiSettings
from guinness.store.documents import DocumentKind, NewDocument
from guinness.tasks.graph import Task, graph_from_tasks

SIZE = 100_000
DEPTHS = (1, 9, 100, 1000)
MAX_CLOSURE = 500
COMPONENTS = 2_000
RUNS = 100
WARMUP_RUNS = 5
DAG_SAMPLE = 4_000
NO_TIME_LIMIT_MS = 30_000  # measured, not enforced: a slow run is a figure
TOKEN = "bench-ai-token"  # noqa: S105 - a local benchmark value
WORDS = ("the", "task", "builds", "a", "page", "with", "cart", "totals", "api", "schema", "tests")


@dataclass(frozen=True)
class Component:
    code_id: str
    name: str
    path: str


def components(project_id: int) -> list[Component]:
    """The project's imported code: one component per file."""
    return [
        Component(f"{project_id}_{uuid.UUID(int=n).hex}", f"Widget{n}", f"src/ui/Widget{n}.tsx")
        for n in range(COMPONENTS)
    ]


def code_refs(rng: random.Random, known: Sequence[Component]) -> tuple[str, ...]:
    """No reference (70%), else one or two: by name, path, ``./`` path, code id or nothing."""
    if rng.random() >= 0.3:
        return ()
    refs = []
    for _ in range(rng.randint(1, 2)):
        component = rng.choice(known)
        refs.append(
            rng.choice(
                (
                    component.name,
                    component.path,
                    f"./{component.path}",
                    component.code_id,
                    f"Missing{rng.randrange(1000)}",
                )
            )
        )
    return tuple(refs)


def chain(rng: random.Random, known: Sequence[Component]) -> list[Task]:
    """T0 <- T1 <- ... : every task depends on the one before."""
    return [
        _task(index, (f"T{index - 1:06d}",) if index else (), rng, known) for index in range(SIZE)
    ]


def dag(rng: random.Random, known: Sequence[Component]) -> list[Task]:
    """Every task but the first depends on 1-3 earlier tasks chosen uniformly."""
    tasks = []
    for index in range(SIZE):
        parents = {rng.randrange(index) for _ in range(rng.randint(1, 3))} if index else set()
        tasks.append(_task(index, tuple(f"T{p:06d}" for p in sorted(parents)), rng, known))
    return tasks


def _task(
    index: int, depends_on: tuple[str, ...], rng: random.Random, known: Sequence[Component]
) -> Task:
    return Task(
        task_id=f"T{index:06d}",
        title=f"Task {index}",
        status=rng.choice(("todo", "done", None)),
        body=" ".join(rng.choice(WORDS) for _ in range(rng.randint(30, 200))),
        code_refs=code_refs(rng, known),
        depends_on=depends_on,
    )


def cases(
    shape: str, tasks: list[Task], sample: Sequence[int]
) -> Iterator[tuple[str, str, int, int]]:
    """(label, target, depth, upstream tasks within the depth): the goal's targets at each
    depth, then the last task asked for 1,000 levels, whatever its closure (on the chain:
    1,000 tasks, the longest walk; a figure, not a goal)."""
    for depth in DEPTHS:
        if shape == "chain":
            index = SIZE - 1 if depth <= MAX_CLOSURE else MAX_CLOSURE
            yield f"depth {depth}", tasks[index].task_id, depth, min(index, depth)
        else:
            target, closure = pick_target(tasks, depth, sample)
            yield f"depth {depth}", target, depth, closure
    depends = {task.task_id: task.depends_on for task in tasks}
    last = tasks[-1].task_id
    yield "depth 1000 last task", last, 1000, bounded_closure(depends, last, 1000, cap=SIZE)


def bounded_closure(
    depends: dict[str, tuple[str, ...]], target: str, depth: int, *, cap: int = MAX_CLOSURE
) -> int:
    """Upstream tasks of ``target`` within ``depth`` levels; counting stops past ``cap``."""
    seen = {target}
    level = [target]
    for _ in range(depth):
        following = []
        for task_id in level:
            for dependency in depends[task_id]:
                if dependency not in seen:
                    seen.add(dependency)
                    following.append(dependency)
        if len(seen) - 1 > cap or not following:
            break
        level = following
    return len(seen) - 1


def pick_target(tasks: list[Task], depth: int, sample: Sequence[int]) -> tuple[str, int]:
    """The sampled task with the largest closure of at most MAX_CLOSURE within ``depth``."""
    depends = {task.task_id: task.depends_on for task in tasks}
    best = (tasks[0].task_id, 0)
    for index in sample:
        task_id = tasks[index].task_id
        size = bounded_closure(depends, task_id, depth)
        if best[1] < size <= MAX_CLOSURE:
            best = (task_id, size)
            if size == MAX_CLOSURE:
                break
    return best


@contextmanager
def served_ai(database: Database) -> Iterator[AiClient]:
    """The AI API built by its composition root, served on loopback, and a client of it."""
    store = PostgresDocumentStore(database)
    settings = AiSettings.from_env(
        {
            "ENVIRONMENT": "local",
            "AI_STORE": "postgres",
            "DATABASE_URL": url_for(database.settings),
            "AI_SERVICE_TOKEN": TOKEN,
        }
    )
    with serve(build_ai_app(settings, store=store)) as url:
        yield AiClient.at(url, timeout_ms=NO_TIME_LIMIT_MS, service_token=TOKEN)


def import_code(database: Database, project_id: int, organization_id: int) -> list[Component]:
    known = components(project_id)
    source = "export function Widget(props) {\n" + "  return <div {...props} />;\n" * 40 + "}\n"
    store = PostgresDocumentStore(database)
    store.migrate()
    store.replace_all(
        DocumentKind.CODE,
        project_id=project_id,
        organization_id=organization_id,
        documents=[
            NewDocument(
                doc_id=c.code_id,
                body={
                    "code_id": c.code_id,
                    "component_name": c.name,
                    "path": c.path,
                    "framework": "react",
                    "source": source,
                },
                summary={"code_id": c.code_id, "component_name": c.name, "path": c.path},
            )
            for c in known
        ],
    )
    with database.connection() as conn:
        conn.run("VACUUM ANALYZE ai_store.documents")
    return known


def main() -> None:
    with migrated_database() as settings:
        database = Database(settings)
        with database.connection() as conn:
            org = projects.create_organization(conn, name="scale")
            pro = users.create_user(conn, email="pro@example.com")
            users.set_subscription(conn, user_id=pro, entitlement_id="pro_tier", status="active")
            project_ids = {
                shape: projects.create_project(conn, organization_id=org, name=shape).id
                for shape in ("chain", "dag")
            }
        graphs = {}
        for shape, build in (("chain", chain), ("dag", dag)):
            known = import_code(database, project_ids[shape], org)
            tasks = build(random.Random(shape), known)
            start = time.perf_counter()
            with database.connection() as conn:
                replace_task_graph(
                    conn, project_id=project_ids[shape], graph=graph_from_tasks(tasks)
                )
                conn.run("VACUUM ANALYZE tasks")
                conn.run("VACUUM ANALYZE task_edges")
            print(f"task_context_scale {shape} import: {time.perf_counter() - start:.2f} s")
            graphs[shape] = tasks
        step = SIZE // DAG_SAMPLE
        with served_ai(database) as ai, database.connection() as conn:
            reader = AiCodeSourceReader(ai, organization_id=org)
            for shape, tasks in graphs.items():
                by_id = {task.task_id: task for task in tasks}
                # Late tasks first: their closures are the largest that still fit.
                sample = range(SIZE - 1, -1, -step if shape == "dag" else -1)
                for label, target, depth, closure in cases(shape, tasks, sample):
                    name = f"task_context_scale {shape} {label}"
                    print(f"{name} target upstream: {closure} tasks")
                    samples, response = measure(
                        lambda request, project_id=project_ids[shape]: assemble_task_context(
                            conn,
                            project_id=project_id,
                            user_id=pro,
                            request=request,
                            code_reader=reader,
                            budget_ms=NO_TIME_LIMIT_MS,
                        ),
                        TaskContextRequest(taskId=target, maxDepth=depth),
                    )
                    print(f"{name} p50: {median(samples):.1f} ms")
                    print(f"{name} p99: {percentile(samples, 0.99):.1f} ms")
                    print(f"{name} bundled: {len(response.collectedNodes)} tasks")
                    refs = sum(len(by_id[task_id].code_refs) for task_id in response.collectedNodes)
                    unresolved = sum(len(refs) for refs in response.unresolvedCodeRefs.values())
                    print(f"{name} code refs resolved: {refs - unresolved}")
                    print(f"{name} code refs unresolved: {unresolved}")
        database.close()


def measure(
    call: Callable[[TaskContextRequest], TaskContextResponse], request: TaskContextRequest
) -> tuple[list[float], TaskContextResponse]:
    """Milliseconds per call after a warm-up, and the last answer."""
    for _ in range(WARMUP_RUNS):
        response = call(request)
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        response = call(request)
        samples.append((time.perf_counter() - start) * 1000)
    return samples, response


if __name__ == "__main__":
    main()
