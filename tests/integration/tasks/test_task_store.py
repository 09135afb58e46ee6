from __future__ import annotations

import pytest
from pg8000.exceptions import DatabaseError

from guinness.db.connection import Connection
from guinness.db.tasks import PostgresTaskSource, replace_task_graph
from guinness.errors import ProjectNotFoundError
from guinness.tasks.graph import Task, TaskGraph, build_task_graph, graph_from_tasks
from guinness.tasks.task_files import parse_task_files
from tests.factories import make_scope

FILES = {
    "db.md": "---\nid: DB-1\ntitle: Schema\nstatus: done\ncode: [src/db.ts]\n---\nTables.\n",
    "api.md": "---\nid: API-2\ntitle: Orders API\ndepends_on: [DB-1, GHOST]\n---\nEndpoints.\n",
    "ui.md": "---\nid: UI-3\ntitle: Orders page\ndepends_on: [API-2, UI-4]\n---\n",
    "ui4.md": "---\nid: UI-4\ntitle: Widgets\ndepends_on: [UI-3]\n---\n",
}


def stored(conn: Connection, project_id: int) -> list[tuple[object, ...]]:
    return [
        tuple(row)
        for row in conn.run(
            "SELECT task_id, title, status, body, code_refs FROM tasks"
            " WHERE project_id = :p ORDER BY task_id",
            p=project_id,
        )
    ]


def edges(conn: Connection, project_id: int) -> list[tuple[str, str]]:
    rows = conn.run(
        "SELECT task_id, depends_on_task_id FROM task_edges WHERE project_id = :p ORDER BY 1, 2",
        p=project_id,
    )
    return [(str(a), str(b)) for a, b in rows]


def test_import_stores_the_valid_graph_and_reports_its_problems(conn: Connection) -> None:
    scope = make_scope(conn)
    graph = build_task_graph(parse_task_files(FILES))

    result = replace_task_graph(conn, project_id=scope.project_id, graph=graph)

    assert (result.taskCount, result.edgeCount, result.removedTaskCount) == (4, 4, 0)
    assert [(d.taskId, d.missingId) for d in result.danglingReferences] == [("API-2", "GHOST")]
    assert [cycle.text for cycle in result.cycles] == ["UI-3 -> UI-4 -> UI-3"]
    assert result.problem_count == 2
    assert stored(conn, scope.project_id) == [
        ("API-2", "Orders API", None, "Endpoints.", []),
        ("DB-1", "Schema", "done", "Tables.", ["src/db.ts"]),
        ("UI-3", "Orders page", None, "", []),
        ("UI-4", "Widgets", None, "", []),
    ]
    assert edges(conn, scope.project_id) == [
        ("API-2", "DB-1"),
        ("UI-3", "API-2"),
        ("UI-3", "UI-4"),
        ("UI-4", "UI-3"),
    ]


def test_reimport_replaces_tasks_and_edges_and_keeps_unchanged_rows(conn: Connection) -> None:
    scope = make_scope(conn)
    first = graph_from_tasks([Task("A", title="a"), Task("B", depends_on=("A",)), Task("C")])
    replace_task_graph(conn, project_id=scope.project_id, graph=first)
    before = dict(
        conn.run("SELECT task_id, updated_at FROM tasks WHERE project_id = :p", p=scope.project_id)
    )

    second = graph_from_tasks(
        [Task("A", title="a"), Task("B", title="new"), Task("D", depends_on=("B",))]
    )
    result = replace_task_graph(conn, project_id=scope.project_id, graph=second)

    assert result.removedTaskCount == 1
    assert [row[:2] for row in stored(conn, scope.project_id)] == [
        ("A", "a"),
        ("B", "new"),
        ("D", ""),
    ]
    assert edges(conn, scope.project_id) == [("D", "B")]
    after = dict(
        conn.run("SELECT task_id, updated_at FROM tasks WHERE project_id = :p", p=scope.project_id)
    )
    assert after["A"] == before["A"]
    assert after["B"] > before["B"]


def test_a_failing_import_leaves_the_previous_graph(conn: Connection) -> None:
    scope = make_scope(conn)
    replace_task_graph(
        conn,
        project_id=scope.project_id,
        graph=graph_from_tasks([Task("A"), Task("B", depends_on=("A",))]),
    )
    # Bypasses validation: the edge to a task that does not exist fails in the database,
    # after the old edges were deleted and the tasks upserted in the same transaction.
    broken = TaskGraph(tasks=(Task("A", title="changed"), Task("X", depends_on=("MISSING",))))

    with pytest.raises(DatabaseError):
        replace_task_graph(conn, project_id=scope.project_id, graph=broken)

    assert [row[:2] for row in stored(conn, scope.project_id)] == [("A", ""), ("B", "")]
    assert edges(conn, scope.project_id) == [("B", "A")]
    assert conn.run("SELECT 1") == [[1]]  # the connection is usable again


def test_imports_are_per_project(conn: Connection) -> None:
    mine, theirs = make_scope(conn), make_scope(conn)
    replace_task_graph(conn, project_id=theirs.project_id, graph=graph_from_tasks([Task("A")]))

    replace_task_graph(conn, project_id=mine.project_id, graph=graph_from_tasks([Task("B")]))

    assert [row[0] for row in stored(conn, theirs.project_id)] == ["A"]
    assert [row[0] for row in stored(conn, mine.project_id)] == ["B"]


def test_import_into_an_unknown_project_is_project_not_found(conn: Connection) -> None:
    with pytest.raises(ProjectNotFoundError):
        replace_task_graph(conn, project_id=999_999, graph=graph_from_tasks([Task("A")]))

    assert conn.run("SELECT count(*) FROM tasks") == [[0]]


