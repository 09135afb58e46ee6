"""The Figma API client against the local fake over real HTTP: files, nodes, depth and
version passed through, rate limits waited out, and each failure a clear error."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from guinness.clients.figma_api import FigmaApi, FigmaApiError, FigmaToken, nodes_as_file
from guinness.designs import import_figma_file
from guinness.local.fake_figma import FakeFigma
from tests.servers import serve

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "figma" / "shop_checkout.json"
KEY = "ShopKey1234567890"
OTHER = "OtherKey123456789"


@pytest.fixture
def figma() -> Iterator[tuple[FakeFigma, str]]:
    fake = FakeFigma.serving(
        {KEY: FIXTURE, OTHER: FIXTURE}, tokens={"figd_good": None, "figd_limited": {KEY}}
    )
    with serve(fake.app()) as url:
        yield fake, url


GOOD_TOKEN = "figd_good"


def _api(url: str, token: str = GOOD_TOKEN) -> tuple[FigmaApi, list[float]]:
    slept: list[float] = []
    return FigmaApi(FigmaToken(token), base_url=url, sleep=slept.append), slept


def test_a_file_and_its_nodes_come_back_and_the_nodes_import_as_a_file(figma) -> None:
    fake, url = figma
    api, _ = _api(url)

    whole = api.get_file(KEY, version="123", depth=2)
    nodes = api.get_nodes(KEY, ["1:2"], depth=None)
    imported = import_figma_file(
        json.dumps(nodes_as_file(nodes)).encode(),
        project_id=1,
        organization_id=1,
        file_key=KEY,
    )

    assert whole["document"]["type"] == "DOCUMENT"
    assert fake.requests[0] == (f"/v1/files/{KEY}", {"version": "123", "depth": "2"})
    assert set(nodes["nodes"]) == {"1:2"}
    assert [design.node_id for design in imported.designs] == ["1:2"]
    assert imported.designs[0].instances


def test_an_oauth_token_goes_in_the_authorization_header(figma) -> None:
    fake, url = figma
    fake.tokens["oauth-token"] = None
    api = FigmaApi(FigmaToken("oauth-token", oauth=True), base_url=url)

    assert api.get_file(KEY)["name"]


def test_a_rate_limit_is_waited_out_for_its_retry_after(figma) -> None:
    fake, url = figma
    fake.rate_limited, fake.retry_after_s = 2, 3
    api, slept = _api(url)

    assert api.get_file(KEY)["document"]
    assert slept == [3.0, 3.0]


def test_a_rate_limit_that_does_not_end_is_a_clear_error(figma) -> None:
    fake, url = figma
    fake.rate_limited, fake.retry_after_s = 100, 1
    api, slept = _api(url)

    with pytest.raises(FigmaApiError) as failed:
        api.get_file(KEY)

    assert failed.value.code == "FIGMA_RATE_LIMITED"
    assert len(slept) == 4


@pytest.mark.parametrize(
    ("token", "key", "code"),
    [
        ("figd_wrong", KEY, "FIGMA_TOKEN_INVALID"),
        ("figd_limited", OTHER, "FIGMA_ACCESS_DENIED"),
        ("figd_good", "NoSuchKey12345678", "FIGMA_FILE_NOT_FOUND"),
    ],
)
def test_each_refusal_is_an_error_that_says_what_to_do(
    figma, token: str, key: str, code: str
) -> None:
    _fake, url = figma
    api, _ = _api(url, token)

    with pytest.raises(FigmaApiError) as failed:
        api.get_file(key)

    assert failed.value.code == code
    assert token not in failed.value.message


def test_a_node_the_file_does_not_have_is_named(figma) -> None:
    _fake, url = figma
    api, _ = _api(url)

    with pytest.raises(FigmaApiError, match="has no node 99:99") as failed:
        api.get_nodes(KEY, ["1:2", "99:99"])

    assert failed.value.code == "FIGMA_NODE_NOT_FOUND"


def test_an_unreachable_api_is_a_clear_error() -> None:
    api = FigmaApi(FigmaToken("figd_good"), base_url="http://127.0.0.1:9")

    with pytest.raises(FigmaApiError) as failed:
        api.get_file(KEY)

    assert failed.value.code == "FIGMA_UNAVAILABLE"
    assert "figd_good" not in repr(FigmaToken("figd_good"))
