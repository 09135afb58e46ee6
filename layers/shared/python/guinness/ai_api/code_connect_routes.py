"""The AI internal API's Code Connect route: put a code base's Code Connect mappings on the
project's stored code sources, without re-importing the code.

The mappings replace the ones the sources had (from the code import or an earlier
``import code-connect``); the code set is rewritten atomically, embeddings kept, so the
next index build and every Des2Code run after it see them.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path
from pydantic import ValidationError as PydanticValidationError

from guinness.code.code_connect_files import attach_code_connect
from guinness.code.documents import CodeSourceDocument
from guinness.contracts.code_connect import (
    ReplaceCodeConnectRequest,
    ReplaceCodeConnectResponse,
    UnresolvedMapping,
)
from guinness.errors import ConflictError
from guinness.store.documents import DocumentKind, DocumentStore, NewDocument, StoredDocument

ProjectId = Annotated[int, Path(gt=0)]


def code_connect_router(store: DocumentStore) -> APIRouter:
    """``PUT /projects/{project_id}/code-connect``."""
    router = APIRouter()

    @router.put("/projects/{project_id}/code-connect")
    def replace_code_connect_route(
        project_id: ProjectId, request: ReplaceCodeConnectRequest
    ) -> ReplaceCodeConnectResponse:
        return replace_code_connect(store, project_id=project_id, request=request)

    return router


def replace_code_connect(
    store: DocumentStore, *, project_id: int, request: ReplaceCodeConnectRequest
) -> ReplaceCodeConnectResponse:
    """Attach ``request.mappings`` to the project's code sources (409 without code)."""
    stored = list(store.iter_all(DocumentKind.CODE, project_id=project_id))
    if not stored or any(item.organization_id != request.organization_id for item in stored):
        raise ConflictError("The project has no imported code: import the code base first.")
    sources = [_source(document) for document in stored]
    attached, unresolved = attach_code_connect(sources, request.mappings)
    if any(new is not old for new, old in zip(attached, sources, strict=True)):
        store.replace_all(
            DocumentKind.CODE,
            project_id=project_id,
            organization_id=request.organization_id,
            documents=[
                NewDocument(
                    doc_id=document.doc_id,
                    body={**document.body, "code_connect": _nodes(source)},
                    summary=document.summary,
                    status=document.status,
                    embedding=document.embedding,
                )
                for document, source in zip(stored, attached, strict=True)
            ],
        )
    return ReplaceCodeConnectResponse(
        mappings=len(request.mappings),
        connected_components=sum(1 for source in attached if source.code_connect),
        unresolved=[
            UnresolvedMapping(component=item.component, path=item.path, node_id=item.node_id)
            for item in unresolved
        ],
    )


def _source(document: StoredDocument) -> CodeSourceDocument:
    try:
        return CodeSourceDocument.model_validate(document.body)
    except PydanticValidationError:
        raise ConflictError(
            f"Code source {document.doc_id} is not a valid code document: re-import the code."
        ) from None


def _nodes(source: CodeSourceDocument) -> list[dict[str, object]]:
    return [node.model_dump(mode="json") for node in source.code_connect]
