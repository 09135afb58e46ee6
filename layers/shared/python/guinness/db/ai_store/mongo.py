"""The document store on Amazon DocumentDB (MongoDB API) through pymongo.

DocumentDB has no cheap multi-document transactions across large batches, so
``replace_all`` writes the new set under a new *generation* and then flips the project's
generation pointer in one atomic update: readers always see the old set or the new one,
never a mix. Documents of older generations are deleted after the flip.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

from pymongo import ASCENDING, DESCENDING, ReturnDocument

from guinness.store.documents import (
    DEFAULT_PAGE_SIZE,
    BodyPart,
    DocumentKind,
    NewDocument,
    Page,
    StoredDocument,
    check_limit,
    decode_cursor,
    encode_cursor,
    path_reference,
    reference_batch,
)

DOCUMENTS = "documents"
GENERATIONS = "generations"
_BATCH = 500


class MongoDocumentStore:
    """:class:`~guinness.store.documents.DocumentStore` on a pymongo database."""

    def __init__(self, database: Any) -> None:
        self._documents = database[DOCUMENTS]
        self._generations = database[GENERATIONS]

    def migrate(self) -> None:
        """Create the indexes (idempotent)."""
        self._documents.create_index(
            [
                ("kind", ASCENDING),
                ("project_id", ASCENDING),
                ("gen", ASCENDING),
                ("doc_id", ASCENDING),
            ],
            unique=True,
            name="scope_doc",
        )
        self._documents.create_index(
            [
                ("kind", ASCENDING),
                ("project_id", ASCENDING),
                ("gen", ASCENDING),
                ("status", ASCENDING),
            ],
            name="scope_status",
        )
        for field in ("path", "component_name"):
            self._documents.create_index(
                [
                    ("kind", ASCENDING),
                    ("project_id", ASCENDING),
                    ("gen", ASCENDING),
                    (f"summary.{field}", ASCENDING),
                    ("doc_id", ASCENDING),
                ],
                name=f"scope_summary_{field}",
            )

    def put(
        self, kind: DocumentKind, *, project_id: int, organization_id: int, document: NewDocument
    ) -> None:
        """Create or replace one document in the current generation."""
        gen = self._current(kind, project_id)
        record = _record(kind, project_id, organization_id, gen, document)
        self._documents.replace_one({"_id": record["_id"]}, record, upsert=True)

    def replace_all(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
    ) -> None:
        """Write a new generation, flip the pointer, then drop older generations."""
        key = _generation_key(kind, project_id)
        counter = self._generations.find_one_and_update(
            {"_id": key},
            {"$inc": {"next": 1}},
            upsert=True,
            return_document=ReturnDocument.AFTER,
        )
        gen = int(counter["next"])
        try:
            for start in range(0, len(documents), _BATCH):
                batch = documents[start : start + _BATCH]
                self._documents.insert_many(
                    [_record(kind, project_id, organization_id, gen, doc) for doc in batch]
                )
        except BaseException:
            self._documents.delete_many({"kind": kind.value, "project_id": project_id, "gen": gen})
            raise
        self._generations.update_one({"_id": key}, {"$set": {"current": gen}})
        self._documents.delete_many(
            {"kind": kind.value, "project_id": project_id, "gen": {"$ne": gen}}
        )

    def replace_part(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
        part: BodyPart,
    ) -> None:
        """A new generation of the other parts' documents (copied) and ``documents``."""
        kept = [
            NewDocument(
                doc_id=stored.doc_id,
                body=stored.body,
                summary=stored.summary,
                status=stored.status,
                embedding=stored.embedding,
            )
            for stored in self.iter_all(kind, project_id=project_id, with_embedding=True)
            if not part.holds(stored.body)
        ]
        self.replace_all(
            kind,
            project_id=project_id,
            organization_id=organization_id,
            documents=[*kept, *documents],
        )

    def get(
        self, kind: DocumentKind, *, project_id: int, doc_id: str, with_embedding: bool = False
    ) -> StoredDocument | None:
        """One document of the project's current generation, or None."""
        gen = self._current(kind, project_id)
        projection = None if with_embedding else {"embedding": 0}
        found = self._documents.find_one(
            {"_id": _doc_key(kind, project_id, gen, doc_id)}, projection
        )
        return _document(found, with_embedding) if found else None

    def list_page(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        cursor: str | None = None,
        limit: int = DEFAULT_PAGE_SIZE,
    ) -> Page:
        """Summaries ordered by doc_id (bodies are not read)."""
        after = decode_cursor(cursor)
        check_limit(limit)
        query: dict[str, Any] = {
            "kind": kind.value,
            "project_id": project_id,
            "gen": self._current(kind, project_id),
        }
        if after is not None:
            query["doc_id"] = {"$gt": after}
        found = list(
            self._documents.find(query, {"body": 0, "embedding": 0})
            .sort("doc_id", ASCENDING)
            .limit(limit + 1)
        )
        items = [_document(record, False) for record in found[:limit]]
        next_cursor = encode_cursor(items[-1].doc_id) if len(found) > limit else None
        return Page(items=items, next_cursor=next_cursor)

    def iter_all(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        with_embedding: bool = True,
        with_body: bool = True,
    ) -> Iterator[StoredDocument]:
        """Every document of the kind in the project's current generation, by doc_id."""
        query = {
            "kind": kind.value,
            "project_id": project_id,
            "gen": self._current(kind, project_id),
        }
        hidden = ([] if with_embedding else ["embedding"]) + ([] if with_body else ["body"])
        projection = {name: 0 for name in hidden} or None
        for record in self._documents.find(query, projection).sort("doc_id", ASCENDING):
            yield _document(record, with_embedding)

    def latest_with_status(
        self, kind: DocumentKind, *, project_id: int, status: str
    ) -> StoredDocument | None:
        """The greatest doc_id having this status."""
        query = {
            "kind": kind.value,
            "project_id": project_id,
            "gen": self._current(kind, project_id),
            "status": status,
        }
        found = list(
            self._documents.find(query, {"embedding": 0}).sort("doc_id", DESCENDING).limit(1)
        )
        return _document(found[0], False) if found else None

    def delete(self, kind: DocumentKind, *, project_id: int, doc_id: str) -> bool:
        """Delete one document of the current generation."""
        gen = self._current(kind, project_id)
        result = self._documents.delete_one({"_id": _doc_key(kind, project_id, gen, doc_id)})
        return bool(result.deleted_count)

    def resolve_code_references(
        self, *, project_id: int, refs: Sequence[str]
    ) -> dict[str, StoredDocument]:
        """Per reference: by id, else by path, else by component name (see the protocol)."""
        unique = reference_batch(refs)
        if not unique:
            return {}
        kind = DocumentKind.CODE
        scope = {
            "kind": kind.value,
            "project_id": project_id,
            "gen": self._current(kind, project_id),
        }
        paths = {ref: path_reference(ref) for ref in unique}
        # Summaries first (small), then the bodies of the chosen documents only.
        candidates = self._documents.find(
            {
                **scope,
                "$or": [
                    {"doc_id": {"$in": unique}},
                    {"summary.path": {"$in": [*unique, *paths.values()]}},
                    {"summary.component_name": {"$in": unique}},
                ],
            },
            {"doc_id": 1, "summary.path": 1, "summary.component_name": 1},
        ).sort("doc_id", ASCENDING)
        by_id: set[str] = set()
        by_path: dict[str, str] = {}
        by_name: dict[str, str] = {}
        for record in candidates:
            doc_id = str(record["doc_id"])
            summary = record.get("summary") or {}
            by_id.add(doc_id)
            if isinstance(path := summary.get("path"), str):
                by_path.setdefault(path, doc_id)
            if isinstance(name := summary.get("component_name"), str):
                by_name.setdefault(name, doc_id)
        chosen: dict[str, str] = {}
        for ref in unique:
            match = (
                ref
                if ref in by_id
                else by_path.get(ref) or by_path.get(paths[ref]) or by_name.get(ref)
            )
            if match is not None:
                chosen[ref] = match
        bodies = {
            str(record["doc_id"]): _document(record, False)
            for record in self._documents.find(
                {**scope, "doc_id": {"$in": sorted(set(chosen.values()))}}, {"embedding": 0}
            )
        }
        return {ref: bodies[doc_id] for ref, doc_id in chosen.items() if doc_id in bodies}

    def _current(self, kind: DocumentKind, project_id: int) -> int:
        pointer = self._generations.find_one({"_id": _generation_key(kind, project_id)})
        return int(pointer.get("current", 0)) if pointer else 0


