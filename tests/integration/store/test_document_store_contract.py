"""One contract, two backends: PostgreSQL (the real server) and DocumentDB (mongomock,
since no MongoDB-compatible server installs here)."""

from __future__ import annotations

from collections.abc import Iterator

import mongomock
import pytest

from guinness.contracts.ai_api import MAX_CODE_REFERENCES
from guinness.db.ai_store.mongo import MongoDocumentStore
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.errors import ValidationError
from guinness.ids import uuid7
from guinness.store.documents import (
    MAX_PAGE_SIZE,
    BodyPart,
    DocumentKind,
    DocumentStore,
    NewDocument,
)

DESIGN = DocumentKind.DESIGN
CODE = DocumentKind.CODE


@pytest.fixture(params=["postgres", "documentdb"])
def store(request: pytest.FixtureRequest, database: Database) -> Iterator[DocumentStore]:
    backend: DocumentStore
    if request.param == "postgres":
        backend = PostgresDocumentStore(database)
    else:
        backend = MongoDocumentStore(mongomock.MongoClient()["guinness_ai"])
    backend.migrate()
    backend.migrate()  # idempotent
    return backend


def _doc(
    doc_id: str, *, status: str | None = None, embedding: list[float] | None = None
) -> NewDocument:
    return NewDocument(
        doc_id=doc_id,
        body={"id": doc_id, "nested": {"list": [1, 2, 3]}, "text": "ünïcødé"},
        summary={"id": doc_id, "name": f"Name {doc_id}"},
        status=status,
        embedding=embedding,
    )


def test_a_put_document_reads_back_without_its_vector(store: DocumentStore) -> None:
    store.put(DESIGN, project_id=1, organization_id=7, document=_doc("d1", embedding=[0.5, -0.25]))

    found = store.get(DESIGN, project_id=1, doc_id="d1")

    assert found is not None
    assert (found.project_id, found.organization_id, found.doc_id) == (1, 7, "d1")
    assert found.body == {"id": "d1", "nested": {"list": [1, 2, 3]}, "text": "ünïcødé"}
    assert found.summary == {"id": "d1", "name": "Name d1"}
    assert found.embedding is None


def test_the_vector_is_stored_and_returned_only_when_asked(store: DocumentStore) -> None:
    store.put(DESIGN, project_id=1, organization_id=7, document=_doc("d1", embedding=[0.5, -0.25]))

    found = store.get(DESIGN, project_id=1, doc_id="d1", with_embedding=True)
    everything = list(store.iter_all(DESIGN, project_id=1))

    assert found is not None
    assert found.embedding == [0.5, -0.25]
    assert everything[0].embedding == [0.5, -0.25]
    assert next(iter(store.iter_all(DESIGN, project_id=1, with_embedding=False))).embedding is None


def test_put_replaces_the_whole_document(store: DocumentStore) -> None:
    store.put(DESIGN, project_id=1, organization_id=7, document=_doc("d1", embedding=[1.0]))
    store.put(DESIGN, project_id=1, organization_id=7, document=NewDocument("d1", body={"v": 2}))

    found = store.get(DESIGN, project_id=1, doc_id="d1", with_embedding=True)

    assert found is not None
    assert found.body == {"v": 2}
    assert found.summary == {}
    assert found.embedding is None


def test_another_projects_documents_are_invisible(store: DocumentStore) -> None:
    store.put(DESIGN, project_id=1, organization_id=7, document=_doc("d1"))

    assert store.get(DESIGN, project_id=2, doc_id="d1") is None
    assert store.list_page(DESIGN, project_id=2).items == []
    assert list(store.iter_all(DESIGN, project_id=2)) == []
    assert store.delete(DESIGN, project_id=2, doc_id="d1") is False
    assert store.get(DESIGN, project_id=1, doc_id="d1") is not None


def test_kinds_do_not_mix(store: DocumentStore) -> None:
    store.put(DESIGN, project_id=1, organization_id=7, document=_doc("same-id"))

    assert store.get(CODE, project_id=1, doc_id="same-id") is None


