"""The task-context use case over PostgreSQL: what the backend route and MCP tool call."""

from __future__ import annotations

import time

from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.db import tasks, users
from guinness.db.connection import Connection
from guinness.tasks.assembly import assemble_bundle
from guinness.tasks.code_sources import CodeSourceReader
from guinness.tasks.deadline import DEFAULT_BUDGET_MS, Clock, Deadline


def assemble_task_context(
    conn: Connection,
    *,
    project_id: int,
    user_id: int | None,
    request: TaskContextRequest,
    code_reader: CodeSourceReader | None,
    budget_ms: int = DEFAULT_BUDGET_MS,
    clock: Clock = time.perf_counter,
) -> TaskContextResponse:
    """The bundle of ``request.taskId`` in ``project_id``, for ``user_id``'s entitlement.

    ``conn`` must be in autocommit (outside a transaction): every read runs in one
    read-only snapshot whose statements may not outlive the remaining time budget. A user
    without an active ``pro_tier`` subscription (or without a subscription row, or
    ``user_id`` None) is on the free tier. Raises TaskNotFoundError (another project's
    tasks included) and ContextTimeoutError when ``budget_ms`` is exceeded; errors of the
    code reader propagate.
    """
    deadline = Deadline(budget_ms, clock)
    deadline.check()
    with tasks.task_snapshot(conn, statement_timeout_ms=deadline.remaining_ms()):
        subscription = (
            users.get_subscription(conn, user_id=user_id) if user_id is not None else None
        )
        return assemble_bundle(
            tasks.PostgresTaskSource(conn, project_id=project_id),
            project_id=project_id,
            request=request,
            is_pro=subscription is not None and subscription.is_pro,
            code_reader=code_reader,
            deadline=deadline,
        )
