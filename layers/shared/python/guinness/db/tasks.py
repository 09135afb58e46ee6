"""The tasks repository, ``tasks`` and ``task_edges``: replacing a project's graph, reading
it upstream in one snapshot, deleting it.

Bulk data travels as one JSON parameter per statement (``json_array_elements``), so an
import of 100k tasks is a handful of round trips. Results that can be large come back as
newline-joined strings (task ids never contain a newline), which pg8000 decodes far
faster than rows or arrays.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from guinness.contracts.tasks import ImportResult
from guinness.db.connection import QUERY_CANCELED, Connection, DatabaseError, sqlstate, transaction
from guinness.errors import ContextTimeoutError, ProjectNotFoundError
from guinness.tasks.graph import Task, TaskGraph
from guinness.tasks.traversal import Check, continue_upstream

#: Deepest request answered with one small query per level. Shallow requests (the Free
#: tier's 2, the default 5) read exactly the levels they need; deeper ones make one call of
#: the server-side walk (_CLOSURE_EDGES) instead of paying a round trip per level.
LEVEL_QUERIES = 8
#: Most (task, depth) pairs, or tasks of the whole closure, a recursive walk reads before
#: the walk goes level by level (migration 0004).
CLOSURE_CAP = 20_000
#: Up to this depth the walk always goes level by level (few iterations, only what it reaches).
LEVEL_WALK_DEPTH = 64

#: Imports of one project's task graph take turns (a transaction-level advisory lock: a
#: row lock on the project would need UPDATE on projects, which the backend's role lacks).
_LOCK_TASK_GRAPH = (
    "SELECT pg_advisory_xact_lock(hashtextextended('task-graph:' || CAST(:project_id AS text), 0))"
)
_PROJECT_EXISTS = "SELECT 1 FROM projects WHERE id = :project_id"
_DELETE_EDGES = "DELETE FROM task_edges WHERE project_id = :project_id"
_DELETE_REMOVED_TASKS = (
    "DELETE FROM tasks t WHERE t.project_id = :project_id AND NOT EXISTS ("
    " SELECT 1 FROM json_array_elements_text(CAST(:task_ids AS json)) AS k(task_id)"
    " WHERE k.task_id = t.task_id)"
)
_UPSERT_TASKS = (
    "INSERT INTO tasks (project_id, task_id, title, status, body, code_refs)"
    " SELECT :project_id, x->>0, x->>1, x->>2, x->>3, CAST(x->4 AS jsonb)"
    " FROM json_array_elements(CAST(:tasks AS json)) AS x"
    " ON CONFLICT (project_id, task_id) DO UPDATE SET title = excluded.title,"
    " status = excluded.status, body = excluded.body, code_refs = excluded.code_refs,"
    " updated_at = now()"
    " WHERE (tasks.title, tasks.status, tasks.body, tasks.code_refs)"
    " IS DISTINCT FROM (excluded.title, excluded.status, excluded.body, excluded.code_refs)"
)
_INSERT_EDGES = (
    "INSERT INTO task_edges (project_id, task_id, depends_on_task_id)"
    " SELECT :project_id, x->>0, x->>1 FROM json_array_elements(CAST(:edges AS json)) AS x"
)
_TARGET_DEPENDENCIES = (
    "SELECT coalesce(string_agg(e.depends_on_task_id, E'\\n'), '')"
    " FROM tasks t LEFT JOIN task_edges e"
    " ON e.project_id = t.project_id AND e.task_id = t.task_id"
    " WHERE t.project_id = :project_id AND t.task_id = :task_id GROUP BY t.task_id"
)
# Edges come back as one line per task: "task_id<TAB>dep dep ..." (ids hold neither).
_LEVEL_EDGES = (
    "SELECT string_agg(task_id || E'\\t' || deps, E'\\n') FROM ("
    " SELECT task_id, string_agg(depends_on_task_id, ' ') AS deps FROM task_edges"
    " WHERE project_id = :project_id AND task_id = ANY(string_to_array(:ids, E'\\n'))"
    " GROUP BY task_id) AS grouped"
)
# The cycle-safe walk past LEVEL_QUERIES is one server-side function (migrations 0003,
# 0004): breadth-first up to LEVEL_WALK_DEPTH; deeper, a depth-bounded walk of (task,
# depth) pairs, else the whole closure when small, else breadth-first; its cost never
# follows a huge closure the depth does not reach.
_CLOSURE_EDGES = (
    "SELECT found, edges FROM task_upstream_edges(CAST(:project_id AS bigint),"
    " CAST(:task_id AS text), CAST(:max_depth AS integer), CAST(:closure_cap AS integer),"
    " CAST(:level_walk_depth AS integer))"
)
# One JSON document instead of rows: pg8000 decodes it in one C call.
_LOAD_TASKS = (
    "SELECT json_agg(json_build_array(t.task_id, t.title, t.status, t.body, t.code_refs,"
    " coalesce((SELECT string_agg(e.depends_on_task_id, E'\\n' ORDER BY e.depends_on_task_id)"
    " FROM task_edges e WHERE e.project_id = t.project_id AND e.task_id = t.task_id), '')))"
    " FROM tasks t WHERE t.project_id = :project_id"
    " AND t.task_id = ANY(string_to_array(:ids, E'\\n'))"
)


def replace_task_graph(conn: Connection, *, project_id: int, graph: TaskGraph) -> ImportResult:
    """Make ``graph`` the project's whole task graph, atomically.

    One transaction on ``conn`` (which must be in autocommit, outside a transaction):
    concurrent imports of the same project are serialised; on any failure the previous
    graph stays untouched. Unchanged tasks keep their ``updated_at``. Raises
    ProjectNotFoundError for an unknown project.
    """
    tasks = json.dumps(
        [[t.task_id, t.title, t.status, t.body, list(t.code_refs)] for t in graph.tasks]
    )
    edges = json.dumps([[t.task_id, dep] for t in graph.tasks for dep in t.depends_on])
    task_ids = json.dumps([t.task_id for t in graph.tasks])
    with transaction(conn):
        conn.run(_LOCK_TASK_GRAPH, project_id=project_id)
        if not conn.run(_PROJECT_EXISTS, project_id=project_id):
            raise ProjectNotFoundError()
        conn.run(_DELETE_EDGES, project_id=project_id)
        # Each deleted task runs a cascade check on task_edges (project_id,
        # depends_on_task_id): removing many tasks needs an index on those columns.
        conn.run(_DELETE_REMOVED_TASKS, project_id=project_id, task_ids=task_ids)
        removed = max(conn.row_count, 0)
        conn.run(_UPSERT_TASKS, project_id=project_id, tasks=tasks)
        conn.run(_INSERT_EDGES, project_id=project_id, edges=edges)
    return ImportResult(
        projectId=project_id,
        taskCount=len(graph.tasks),
        edgeCount=graph.edge_count,
        removedTaskCount=removed,
        cycles=list(graph.cycles),
        danglingReferences=list(graph.dangling_references),
        duplicateIds=list(graph.duplicate_ids),
        invalidIds=list(graph.invalid_ids),
    )


class PostgresTaskSource:
    """One project's tasks in PostgreSQL, read for a task-context assembly.

    Reads only what assembly needs: the upstream task ids (no bodies), then the rows of
    the tasks the token budget keeps. Run it inside one snapshot (see
    :func:`guinness.backend.task_context.assemble_task_context`) for a consistent view.
    """

    def __init__(
        self, conn: Connection, *, project_id: int, closure_cap: int = CLOSURE_CAP
    ) -> None:
        self._conn = conn
        self._project_id = project_id
        self._closure_cap = closure_cap

    def upstream_depths(self, task_id: str, max_depth: int, check: Check) -> dict[str, int] | None:
        """Depths in breadth-first order: one query per level when ``max_depth`` is at most
        LEVEL_QUERIES, else one depth-bounded recursive query."""
        if max_depth > LEVEL_QUERIES:
            return self._depths_from_closure(task_id, max_depth, check)
        rows = self._conn.run(_TARGET_DEPENDENCIES, project_id=self._project_id, task_id=task_id)
        if not rows:
            return None
        depths = {task_id: 0}
        dependencies: dict[str, list[str]] = {task_id: _split(rows[0][0])}
        frontier = [task_id]
        for level in range(1, max_depth + 1):
            found: list[str] = []
            for node in frontier:
                for dependency in dependencies.get(node, ()):
                    if dependency not in depths:
                        depths[dependency] = level
                        found.append(dependency)
            frontier = found
            if not frontier or level == max_depth:
                break
            rows = self._conn.run(
                _LEVEL_EDGES, project_id=self._project_id, ids="\n".join(frontier)
            )
            _add_edges(dependencies, rows[0][0])
            check()
        return depths

    def _depths_from_closure(
        self, task_id: str, max_depth: int, check: Check
    ) -> dict[str, int] | None:
        rows = self._conn.run(
            _CLOSURE_EDGES,
            project_id=self._project_id,
            task_id=task_id,
            max_depth=max_depth,
            closure_cap=self._closure_cap,
            level_walk_depth=LEVEL_WALK_DEPTH,
        )
        if not rows[0][0]:
            return None
        dependencies: dict[str, list[str]] = {}
        _add_edges(dependencies, rows[0][1])
        check()
        depths = {task_id: 0}
        continue_upstream(
            depths, [task_id], 0, max_depth=max_depth, dependencies=dependencies, check=check
        )
        return depths

    def load_tasks(self, task_ids: Sequence[str]) -> Mapping[str, Task]:
        """The named tasks with their dependencies (sorted), keyed by id."""
        if not task_ids:
            return {}
        rows = self._conn.run(_LOAD_TASKS, project_id=self._project_id, ids="\n".join(task_ids))
        return {
            str(item[0]): Task(
                task_id=str(item[0]),
                title=str(item[1]),
                status=None if item[2] is None else str(item[2]),
                body=str(item[3]),
                code_refs=tuple(str(ref) for ref in item[4]),
                depends_on=tuple(_split(item[5])),
            )
            for item in _json_list(rows[0][0])
        }


def _add_edges(dependencies: dict[str, list[str]], lines: str | None) -> None:
    """Add edges given as lines of "task_id<TAB>dependency dependency ..."."""
    for line in _split(lines):
        task_id, _, depends_on = line.partition("\t")
        dependencies[task_id] = depends_on.split(" ")


def _split(joined: str | None) -> list[str]:
    return joined.split("\n") if joined else []


def _json_list(value: object) -> list[Any]:
    # pg8000 decodes json already; a str means a driver configured without that.
    decoded = json.loads(value) if isinstance(value, str) else value
    return decoded if isinstance(decoded, list) else []


def delete_task_graph(conn: Connection, *, project_id: int) -> int:
    """Delete the project's tasks (their edges go with them); returns how many."""
    rows = conn.run(
        "DELETE FROM tasks WHERE project_id = :project RETURNING task_id", project=project_id
    )
    return len(rows)


@contextmanager
def task_snapshot(conn: Connection, *, statement_timeout_ms: float) -> Iterator[None]:
    """One read-only REPEATABLE READ snapshot on ``conn`` (which must be outside a
    transaction) whose statements may not outlive ``statement_timeout_ms``; a statement
    that does raises ContextTimeoutError.

    Custom plans: a generic plan cannot see which project or how many ids a query is for,
    and a recursive query planned for the average project can be very slow.
    """
    try:
        with transaction(conn, isolation="REPEATABLE READ", read_only=True):
            conn.run(
                "SELECT set_config('statement_timeout', :timeout, true),"
                " set_config('plan_cache_mode', 'force_custom_plan', true)",
                timeout=f"{max(1, math.ceil(statement_timeout_ms))}ms",
            )
            yield
    except DatabaseError as exc:
        if sqlstate(exc) == QUERY_CANCELED:
            raise ContextTimeoutError() from exc
        raise
