"""The AI internal API as a FastAPI app (served by uvicorn locally, Mangum in Lambda).

Every route needs the service token and is scoped by the project in its path; another
project's ids answer 404, and an ``organization_id`` query that does not match answers 404
too. Responses never carry vectors.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, Path, Query
from pydantic import BaseModel

from guinness.ai_api.code_connect_routes import code_connect_router
from guinness.ai_api.code_index_routes import code_index_router
from guinness.code_index.runner import BuildRunner, InlineRunner
from guinness.contracts.ai_api import (
    API_PREFIX,
    CODE_SUMMARY_FIELDS,
    DESIGN_SUMMARY_FIELDS,
    SERVICE_TOKEN_HEADER,
    CodeReferencesRequest,
    CodeReferencesResponse,
    PutDocumentRequest,
    ReplaceDocumentsRequest,
    ReplaceDocumentsResponse,
    SummaryPage,
    listed,
    summarize,
)
from guinness.contracts.code_import import CODE_SOURCE_PATTERN, DEFAULT_CODE_SOURCE
from guinness.contracts.code_index import IndexModel
from guinness.contracts.sources import CodeDetail, CodeSummaryPage, DesignDetail, DesignSummaryPage
from guinness.contracts.text import Identifier
from guinness.errors import CodeNotFoundError, DesignNotFoundError, NotFoundError, ValidationError
from guinness.logs import Logger, get_logger
from guinness.store.documents import (
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
    BodyPart,
    DocumentKind,
    DocumentStore,
    NewDocument,
    StoredDocument,
)
from guinness.store.summary_search import SummaryQuery, search_page
from guinness.web.correlation import CorrelationMiddleware
from guinness.web.errors import install_error_handlers
from guinness.web.service_auth import require_header_secret

ProjectId = Annotated[int, Path(gt=0, description="The project the caller is scoped to.")]
OrganizationId = Annotated[int | None, Query(gt=0)]
Cursor = Annotated[Identifier | None, Query(max_length=512)]
Limit = Annotated[int, Query(ge=1, le=MAX_PAGE_SIZE)]
DocId = Annotated[Identifier, Path(min_length=1, max_length=512)]
SearchText = Annotated[Identifier | None, Query(max_length=200)]
FilterValue = Annotated[Identifier | None, Query(max_length=100)]
PathPrefix = Annotated[Identifier | None, Query(max_length=512)]
CodeSourceName = Annotated[str | None, Query(pattern=CODE_SOURCE_PATTERN)]
#: Per collection: the summary fields holding its names (its own name first).
_NAME_FIELDS = {"designs": ("name", "page_name"), "code": ("component_name", "export_names")}

#: Per collection: the document kind, its id field, its summary fields, its not-found error,
#: and the contracts its page and its documents are answered as.
_KINDS: dict[
    str,
    tuple[
        DocumentKind, str, tuple[str, ...], type[NotFoundError], type[BaseModel], type[BaseModel]
    ],
] = {
    "designs": (
        DocumentKind.DESIGN,
        "design_id",
        DESIGN_SUMMARY_FIELDS,
        DesignNotFoundError,
        DesignSummaryPage,
        DesignDetail,
    ),
    "code": (
        DocumentKind.CODE,
        "code_id",
        CODE_SUMMARY_FIELDS,
        CodeNotFoundError,
        CodeSummaryPage,
        CodeDetail,
    ),
}


def create_ai_app(
    store: DocumentStore,
    *,
    service_token: Callable[[], str],
    logger: Logger | None = None,
    build_runner: BuildRunner | None = None,
    index_model: IndexModel | None = None,
) -> FastAPI:
    """The AI internal API over ``store``; index builds run on ``build_runner``."""
    log = logger or get_logger("ai")
    app = FastAPI(title="Guinness AI internal API", docs_url=None, redoc_url=None)
    install_error_handlers(app, log)
    app.add_middleware(CorrelationMiddleware, logger=log)
    router = APIRouter(
        prefix=API_PREFIX,
        dependencies=[Depends(require_header_secret(SERVICE_TOKEN_HEADER, service_token))],
    )
    _add_code_reference_route(router, store)
    _add_project_deletion_route(router, store, log)
    router.include_router(code_connect_router(store))
    for collection in _KINDS:
        _add_document_routes(router, store, collection)
    router.include_router(
        code_index_router(store, build_runner or InlineRunner(), log, index_model)
    )
    app.include_router(router)

    @app.get("/healthz", include_in_schema=False)
    def health() -> dict[str, str]:
        return {"status": "ok"}

    return app


def _add_project_deletion_route(router: APIRouter, store: DocumentStore, log: Logger) -> None:
    @router.delete("/projects/{project_id}")
    def delete_project(project_id: ProjectId) -> dict[str, Any]:
        """Every document of the project, of every kind (deleting twice is fine)."""
        for kind in DocumentKind:
            store.replace_all(kind, project_id=project_id, organization_id=0, documents=[])
        log.info("project documents deleted", extra={"project_id": project_id})
        return {"project_id": project_id, "deleted": True}


def _add_code_reference_route(router: APIRouter, store: DocumentStore) -> None:
    @router.post(
        "/projects/{project_id}/code-references",
        response_model=CodeReferencesResponse,
        response_model_exclude_unset=True,
    )
    def resolve_code_references(
        project_id: ProjectId, request: CodeReferencesRequest
    ) -> dict[str, Any]:
        """The code source each reference names: by code id, else by file path, else by
        component name (one indexed lookup each; the project's other code is not read)."""
        found = store.resolve_code_references(project_id=project_id, refs=request.refs)
        return {
            "found": {
                ref: document.body
                for ref, document in found.items()
                if _in_organization(document, request.organization_id)
            }
        }


def _add_document_routes(router: APIRouter, store: DocumentStore, collection: str) -> None:
    kind, id_field, summary_fields, not_found, page_model, detail_model = _KINDS[collection]
    base = f"/projects/{{project_id}}/{collection}"

    def put_document(
        project_id: ProjectId, doc_id: DocId, request: PutDocumentRequest
    ) -> dict[str, Any]:
        document = dict(request.document)
        embedding = _split_embedding(document)
        if document.get(id_field, doc_id) != doc_id:
            raise ValidationError(f"document.{id_field} must equal the id in the path.")
        if document.get("project_id", project_id) != project_id:
            raise ValidationError("document.project_id must equal the project in the path.")
        document[id_field] = doc_id
        store.put(
            kind,
            project_id=project_id,
            organization_id=request.organization_id,
            document=NewDocument(
                doc_id=doc_id,
                body=document,
                summary=summarize(document, summary_fields),
                embedding=embedding,
            ),
        )
        return {id_field: doc_id}

    def replace_documents(
        project_id: ProjectId, request: ReplaceDocumentsRequest, source: CodeSourceName = None
    ) -> ReplaceDocumentsResponse:
        """Replace the project's documents of the kind; for code with ``source``, only that
        code source's (every document is then stamped with it)."""
        if source is not None and kind is not DocumentKind.CODE:
            raise ValidationError("source names a code source: only code has sources.")
        documents: list[NewDocument] = []
        seen: set[str] = set()
        for position, raw in enumerate(request.documents):
            document = dict(raw)
            doc_id = document.get(id_field)
            if not isinstance(doc_id, str) or not doc_id:
                raise ValidationError(f"documents[{position}].{id_field} is required.")
            if doc_id in seen:
                raise ValidationError(f"documents[{position}].{id_field} {doc_id!r} is repeated.")
            seen.add(doc_id)
            if source is not None:
                document["code_source"] = source
            embedding = _split_embedding(document)
            documents.append(
                NewDocument(
                    doc_id=doc_id,
                    body=document,
                    summary=summarize(document, summary_fields),
                    embedding=embedding,
                )
            )
        if source is None:
            store.replace_all(
                kind,
                project_id=project_id,
                organization_id=request.organization_id,
                documents=documents,
            )
        else:
            store.replace_part(
                kind,
                project_id=project_id,
                organization_id=request.organization_id,
                documents=documents,
                part=BodyPart("code_source", source, DEFAULT_CODE_SOURCE),
            )
        return ReplaceDocumentsResponse(count=len(documents))

    def list_documents(
        project_id: ProjectId,
        organization_id: OrganizationId = None,
        cursor: Cursor = None,
        limit: Limit = DEFAULT_PAGE_SIZE,
        query: SearchText = None,
        framework: FilterValue = None,
        design_kind: Annotated[FilterValue, Query(alias="kind")] = None,
        path_prefix: PathPrefix = None,
    ) -> dict[str, Any]:
        search = SummaryQuery(
            text=query,
            filters={
                name: value
                for name, value in (("framework", framework), ("kind", design_kind))
                if value
            },
            path_prefix=path_prefix,
        )
        if search.active:
            summaries = (
                item.summary
                for item in store.iter_all(
                    kind, project_id=project_id, with_embedding=False, with_body=False
                )
                if _in_organization(item, organization_id)
            )
            found = search_page(
                summaries, search, cursor=cursor, limit=limit, name_fields=_NAME_FIELDS[collection]
            )
            return SummaryPage(
                items=[listed(item) for item in found.items],
                next_cursor=found.next_cursor,
                total=found.total,
            ).model_dump()
        page = store.list_page(kind, project_id=project_id, cursor=cursor, limit=limit)
        items = [
            listed(item.summary)
            for item in page.items
            if organization_id is None or item.organization_id == organization_id
        ]
        # A plain page has no total (unset fields stay out of the answer).
        return SummaryPage(items=items, next_cursor=page.next_cursor).model_dump(exclude_unset=True)

    def get_document(
        project_id: ProjectId, doc_id: DocId, organization_id: OrganizationId = None
    ) -> dict[str, Any]:
        found = store.get(kind, project_id=project_id, doc_id=doc_id)
        if found is None or not _in_organization(found, organization_id):
            raise not_found()
        return found.body

    def delete_document(project_id: ProjectId, doc_id: DocId) -> dict[str, Any]:
        if not store.delete(kind, project_id=project_id, doc_id=doc_id):
            raise not_found()
        return {id_field: doc_id, "deleted": True}

    # `:path` lets ids carry slashes (code ids hold file paths).
    router.add_api_route(base + "/{doc_id:path}", put_document, methods=["PUT"])
    router.add_api_route(base, replace_documents, methods=["PUT"])
    # Answered as their contracts (validated on the way out); defaults a document does not
    # set stay out of the body.
    router.add_api_route(
        base,
        list_documents,
        methods=["GET"],
        response_model=page_model,
        response_model_exclude_unset=True,
    )
    router.add_api_route(
        base + "/{doc_id:path}",
        get_document,
        methods=["GET"],
        response_model=detail_model,
        response_model_exclude_unset=True,
    )
    router.add_api_route(base + "/{doc_id:path}", delete_document, methods=["DELETE"])


def _split_embedding(document: dict[str, Any]) -> list[float] | None:
    embedding = document.pop("embedding", None)
    if embedding is None:
        return None
    if not isinstance(embedding, list) or not all(
        isinstance(value, int | float) for value in embedding
    ):
        raise ValidationError("document.embedding must be a list of numbers.")
    return [float(value) for value in embedding]


def _in_organization(found: StoredDocument, organization_id: int | None) -> bool:
    return organization_id is None or found.organization_id == organization_id
