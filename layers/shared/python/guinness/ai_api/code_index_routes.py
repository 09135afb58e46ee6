"""Code index routes of the AI internal API: status and (re)build."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path

from guinness.code.features import EMBEDDING_DIMS, EMBEDDING_MODEL
from guinness.code_index.lifecycle import (
    FEATURES,
    KIND,
    current_index,
    latest_index,
    run_build,
    start_build,
)
from guinness.code_index.runner import BuildRunner
from guinness.contracts.code_index import (
    BuildRequest,
    CodeIndexRecord,
    CodeIndexStatus,
    IndexModel,
)
from guinness.logs import Logger
from guinness.store.documents import DocumentStore

LEXICAL_MODEL = "normalized-name-tokens-v1"
ProjectId = Annotated[int, Path(gt=0)]


def index_model(
    embedding_model: str = EMBEDDING_MODEL, embedding_dims: int = EMBEDDING_DIMS
) -> IndexModel:
    """The features and models a build records (the default: the built-in embedding)."""
    return IndexModel(
        embedding_model=embedding_model,
        embedding_dims=embedding_dims,
        lexical_model=LEXICAL_MODEL,
        features=FEATURES,
    )


def code_index_router(
    store: DocumentStore, runner: BuildRunner, logger: Logger, model: IndexModel | None = None
) -> APIRouter:
    """``/projects/{project_id}/code-index`` routes."""
    router = APIRouter()

    @router.get("/projects/{project_id}/code-index")
    def index_status(project_id: ProjectId) -> CodeIndexStatus:
        return CodeIndexStatus(
            current=current_index(store, project_id=project_id),
            latest=latest_index(store, project_id=project_id),
        )

    @router.post("/projects/{project_id}/code-index", status_code=202)
    def build_index(project_id: ProjectId, request: BuildRequest) -> CodeIndexRecord:
        record = start_build(store, project_id=project_id, organization_id=request.organization_id)

        def job() -> None:
            finished = run_build(store, record, model=model or index_model())
            logger.info(
                "code index build finished",
                extra={
                    "index_id": finished.index_id,
                    "status": finished.status,
                    "project_id": project_id,
                    "error": finished.error,
                },
            )

        runner.submit(job)
        # An inline runner has finished by now: answer with the record's current state.
        stored = store.get(KIND, project_id=project_id, doc_id=record.index_id)
        return CodeIndexRecord.model_validate(stored.body) if stored else record

    return router
