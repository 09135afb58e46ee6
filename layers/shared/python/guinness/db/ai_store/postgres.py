"""The document store on PostgreSQL: JSONB rows in the ``ai_store`` schema."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

from guinness.db.connection import Connection, Database
from guinness.db.migrations import MIGRATION_LOCK_KEY, apply_migrations
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

SCHEMA = "ai_store"
_COLUMNS = "kind, project_id, organization_id, doc_id, summary, body, status, updated_at"
_BATCH = 500
# Vectors are read as JSON: pg8000's real[] parser costs ~1.5 ms per 256-value vector,
# json.loads a few microseconds.


class PostgresDocumentStore:
    """:class:`~guinness.store.documents.DocumentStore` on a PostgreSQL database."""

    def __init__(self, database: Database) -> None:
        self._database = database

    def migrate(self) -> None:
        """Create the schema and apply the store's migrations (safe to run concurrently)."""
        with self._database.transaction() as conn:
            conn.run("SELECT pg_advisory_xact_lock(:key)", key=MIGRATION_LOCK_KEY - 1)
            conn.run(f"CREATE SCHEMA IF NOT EXISTS {SCHEMA}")
        with self._database.connection() as conn:
            apply_migrations(
                conn, package="guinness.db.ai_store", table=f"{SCHEMA}.schema_migrations"
            )

    def put(
        self, kind: DocumentKind, *, project_id: int, organization_id: int, document: NewDocument
    ) -> None:
        """Create or replace one document."""
        with self._database.connection() as conn:
            _insert(conn, kind, project_id, organization_id, [document], upsert=True)

    def replace_all(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
    ) -> None:
        """Swap the project's documents of this kind in one transaction."""
        self._replace(kind, project_id, organization_id, documents, part=None)

    def replace_part(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
        part: BodyPart,
    ) -> None:
        """Swap the part's documents in one transaction (other parts' rows untouched)."""
        self._replace(kind, project_id, organization_id, documents, part=part)

    def _replace(
        self,
        kind: DocumentKind,
        project_id: int,
        organization_id: int,
        documents: Sequence[NewDocument],
        *,
        part: BodyPart | None,
    ) -> None:
        where = "kind = :kind AND project_id = :project_id"
        params: dict[str, object] = {"kind": kind.value, "project_id": project_id}
        if part is not None:
            where += " AND COALESCE(body ->> CAST(:field AS text), :default) = :value"
            params.update(field=part.field, default=part.default, value=part.value)
        with self._database.transaction() as conn:
            conn.run(f"DELETE FROM {SCHEMA}.documents WHERE {where}", **params)
            for start in range(0, len(documents), _BATCH):
                batch = documents[start : start + _BATCH]
                _insert(conn, kind, project_id, organization_id, batch, upsert=False)
        # A bulk replace can change the table's size many times over; the planner must not
        # plan the next lookups for the old size (autovacuum would take up to a minute).
        # Only the columns lookups filter on: the sample is read without the bodies. The
        # function runs as the table's owner (the AI service's role may not ANALYZE).
        with self._database.connection() as conn:
            conn.run(f"SELECT {SCHEMA}.analyze_documents()")

    def get(
        self, kind: DocumentKind, *, project_id: int, doc_id: str, with_embedding: bool = False
    ) -> StoredDocument | None:
        """One document of the project, or None."""
        embedding = ", to_json(embedding)" if with_embedding else ""
        with self._database.connection() as conn:
            rows = conn.run(
                f"SELECT {_COLUMNS}{embedding} FROM {SCHEMA}.documents"
                " WHERE kind = :kind AND project_id = :project_id AND doc_id = :doc_id",
                kind=kind.value,
                project_id=project_id,
                doc_id=doc_id,
            )
        return _document(rows[0], with_embedding) if rows else None

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
        with self._database.connection() as conn:
            rows = conn.run(
                "SELECT kind, project_id, organization_id, doc_id, summary,"
                f" '{{}}'::jsonb, status, updated_at FROM {SCHEMA}.documents"
                " WHERE kind = :kind AND project_id = :project_id"
                " AND (CAST(:after AS text) IS NULL OR doc_id > :after)"
                " ORDER BY doc_id LIMIT :limit",
                kind=kind.value,
                project_id=project_id,
                after=after,
                limit=limit + 1,
            )
        items = [_document(row, False) for row in rows[:limit]]
        next_cursor = encode_cursor(items[-1].doc_id) if len(rows) > limit else None
        return Page(items=items, next_cursor=next_cursor)

    def iter_all(
        self,
        kind: DocumentKind,
        *,
        project_id: int,
        with_embedding: bool = True,
        with_body: bool = True,
    ) -> Iterator[StoredDocument]:
        """Every document of the kind in the project, in doc_id order, in batches."""
        embedding = ", to_json(embedding)" if with_embedding else ""
        columns = _COLUMNS if with_body else _COLUMNS.replace(" body,", " '{}'::jsonb,")
        after: str | None = None
        while True:
            with self._database.connection() as conn:
                rows = conn.run(
                    f"SELECT {columns}{embedding} FROM {SCHEMA}.documents"
                    " WHERE kind = :kind AND project_id = :project_id"
                    " AND (CAST(:after AS text) IS NULL OR doc_id > :after)"
                    " ORDER BY doc_id LIMIT :limit",
                    kind=kind.value,
                    project_id=project_id,
                    after=after,
                    limit=_BATCH,
                )
            for row in rows:
                yield _document(row, with_embedding)
            if len(rows) < _BATCH:
                return
            after = str(rows[-1][3])

    def latest_with_status(
        self, kind: DocumentKind, *, project_id: int, status: str
    ) -> StoredDocument | None:
        """The greatest doc_id having this status."""
        with self._database.connection() as conn:
            rows = conn.run(
                f"SELECT {_COLUMNS} FROM {SCHEMA}.documents"
                " WHERE kind = :kind AND project_id = :project_id AND status = :status"
                " ORDER BY doc_id DESC LIMIT 1",
                kind=kind.value,
                project_id=project_id,
                status=status,
            )
        return _document(rows[0], False) if rows else None

    def delete(self, kind: DocumentKind, *, project_id: int, doc_id: str) -> bool:
        """Delete one document."""
        with self._database.connection() as conn:
            rows = conn.run(
                f"DELETE FROM {SCHEMA}.documents WHERE kind = :kind AND project_id = :project_id"
                " AND doc_id = :doc_id RETURNING doc_id",
                kind=kind.value,
                project_id=project_id,
                doc_id=doc_id,
            )
        return bool(rows)

    def resolve_code_references(
        self, *, project_id: int, refs: Sequence[str]
    ) -> dict[str, StoredDocument]:
        """Per reference: by id, else by path, else by component name (see the protocol)."""
        unique = reference_batch(refs)
        if not unique:
            return {}
        # Per reference, the first probe that finds a document, each an index lookup whose
        # plan does not depend on the table's statistics (right after a bulk import they are
        # stale): the primary key, then the path and component-name indexes (migration 0002),
        # first by code id. Only the chosen documents' bodies are read.
        probe = (
            f"(SELECT doc_id FROM {SCHEMA}.documents WHERE kind = 'code'"
            " AND project_id = :project_id AND {condition} ORDER BY doc_id LIMIT 1)"
        )
        choices = ", ".join(
            probe.format(condition=condition)
            for condition in (
                "doc_id = r.ref",
                "summary->>'path' = r.ref",
                "summary->>'path' = r.path",
                "summary->>'component_name' = r.ref",
            )
        )
        with self._database.connection() as conn:
            rows = conn.run(
                f"WITH chosen AS MATERIALIZED (SELECT r.ref, coalesce({choices}) AS doc_id"
                " FROM unnest(CAST(:refs AS text[]), CAST(:paths AS text[])) AS r(ref, path))"
                f" SELECT chosen.ref, d.* FROM chosen CROSS JOIN LATERAL (SELECT {_COLUMNS}"
                f"  FROM {SCHEMA}.documents WHERE kind = 'code' AND project_id = :project_id"
                "  AND doc_id = chosen.doc_id) AS d",
                refs=unique,
                paths=[path_reference(ref) for ref in unique],
                project_id=project_id,
            )
        return {str(row[0]): _document(row[1:], False) for row in rows}


