from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from guinness.composition.ai import build_ai_app
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.settings import AiSettings

TOKEN = "ai-service-token-for-tests"
HEADERS = {"X-Service-Token": TOKEN}
ERROR = "error"


@pytest.fixture
def client(database: Database) -> Iterator[TestClient]:
    store = PostgresDocumentStore(database)
    store.migrate()
    settings = AiSettings.from_env(
        {
            "AI_STORE": "postgres",
            "DATABASE_URL": url_for(database.settings),
            "AI_SERVICE_TOKEN": TOKEN,
        }
    )
    with TestClient(build_ai_app(settings, store=store)) as test_client:
        yield test_client


def _design(design_id: str, **extra: Any) -> dict[str, Any]:
    return {
        "design_id": design_id,
        "project_id": 1,
        "name": f"Screen {design_id}",
        "kind": "frame",
        "instances": [{"node_id": "1:2", "component_name": "Button"}],
        "embedding": [0.1, 0.2, 0.3],
        **extra,
    }


def _put(client: TestClient, design_id: str, project_id: int = 1, organization_id: int = 7) -> Any:
    return client.put(
        f"/internal/v1/projects/{project_id}/designs/{design_id}",
        headers=HEADERS,
        json={
            "organization_id": organization_id,
            "document": _design(design_id, project_id=project_id),
        },
    )


def test_a_design_is_stored_and_read_back_without_vectors(client: TestClient) -> None:
    assert _put(client, "1_FILE_1:2").status_code == 200

    detail = client.get("/internal/v1/projects/1/designs/1_FILE_1:2", headers=HEADERS)

    assert detail.status_code == 200
    body = detail.json()
    assert body["design_id"] == "1_FILE_1:2"
    assert body["instances"] == [{"node_id": "1:2", "component_name": "Button"}]
    assert "embedding" not in body
    assert "embedding" not in detail.text


def test_lists_are_paginated_summaries(client: TestClient) -> None:
    for n in range(5):
        _put(client, f"1_FILE_{n}:1")

    first = client.get("/internal/v1/projects/1/designs?limit=2", headers=HEADERS).json()
    second = client.get(
        "/internal/v1/projects/1/designs",
        params={"limit": 2, "cursor": first["next_cursor"]},
        headers=HEADERS,
    ).json()

    assert [item["design_id"] for item in first["items"]] == ["1_FILE_0:1", "1_FILE_1:1"]
    assert [item["design_id"] for item in second["items"]] == ["1_FILE_2:1", "1_FILE_3:1"]
    assert set(first["items"][0]) == {"design_id", "name", "kind"}


@pytest.mark.parametrize("limit", ["0", "101", "x"])
def test_page_size_out_of_range_is_a_422(client: TestClient, limit: str) -> None:
    response = client.get(f"/internal/v1/projects/1/designs?limit={limit}", headers=HEADERS)

    assert response.status_code == 422
    assert response.json()[ERROR]["code"] == "VALIDATION_ERROR"
    assert "limit" in response.json()[ERROR]["message"]


def test_another_projects_or_organizations_ids_answer_404(client: TestClient) -> None:
    _put(client, "1_FILE_1:2", project_id=1, organization_id=7)

    other_project = client.get("/internal/v1/projects/2/designs/1_FILE_1:2", headers=HEADERS)
    other_org = client.get(
        "/internal/v1/projects/1/designs/1_FILE_1:2?organization_id=8", headers=HEADERS
    )

    for response in (other_project, other_org):
        assert response.status_code == 404
        assert response.json() == {
            "error": {"code": "DESIGN_NOT_FOUND", "message": "Design not found in this project."}
        }


@pytest.mark.parametrize("headers", [{}, {"X-Service-Token": "wrong"}, {"X-Service-Token": ""}])
def test_requests_without_the_service_token_are_refused(
    client: TestClient, headers: dict[str, str]
) -> None:
    response = client.get("/internal/v1/projects/1/designs", headers=headers)

    assert response.status_code == 401
    assert response.json()[ERROR]["code"] == "INVALID_SERVICE_CREDENTIALS"


