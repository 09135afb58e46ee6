from __future__ import annotations

import json
from collections.abc import Iterator

import boto3
import pytest
from moto import mock_aws

from guinness.aws.secrets import SecretNotAvailableError, SecretsManagerFetcher
from guinness.db.connection import Database, password_from_secret, rds_iam_token
from guinness.env import SecretSetting
from guinness.settings import DatabaseSettings


@pytest.fixture
def secretsmanager(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-1")
    with mock_aws():
        yield boto3.client("secretsmanager", region_name="eu-west-1")


def test_secrets_are_fetched_once_and_cached(secretsmanager) -> None:
    arn = secretsmanager.create_secret(Name="edge", SecretString="v1")["ARN"]
    fetch = SecretsManagerFetcher(secretsmanager)

    assert fetch(arn) == "v1"
    secretsmanager.put_secret_value(SecretId=arn, SecretString="v2")
    assert fetch(arn) == "v1"
    assert SecretsManagerFetcher(secretsmanager)(arn) == "v2"


def test_a_missing_secret_is_a_clear_error(secretsmanager) -> None:
    fetch = SecretsManagerFetcher(secretsmanager)

    with pytest.raises(SecretNotAvailableError, match="does not exist"):
        fetch("arn:aws:secretsmanager:eu-west-1:123456789012:secret:nope-AbCdEf")


def test_the_database_password_comes_from_an_rds_style_secret(secretsmanager, db_settings) -> None:
    arn = secretsmanager.create_secret(
        Name="db", SecretString=json.dumps({"username": "postgres", "password": "from-secret"})
    )["ARN"]
    fetch = SecretsManagerFetcher(secretsmanager)
    seen: list[str] = []

    def recording_fetch(secret_arn: str) -> str:
        seen.append(secret_arn)
        return fetch(secret_arn)

    settings = DatabaseSettings(
        **{**db_settings.__dict__, "password": SecretSetting("DATABASE_PASSWORD", secret_arn=arn)}
    )
    database = Database(settings, fetch_secret=recording_fetch)
    with database.connection() as conn:
        assert conn.run("SELECT 1") == [[1]]
    database.close()

    assert seen == [arn]
    assert password_from_secret(fetch(arn)) == "from-secret"
    assert password_from_secret("plain") == "plain"


def test_iam_auth_uses_a_signed_token_as_the_password(secretsmanager) -> None:
    token = rds_iam_token("proxy.example.rds.amazonaws.com", 5432, "app", "eu-west-1")

    assert token.startswith("proxy.example.rds.amazonaws.com:5432/?")
    assert "Action=connect" in token
    assert "DBUser=app" in token
    assert "X-Amz-Signature=" in token
