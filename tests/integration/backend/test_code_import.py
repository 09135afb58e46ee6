from __future__ import annotations

import io
import tarfile
from pathlib import Path

from guinness.code_index.lifecycle import current_index
from guinness.store.documents import DocumentKind, NewDocument
from tests.backend_stack import Backend


def _tar_gz(folder: Path) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        archive.add(folder, arcname="my-shop")
    return buffer.getvalue()


def _import(backend: Backend, body: bytes, name: str = "app.tar.gz"):
    return backend.client.post(
        "/internal/imports/code",
        params={"archive_name": name},
        headers=backend.headers(),
        content=body,
    )


def test_a_code_base_imports_and_becomes_the_current_index(
    backend: Backend, fixture_codebase: Path
) -> None:
    response = _import(backend, _tar_gz(fixture_codebase))

    assert response.status_code == 200, response.text
    result = response.json()
    assert result["components"] == result["counts"]["components"] > 10
    assert result["index"]["status"] == "ready"
    assert {problem["path"] for problem in result["unparseable"]} == {
        "src/components/Broken/Broken.tsx"
    }
    assert result["skipped"]["node_modules"] >= 1
    index = current_index(backend.store, project_id=backend.scope.project_id)
    assert index is not None
    assert index.index_id == result["index"]["index_id"]
    assert index.counts is not None
    assert index.counts.components == result["components"]
    assert index.counts.with_embedding == result["components"]
    listed = backend.client.get("/internal/code?limit=100", headers=backend.headers()).json()
    names = {item["component_name"] for item in listed["items"]}
    assert {"Button", "ButtonGroup", "Dialog"} <= names


def test_vectors_are_stored_but_never_returned(backend: Backend, fixture_codebase: Path) -> None:
    _import(backend, _tar_gz(fixture_codebase))
    listed = backend.client.get("/internal/code?limit=1", headers=backend.headers()).json()
    code_id = listed["items"][0]["code_id"]

    detail = backend.client.get(f"/internal/code/{code_id}", headers=backend.headers())
    stored = backend.store.get(
        DocumentKind.CODE, project_id=backend.scope.project_id, doc_id=code_id, with_embedding=True
    )

    assert detail.status_code == 200
    assert "embedding" not in detail.json()
    assert detail.json()["source"]
    assert stored is not None
    assert stored.embedding is not None
    assert len(stored.embedding) == 256


def test_reimport_replaces_the_code_and_keeps_ids_stable(
    backend: Backend, fixture_codebase: Path
) -> None:
    first = backend.client.get("/internal/code?limit=100", headers=backend.headers())
    _import(backend, _tar_gz(fixture_codebase))
    ids_first = {
        i["code_id"]
        for i in backend.client.get("/internal/code?limit=100", headers=backend.headers()).json()[
            "items"
        ]
    }
    second = _import(backend, _tar_gz(fixture_codebase)).json()
    ids_second = {
        i["code_id"]
        for i in backend.client.get("/internal/code?limit=100", headers=backend.headers()).json()[
            "items"
        ]
    }

    assert first.json()["items"] == []
    assert ids_first == ids_second
    assert second["index"]["status"] == "ready"


def test_a_broken_archive_is_a_clear_422(backend: Backend) -> None:
    response = _import(backend, b"PK\x03\x04 this is not really a zip", name="app.zip")

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "INVALID_CODE_ARCHIVE"


def test_a_failed_index_build_keeps_the_previous_index_current(
    backend: Backend, fixture_codebase: Path
) -> None:
    _import(backend, _tar_gz(fixture_codebase))
    before = current_index(backend.store, project_id=backend.scope.project_id)
    backend.store.put(
        DocumentKind.CODE,
        project_id=backend.scope.project_id,
        organization_id=backend.scope.organization_id,
        document=NewDocument(doc_id="broken", body={"code_id": "broken", "not": "a code doc"}),
    )

    build = backend.ai.start_code_index_build(
        project_id=backend.scope.project_id, organization_id=backend.scope.organization_id
    )

    assert build.status == "failed"
    assert build.error is not None
    assert "broken" in build.error
    after = current_index(backend.store, project_id=backend.scope.project_id)
    assert after == before
    status = backend.ai.code_index_status(project_id=backend.scope.project_id)
    assert status.latest is not None
    assert status.latest.status == "failed"
    assert status.current is not None
    assert status.current.index_id == before.index_id


def test_the_first_code_page_says_which_index_is_used_and_how_the_newest_build_stands(
    backend: Backend, fixture_codebase: Path
) -> None:
    result = _import(backend, _tar_gz(fixture_codebase)).json()
    project = backend.scope.project_id
    index = current_index(backend.store, project_id=project)
    assert index is not None
    failed = index.model_copy(
        update={"index_id": "ffffffff-ffff-7fff-bfff-ffffffffffff", "status": "failed",
                "error": "the project has no imported code to index", "counts": None}
    )  # fmt: skip
    backend.store.put(
        DocumentKind.CODE_INDEX,
        project_id=project,
        organization_id=backend.scope.organization_id,
        document=NewDocument(doc_id=failed.index_id, body=failed.as_document(), status="failed"),
    )

    first = backend.client.get("/internal/code?limit=5", headers=backend.headers()).json()
    later = backend.client.get(
        f"/internal/code?limit=5&cursor={first['next_cursor']}", headers=backend.headers()
    ).json()

    assert first["index"]["index_id"] == result["index"]["index_id"]
    assert first["index"]["status"] == "ready"
    assert first["index"]["components"] == result["components"]
    assert first["latest_build"]["status"] == "failed"
    assert "no imported code" in first["latest_build"]["error"]
    assert "index" not in later or later["index"] is None
