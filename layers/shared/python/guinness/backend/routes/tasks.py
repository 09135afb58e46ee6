"""Task routes: the task-context bundle (MCP tool and public REST route) and task import."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from starlette.concurrency import run_in_threadpool

from guinness.backend.context import BackendContext
from guinness.backend.routes.imports import read_limited
from guinness.backend.scope import Scope
from guinness.backend.task_code_reader import AiCodeSourceReader
from guinness.backend.task_context import assemble_task_context
from guinness.backend.task_import import documents_from_payload, import_task_graph
from guinness.contracts.tasks import ImportResult, TaskContextRequest, TaskContextResponse
from guinness.errors import PlatformError
from guinness.metrics import counting_import_failures


def tasks_router(context: BackendContext, resolve_scope: Callable[[Request], Scope]) -> APIRouter:
    """``/internal/task-context`` and ``/internal/imports/tasks``."""
    router = APIRouter(prefix="/internal")

    def assemble(scope: Scope, body: TaskContextRequest) -> TaskContextResponse:
        reader = AiCodeSourceReader(context.ai, organization_id=scope.organization_id)
        asked = time.perf_counter()
        started = None
        outcome = "ok"
        response: TaskContextResponse | None = None
        try:
            # The statement timeout assembly sets is transaction-local: pooling stays safe.
            with context.database.connection() as conn:
                started = time.perf_counter()
                response = assemble_task_context(
                    conn,
                    project_id=scope.project_id,
                    user_id=scope.user_id,
                    request=body,
                    code_reader=reader if body.includeSourceCode else None,
                    budget_ms=context.task_context_budget_ms,
                    clock=context.clock,
                )
            return response
        except PlatformError as exc:
            outcome = exc.code
            raise
        finally:
            _log_assembly(context, scope, asked, started, outcome, response)

    @router.post("/task-context")
    async def task_context(
        body: TaskContextRequest, scope: Scope = Depends(resolve_scope)
    ) -> TaskContextResponse:
        """The Markdown bundle of a task and its upstream dependencies (tier-clamped)."""
        return await run_in_threadpool(assemble, scope, body)

    @router.post("/imports/tasks")
    async def import_tasks(
        request: Request,
        strict: Annotated[bool, Query()] = False,
        tag: Annotated[str | None, Query(min_length=1, max_length=100)] = None,
        scope: Scope = Depends(resolve_scope),
    ) -> ImportResult:
        """Replace the project's task graph (JSON tasks, Markdown files by name, or a Task
        Master ``tasks.json``, whose ``tag`` picks the task list)."""
        with counting_import_failures("tasks"):
            raw = await read_limited(request, context.import_max_bytes)
            documents = await run_in_threadpool(documents_from_payload, raw, tag=tag)
            return await run_in_threadpool(
                import_task_graph,
                database=context.database,
                scope=scope,
                documents=documents,
                strict=strict,
                logger=context.logger,
            )

    return router


def _log_assembly(
    context: BackendContext,
    scope: Scope,
    asked: float,
    started: float | None,
    outcome: str,
    response: TaskContextResponse | None,
) -> None:
    """One line per task context: what the budget measures (the assembly, once it has its
    database connection), the wait for that connection, and how it ended."""
    done = time.perf_counter()
    extra: dict[str, object] = {
        "project_id": scope.project_id,
        "outcome": outcome,
        "duration_ms": round((done - started) * 1000, 1) if started is not None else None,
        "waited_ms": round(((started or done) - asked) * 1000, 1),
    }
    if response is not None:
        extra.update(
            tasks=len(response.collectedNodes),
            omitted=len(response.omittedNodes),
            tokens=response.tokenEstimate,
        )
    context.logger.info("task context", extra=extra)
