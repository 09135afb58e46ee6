"""Import routes: Figma design files and links, code bases, Code Connect mappings.

A route that fails is counted as a failed import of its kind (``ImportFailures``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query, Request
from starlette.concurrency import run_in_threadpool

from guinness.backend.code_connect import import_code_connect, parse_code_connect_request
from guinness.backend.code_import import import_code
from guinness.backend.code_uploads import read_import_job, start_code_upload
from guinness.backend.context import BackendContext
from guinness.backend.design_import import import_design_file
from guinness.backend.figma_imports import queue_figma_import
from guinness.backend.scope import Scope
from guinness.contracts.backend import DesignImportResult
from guinness.contracts.code_connect import CodeConnectImportResult
from guinness.contracts.code_import import (
    CODE_REVISION_PATTERN,
    CODE_SOURCE_PATTERN,
    DEFAULT_CODE_SOURCE,
    CodeImportResult,
)
from guinness.contracts.code_uploads import CodeUploadRequest, CodeUploadTicket
from guinness.contracts.figma import FigmaImportRequest, FigmaImportTicket
from guinness.contracts.import_jobs import ImportJobStatus
from guinness.errors import PayloadTooLargeError
from guinness.metrics import counting_import_failures


def imports_router(context: BackendContext, resolve_scope: Callable[[Request], Scope]) -> APIRouter:
    """Routes under ``/internal/imports``."""
    router = APIRouter(prefix="/internal/imports")

    # Dependencies built per app are passed as defaults: string annotations (PEP 563)
    # cannot name a local variable.
    @router.post("/designs")
    async def import_designs(
        request: Request,
        file_key: Annotated[str, Query(min_length=1, max_length=128)],
        node_id: Annotated[list[str] | None, Query(max_length=200)] = None,
        scope: Scope = Depends(resolve_scope),
    ) -> DesignImportResult:
        """Import a Figma file JSON (the request body, as ``GET /v1/files/:key`` returns it)."""
        with counting_import_failures("design"):
            raw = await read_limited(request, context.import_max_bytes)
            # Parsing and database work are blocking: keep them off the event loop.
            return await run_in_threadpool(
                import_design_file,
                database=context.database,
                ai=context.ai,
                scope=scope,
                file_key=file_key,
                raw=raw,
                node_ids=node_id,
                logger=context.logger,
                max_bytes=context.import_max_bytes,
            )

    @router.post("/designs/figma", status_code=202)
    async def import_design_by_link(
        body: FigmaImportRequest, scope: Scope = Depends(resolve_scope)
    ) -> FigmaImportTicket:
        """Queue the import of a design from its Figma link (``/design/``, ``/file/``,
        ``/proto/``, branch links; ``node-id`` picks frames): answers at once, the designs
        show ``pending`` until the asynchronous import finishes them."""
        with counting_import_failures("design"):
            return await run_in_threadpool(
                queue_figma_import,
                database=context.database,
                fetches=context.figma_fetches,
                scope=scope,
                request=body,
                logger=context.logger,
            )

    @router.post("/code")
    async def import_code_base_route(
        request: Request,
        archive_name: Annotated[str | None, Query(max_length=255)] = None,
        source: Annotated[str, Query(pattern=CODE_SOURCE_PATTERN)] = DEFAULT_CODE_SOURCE,
        revision: Annotated[str | None, Query(pattern=CODE_REVISION_PATTERN)] = None,
        scope: Scope = Depends(resolve_scope),
    ) -> CodeImportResult:
        """Import a code base sent as a .zip or .tar.gz body as the project's code source
        ``source`` (``default`` unless named): replaces that source's components only."""
        with counting_import_failures("code"):
            raw = await read_limited(request, context.import_max_bytes)
            return await run_in_threadpool(
                import_code,
                ai=context.ai,
                scope=scope,
                source=raw,
                archive_name=archive_name,
                embed=context.embed_code,
                logger=context.logger,
                code_source=source,
                code_revision=revision,
            )

    @router.post("/code/uploads", status_code=201)
    async def start_code_upload_route(
        body: CodeUploadRequest, scope: Scope = Depends(resolve_scope)
    ) -> CodeUploadTicket:
        """A presigned upload of a code archive for the caller's project (code pushed from
        CI): POST the archive to it and the import job imports it as code source
        ``source``; poll ``GET /internal/imports/jobs/{job_id}``."""
        return await run_in_threadpool(
            start_code_upload,
            uploads=context.require_uploads(),
            scope=scope,
            request=body,
            max_bytes=context.upload_max_bytes,
            expires_in_seconds=context.upload_expires_seconds,
            logger=context.logger,
        )

    @router.get("/jobs/{job_id}")
    async def import_job_route(
        job_id: Annotated[str, Path(pattern=r"^[0-9a-f-]{36}$")],
        scope: Scope = Depends(resolve_scope),
    ) -> ImportJobStatus:
        """Where an upload's import job stands (this project's jobs only)."""
        return await run_in_threadpool(
            read_import_job, uploads=context.require_uploads(), scope=scope, job_id=job_id
        )

    @router.post("/code-connect")
    async def import_code_connect_route(
        request: Request, scope: Scope = Depends(resolve_scope)
    ) -> CodeConnectImportResult:
        """Record a code base's own Code Connect mappings (the files, or ``figma connect
        parse`` output, as JSON) on the project's code, without re-importing it: Des2Code
        answers those Figma components with the mapped component and props."""
        with counting_import_failures("code-connect"):
            raw = await read_limited(request, context.import_max_bytes)
            body = parse_code_connect_request(raw)
            return await run_in_threadpool(
                import_code_connect,
                ai=context.ai,
                scope=scope,
                request=body,
                logger=context.logger,
            )

    return router


async def read_limited(request: Request, limit: int) -> bytes:
    """The request body, refused with 413 as soon as it passes ``limit`` bytes."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise PayloadTooLargeError(f"The request body is larger than {limit} bytes.")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise PayloadTooLargeError(f"The request body is larger than {limit} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)
