"""Design and code list/detail routes (MCP read tools)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Request
from starlette.concurrency import run_in_threadpool

from guinness.backend import sources
from guinness.backend.context import BackendContext
from guinness.backend.scope import Scope
from guinness.contracts.sources import (
    CodeDetail,
    CodeSummaryPage,
    DesignDetail,
    DesignSummaryPage,
    IndexBrief,
)
from guinness.contracts.text import Identifier
from guinness.store.documents import DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE

Cursor = Annotated[Identifier | None, Query(max_length=512)]
Limit = Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)]
DocId = Annotated[Identifier, Path(min_length=1, max_length=512)]
SearchText = Annotated[Identifier | None, Query(max_length=200)]
FilterValue = Annotated[Identifier | None, Query(max_length=100)]
PathPrefix = Annotated[Identifier | None, Query(max_length=512)]


def sources_router(context: BackendContext, resolve_scope: Callable[[Request], Scope]) -> APIRouter:
    """``/internal/designs`` and ``/internal/code``."""
    router = APIRouter(prefix="/internal")
    # Every answer is its contract model; defaults a document does not set stay out.

    @router.get("/designs", response_model_exclude_unset=True)
    async def list_designs(
        cursor: Cursor = None,
        limit: Limit = DEFAULT_PAGE_SIZE,
        query: SearchText = None,
        kind: FilterValue = None,
        scope: Scope = Depends(resolve_scope),
    ) -> DesignSummaryPage:
        """Paginated summaries of the project's imported designs; with ``query`` (ranked by
        name) or ``kind``, the matching ones, best first."""
        return await run_in_threadpool(
            sources.list_designs,
            context.ai,
            context.database,
            scope,
            cursor=cursor,
            limit=limit,
            search={"query": query, "kind": kind},
        )

    @router.get("/designs/{design_id}", response_model_exclude_unset=True)
    async def get_design(design_id: DocId, scope: Scope = Depends(resolve_scope)) -> DesignDetail:
        """One design source, no vectors."""
        return await run_in_threadpool(
            sources.get_design, context.ai, context.database, scope, design_id
        )

    @router.get("/code", response_model_exclude_unset=True)
    async def list_code(
        cursor: Cursor = None,
        limit: Limit = DEFAULT_PAGE_SIZE,
        query: SearchText = None,
        framework: FilterValue = None,
        path_prefix: PathPrefix = None,
        scope: Scope = Depends(resolve_scope),
    ) -> CodeSummaryPage:
        """Paginated summaries of the project's imported code sources; with ``query``
        (ranked by name, path and prop names), ``framework`` or ``path_prefix``, the
        matching ones, best first. The first page also says which code index Des2Code
        uses and how the newest build stands."""
        page = await run_in_threadpool(
            context.ai.list_code,
            project_id=scope.project_id,
            organization_id=scope.organization_id,
            cursor=cursor,
            limit=limit,
            search={"query": query, "framework": framework, "path_prefix": path_prefix},
        )
        if cursor is not None:
            return page
        status = await run_in_threadpool(context.ai.code_index_status, project_id=scope.project_id)
        latest = status.latest
        if latest is not None and status.current is not None:
            latest = None if latest.index_id == status.current.index_id else latest
        return page.model_copy(
            update={"index": IndexBrief.of(status.current), "latest_build": IndexBrief.of(latest)}
        )

    @router.get("/code/{code_id:path}", response_model_exclude_unset=True)
    async def get_code(code_id: DocId, scope: Scope = Depends(resolve_scope)) -> CodeDetail:
        """One code source with full source and CSS, no vectors."""
        return await run_in_threadpool(
            context.ai.get_code,
            project_id=scope.project_id,
            organization_id=scope.organization_id,
            code_id=code_id,
        )

    return router