def _generation_key(kind: DocumentKind, project_id: int) -> str:
    return f"{kind.value}|{project_id}"


def _doc_key(kind: DocumentKind, project_id: int, gen: int, doc_id: str) -> str:
    return f"{kind.value}|{project_id}|{gen}|{doc_id}"


def _record(
    kind: DocumentKind, project_id: int, organization_id: int, gen: int, document: NewDocument
) -> dict[str, Any]:
    return {
        "_id": _doc_key(kind, project_id, gen, document.doc_id),
        "kind": kind.value,
        "project_id": project_id,
        "organization_id": organization_id,
        "gen": gen,
        "doc_id": document.doc_id,
        "status": document.status,
        "summary": document.summary,
        "body": document.body,
        "embedding": list(document.embedding) if document.embedding is not None else None,
        "updated_at": datetime.now(UTC),
    }


def _document(record: dict[str, Any], with_embedding: bool) -> StoredDocument:
    updated = record["updated_at"]
    if updated.tzinfo is None:  # pymongo returns naive UTC datetimes by default
        updated = updated.replace(tzinfo=UTC)
    embedding = record.get("embedding") if with_embedding else None
    return StoredDocument(
        kind=DocumentKind(record["kind"]),
        project_id=int(record["project_id"]),
        organization_id=int(record["organization_id"]),
        doc_id=str(record["doc_id"]),
        summary=record.get("summary") or {},
        body=record.get("body") or {},
        status=record.get("status"),
        updated_at=updated,
        embedding=[float(value) for value in embedding] if embedding is not None else None,
    )
