"""The AI client over Lambda Invoke, answered by the real AI handler module (Mangum): the
service's AWS clients made from its settings, pointed at a local Lambda Invoke endpoint."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from guinness.aws.clients import AwsClients
from guinness.aws.settings import AwsSettings
from guinness.clients.ai_client import AiClient
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.errors import DesignNotFoundError, UpstreamError
from tests.lambda_loader import load_handler
from tests.lambda_service import LambdaService, running_lambda_service

TOKEN = "invoke-token"


@pytest.fixture
def lambda_client(db_settings, database: Database, monkeypatch) -> Iterator[LambdaService]:
    PostgresDocumentStore(database).migrate()
    monkeypatch.setenv("DATABASE_URL", url_for(db_settings))
    monkeypatch.setenv("AI_SERVICE_TOKEN", TOKEN)
    monkeypatch.setenv("AI_STORE", "postgres")
    with running_lambda_service({"guinness-test-ai": load_handler("ai").handler}) as service:
        yield service


def _ai(service: LambdaService, token: str = TOKEN) -> AiClient:
    aws = AwsClients(
        AwsSettings.from_env(
            {
                "AWS_REGION": "eu-west-1",
                "AWS_ENDPOINT_URL_LAMBDA": service.url,
                "AWS_ACCESS_KEY_ID": "test",
                "AWS_SECRET_ACCESS_KEY": "test",
            }
        )
    )
    return AiClient.at(
        "lambda://guinness-test-ai:live", timeout_ms=5000, service_token=token, aws=aws
    )


def test_the_ai_client_works_through_lambda_invoke(lambda_client) -> None:
    ai = _ai(lambda_client)

    ai.put_design(
        project_id=4,
        organization_id=2,
        document={"design_id": "4_F_1:2", "name": "Checkout", "instances": []},
    )
    page = ai.list_designs(project_id=4, organization_id=2, cursor=None, limit=10)
    detail = ai.get_design(project_id=4, organization_id=2, design_id="4_F_1:2")

    assert [item.design_id for item in page.items] == ["4_F_1:2"]
    assert detail.name == "Checkout"
    assert lambda_client.calls[0][0] == "guinness-test-ai:live"
    assert lambda_client.calls[0][1]["requestContext"]["stage"] == "internal"


def test_a_downstream_404_arrives_as_the_platform_error(lambda_client) -> None:
    with pytest.raises(DesignNotFoundError):
        _ai(lambda_client).get_design(project_id=4, organization_id=2, design_id="4_F_9:9")


def test_refused_service_credentials_are_an_upstream_failure(lambda_client) -> None:
    with pytest.raises(UpstreamError):
        _ai(lambda_client, token="wrong").list_designs(
            project_id=4, organization_id=2, cursor=None, limit=10
        )
