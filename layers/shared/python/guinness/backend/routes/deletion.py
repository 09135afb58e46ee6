"""Deletion routes: a design, a code source or the task graph of the caller's project, or
a whole project."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Request
from starlette.concurrency import run_in_threadpool

from guinness.backend.context import BackendContext
from guinness.backend.deletion import (
    delete_code_source,
    delete_design,
    delete_project,
    delete_task_graph,
)
from guinness.backend.scope import Scope, check_service_key
from guinness.contracts.backend import (
    CodeSourceDeletion,
    DesignDeletion,
    ProjectDeletion,
    TaskGraphDeletion,
)
from guinness.contracts.code_import import CODE_SOURCE_PATTERN
from guinness.contracts.text import Identifier


def deletion_router(
    context: BackendContext,
    resolve_scope: Callable[[Request], Scope],
    internal_api_key: Callable[[], str],
) -> APIRouter:
    """``DELETE /internal/designs/{design_id}``, ``/internal/code/sources/{source}``,
    ``/internal/tasks`` and ``/internal/projects/{id}``."""
    router = APIRouter(prefix="/internal")

    @router.delete("/designs/{design_id}")
    async def remove_design(
        design_id: Annotated[Identifier, Path(min_length=3, max_length=512)],
        scope: Scope = Depends(resolve_scope),
    ) -> DesignDeletion:
        """The design, its artifacts, its AI-store document and its request ids."""
        return await run_in_threadpool(delete_design, context, scope, design_id)

    @router.delete("/code/sources/{source}")
    async def remove_code_source(
        source: Annotated[str, Path(pattern=CODE_SOURCE_PATTERN)],
        scope: Scope = Depends(resolve_scope),
    ) -> CodeSourceDeletion:
        """The code source's components; the code index is rebuilt without them."""
        return await run_in_threadpool(delete_code_source, context, scope, source)

    @router.delete("/tasks")
    async def remove_task_graph(scope: Scope = Depends(resolve_scope)) -> TaskGraphDeletion:
        """The project's task graph."""
        return await run_in_threadpool(delete_task_graph, context, scope)

    # Only the service key: a project already deleted answers `existed: false`, not 404.
    @router.delete("/projects/{project_id}")
    async def remove_project(
        request: Request, project_id: Annotated[int, Path(gt=0, lt=10**18)]
    ) -> ProjectDeletion:
        """The project and everything derived from it."""
        check_service_key(request, internal_api_key)
        return await run_in_threadpool(delete_project, context, project_id)

    return router