def test_code_is_replaced_as_a_set_and_ids_may_hold_paths(client: TestClient) -> None:
    sources = [
        {
            "code_id": "1:src/Button.tsx#Button",
            "component_name": "Button",
            "path": "src/Button.tsx",
            "source": "export const Button = () => null",
            "embedding": [1.0, 0.0],
        },
        {"code_id": "1:src/Card.tsx#Card", "component_name": "Card", "path": "src/Card.tsx"},
    ]
    replaced = client.put(
        "/internal/v1/projects/1/code",
        headers=HEADERS,
        json={"organization_id": 7, "documents": sources},
    )

    listed = client.get("/internal/v1/projects/1/code", headers=HEADERS).json()
    detail = client.get("/internal/v1/projects/1/code/1:src/Button.tsx%23Button", headers=HEADERS)

    assert replaced.json() == {"count": 2}
    assert [item["component_name"] for item in listed["items"]] == ["Button", "Card"]
    assert detail.status_code == 200
    assert detail.json()["source"] == "export const Button = () => null"
    assert "embedding" not in detail.json()


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"organization_id": 7, "documents": [{"component_name": "x"}]}, "code_id is required"),
        ({"organization_id": 7, "documents": [{"code_id": "a"}, {"code_id": "a"}]}, "repeated"),
        ({"organization_id": 0, "documents": []}, "organization_id"),
        ({"organization_id": 7, "documents": [{"code_id": "a", "embedding": ["x"]}]}, "embedding"),
    ],
)
def test_bad_code_sets_are_refused_and_store_nothing(
    client: TestClient, body: dict[str, Any], message: str
) -> None:
    response = client.put("/internal/v1/projects/1/code", headers=HEADERS, json=body)

    assert response.status_code == 422
    assert message in response.json()[ERROR]["message"]
    assert client.get("/internal/v1/projects/1/code", headers=HEADERS).json()["items"] == []


def test_a_document_must_match_the_path(client: TestClient) -> None:
    response = client.put(
        "/internal/v1/projects/1/designs/1_A_1:1",
        headers=HEADERS,
        json={"organization_id": 7, "document": _design("1_B_1:1")},
    )

    assert response.status_code == 422
    assert "design_id" in response.json()[ERROR]["message"]


def test_malformed_json_is_a_422_with_the_error_body(client: TestClient) -> None:
    response = client.put(
        "/internal/v1/projects/1/designs/x",
        headers={**HEADERS, "content-type": "application/json"},
        content=b"{not json",
    )

    assert response.status_code == 422
    assert response.json()[ERROR]["code"] == "VALIDATION_ERROR"


def test_unknown_routes_and_methods_keep_the_error_body(client: TestClient) -> None:
    missing = client.get("/internal/v1/nothing", headers=HEADERS)
    method = client.post("/internal/v1/projects/1/designs", headers=HEADERS)

    assert missing.status_code == 404
    assert missing.json()[ERROR]["code"] == "NOT_FOUND"
    assert method.status_code == 405
    assert method.json()[ERROR]["code"] == "METHOD_NOT_ALLOWED"


def test_delete_removes_a_design(client: TestClient) -> None:
    _put(client, "1_FILE_1:2")

    assert (
        client.delete("/internal/v1/projects/1/designs/1_FILE_1:2", headers=HEADERS).status_code
        == 200
    )
    assert (
        client.delete("/internal/v1/projects/1/designs/1_FILE_1:2", headers=HEADERS).status_code
        == 404
    )


def _replace_code(client: TestClient, project_id: int, organization_id: int, *names: str) -> None:
    sources = [
        {
            "code_id": f"{project_id}_{name.lower()}",
            "component_name": name,
            "path": f"src/{name}.tsx",
            "source": f"export const {name} = () => null",
            "embedding": [1.0, 0.0],
        }
        for name in names
    ]
    response = client.put(
        f"/internal/v1/projects/{project_id}/code",
        headers=HEADERS,
        json={"organization_id": organization_id, "documents": sources},
    )
    assert response.status_code == 200, response.text


def test_code_references_resolve_in_one_call_without_vectors(client: TestClient) -> None:
    _replace_code(client, 1, 7, "Button", "Card")
    _replace_code(client, 2, 8, "Secret")

    response = client.post(
        "/internal/v1/projects/1/code-references",
        headers=HEADERS,
        json={
            "organization_id": 7,
            "refs": ["1_card", "./src/Button.tsx", "Card", "Secret", "2_secret", "Nothing"],
        },
    )

    assert response.status_code == 200, response.text
    found = response.json()["found"]
    assert {ref: document["code_id"] for ref, document in found.items()} == {
        "1_card": "1_card",
        "./src/Button.tsx": "1_button",
        "Card": "1_card",
    }
    assert found["Card"]["source"] == "export const Card = () => null"
    assert "embedding" not in response.text


def test_code_references_of_another_organization_are_not_answered(client: TestClient) -> None:
    _replace_code(client, 1, 7, "Button")

    response = client.post(
        "/internal/v1/projects/1/code-references",
        headers=HEADERS,
        json={"organization_id": 8, "refs": ["Button"]},
    )

    assert response.json() == {"found": {}}


@pytest.mark.parametrize(
    "refs",
    [[], ["bad\x00ref"], ["x" * 513], [f"ref{n}" for n in range(501)], "Button"],
    ids=["none", "nul", "too-long", "too-many", "not-a-list"],
)
def test_bad_code_reference_lookups_are_422s(client: TestClient, refs: Any) -> None:
    response = client.post(
        "/internal/v1/projects/1/code-references",
        headers=HEADERS,
        json={"organization_id": 7, "refs": refs},
    )

    assert response.status_code == 422
    assert response.json()["error"]["code"] == "VALIDATION_ERROR"
