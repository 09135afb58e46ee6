"""Code index builds over the document store.

A build is recorded first as ``building``; it ends ``ready`` (with counts, model and a
digest of the code it covered) or ``failed`` (with the reason). The *current* index is
derived, never flagged: the ready record with the newest (time-ordered) id. So a failed
build leaves the previous ready index current, and concurrent builds can never leave two
current indexes.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from datetime import UTC, datetime

from pydantic import ValidationError as PydanticValidationError

from guinness.code.documents import CodeSourceDocument
from guinness.contracts.code_index import CodeIndexRecord, IndexCounts, IndexModel
from guinness.ids import uuid7
from guinness.store.documents import DocumentKind, DocumentStore, NewDocument

KIND = DocumentKind.CODE_INDEX
FEATURES = ["normalized_names", "name_tokens", "prop_signatures", "embedding"]
Clock = Callable[[], datetime]


class IndexBuildError(Exception):
    """The code set cannot be indexed (for example a stored document does not validate)."""


def _utcnow() -> datetime:
    return datetime.now(UTC)


def current_index(store: DocumentStore, *, project_id: int) -> CodeIndexRecord | None:
    """The newest ready index of the project, or None."""
    found = store.latest_with_status(KIND, project_id=project_id, status="ready")
    return CodeIndexRecord.model_validate(found.body) if found else None


def latest_index(store: DocumentStore, *, project_id: int) -> CodeIndexRecord | None:
    """The newest index record of any status (to show a build in progress or failed)."""
    latest: CodeIndexRecord | None = None
    for stored in store.iter_all(KIND, project_id=project_id, with_embedding=False):
        latest = CodeIndexRecord.model_validate(stored.body)
    return latest


def start_build(
    store: DocumentStore, *, project_id: int, organization_id: int, clock: Clock = _utcnow
) -> CodeIndexRecord:
    """Record a new build as ``building``."""
    record = CodeIndexRecord(
        index_id=str(uuid7()),
        project_id=project_id,
        organization_id=organization_id,
        status="building",
        created_at=clock(),
    )
    _save(store, record)
    return record


def run_build(
    store: DocumentStore,
    record: CodeIndexRecord,
    *,
    model: IndexModel,
    clock: Clock = _utcnow,
) -> CodeIndexRecord:
    """Index the project's current code; the record ends ready or failed (never raises for
    a bad code set — the failure is recorded)."""
    try:
        counts, digest = _index_code(store, record.project_id)
    except IndexBuildError as exc:
        failed = record.model_copy(
            update={"status": "failed", "finished_at": clock(), "error": str(exc)}
        )
        _save(store, failed)
        return failed
    ready = record.model_copy(
        update={
            "status": "ready",
            "finished_at": clock(),
            "counts": counts,
            "model": model,
            "code_digest": digest,
        }
    )
    _save(store, ready)
    return ready


def _index_code(store: DocumentStore, project_id: int) -> tuple[IndexCounts, str]:
    digest = hashlib.sha256()
    components = props = variant_props = with_embedding = 0
    for stored in store.iter_all(DocumentKind.CODE, project_id=project_id, with_embedding=True):
        try:
            source = CodeSourceDocument.model_validate(stored.body)
        except PydanticValidationError as exc:
            raise IndexBuildError(
                f"code source {stored.doc_id} is not a valid code document "
                f"({exc.error_count()} problems)"
            ) from None
        components += 1
        props += len(source.props)
        variant_props += sum(1 for prop in source.props if prop.values)
        with_embedding += 1 if stored.embedding else 0
        digest.update(f"{stored.doc_id}@{stored.updated_at.isoformat()}\n".encode())
    if components == 0:
        raise IndexBuildError("the project has no imported code to index")
    counts = IndexCounts(
        components=components,
        props=props,
        variant_props=variant_props,
        with_embedding=with_embedding,
    )
    return counts, digest.hexdigest()


def _save(store: DocumentStore, record: CodeIndexRecord) -> None:
    store.put(
        KIND,
        project_id=record.project_id,
        organization_id=record.organization_id,
        document=NewDocument(
            doc_id=record.index_id,
            body=record.as_document(),
            summary={"index_id": record.index_id, "status": record.status},
            status=record.status,
        ),
    )
