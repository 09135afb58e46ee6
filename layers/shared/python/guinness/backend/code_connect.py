"""Exporting a design's Des2Code matches as Figma Code Connect files (backend side).

The newest valid result (or the named one) of the design, the design document and the
matched code components come from where the other reads get them (the artifact bucket and
the AI API); :func:`~guinness.des2code.code_connect.export_code_connect` writes the files.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError as PydanticValidationError

from guinness.backend.context import BackendContext
from guinness.backend.des2code import get_des2code
from guinness.backend.scope import Scope
from guinness.code.documents import CodeSourceDocument
from guinness.contracts.code_connect import (
    CodeConnectExportRequest,
    CodeConnectExportResult,
    CodeConnectFileOut,
    SkippedComponent,
)
from guinness.des2code.code_connect import LibraryComponent, export_code_connect
from guinness.designs.documents import DesignDocument
from guinness.errors import ConflictError, UpstreamError


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
