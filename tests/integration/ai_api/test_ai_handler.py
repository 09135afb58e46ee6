"""The AI API Lambda answers many warm invocations with real event shapes."""

from __future__ import annotations

import pytest

from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.db.databases import url_for
from tests.events import api_gateway_event, function_url_event, response_json
from tests.lambda_loader import FakeLambdaContext, load_handler

TOKEN = "handler-token"


@pytest.fixture
def ai_handler(db_settings, database: Database, monkeypatch: pytest.MonkeyPatch):
    PostgresDocumentStore(database).migrate()
    monkeypatch.setenv("DATABASE_URL", url_for(db_settings))
    monkeypatch.setenv("AI_SERVICE_TOKEN", TOKEN)
    monkeypatch.setenv("AI_STORE", "postgres")
    return load_handler("ai").handler


def test_consecutive_warm_invocations_share_one_app(ai_handler) -> None:
    context = FakeLambdaContext()
    put = function_url_event(
        "PUT",
        "/internal/v1/projects/3/designs/3_F_1:1",
        headers={"x-service-token": TOKEN},
        body={"organization_id": 9, "document": {"design_id": "3_F_1:1", "name": "Home"}},
    )
    responses = [ai_handler(put, context)]
    for _ in range(3):
        responses.append(
            ai_handler(
                function_url_event(
                    "GET", "/internal/v1/projects/3/designs", headers={"x-service-token": TOKEN}
                ),
                context,
            )
        )
    responses.append(
        ai_handler(
            api_gateway_event(
                "GET", "/internal/v1/projects/3/designs/3_F_1:1", headers={"X-Service-Token": TOKEN}
            ),
            context,
        )
    )

    assert [response["statusCode"] for response in responses] == [200, 200, 200, 200, 200]
    assert response_json(responses[1]) == {
        "items": [{"design_id": "3_F_1:1", "name": "Home"}],
        "next_cursor": None,
    }
    assert response_json(responses[-1])["name"] == "Home"


def test_a_wrong_token_is_refused_through_the_handler(ai_handler) -> None:
    response = ai_handler(
        function_url_event(
            "GET", "/internal/v1/projects/3/designs", headers={"x-service-token": "no"}
        ),
        FakeLambdaContext(),
    )

    assert response["statusCode"] == 401
    assert response_json(response)["error"]["code"] == "INVALID_SERVICE_CREDENTIALS"