def _insert(
    conn: Connection,
    kind: DocumentKind,
    project_id: int,
    organization_id: int,
    documents: Sequence[NewDocument],
    *,
    upsert: bool,
) -> None:
    if not documents:
        return
    conflict = (
        " ON CONFLICT (kind, project_id, doc_id) DO UPDATE SET"
        " organization_id = excluded.organization_id, summary = excluded.summary,"
        " body = excluded.body, status = excluded.status, embedding = excluded.embedding,"
        " updated_at = now()"
        if upsert
        else ""
    )
    # Embeddings travel as JSON text: pg8000 cannot bind a ragged or NULL-holding array.
    conn.run(
        f"INSERT INTO {SCHEMA}.documents"
        " (kind, project_id, organization_id, doc_id, summary, body, status, embedding)"
        " SELECT :kind, :project_id, :organization_id, d.doc_id, d.summary, d.body, d.status,"
        "  CASE WHEN d.embedding IS NULL THEN NULL"
        "   ELSE ARRAY(SELECT jsonb_array_elements_text(d.embedding)::real) END"
        " FROM jsonb_to_recordset(CAST(:documents AS jsonb))"
        "  AS d(doc_id text, summary jsonb, body jsonb, status text, embedding jsonb)"
        f"{conflict}",
        kind=kind.value,
        project_id=project_id,
        organization_id=organization_id,
        documents=json.dumps(
            [
                {
                    "doc_id": document.doc_id,
                    "summary": document.summary,
                    "body": document.body,
                    "status": document.status,
                    "embedding": list(document.embedding)
                    if document.embedding is not None
                    else None,
                }
                for document in documents
            ]
        ),
    )


def _document(row: list[Any], with_embedding: bool) -> StoredDocument:
    return StoredDocument(
        kind=DocumentKind(row[0]),
        project_id=int(row[1]),
        organization_id=int(row[2]),
        doc_id=str(row[3]),
        summary=row[4],
        body=row[5],
        status=row[6],
        updated_at=row[7],
        embedding=[float(value) for value in row[8]]
        if with_embedding and row[8] is not None
        else None,
    )
