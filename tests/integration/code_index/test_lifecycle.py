"""Index builds: building -> ready | failed; the current index is the newest ready one."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from guinness.ai_api.code_index_routes import index_model
from guinness.code import import_code_base
from guinness.code_index.lifecycle import current_index, latest_index, run_build, start_build
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.store.documents import DocumentKind, NewDocument


@pytest.fixture
def store(database: Database, fixture_codebase: Path) -> PostgresDocumentStore:
    backend = PostgresDocumentStore(database)
    backend.migrate()
    imported = import_code_base(fixture_codebase, project_id=1, organization_id=1)
    backend.replace_all(
        DocumentKind.CODE,
        project_id=1,
        organization_id=1,
        documents=[
            NewDocument(doc_id=s.code_id, body=s.model_dump(mode="json")) for s in imported.sources
        ],
    )
    return backend


def test_a_build_goes_from_building_to_ready(store: PostgresDocumentStore) -> None:
    record = start_build(store, project_id=1, organization_id=1)

    assert record.status == "building"
    assert current_index(store, project_id=1) is None
    finished = run_build(store, record, model=index_model())

    assert finished.status == "ready"
    assert finished.counts is not None
    assert finished.counts.components > 10
    assert current_index(store, project_id=1) == finished


def test_a_failed_build_keeps_the_previous_index_current(store: PostgresDocumentStore) -> None:
    ready = run_build(
        store, start_build(store, project_id=1, organization_id=1), model=index_model()
    )
    store.put(
        DocumentKind.CODE,
        project_id=1,
        organization_id=1,
        document=NewDocument(doc_id="bad", body={"not": "code"}),
    )

    failed = run_build(
        store, start_build(store, project_id=1, organization_id=1), model=index_model()
    )

    assert failed.status == "failed"
    assert failed.error is not None
    assert "bad" in failed.error
    assert current_index(store, project_id=1) == ready
    assert latest_index(store, project_id=1) == failed


def test_concurrent_builds_leave_exactly_one_current_index(store: PostgresDocumentStore) -> None:
    records = [start_build(store, project_id=1, organization_id=1) for _ in range(4)]
    barrier = threading.Barrier(len(records))
    results = []

    def build(record) -> None:  # type: ignore[no-untyped-def]
        barrier.wait()
        results.append(run_build(store, record, model=index_model()))

    threads = [threading.Thread(target=build, args=(record,)) for record in records]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert {result.status for result in results} == {"ready"}
    current = current_index(store, project_id=1)
    assert current is not None
    assert current.index_id == max(record.index_id for record in records)
    ready = [
        doc
        for doc in store.iter_all(DocumentKind.CODE_INDEX, project_id=1)
        if doc.status == "ready"
    ]
    assert len(ready) == 4  # history is kept; "current" is derived, so only one can be current


def test_a_project_without_code_fails_to_build_with_a_reason(store: PostgresDocumentStore) -> None:
    failed = run_build(
        store, start_build(store, project_id=2, organization_id=1), model=index_model()
    )

    assert failed.status == "failed"
    assert failed.error == "the project has no imported code to index"
