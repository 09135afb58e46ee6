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


def test_a_secret_is_read_again_once_its_cached_value_is_older_than_max_age(
    secretsmanager,
) -> None:
    arn = secretsmanager.create_secret(Name="rotating", SecretString="v1")["ARN"]
    fetch = SecretsManagerFetcher(secretsmanager, max_age=0)

    assert fetch(arn) == "v1"
    secretsmanager.put_secret_value(SecretId=arn, SecretString="v2")
    assert fetch(arn) == "v2"


def test_a_new_database_connection_reads_a_rotated_password(secretsmanager, db_settings) -> None:
    arn = secretsmanager.create_secret(Name="owner", SecretString=json.dumps({"password": "old"}))[
        "ARN"
    ]
    fetch = SecretsManagerFetcher(secretsmanager, max_age=0)
    passwords: list[str] = []

    def recording_fetch(secret_arn: str) -> str:
        value = fetch(secret_arn)
        passwords.append(password_from_secret(value))
        return value

    settings = DatabaseSettings(
        **{**db_settings.__dict__, "password": SecretSetting("DATABASE_PASSWORD", secret_arn=arn)}
    )
    database = Database(settings, fetch_secret=recording_fetch)
    database.connect().close()
    secretsmanager.put_secret_value(SecretId=arn, SecretString=json.dumps({"password": "new"}))
    database.connect().close()

    assert passwords == ["old", "new"]


def test_a_missing_secret_is_an_error_naming_its_arn(secretsmanager) -> None:
    arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:nope-AbCdEf"

    with pytest.raises(SecretNotAvailableError) as raised:
        SecretsManagerFetcher(secretsmanager)(arn)

    assert str(raised.value) == f"secret {arn} does not exist"


def test_a_binary_secret_is_an_error_naming_its_arn(secretsmanager) -> None:
    arn = secretsmanager.create_secret(Name="binary", SecretBinary=b"\x00\x01")["ARN"]

    with pytest.raises(SecretNotAvailableError) as raised:
        SecretsManagerFetcher(secretsmanager)(arn)

    assert str(raised.value) == f"secret {arn} has no string value"


def test_a_secret_that_cannot_be_read_is_an_error_naming_its_arn_and_the_cause(
    secretsmanager,
) -> None:
    arn = secretsmanager.create_secret(Name="deleted", SecretString="v1")["ARN"]
    secretsmanager.delete_secret(SecretId=arn)

    with pytest.raises(SecretNotAvailableError, match="could not be read") as raised:
        SecretsManagerFetcher(secretsmanager)(arn)

    assert arn in str(raised.value)
    assert "InvalidRequestException" in str(raised.value)


def test_no_client_is_made_before_the_first_fetch(secretsmanager) -> None:
    arn = secretsmanager.create_secret(Name="lazy", SecretString="v1")["ARN"]
    made: list[object] = []

    def make_client() -> object:
        made.append(secretsmanager)
        return secretsmanager

    fetch = SecretsManagerFetcher(make_client=make_client)
    assert made == []

    assert fetch(arn) == "v1"
    assert fetch(arn) == "v1"
    assert made == [secretsmanager]
