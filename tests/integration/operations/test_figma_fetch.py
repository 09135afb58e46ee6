"""Fetching a design by its Figma link into the import job's upload, against the local
fake Figma API over real HTTP and moto's S3 (the real boto3 calls)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.aws.import_uploads import UPLOAD_PREFIX, ImportUploads
from guinness.clients.figma_api import FigmaApi, FigmaToken
from guinness.contracts.figma import FigmaFetchRequest
from guinness.designs import import_figma_file
from guinness.local.fake_figma import FakeFigma
from guinness.logs import get_logger
from guinness.operations.figma_fetch import FETCH_FAILED_FILE_NAME, FIGMA_FILE_NAME, fetch_design
from tests.servers import serve

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "figma" / "shop_checkout.json"
KEY = "ShopKey1234567890"
BUCKET = "uploads"


@dataclass
class Tokens:
    by_project: dict[int, FigmaToken]

    def token_for(self, project_id: int) -> FigmaToken | None:
        return self.by_project.get(project_id)


@dataclass
class World:
    fake: FakeFigma
    url: str
    s3: Any
    uploads: ImportUploads
    slept: list[float]

    def fetch(self, link: str, *, project_id: int = 7, max_bytes: int = 10_000_000) -> Any:
        return fetch_design(
            FigmaFetchRequest(job_id="job-1", project_id=project_id, organization_id=3, url=link),
            tokens=Tokens({7: FigmaToken("figd_good"), 8: FigmaToken("figd_revoked")}),
            api_for=lambda token: FigmaApi(token, base_url=self.url, sleep=self.slept.append),
            uploads=self.uploads,
            max_bytes=max_bytes,
            logger=get_logger("figma-fetch-test"),
        )

    def upload(self, name: str = FIGMA_FILE_NAME) -> bytes:
        key = f"{UPLOAD_PREFIX}job-1/{name}"
        return bytes(self.s3.get_object(Bucket=BUCKET, Key=key)["Body"].read())


@pytest.fixture
def world() -> Iterator[World]:
    fake = FakeFigma.serving({KEY: FIXTURE}, tokens={"figd_good": None})
    with mock_aws(), serve(fake.app()) as url:
        s3 = boto3.client("s3", region_name="us-east-1")
        s3.create_bucket(Bucket=BUCKET)
        yield World(fake, url, s3, ImportUploads(s3, BUCKET), [])


def test_a_frame_link_fetches_its_nodes_and_hands_them_to_the_import_job(world: World) -> None:
    key = world.fetch(f"https://www.figma.com/design/{KEY}/Shop?node-id=1-2")

    assert key == f"{UPLOAD_PREFIX}job-1/{FIGMA_FILE_NAME}"
    request = world.uploads.read_request("job-1")
    assert request is not None
    assert (request.kind, request.file_key, request.node_ids) == ("design", KEY, ["1:2"])
    assert world.fake.requests[-1] == (f"/v1/files/{KEY}/nodes", {"ids": "1:2"})
    imported = import_figma_file(
        world.upload(), project_id=7, organization_id=3, file_key=KEY, node_ids=["1:2"]
    )
    assert [design.node_id for design in imported.designs] == ["1:2"]


def test_a_file_link_fetches_the_whole_file_after_waiting_out_a_rate_limit(world: World) -> None:
    world.fake.rate_limited, world.fake.retry_after_s = 1, 2

    assert world.fetch(f"https://www.figma.com/file/{KEY}/Shop").endswith(FIGMA_FILE_NAME)

    assert world.slept == [2.0]
    assert json.loads(world.upload())["document"]["type"] == "DOCUMENT"


@pytest.mark.parametrize(
    ("link", "project", "code"),
    [
        ("https://example.com/design/ShopKey1234567890/x", 7, "VALIDATION_ERROR"),
        (f"https://www.figma.com/design/{KEY}/Shop", 9, "FIGMA_TOKEN_MISSING"),
        (f"https://www.figma.com/design/{KEY}/Shop", 8, "FIGMA_TOKEN_INVALID"),
        ("https://www.figma.com/design/NoSuchKey12345678/x", 7, "FIGMA_FILE_NOT_FOUND"),
        (f"https://www.figma.com/design/{KEY}/Shop?node-id=99-99", 7, "FIGMA_NODE_NOT_FOUND"),
    ],
)
def test_a_fetch_that_cannot_run_hands_the_import_job_its_failure(
    world: World, link: str, project: int, code: str
) -> None:
    key = world.fetch(link, project_id=project)

    assert key == f"{UPLOAD_PREFIX}job-1/{FETCH_FAILED_FILE_NAME}"
    failure = json.loads(world.upload(FETCH_FAILED_FILE_NAME))
    assert failure["code"] == code
    assert failure["message"]
    assert "figd_" not in json.dumps(failure)
    request = world.uploads.read_request("job-1")
    assert request is not None  # the job marks the import and its designs failed
    assert "figd_" not in request.model_dump_json()


def test_a_file_larger_than_the_import_limit_asks_for_a_frame_link(world: World) -> None:
    key = world.fetch(f"https://www.figma.com/design/{KEY}/Shop", max_bytes=1_000)

    assert key.endswith(FETCH_FAILED_FILE_NAME)
    failure = json.loads(world.upload(FETCH_FAILED_FILE_NAME))
    assert failure["code"] == "PAYLOAD_TOO_LARGE"
    assert "node-id" in failure["message"]
