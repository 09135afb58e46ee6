from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from guinness.backend.app import create_backend_app
from guinness.backend.context import BackendContext
from guinness.composition.backend import build_backend_app
from guinness.db.connection import Connection
from guinness.db.designs import get_design_row
from guinness.logs import get_logger
from guinness.store.documents import DocumentKind
from tests.backend_stack import Backend, backend_settings

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "figma"
SAMPLE = FIXTURES / "code-connect_dummy_api_response_for_wizard.json"


def _import(backend: Backend, body: bytes, *, file_key: str = "SAMPLEKEY", **params: object):
    return backend.client.post(
        "/internal/imports/designs",
        params={"file_key": file_key, **params},
        headers={**backend.headers(), "content-type": "application/json"},
        content=body,
    )


def test_the_real_sample_imports_as_completed_design_system_context(
    backend: Backend, conn: Connection
) -> None:
    response = _import(backend, SAMPLE.read_bytes())

    assert response.status_code == 200, response.text
    result = response.json()
    assert result["file_key"] == "SAMPLEKEY"
    assert result["designs"], result
    for design in result["designs"]:
        assert design["import_status"] == "completed"
        assert design["design_id"] == f"{backend.scope.project_id}_SAMPLEKEY_{design['node_id']}"
        row = get_design_row(
            conn, project_id=backend.scope.project_id, design_id=design["design_id"]
        )
        assert row is not None
        assert (row.import_status, row.organization_id) == (
            "completed",
            backend.scope.organization_id,
        )
        stored = backend.store.get(
            DocumentKind.DESIGN, project_id=backend.scope.project_id, doc_id=design["design_id"]
        )
        assert stored is not None
        assert stored.body["design_id"] == design["design_id"]
    assert {d["kind"] for d in result["designs"]} == {"component_library"}


def test_reimport_replaces_the_design_in_place(backend: Backend) -> None:
    first = _import(backend, SAMPLE.read_bytes()).json()["designs"]
    second = _import(backend, SAMPLE.read_bytes()).json()["designs"]

    assert [d["design_id"] for d in first] == [d["design_id"] for d in second]
    page = backend.store.list_page(DocumentKind.DESIGN, project_id=backend.scope.project_id)
    assert len(page.items) == len(first)


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        (b"not json at all", "JSON"),
        (b'{"name": "x"}', "document"),
        (b"[1, 2, 3]", "object"),
    ],
)
def test_broken_files_are_refused_with_a_clear_error_and_write_nothing(
    backend: Backend, body: bytes, fragment: str
) -> None:
    response = _import(backend, body)

    assert response.status_code == 422
    error = response.json()["error"]
    assert error["code"] == "INVALID_FIGMA_FILE"
    assert fragment.lower() in error["message"].lower()
    assert (
        backend.store.list_page(DocumentKind.DESIGN, project_id=backend.scope.project_id).items
        == []
    )


def test_a_refused_reimport_of_named_nodes_marks_them_failed(
    backend: Backend, conn: Connection
) -> None:
    designs = _import(backend, SAMPLE.read_bytes()).json()["designs"]
    node_id = designs[0]["node_id"]

    response = _import(backend, b"{broken", node_id=node_id)

    assert response.status_code == 422
    row = get_design_row(
        conn, project_id=backend.scope.project_id, design_id=designs[0]["design_id"]
    )
    assert row is not None
    assert row.import_status == "failed"
    assert row.import_error


def test_a_missing_named_node_is_an_error_naming_it(backend: Backend) -> None:
    response = _import(backend, SAMPLE.read_bytes(), node_id="999:999")

    assert response.status_code == 422
    assert "999:999" in response.json()["error"]["message"]


@pytest.mark.parametrize("file_key", ["bad key", "x" * 129, "../etc"])
def test_file_keys_are_validated(backend: Backend, file_key: str) -> None:
    response = _import(backend, SAMPLE.read_bytes(), file_key=file_key)

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "VALIDATION_ERROR"


def test_the_ai_service_being_down_marks_designs_failed(backend: Backend, conn: Connection) -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        down = f"http://127.0.0.1:{probe.getsockname()[1]}"
    app = build_backend_app(
        backend_settings(backend.database, ai_url=down), database=backend.database
    )
    with TestClient(app) as client:
        result = client.post(
            "/internal/imports/designs",
            params={"file_key": "SAMPLEKEY"},
            headers={**backend.headers(), "content-type": "application/json"},
            content=SAMPLE.read_bytes(),
        ).json()

    assert {d["import_status"] for d in result["designs"]} == {"failed"}
    row = get_design_row(
        conn, project_id=backend.scope.project_id, design_id=result["designs"][0]["design_id"]
    )
    assert row is not None
    assert row.import_error == "storing the design failed: The AI service could not be reached."


@pytest.mark.parametrize(
    ("headers", "status", "code"),
    [
        ({}, 401, "INVALID_SERVICE_CREDENTIALS"),
        ({"X-API-Key": "wrong", "X-MCP-Project-ID": "1"}, 401, "INVALID_SERVICE_CREDENTIALS"),
        ({"X-API-Key": "backend-internal-key"}, 422, "VALIDATION_ERROR"),
        ({"X-API-Key": "backend-internal-key", "X-MCP-Project-ID": "0"}, 422, "VALIDATION_ERROR"),
        ({"X-API-Key": "backend-internal-key", "X-MCP-Project-ID": "abc"}, 422, "VALIDATION_ERROR"),
        (
            {"X-API-Key": "backend-internal-key", "X-MCP-Project-ID": "999999"},
            404,
            "PROJECT_NOT_FOUND",
        ),
    ],
)
def test_internal_headers_are_checked_before_anything_else(
    backend: Backend, headers, status, code
) -> None:
    response = backend.client.post(
        "/internal/imports/designs",
        params={"file_key": "K"},
        headers=headers,
        content=SAMPLE.read_bytes(),
    )

    assert response.status_code == status
    assert response.json()["error"]["code"] == code


def test_an_oversized_body_is_refused_before_parsing(backend: Backend) -> None:
    small = BackendContext(
        database=backend.database,
        ai=backend.ai,
        logger=get_logger("backend"),
        import_max_bytes=1024,
    )
    with TestClient(
        create_backend_app(small, internal_api_key=lambda: "backend-internal-key")
    ) as client:
        response = client.post(
            "/internal/imports/designs",
            params={"file_key": "K"},
            headers=backend.headers(),
            content=json.dumps({"document": {"pad": "x" * 4096}}).encode(),
        )

    assert response.status_code == 413
    assert response.json()["error"]["code"] == "PAYLOAD_TOO_LARGE"