def test_pages_walk_every_summary_once_in_id_order(store: DocumentStore) -> None:
    ids = [f"d{n:03d}" for n in range(25)]
    for doc_id in reversed(ids):
        store.put(DESIGN, project_id=1, organization_id=7, document=_doc(doc_id))

    seen: list[str] = []
    cursor: str | None = None
    pages = 0
    while True:
        page = store.list_page(DESIGN, project_id=1, cursor=cursor, limit=10)
        pages += 1
        seen.extend(item.doc_id for item in page.items)
        assert all(item.body == {} for item in page.items)
        assert all(item.summary["id"] == item.doc_id for item in page.items)
        if page.next_cursor is None:
            break
        cursor = page.next_cursor

    assert seen == ids
    assert pages == 3


def test_an_exact_last_page_has_no_next_cursor(store: DocumentStore) -> None:
    for n in range(4):
        store.put(DESIGN, project_id=1, organization_id=7, document=_doc(f"d{n}"))

    page = store.list_page(DESIGN, project_id=1, limit=4)

    assert len(page.items) == 4
    assert page.next_cursor is None


@pytest.mark.parametrize("cursor", ["not-a-cursor", "e30", "eyJhZnRlciI6IDF9"])
def test_a_tampered_cursor_is_a_validation_error(store: DocumentStore, cursor: str) -> None:
    with pytest.raises(ValidationError, match="cursor"):
        store.list_page(DESIGN, project_id=1, cursor=cursor)


@pytest.mark.parametrize("limit", [0, -1, MAX_PAGE_SIZE + 1])
def test_page_size_is_bounded(store: DocumentStore, limit: int) -> None:
    with pytest.raises(ValidationError, match="limit"):
        store.list_page(DESIGN, project_id=1, limit=limit)


def test_replace_all_swaps_the_projects_set_and_leaves_others_alone(store: DocumentStore) -> None:
    store.replace_all(CODE, project_id=1, organization_id=7, documents=[_doc("a"), _doc("b")])
    store.replace_all(CODE, project_id=2, organization_id=7, documents=[_doc("z")])

    store.replace_all(CODE, project_id=1, organization_id=7, documents=[_doc("b"), _doc("c")])

    assert [d.doc_id for d in store.iter_all(CODE, project_id=1)] == ["b", "c"]
    assert [d.doc_id for d in store.iter_all(CODE, project_id=2)] == ["z"]


def test_replace_all_with_a_large_set(store: DocumentStore) -> None:
    documents = [_doc(f"c{n:05d}", embedding=[n / 1000.0]) for n in range(640)]

    store.replace_all(CODE, project_id=1, organization_id=7, documents=documents)

    stored = list(store.iter_all(CODE, project_id=1))
    assert len(stored) == 640
    assert stored[-1].embedding == pytest.approx([0.639])


def test_a_failed_replace_all_keeps_the_previous_set(store: DocumentStore) -> None:
    store.replace_all(CODE, project_id=1, organization_id=7, documents=[_doc("old")])

    class Boom(Exception):
        pass

    def exploding() -> list[NewDocument]:
        class Exploding(list[NewDocument]):
            def __getitem__(self, item):  # type: ignore[no-untyped-def]
                raise Boom

            def __len__(self) -> int:
                return 3

        return Exploding()

    with pytest.raises(Boom):
        store.replace_all(CODE, project_id=1, organization_id=7, documents=exploding())

    assert [d.doc_id for d in store.iter_all(CODE, project_id=1)] == ["old"]


def test_latest_with_status_follows_time_ordered_ids(store: DocumentStore) -> None:
    kind = DocumentKind.CODE_INDEX
    first, second, third = (str(uuid7(now_ms=1_000 + n)) for n in range(3))
    store.put(kind, project_id=1, organization_id=7, document=_doc(first, status="ready"))
    store.put(kind, project_id=1, organization_id=7, document=_doc(second, status="ready"))
    store.put(kind, project_id=1, organization_id=7, document=_doc(third, status="building"))

    latest = store.latest_with_status(kind, project_id=1, status="ready")

    assert latest is not None
    assert latest.doc_id == second
    assert store.latest_with_status(kind, project_id=1, status="failed") is None
    assert store.latest_with_status(kind, project_id=2, status="ready") is None


def test_delete_removes_one_document(store: DocumentStore) -> None:
    store.put(DESIGN, project_id=1, organization_id=7, document=_doc("d1"))

    assert store.delete(DESIGN, project_id=1, doc_id="d1") is True
    assert store.delete(DESIGN, project_id=1, doc_id="d1") is False
    assert store.get(DESIGN, project_id=1, doc_id="d1") is None