def test_an_empty_graph_clears_the_project(conn: Connection) -> None:
    scope = make_scope(conn)
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks([Task("A")]))

    result = replace_task_graph(conn, project_id=scope.project_id, graph=TaskGraph(tasks=()))

    assert (result.taskCount, result.removedTaskCount) == (0, 1)
    assert stored(conn, scope.project_id) == []


def test_text_survives_the_round_trip_unchanged(conn: Connection) -> None:
    scope = make_scope(conn)
    body = 'Tabs\tand \\backslashes\\, quotes "\'", unicode ✓ 日本, emoji 🚀\n\n```py\nx = 1\n```'
    task = Task(
        "A", title="Ünïcode “title”", status="in progress", body=body, code_refs=("a/b.tsx", "7_x")
    )
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks([task]))

    loaded = PostgresTaskSource(conn, project_id=scope.project_id).load_tasks(["A"])

    assert loaded == {"A": task}


# The cap chooses the walk past LEVEL_WALK_DEPTH: the whole closure when it fits, else
# (task, depth) pairs when they fit, else level by level.
WALKS = pytest.mark.parametrize("closure_cap", [20_000, 5], ids=["whole-closure", "level-by-level"])


@WALKS
def test_upstream_depths_match_breadth_first_search_past_the_level_queries(
    conn: Connection, closure_cap: int
) -> None:
    scope = make_scope(conn)
    # A chain of 40 plus shortcuts: N0 -> N1 -> ... -> N39, and N0 -> N20 directly.
    tasks = [Task(f"N{n}", depends_on=(f"N{n + 1}",) if n < 39 else ()) for n in range(40)]
    tasks[0] = Task("N0", depends_on=("N1", "N20"))
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(tasks))
    source = PostgresTaskSource(conn, project_id=scope.project_id, closure_cap=closure_cap)

    def no_check() -> None:
        return None

    assert source.upstream_depths("N0", 1000, no_check) == {
        **{f"N{n}": n for n in range(0, 20)},
        **{f"N{n}": n - 19 for n in range(20, 40)},
    }
    assert source.upstream_depths("N0", 2, no_check) == {
        "N0": 0,
        "N1": 1,
        "N20": 1,
        "N2": 2,
        "N21": 2,
    }
    assert source.upstream_depths("N0", 10, no_check) == {
        **{f"N{n}": n for n in range(0, 11)},
        **{f"N{n}": n - 19 for n in range(20, 30)},
    }
    assert source.upstream_depths("NOPE", 5, no_check) is None
    assert source.upstream_depths("NOPE", 1000, no_check) is None
    assert source.upstream_depths("N39", 1000, no_check) == {"N39": 0}
    assert source.upstream_depths("N39", 3, no_check) == {"N39": 0}


@WALKS
@pytest.mark.parametrize("max_depth", [3, 100])
def test_a_ladder_reaching_tasks_at_many_depths_gets_the_shortest_ones(
    conn: Connection, closure_cap: int, max_depth: int
) -> None:
    scope = make_scope(conn)
    # L0 -> L1, L2; L1 -> L2, L3; ...: L_k is reached at every depth from k/2 to k.
    size = 40
    tasks = [
        Task(f"L{n}", depends_on=tuple(f"L{m}" for m in (n + 1, n + 2) if m < size))
        for n in range(size)
    ]
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(tasks))
    source = PostgresTaskSource(conn, project_id=scope.project_id, closure_cap=closure_cap)

    assert source.upstream_depths("L0", max_depth, lambda: None) == {
        f"L{k}": (k + 1) // 2 for k in range(min(size, 2 * max_depth + 1))
    }


@pytest.mark.parametrize(
    "closure_cap", [20_000, 150, 50], ids=["whole-closure", "depth-pairs", "level-by-level"]
)
def test_a_deep_request_on_a_long_chain_gets_exactly_its_depth_in_every_walk(
    conn: Connection, closure_cap: int
) -> None:
    scope = make_scope(conn)
    # 200 tasks upstream, 100 levels asked: 100 task-depth pairs, so a cap of 150 makes
    # the closure too large and the pairs small enough; 50 leaves only the level walk.
    size = 201
    tasks = [Task(f"C{n}", depends_on=(f"C{n + 1}",) if n < size - 1 else ()) for n in range(size)]
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(tasks))
    source = PostgresTaskSource(conn, project_id=scope.project_id, closure_cap=closure_cap)

    assert source.upstream_depths("C0", 100, lambda: None) == {f"C{n}": n for n in range(101)}


@pytest.mark.parametrize("max_depth", [3, 1000])
@pytest.mark.parametrize("closure_cap", [20_000, 2, 1])
def test_a_cycle_back_to_the_target_ends_the_walk_in_both_query_strategies(
    conn: Connection, max_depth: int, closure_cap: int
) -> None:
    scope = make_scope(conn)
    tasks = [
        Task("T", depends_on=("A",)),
        Task("A", depends_on=("B",)),
        Task("B", depends_on=("T",)),
    ]
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(tasks))
    source = PostgresTaskSource(conn, project_id=scope.project_id, closure_cap=closure_cap)

    assert source.upstream_depths("T", max_depth, lambda: None) == {"T": 0, "A": 1, "B": 2}


def test_a_shallow_request_on_a_long_chain_reads_only_what_its_depth_reaches(
    conn: Connection,
) -> None:
    scope = make_scope(conn)
    size = 30_000  # past CLOSURE_CAP: the whole closure is never walked
    tasks = [Task(f"C{n}", depends_on=(f"C{n + 1}",) if n < size - 1 else ()) for n in range(size)]
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(tasks))
    source = PostgresTaskSource(conn, project_id=scope.project_id)

    depths = source.upstream_depths("C0", 12, lambda: None)

    assert depths == {f"C{n}": n for n in range(13)}
