"""Code Connect both ways (backend side): exporting a design's Des2Code matches as Figma
Code Connect files, and importing a code base's own Code Connect files as ground truth.

Export: the newest valid result (or the named one) of the design, the design document and
the matched code components come from where the other reads get them (the artifact bucket
and the AI API); :func:`~guinness.des2code.code_connect.export_code_connect` writes the
files. Import: the files (or ``figma connect parse`` output) are read here, the AI API puts
the mappings on the code sources they name, and an index build makes them count.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError as PydanticValidationError

from guinness.backend.context import BackendContext
from guinness.backend.des2code import get_des2code
from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.code.code_connect_files import read_code_connect, read_parse_output
from guinness.code.documents import CodeSourceDocument
from guinness.contracts.code_connect import (
    MAX_CODE_CONNECT_MAPPINGS,
    CodeConnectExportRequest,
    CodeConnectExportResult,
    CodeConnectFileOut,
    CodeConnectImportRequest,
    CodeConnectImportResult,
    CodeConnectMapping,
    SkippedComponent,
)
from guinness.des2code.code_connect import LibraryComponent, export_code_connect
from guinness.designs.documents import DesignDocument
from guinness.errors import (
    ConflictError,
    UpstreamError,
    ValidationError,
    describe_validation_error,
)
from guinness.logs import Logger


def export_code_connect_files(
    context: BackendContext, scope: Scope, request: CodeConnectExportRequest
) -> CodeConnectExportResult:
    """The Code Connect files of the design's result; 409 while it has none that succeeded."""
    result = get_des2code(context, scope, request.design_id, request_id=request.request_id)
    if result.status != "success":
        raise ConflictError(
            f"The Des2Code result is {result.status}; export it once it has succeeded."
        )
    ids = {"project_id": scope.project_id, "organization_id": scope.organization_id}
    detail = context.ai.get_design(**ids, design_id=request.design_id)
    try:
        design = DesignDocument.model_validate({**detail.model_dump(), **ids})
    except PydanticValidationError:
        message = "The AI API answered a design document this export cannot read."
        raise UpstreamError(message) from None
    sources: dict[str, CodeSourceDocument] = {}
    for code_id in sorted({m.code_id for m in result.usage_matches if m.matched and m.code_id}):
        sources[code_id] = code_source(
            context.ai.get_code(**ids, code_id=code_id).model_dump(), ids
        )
    libraries = {
        key: LibraryComponent(file_key=node.file_key, node_id=node.node_id)
        for key, node in request.libraries.items()
    }
    unknown = sorted(
        {
            component.key
            for component in design.components
            if component.remote and component.key and component.key not in libraries
        }
    )
    resolver = context.component_resolver
    if unknown and resolver is not None:
        for key, found in resolver.resolve_components(scope.project_id, unknown).items():
            libraries[key] = LibraryComponent(file_key=found["file_key"], node_id=found["node_id"])
    export = export_code_connect(
        result.usage_matches,
        design,
        sources,
        libraries=libraries,
        min_confidence=request.min_confidence,
    )
    return CodeConnectExportResult(
        design_id=request.design_id,
        request_id=result.request_id,
        files=[CodeConnectFileOut(path=file.path, content=file.content) for file in export.files],
        skipped=[SkippedComponent(**item) for item in export.skipped],
    )


def code_source(detail: dict[str, Any], ids: dict[str, int]) -> CodeSourceDocument:
    """A code source from the AI API's detail view (which leaves out only vectors)."""
    known = set(CodeSourceDocument.model_fields)
    fields = {key: value for key, value in detail.items() if key in known}
    fields.setdefault("kind", "function")
    fields.setdefault("source", "")
    try:
        return CodeSourceDocument.model_validate({**fields, **ids})
    except PydanticValidationError:
        message = "The AI API answered a code source this export cannot read."
        raise UpstreamError(message) from None


def parse_code_connect_request(raw: bytes) -> CodeConnectImportRequest:
    """An ``import code-connect`` body, or ``ValidationError`` (422) naming its problem."""
    try:
        return CodeConnectImportRequest.model_validate_json(raw)
    except PydanticValidationError as exc:
        raise ValidationError(describe_validation_error(exc.errors())) from None


def import_code_connect(
    *, ai: AiClient, scope: Scope, request: CodeConnectImportRequest, logger: Logger
) -> CodeConnectImportResult:
    """Read the Code Connect files (or parse output), put their mappings on the project's
    code sources in place of the ones they had, and rebuild the index."""
    mappings: list[CodeConnectMapping] = []
    unreadable: list[str] = []
    for file in request.files:
        found = read_code_connect(file.path, file.content)
        if not found:
            unreadable.append(file.path)
        mappings += found
    mappings += read_parse_output(request.parsed)
    if not mappings:
        raise ValidationError(
            "No Code Connect mapping found: give *.figma.ts / *.figma.tsx files (a "
            "figma.connect call, or a template with // url= and // component= comments) or "
            "the JSON `figma connect parse` prints."
        )
    if len(mappings) > MAX_CODE_CONNECT_MAPPINGS:
        raise ValidationError(f"More than {MAX_CODE_CONNECT_MAPPINGS} Code Connect mappings.")
    ids = {"project_id": scope.project_id, "organization_id": scope.organization_id}
    landed = ai.replace_code_connect(**ids, mappings=mappings)
    index = ai.start_code_index_build(**ids)
    logger.info(
        "code connect import finished",
        extra={
            "project_id": scope.project_id,
            "mappings": len(mappings),
            "connected_components": landed.connected_components,
            "unresolved": len(landed.unresolved),
            "index_id": index.index_id,
        },
    )
    return CodeConnectImportResult(
        files=len(request.files) + len(request.parsed),
        mappings=len(mappings),
        connected_components=landed.connected_components,
        unresolved=landed.unresolved,
        unreadable=unreadable,
        index=index,
    )
