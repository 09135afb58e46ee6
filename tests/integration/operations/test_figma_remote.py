"""Figma by link as deployed: the admin CLI (``--remote``) → the admin Lambda → the Figma
fetch Lambda (asynchronous invoke; the token from Secrets Manager) → the upload's S3 event
→ the import job Lambda; real handler modules behind a local Lambda endpoint, moto for S3
and Secrets Manager, the fake Figma API over HTTP, the real PostgreSQL."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.aws.import_uploads import UPLOAD_PREFIX
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Connection, Database
from guinness.db.databases import url_for
from guinness.db.designs import get_design_row
from guinness.local.fake_figma import FakeFigma
from tests.factories import make_scope
from tests.integration.operations.conftest import ADMIN, AI, BUCKET, REGION, Operations
from tests.lambda_loader import load_handler
from tests.lambda_service import running_lambda_service
from tests.servers import serve

FETCH = "guinness-test-figma-fetch"
PREFIX = "guinness-test/figma"
KEY = "RemoteShopKey0001"
TOKEN = "figd_remote_token_1"
FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "figma" / "shop_checkout.json"


@pytest.fixture
def deployed(
    db_settings: Any, database: Database, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> Iterator[tuple[Operations, FakeFigma, Any]]:
    PostgresDocumentStore(database).migrate()
    fake = FakeFigma.serving({KEY: FIXTURE}, tokens={TOKEN: None})
    with serve(fake.app()) as figma_url:
        for name, value in {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_DEFAULT_REGION": REGION,
            "AWS_REGION": REGION,
            "DATABASE_URL": url_for(db_settings),
            "IMPORT_BUCKET": BUCKET,
            "AI_INTERNAL_URL": f"lambda://{AI}:live",
            "AI_SERVICE_TOKEN": "ops-ai-token",
            "AI_STORE": "postgres",
            "FIGMA_FETCH_FUNCTION": f"{FETCH}:live",
            "FIGMA_TOKEN_SECRET_PREFIX": PREFIX,
            "FIGMA_API_URL": figma_url,
        }.items():
            monkeypatch.setenv(name, value)
        functions = {
            ADMIN: load_handler("admin").handler,
            AI: load_handler("ai").handler,
            FETCH: load_handler("figma_fetch").handler,
        }
        with mock_aws(), running_lambda_service(functions) as lambdas:
            monkeypatch.setenv("AWS_ENDPOINT_URL_LAMBDA", lambdas.url)
            s3 = boto3.client("s3", region_name=REGION)
            s3.create_bucket(
                Bucket=BUCKET, CreateBucketConfiguration={"LocationConstraint": REGION}
            )
            operations = Operations(
                s3=s3,
                lambdas=lambdas,
                lambda_client=boto3.client("lambda", region_name=REGION, endpoint_url=lambdas.url),
                import_job=load_handler("import_job"),
                capsys=capsys,
            )
            yield operations, fake, boto3.client("secretsmanager", region_name=REGION)


def test_a_remote_link_import_fetches_outside_and_imports_inside(
    deployed: tuple[Operations, FakeFigma, Any], conn: Connection, monkeypatch: Any
) -> None:
    operations, _fake, secrets = deployed
    scope = make_scope(conn)
    project = str(scope.project_id)

    monkeypatch.setattr("sys.stdin", io.StringIO(TOKEN + "\n"))
    code, stored, err = operations.cli("figma-token", "set", "--project-id", project)
    assert (code, stored) == (0, {"project_id": scope.project_id, "oauth": False, "stored": True})
    secret = secrets.get_secret_value(SecretId=f"{PREFIX}/projects/{project}/figma-token")
    assert json.loads(secret["SecretString"])["token"] == TOKEN
    assert TOKEN not in json.dumps(operations.lambdas.calls[-1][1]).replace(TOKEN, "", 1)

    link = f"https://www.figma.com/design/{KEY}/Shop?node-id=1-2"
    code, ticket, err = operations.cli(
        "import", "design", "--project-id", project, "--figma-url", link
    )
    assert code == 0, err
    assert ticket["status"] == "pending"
    (design_id,) = ticket["design_ids"]
    row = get_design_row(conn, project_id=scope.project_id, design_id=design_id)
    assert row is not None
    assert row.import_status == "pending"
    # The admin invoked the fetch asynchronously; it wrote the upload whose event runs the job.
    assert [f for f, _ in operations.lambdas.calls].count(f"{FETCH}:live") == 1
    assert operations.lambdas.async_failures == []
    key = f"{UPLOAD_PREFIX}{ticket['import_id']}/figma.json"
    outcome = operations.uploaded(key)
    assert outcome == {"jobs": {ticket["import_id"]: "completed"}}
    row = get_design_row(conn, project_id=scope.project_id, design_id=design_id)
    assert row is not None
    assert row.import_status == "completed"


def test_a_remote_link_the_token_cannot_open_fails_the_import_and_its_designs(
    deployed: tuple[Operations, FakeFigma, Any], conn: Connection, monkeypatch: Any
) -> None:
    operations, _, _ = deployed
    scope = make_scope(conn)
    project = str(scope.project_id)
    monkeypatch.setattr("sys.stdin", io.StringIO("figd_some_other_token\n"))
    assert operations.cli("figma-token", "set", "--project-id", project)[0] == 0

    link = f"https://www.figma.com/design/{KEY}/Shop?node-id=1-2"
    _, ticket, _ = operations.cli("import", "design", "--project-id", project, "--figma-url", link)
    outcome = operations.uploaded(f"{UPLOAD_PREFIX}{ticket['import_id']}/figma-fetch-failed.json")

    assert outcome == {"jobs": {ticket["import_id"]: "failed"}}
    _code, status, _ = operations.cli("job", "status", "--id", ticket["import_id"])
    assert status["error"]["code"] == "FIGMA_TOKEN_INVALID"
    row = get_design_row(conn, project_id=scope.project_id, design_id=ticket["design_ids"][0])
    assert row is not None
    assert (row.import_status, row.import_error) == ("failed", status["error"]["message"])


def test_remote_webhook_registration_runs_in_the_fetch_function(
    deployed: tuple[Operations, FakeFigma, Any], conn: Connection, monkeypatch: Any
) -> None:
    operations, fake, _ = deployed
    scope = make_scope(conn)
    project = str(scope.project_id)
    monkeypatch.setattr("sys.stdin", io.StringIO(TOKEN + "\n"))
    operations.cli("figma-token", "set", "--project-id", project)

    code, hook, err = operations.cli(
        "figma-webhook", "register", "--project-id", project, "--team-id", "1234",
        "--endpoint", "https://d111.cloudfront.net/webhooks/figma",
    )  # fmt: skip

    assert code == 0, err
    assert (hook["context"], hook["context_id"], hook["event_type"]) == (
        "team",
        "1234",
        "FILE_UPDATE",
    )
    assert fake.webhooks[0]["endpoint"] == "https://d111.cloudfront.net/webhooks/figma"
    registration = operations.s3.get_object(
        Bucket=BUCKET, Key=f"webhooks/{hook['webhook_id']}/registration.json"
    )
    recorded = json.loads(registration["Body"].read())
    assert recorded["project_id"] == scope.project_id
    assert fake.webhooks[0]["passcode"] not in json.dumps(recorded)

    code, cleared, _ = operations.cli("figma-token", "clear", "--project-id", project)
    assert cleared == {"project_id": scope.project_id, "deleted": True}
    code, _, err = operations.cli(
        "figma-webhook", "register", "--project-id", project, "--file-key", KEY,
        "--endpoint", "https://d111.cloudfront.net/webhooks/figma",
    )  # fmt: skip
    assert code != 0
    assert "FIGMA_TOKEN_MISSING" in err


def test_the_fetch_function_says_where_library_components_live(
    deployed: tuple[Operations, FakeFigma, Any], conn: Connection, monkeypatch: Any
) -> None:
    # The backend asks it (the only reader of the token) when it exports Code Connect
    # files for components a consumer file holds only the keys of.
    from guinness.aws.figma_fetches import LambdaFigmaFetches

    operations, fake, _ = deployed
    scope = make_scope(conn)
    monkeypatch.setattr("sys.stdin", io.StringIO(TOKEN + "\n"))
    operations.cli("figma-token", "set", "--project-id", str(scope.project_id))
    known = "3ced21274baabedf0fee843e73ad53cb5c6360ff"
    fetches = LambdaFigmaFetches(operations.lambda_client, f"{FETCH}:live")

    found = fetches.resolve_components(scope.project_id, [known, "no-such-key"])

    assert found == {known: {"file_key": KEY, "node_id": "10:1"}}
    assert (f"/v1/components/{known}", {}) in fake.requests
