"""The two adapters of each storage interface, as fixtures the contract tests run against.

``s3`` and ``sqs`` are the boto3 adapters on moto (the real boto3 calls); ``folder`` is the
local stack's folder-backed adapter. A test of this folder that passes for one and fails
for the other is a broken contract.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.aws.artifact_bucket import ArtifactBucket
from guinness.aws.queue import Des2CodeQueue
from guinness.local.folder_artifacts import FolderArtifactStore
from guinness.local.folder_queue import FolderQueue
from guinness.ports import ArtifactStore, RequestQueue

REGION = "eu-west-1"
#: Short enough for tests to wait one out.
VISIBILITY_SECONDS = 1
MAX_RECEIVES = 2


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", REGION)
    for name in ("AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_S3", "AWS_ENDPOINT_URL_SQS"):
        monkeypatch.delenv(name, raising=False)
    with mock_aws():
        yield


@pytest.fixture(params=["s3", "folder"])
def artifact_store(request: pytest.FixtureRequest, tmp_path: Path) -> ArtifactStore:
    if request.param == "folder":
        return FolderArtifactStore(tmp_path / "artifacts")
    request.getfixturevalue("aws")
    s3 = boto3.client("s3", region_name=REGION)
    s3.create_bucket(Bucket="artifacts", CreateBucketConfiguration={"LocationConstraint": REGION})
    return ArtifactBucket(s3, "artifacts")


class SqsMessages:
    """The consuming side of an SQS queue, as the event source mapping reads it."""

    def __init__(self, client: Any, url: str) -> None:
        self._client = client
        self._url = url

    def receive(self, max_messages: int = 10, wait_seconds: float = 0) -> list[dict[str, Any]]:
        answer = self._client.receive_message(
            QueueUrl=self._url,
            MaxNumberOfMessages=max_messages,
            WaitTimeSeconds=int(wait_seconds),
            AttributeNames=["All"],
            MessageAttributeNames=["All"],
        )
        return list(answer.get("Messages", []))

    def delete(self, receipt_handle: str) -> None:
        self._client.delete_message(QueueUrl=self._url, ReceiptHandle=receipt_handle)


@dataclass
class QueuePair:
    """A queue as the backend sends to it and the worker consumes it, with its DLQ."""

    kind: str
    sender: RequestQueue
    messages: Any
    dead_letters: Any


@pytest.fixture(params=["sqs", "folder"])
def queue_pair(request: pytest.FixtureRequest, tmp_path: Path) -> QueuePair:
    if request.param == "folder":
        path = tmp_path / "queue.sqlite3"
        dlq = FolderQueue(path, "dlq", visibility_timeout_seconds=VISIBILITY_SECONDS)
        main = FolderQueue(
            path,
            "requests",
            visibility_timeout_seconds=VISIBILITY_SECONDS,
            dead_letter_queue="dlq",
            max_receive_count=MAX_RECEIVES,
        )
        return QueuePair("folder", main, main, dlq)
    request.getfixturevalue("aws")
    sqs = boto3.client("sqs", region_name=REGION)
    dlq_url = sqs.create_queue(QueueName="dlq")["QueueUrl"]
    dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    url = sqs.create_queue(
        QueueName="requests",
        Attributes={
            "VisibilityTimeout": str(VISIBILITY_SECONDS),
            "RedrivePolicy": json.dumps(
                {"deadLetterTargetArn": dlq_arn, "maxReceiveCount": str(MAX_RECEIVES)}
            ),
        },
    )["QueueUrl"]
    return QueuePair(
        "sqs", Des2CodeQueue(sqs, url), SqsMessages(sqs, url), SqsMessages(sqs, dlq_url)
    )
