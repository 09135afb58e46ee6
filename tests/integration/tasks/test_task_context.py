from __future__ import annotations

import pytest

from guinness.backend.task_context import assemble_task_context
from guinness.contracts.tasks import TaskContextRequest
from guinness.db import users
from guinness.db.connection import Connection
from guinness.db.tasks import replace_task_graph
from guinness.errors import ContextTimeoutError, TaskNotFoundError
from guinness.tasks.code_sources import CodeSnippet
from guinness.tasks.graph import Task, graph_from_tasks
from tests.factories import Scope, make_scope
from tests.unit.tasks.fakes import FakeCodeReader, SteppingClock

# T -> A -> C -> D -> E, T -> B; C <-> X is a cycle.
TASKS = [
    Task("T", title="Checkout", status="todo", body="Build checkout.", depends_on=("A", "B")),
    Task("A", title="Cart API", body="Cart.", depends_on=("C",), code_refs=("7_cart", "nope.ts")),
    Task("B", title="Tokens", body="Design tokens."),
    Task("C", title="Schema", body="Tables.", depends_on=("D", "X")),
    Task("X", title="Cycle partner", depends_on=("C",)),
    Task("D", title="Database", depends_on=("E",)),
    Task("E", title="Network"),
]
CART = CodeSnippet("7_cart", "src/cart.ts", "cart", "export const cart = 1;\n")


def scope_with_tasks(conn: Connection, *, tier: str | None, status: str = "active") -> Scope:
    scope = make_scope(conn, tier=tier, status=status)
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(TASKS))
    return scope


def test_pro_user_gets_the_requested_depth_from_the_database(conn: Connection) -> None:
    scope = scope_with_tasks(conn, tier="pro_tier")
    reader = FakeCodeReader({"7_cart": CART})

    response = assemble_task_context(
        conn,
        project_id=scope.project_id,
        user_id=scope.user_id,
        request=TaskContextRequest(taskId="T", maxDepth=10),
        code_reader=reader,
    )

    assert response.collectedNodes == ["B", "E", "D", "X", "C", "A", "T"]
    assert (response.effectiveMaxDepth, response.truncated) == (10, False)
    assert response.cycles == [["C", "X", "C"]]
    assert response.markdownBundle.startswith(
        "# TASK CONTEXT BUNDLE: T\n\n## 1. Upstream Dependency: B\n"
    )
    assert "\n## 7. Target Task: T\n" in response.markdownBundle
    assert "```ts\nexport const cart = 1;\n```" in response.markdownBundle
    assert response.unresolvedCodeRefs == {"A": ["nope.ts"]}
    assert reader.calls == [(scope.project_id, ["7_cart", "nope.ts"])]


@pytest.mark.parametrize(
    ("tier", "status"),
    [(None, "active"), ("free", "active"), ("pro_tier", "canceled"), ("pro_tier", "past_due")],
)
def test_everyone_without_an_active_pro_subscription_is_clamped_to_depth_two(
    conn: Connection, tier: str | None, status: str
) -> None:
    scope = scope_with_tasks(conn, tier=tier, status=status)

    response = assemble_task_context(
        conn,
        project_id=scope.project_id,
        user_id=scope.user_id,
        request=TaskContextRequest(taskId="T", maxDepth=5),
        code_reader=None,
    )

    assert (response.requestedMaxDepth, response.effectiveMaxDepth) == (5, 2)
    assert response.truncated is True
    assert response.collectedNodes == ["B", "C", "A", "T"]


def test_a_caller_without_a_user_is_on_the_free_tier(conn: Connection) -> None:
    scope = scope_with_tasks(conn, tier="pro_tier")

    response = assemble_task_context(
        conn,
        project_id=scope.project_id,
        user_id=None,
        request=TaskContextRequest(taskId="T", maxDepth=5),
        code_reader=None,
    )

    assert response.effectiveMaxDepth == 2


def test_another_projects_task_is_not_found(conn: Connection) -> None:
    owner = scope_with_tasks(conn, tier="pro_tier")
    stranger = make_scope(conn, tier="pro_tier")

    with pytest.raises(TaskNotFoundError):
        assemble_task_context(
            conn,
            project_id=stranger.project_id,
            user_id=stranger.user_id,
            request=TaskContextRequest(taskId="T"),
            code_reader=None,
        )
    response = assemble_task_context(
        conn,
        project_id=owner.project_id,
        user_id=owner.user_id,
        request=TaskContextRequest(taskId="T"),
        code_reader=None,
    )
    assert response.taskId == "T"


def test_the_connection_is_left_in_autocommit_after_success_and_failure(conn: Connection) -> None:
    scope = scope_with_tasks(conn, tier=None)
    request = TaskContextRequest(taskId="T")
    assemble_task_context(
        conn, project_id=scope.project_id, user_id=scope.user_id, request=request, code_reader=None
    )
    with pytest.raises(TaskNotFoundError):
        assemble_task_context(
            conn,
            project_id=scope.project_id,
            user_id=scope.user_id,
            request=TaskContextRequest(taskId="missing"),
            code_reader=None,
        )

    users.create_user(conn, email="after@example.com")  # would fail in a read-only transaction
    assert conn.run("SHOW transaction_read_only") == [["off"]]


def test_a_spent_time_budget_is_a_context_timeout(conn: Connection) -> None:
    scope = scope_with_tasks(conn, tier="pro_tier")

    with pytest.raises(ContextTimeoutError):
        assemble_task_context(
            conn,
            project_id=scope.project_id,
            user_id=scope.user_id,
            request=TaskContextRequest(taskId="T"),
            code_reader=None,
            budget_ms=150,
            clock=SteppingClock(step=0.05),  # 50 ms per reading
        )
    assert conn.run("SELECT 1") == [[1]]


def test_the_token_budget_cuts_deep_graphs_read_from_the_database(conn: Connection) -> None:
    scope = make_scope(conn, tier="pro_tier")
    chain = [
        Task(f"N{n:03d}", body="y" * 400, depends_on=(f"N{n + 1:03d}",) if n < 199 else ())
        for n in range(200)
    ]
    replace_task_graph(conn, project_id=scope.project_id, graph=graph_from_tasks(chain))

    response = assemble_task_context(
        conn,
        project_id=scope.project_id,
        user_id=scope.user_id,
        request=TaskContextRequest(taskId="N000", maxDepth=1000, maxTokens=2000),
        code_reader=None,
    )

    assert response.tokenEstimate <= 2000
    assert response.collectedNodes[-1] == "N000"
    kept = len(response.collectedNodes)
    assert response.collectedNodes == [f"N{n:03d}" for n in reversed(range(kept))]
    assert response.omittedNodes == [f"N{n:03d}" for n in range(kept, 200)]
    assert (response.budgetLimited, response.truncated) == (True, False)
