"""Figma webhook registration and deliveries: the passcode checked in constant time against
what registration recorded, each delivery recorded once, out-of-order deliveries told
apart; the S3 store through moto (the real boto3 calls, conditional writes included) and
the local store on disk, both through the same checks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from moto import mock_aws

from guinness.aws.figma_webhook_store import S3WebhookStore
from guinness.clients.figma_api import FigmaApi, FigmaApiError
from guinness.contracts.figma import FigmaFetchRequest, FigmaToken, WebhookRegistrationRequest
from guinness.local.fake_figma import FakeFigma
from guinness.local.figma_webhook_store import LocalWebhookStore
from guinness.logs import get_logger
from guinness.operations.figma_webhooks import WebhookStore, receive_delivery, register_webhook
from tests.servers import serve

LOGGER = get_logger("figma-webhook-test")
KEY = "FileKey123"


class Fetches:
    def __init__(self) -> None:
        self.sent: list[FigmaFetchRequest] = []

    def submit(self, request: FigmaFetchRequest) -> None:
        self.sent.append(request)


@pytest.fixture(params=["s3", "local"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[WebhookStore]:
    if request.param == "local":
        yield LocalWebhookStore(tmp_path / "hooks")
        return
    with mock_aws():
        s3 = boto3.client("s3", region_name="us-east-1")
        s3.create_bucket(Bucket="uploads")
        yield S3WebhookStore(s3, "uploads")


@pytest.fixture
def registered(store: WebhookStore) -> Iterator[tuple[FakeFigma, dict[str, Any]]]:
    fake = FakeFigma(files={KEY: {"name": "Shop"}}, tokens={"figd_ok": None})
    with serve(fake.app()) as url:
        hook = register_webhook(
            WebhookRegistrationRequest(
                project_id=4,
                organization_id=2,
                context="file",
                context_id=KEY,
                endpoint="https://example.com/webhooks/figma",
            ),
            token=FigmaToken("figd_ok"),
            api_for=lambda token: FigmaApi(token, base_url=url),
            store=store,
            logger=LOGGER,
        )
        yield fake, hook


def _deliver(store: WebhookStore, body: dict[str, Any]) -> tuple[int, dict[str, Any], Fetches]:
    fetches = Fetches()
    status, answer = receive_delivery(
        json.dumps(body).encode(), store=store, fetches=fetches, logger=LOGGER
    )
    return status, answer, fetches


def test_registration_keeps_only_the_passcodes_hash_and_never_answers_it(
    store: WebhookStore, registered: tuple[FakeFigma, dict[str, Any]]
) -> None:
    fake, hook = registered
    assert "passcode" not in json.dumps(hook)
    recorded = store.registration(hook["webhook_id"])
    assert recorded is not None
    assert (recorded.project_id, recorded.organization_id) == (4, 2)
    passcode = fake.webhooks[0]["passcode"]
    assert passcode not in recorded.model_dump_json()
    assert fake.webhooks[0]["context"] == "file"


def test_a_file_update_queues_a_reimport_that_rematches_once(
    store: WebhookStore, registered: tuple[FakeFigma, dict[str, Any]]
) -> None:
    fake, hook = registered
    body = fake.delivery(hook["webhook_id"], "FILE_UPDATE", KEY, "2026-12-01T10:00:00Z")

    status, answer, fetches = _deliver(store, body)
    assert (status, answer["status"]) == (200, "queued")
    (fetch,) = fetches.sent
    assert (fetch.project_id, fetch.organization_id, fetch.origin) == (4, 2, "webhook")
    assert fetch.reimport_file
    assert fetch.rematch
    assert KEY in fetch.url

    status, answer, fetches = _deliver(store, body)  # Figma's retry of the same delivery
    assert (status, answer, fetches.sent) == (200, {"status": "duplicate"}, [])

    older = fake.delivery(hook["webhook_id"], "FILE_UPDATE", KEY, "2026-12-01T09:00:00Z")
    status, answer, fetches = _deliver(store, older)  # arrived after a newer one
    assert (status, answer["status"], fetches.sent) == (200, "stale", [])


def test_a_library_publish_reimports_without_rematching(
    store: WebhookStore, registered: tuple[FakeFigma, dict[str, Any]]
) -> None:
    fake, hook = registered
    body = fake.delivery(hook["webhook_id"], "LIBRARY_PUBLISH", KEY, "2026-12-01T10:00:00Z")
    _, answer, fetches = _deliver(store, body)
    assert answer["status"] == "queued"
    assert fetches.sent[0].reimport_file
    assert not fetches.sent[0].rematch


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ({"passcode": "wrong"}, 401),
        ({"passcode": ""}, 401),
        ({"webhook_id": "999"}, 401),  # never registered here
        ({"webhook_id": "../x"}, 400),
        ({"timestamp": "yesterday"}, 400),
        ({"file_key": None}, 400),
    ],
)
def test_a_delivery_that_does_not_check_out_queues_nothing(
    store: WebhookStore,
    registered: tuple[FakeFigma, dict[str, Any]],
    change: dict[str, Any],
    status: int,
) -> None:
    fake, hook = registered
    body = {**fake.delivery(hook["webhook_id"], "FILE_UPDATE", KEY, "2026-12-01T10:00:00Z")}
    body.update(change)
    answered, answer, fetches = _deliver(store, body)
    assert answered == status
    assert "error" in answer
    assert fetches.sent == []


def test_pings_and_malformed_bodies(
    store: WebhookStore, registered: tuple[FakeFigma, dict[str, Any]]
) -> None:
    fake, hook = registered
    ping = fake.delivery(hook["webhook_id"], "PING", KEY, "2026-12-01T10:00:00Z")
    assert _deliver(store, ping)[:2] == (200, {"status": "pong"})
    # Figma pings as it creates a webhook, before registration has recorded its id.
    assert _deliver(store, {**ping, "webhook_id": "777"})[0] == 200
    fetches = Fetches()
    assert receive_delivery(b"not json", store=store, fetches=fetches, logger=LOGGER)[0] == 400
    big = b"{" + b" " * 70_000 + b"}"
    assert receive_delivery(big, store=store, fetches=fetches, logger=LOGGER)[0] == 413
    assert fetches.sent == []


def test_registration_without_a_token_or_refused_by_figma_says_why(store: WebhookStore) -> None:
    request = WebhookRegistrationRequest(
        project_id=4, organization_id=2, context="team", context_id="1", endpoint="https://x.test/h"
    )
    with pytest.raises(FigmaApiError) as missing:
        register_webhook(request, token=None, api_for=FigmaApi, store=store, logger=LOGGER)
    assert missing.value.code == "FIGMA_TOKEN_MISSING"
    fake = FakeFigma(tokens={"figd_ok": None})
    with serve(fake.app()) as url, pytest.raises(FigmaApiError) as refused:
        register_webhook(
            request,
            token=FigmaToken("figd_revoked"),
            api_for=lambda token: FigmaApi(token, base_url=url),
            store=store,
            logger=LOGGER,
        )
    assert refused.value.code == "FIGMA_TOKEN_INVALID"
    with pytest.raises(ValueError, match="https"):
        WebhookRegistrationRequest(
            project_id=4, organization_id=2, context="file", context_id=KEY, endpoint="ftp://x"
        )
