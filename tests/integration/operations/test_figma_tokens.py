"""The per-project Figma token stores: Secrets Manager (moto, real boto3 calls) and the
local stack's owner-only files, with one contract test run against both."""

from __future__ import annotations

import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.aws.figma_tokens import SecretsManagerFigmaTokens
from guinness.clients.figma_api import FigmaToken
from guinness.local.figma_tokens import LocalFigmaTokens


@pytest.fixture(params=["secrets-manager", "local"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Any]:
    if request.param == "local":
        yield LocalFigmaTokens(tmp_path / "figma-tokens")
        return
    with mock_aws():
        client = boto3.client("secretsmanager", region_name="us-east-1")
        yield SecretsManagerFigmaTokens(client, "guinness/dev")


def test_a_token_is_set_replaced_read_and_cleared_per_project(store: Any) -> None:
    assert store.token_for(1) is None
    store.set_token(1, FigmaToken("figd_first"))
    store.set_token(1, FigmaToken("oauth_second", oauth=True))
    store.set_token(2, FigmaToken("figd_other"))

    assert store.token_for(1) == FigmaToken("oauth_second", oauth=True)
    assert store.token_for(2) == FigmaToken("figd_other")
    assert store.clear_token(1) is True
    assert store.clear_token(1) is False
    assert store.token_for(1) is None
    assert "figd_other" not in repr(store.token_for(2))


def test_local_tokens_are_owner_only_files(tmp_path: Path) -> None:
    folder = tmp_path / "figma-tokens"
    LocalFigmaTokens(folder).set_token(5, FigmaToken("figd_secret"))

    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE((folder / "5.json").stat().st_mode) == 0o600


def test_the_secret_is_named_under_the_prefix_the_fetch_functions_policy_grants() -> None:
    store = SecretsManagerFigmaTokens(client=None, prefix="guinness/prod/")
    assert store.secret_name(42) == "guinness/prod/projects/42/figma-token"