def _code(doc_id: str, path: str, name: str) -> NewDocument:
    return NewDocument(
        doc_id=doc_id,
        body={"code_id": doc_id, "path": path, "component_name": name, "source": "…"},
        summary={"code_id": doc_id, "path": path, "component_name": name},
    )


def _code_base(store: DocumentStore) -> None:
    store.replace_all(
        CODE,
        project_id=1,
        organization_id=7,
        documents=[
            _code("1_b", "src/Button.tsx", "Button"),
            _code("1_a", "src/Button.tsx", "ButtonGroup"),
            _code("1_c", "src/Card.tsx", "Card"),
            _code("1_d", "src/Other.tsx", "src/Card.tsx"),
        ],
    )
    store.replace_all(
        CODE, project_id=2, organization_id=8, documents=[_code("2_x", "src/Secret.tsx", "Secret")]
    )


def test_code_references_resolve_by_id_then_path_then_name(store: DocumentStore) -> None:
    _code_base(store)

    found = store.resolve_code_references(
        project_id=1,
        refs=["1_c", "src/Button.tsx", "./src/Button.tsx", "Card", "ButtonGroup", "src/Card.tsx"],
    )

    assert {ref: document.doc_id for ref, document in found.items()} == {
        "1_c": "1_c",
        "src/Button.tsx": "1_a",  # a file's first component by code id
        "./src/Button.tsx": "1_a",
        "Card": "1_c",
        "ButtonGroup": "1_a",
        "src/Card.tsx": "1_c",  # a path beats a component of that name
    }
    assert found["Card"].body["source"] == "…"
    assert found["Card"].embedding is None


def test_code_references_naming_nothing_or_another_project_are_absent(
    store: DocumentStore,
) -> None:
    _code_base(store)

    found = store.resolve_code_references(
        project_id=1, refs=["2_x", "src/Secret.tsx", "Secret", "Nothing", "1_c"]
    )

    assert list(found) == ["1_c"]
    assert store.resolve_code_references(project_id=1, refs=[]) == {}
    assert store.resolve_code_references(project_id=3, refs=["1_c"]) == {}


def test_code_references_see_only_the_current_code_base(store: DocumentStore) -> None:
    _code_base(store)
    store.replace_all(
        CODE, project_id=1, organization_id=7, documents=[_code("1_z", "src/New.tsx", "New")]
    )

    found = store.resolve_code_references(project_id=1, refs=["Button", "New", "1_a"])

    assert {ref: document.doc_id for ref, document in found.items()} == {"New": "1_z"}


def test_more_references_than_one_lookup_takes_are_refused(store: DocumentStore) -> None:
    with pytest.raises(ValueError, match="at most"):
        store.resolve_code_references(
            project_id=1, refs=[f"ref{i}" for i in range(MAX_CODE_REFERENCES + 1)]
        )


def _sourced(doc_id: str, source: str | None, embedding: list[float] | None = None) -> NewDocument:
    body: dict[str, object] = {"code_id": doc_id}
    if source is not None:
        body["code_source"] = source
    return NewDocument(doc_id=doc_id, body=body, summary={"code_id": doc_id}, embedding=embedding)


def test_replacing_a_part_leaves_the_other_parts_as_they_were(store: DocumentStore) -> None:
    web = BodyPart("code_source", "web", "default")
    default = BodyPart("code_source", "default", "default")
    store.replace_all(
        CODE,
        project_id=1,
        organization_id=7,
        documents=[
            _sourced("old", None, [0.1]),  # imported before sources had names: the default
            _sourced("w1", "web", [0.2]),
            _sourced("ds1", "design-system", [0.3]),
        ],
    )
    store.replace_all(CODE, project_id=2, organization_id=7, documents=[_sourced("p2", "web")])

    store.replace_part(
        CODE, project_id=1, organization_id=7, documents=[_sourced("w2", "web", [0.4])], part=web
    )
    after_web = {d.doc_id: d.embedding for d in store.iter_all(CODE, project_id=1)}
    store.replace_part(CODE, project_id=1, organization_id=7, documents=[], part=default)
    after_default = {d.doc_id for d in store.iter_all(CODE, project_id=1)}

    assert after_web == {"old": [0.1], "w2": [0.4], "ds1": [0.3]}
    assert after_default == {"w2", "ds1"}
    assert [d.doc_id for d in store.iter_all(CODE, project_id=2)] == ["p2"]  # another project
