"""The task-context use case over PostgreSQL: what the backend route and MCP tool call."""

from __future__ import annotations

import math
import time

from pg8000.exceptions import DatabaseError

from guinness.accounts import get_subscription
from guinness.backend.task_store import PostgresTaskSource, rollback_quietly
from guinness.contracts.tasks import TaskContextRequest, TaskContextResponse
from guinness.db.connection import Connection
from guinness.errors import ContextTimeoutError
from guinness.tasks.assembly import assemble_bundle
from guinness.tasks.code_sources import CodeSourceReader
from guinness.tasks.deadline import DEFAULT_BUDGET_MS, Clock, Deadline

_QUERY_CANCELED = "57014"


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
    conn.run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
    try:
        deadline.check()
        statement_timeout = max(1, math.ceil(deadline.remaining_ms()))
        # Custom plans: a generic plan cannot see which project or how many ids a query
        # is for, and a recursive query planned for the average project can be very slow.
        conn.run(
            "SELECT set_config('statement_timeout', :timeout, true),"
            " set_config('plan_cache_mode', 'force_custom_plan', true)",
            timeout=f"{statement_timeout}ms",
        )
        subscription = get_subscription(conn, user_id=user_id) if user_id is not None else None
        response = assemble_bundle(
            PostgresTaskSource(conn, project_id=project_id),
            project_id=project_id,
            request=request,
            is_pro=subscription is not None and subscription.is_pro,
            code_reader=code_reader,
            deadline=deadline,
        )
        conn.run("COMMIT")
    except DatabaseError as exc:
        rollback_quietly(conn)
        if _sqlstate(exc) == _QUERY_CANCELED:
            raise ContextTimeoutError() from exc
        raise
    except BaseException:
        rollback_quietly(conn)
        raise
    return response


def _sqlstate(exc: DatabaseError) -> str | None:
    details = exc.args[0] if exc.args else None
    return str(details.get("C")) if isinstance(details, dict) else None
