"""Des2Code routes: trigger, result, and the AI-status webhook."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Request
from starlette.concurrency import run_in_threadpool

from guinness.backend.code_connect import export_code_connect_files
from guinness.backend.context import BackendContext
from guinness.backend.des2code import (
    get_des2code,
    trigger_des2code,
)
from guinness.backend.scope import Scope
from guinness.backend.webhooks import SeenWebhooks, receive_ai_status
from guinness.contracts.code_connect import CodeConnectExportRequest, CodeConnectExportResult
from guinness.contracts.des2code import (
    Des2CodeResult,
    Des2CodeTrigger,
    Des2CodeTriggerRequest,
    WebhookReceipt,
)
from guinness.contracts.text import Identifier
from guinness.des2code.webhook_signature import HEADERS as WEBHOOK_HEADERS
from guinness.ids import uuid7
from guinness.web.correlation import CORRELATION_HEADER


def des2code_router(
    context: BackendContext, resolve_scope: Callable[[Request], Scope]
) -> APIRouter:
    """``/internal/des2code`` and ``/internal/webhooks/ai-status``."""
    router = APIRouter(prefix="/internal")
    seen = SeenWebhooks()

    @router.post("/des2code", status_code=202)
    async def trigger(
        body: Des2CodeTriggerRequest, request: Request, scope: Scope = Depends(resolve_scope)
    ) -> Des2CodeTrigger:
        """Queue matching for an imported design of the caller's project."""
        correlation_id = request.headers.get(CORRELATION_HEADER) or str(uuid7())
        return await run_in_threadpool(
            trigger_des2code, context, scope, body, correlation_id=correlation_id[:128]
        )

    # Unset defaults stay out: a pending answer is just its status and ids.
    @router.get("/des2code/{design_id}", response_model_exclude_unset=True)
    async def result(
        design_id: Annotated[Identifier, Path(min_length=1, max_length=512)],
        request_id: Annotated[Identifier | None, Query(max_length=64)] = None,
        scope: Scope = Depends(resolve_scope),
    ) -> Des2CodeResult:
        """The newest contract-valid artifact, or ``pending`` for a named request."""
        return await run_in_threadpool(
            get_des2code, context, scope, design_id, request_id=request_id
        )

    @router.post("/code-connect/export")
    async def code_connect(
        body: CodeConnectExportRequest, scope: Scope = Depends(resolve_scope)
    ) -> CodeConnectExportResult:
        """The design's Des2Code matches as Figma Code Connect files (``*.figma.ts``
        templates and ``figma.config.json``), and the components left out with why."""
        return await run_in_threadpool(export_code_connect_files, context, scope, body)

    @router.post("/webhooks/ai-status")
    async def ai_status(request: Request, scope: Scope = Depends(resolve_scope)) -> WebhookReceipt:
        """Receive the worker's signed status report."""
        body = await request.body()
        return await run_in_threadpool(
            receive_ai_status,
            context,
            scope,
            body=body,
            headers={
                name: request.headers[name] for name in WEBHOOK_HEADERS if name in request.headers
            },
            seen=seen,
        )

    return router
