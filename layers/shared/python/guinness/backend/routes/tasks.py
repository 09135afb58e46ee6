"""Task routes: the task-context bundle (MCP tool and public REST route) and task import."""

from __future__ import annotations

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


def tasks_router(context: BackendContext, resolve_scope: Callable[[Request], Scope]) -> APIRouter:
    """``/internal/task-context`` and ``/internal/imports/tasks``."""
    router = APIRouter(prefix="/internal")

    def assemble(scope: Scope, body: TaskContextRequest) -> TaskContextResponse:
        reader = AiCodeSourceReader(context.ai, organization_id=scope.organization_id)
        # The statement timeout assembly sets is transaction-local: pooling stays safe.
        with context.database.connection() as conn:
            return assemble_task_context(
                conn,
                project_id=scope.project_id,
                user_id=scope.user_id,
                request=body,
                code_reader=reader if body.includeSourceCode else None,
                budget_ms=context.task_context_budget_ms,
                clock=context.clock,
            )

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
        scope: Scope = Depends(resolve_scope),
    ) -> ImportResult:
        """Replace the project's task graph (JSON tasks or Markdown files by name)."""
        raw = await read_limited(request, context.import_max_bytes)
        documents = await run_in_threadpool(documents_from_payload, raw)
        return await run_in_threadpool(
            import_task_graph,
            database=context.database,
            scope=scope,
            documents=documents,
            strict=strict,
            logger=context.logger,
        )

    return router
