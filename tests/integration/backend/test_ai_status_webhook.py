"""The backend accepts the worker's AI-status webhook only with a valid Standard Webhooks
signature of that very event, and recognises a repeated delivery."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from guinness.contracts.des2code import AiStatusWebhook, Des2CodeRequest, artifact_key
from guinness.db.connection import Connection
from guinness.db.designs import upsert_pending_design
from guinness.des2code.webhook_signature import ID_HEADER, signed_headers
from guinness.ids import uuid7
from tests.backend_stack import Backend

SECRET = "backend-webhook-secret"  # the backend's WEBHOOK_SIGNING_SECRET in these tests
PATH = "/internal/webhooks/ai-status"


def _event(backend: Backend, conn: Connection) -> AiStatusWebhook:
    scope = backend.scope
    design_id = f"{scope.project_id}_FILEKEY_1:2"
    upsert_pending_design(
        conn,
        design_id=design_id,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        file_key="FILEKEY",
        node_id="1:2",
        name="Checkout",
    )
    request = Des2CodeRequest(
        design_id=design_id,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        request_id=str(uuid7()),
    )
    return AiStatusWebhook(
        webhook_id=f"{request.request_id}:success",
        status="success",
        request_id=request.request_id,
        design_id=design_id,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        artifact_key=artifact_key(request, failed=False),
        sent_at=datetime.now(UTC),
    )


def _post(backend: Backend, body: bytes, signature: dict[str, str]):
    headers = {**backend.headers(), **signature, "content-type": "application/json"}
    return backend.client.post(PATH, content=body, headers=headers)


def test_a_signed_event_is_accepted_once_then_recognised(
    backend: Backend, conn: Connection
) -> None:
    event = _event(backend, conn)
    body = event.model_dump_json().encode()
    signature = signed_headers(body, SECRET, webhook_id=event.webhook_id)

    first = _post(backend, body, signature)
    again = _post(backend, body, signature)

    assert first.status_code == 200, first.text
    assert first.json() == {"webhook_id": event.webhook_id, "accepted": True, "duplicate": False}
    assert again.json()["duplicate"] is True


@pytest.mark.parametrize("change", ["tampered", "stale", "unsigned", "wrong secret"])
def test_a_badly_signed_event_is_refused_as_invalid_credentials(
    backend: Backend, conn: Connection, change: str
) -> None:
    event = _event(backend, conn)
    body = event.model_dump_json().encode()
    now = datetime.now(UTC) - (timedelta(minutes=10) if change == "stale" else timedelta())
    secret = "not-the-secret" if change == "wrong secret" else SECRET
    signature = signed_headers(body, secret, webhook_id=event.webhook_id, now=now)
    if change == "tampered":
        body = body.replace(b'"success"', b'"failed"', 1)
    if change == "unsigned":
        signature = {}

    answer = _post(backend, body, signature)

    assert answer.status_code == 401
    assert answer.json()["error"]["code"] == "INVALID_SERVICE_CREDENTIALS"


def test_a_signature_of_another_event_does_not_carry_this_one(
    backend: Backend, conn: Connection
) -> None:
    event = _event(backend, conn)
    other = _event(backend, conn)
    body = event.model_dump_json().encode()
    # Signed correctly, but as another event's id: the id is part of what is signed.
    signature = signed_headers(body, SECRET, webhook_id=other.webhook_id)
    assert signature[ID_HEADER] != event.webhook_id

    answer = _post(backend, body, signature)

    assert answer.status_code == 422  # VALIDATION_ERROR
    assert "webhook-id" in answer.json()["error"]["message"]
