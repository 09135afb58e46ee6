"""Figma webhooks (v2): registering one for a project, and receiving its deliveries.

**Registering** runs in the fetch function (the only part that may read the project's Figma
token): it makes a random passcode, asks Figma to create the webhook (``POST /v2/webhooks``)
and records the registration — the project, and the passcode's SHA-256, never the passcode.

**Receiving** runs in the small webhook function behind its own CloudFront behaviour (not
the MCP edge): it checks the passcode against the registration in constant time, records
the delivery, answers at once and queues the work as a fetch with ``reimport_file``:

* ``FILE_UPDATE`` re-imports the project's designs from that file and re-runs Des2Code for
  those that were matched before;
* ``LIBRARY_PUBLISH`` re-imports the library file's designs (the components it defines);
* ``PING`` (sent when the webhook is created) is answered and does nothing.

A delivery is recognised by (event type, file key, timestamp): a duplicate (Figma retries
a delivery it thinks failed) is answered ``duplicate`` and queues nothing; one older than
the newest already received for the file (out of order) is answered ``stale`` and queues
nothing, since the newer one's import reads the file as it is now. A passcode that does
not match, or a webhook this deployment never registered, is 401 and queues nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from guinness.backend.figma_imports import FigmaFetches
from guinness.clients.figma_api import FigmaApi, FigmaApiError, FigmaToken
from guinness.contracts.figma import (
    FigmaFetchRequest,
    WebhookRegistration,
    WebhookRegistrationRequest,
    key_segment,
)
from guinness.ids import uuid7
from guinness.logs import Logger

#: A delivery is a small JSON object; anything larger is refused unread.
MAX_DELIVERY_BYTES = 64 * 1024


class WebhookStore(Protocol):
    """Registrations and deliveries (S3 in AWS, the data folder locally)."""

    def registration(self, webhook_id: str) -> WebhookRegistration | None:
        """The registration of ``webhook_id``, or None."""

    def save_registration(self, registration: WebhookRegistration) -> None:
        """Record (or replace) a registration."""

    def record_delivery(self, webhook_id: str, delivery: str, body: bytes) -> bool:
        """Record a delivery once: False when ``delivery`` was recorded before."""

    def newest(self, webhook_id: str, file_key: str) -> str | None:
        """The newest delivery timestamp received for the file, or None."""

    def set_newest(self, webhook_id: str, file_key: str, timestamp: str) -> None:
        """Record the newest delivery timestamp for the file."""


def register_webhook(
    request: WebhookRegistrationRequest,
    *,
    token: FigmaToken | None,
    api_for: Callable[[FigmaToken], FigmaApi],
    store: WebhookStore,
    logger: Logger,
) -> dict[str, Any]:
    """Create the webhook with Figma and record it; the answer never holds the passcode.
    Raises FigmaApiError (with a code and a message) when Figma refuses."""
    if token is None:
        raise FigmaApiError(
            "FIGMA_TOKEN_MISSING",
            "The project has no Figma token: set one (with the webhooks:write scope) first.",
        )
    passcode = secrets.token_urlsafe(32)
    created = api_for(token).create_webhook(
        event_type=request.event_type,
        context=request.context,
        context_id=request.context_id,
        endpoint=request.endpoint,
        passcode=passcode,
        description=request.description,
    )
    webhook_id = str(created.get("id") or "")
    if not webhook_id:
        raise FigmaApiError("FIGMA_UNAVAILABLE", "Figma created no webhook id; try again.")
    store.save_registration(
        WebhookRegistration(
            webhook_id=webhook_id,
            project_id=request.project_id,
            organization_id=request.organization_id,
            event_type=request.event_type,
            context=request.context,
            context_id=request.context_id,
            endpoint=request.endpoint,
            passcode_sha256=_digest(passcode),
        )
    )
    logger.info(
        "figma webhook registered",
        extra={"webhook_id": webhook_id, "project_id": request.project_id},
    )
    return {
        "webhook_id": webhook_id,
        "status": created.get("status", "ACTIVE"),
        "event_type": request.event_type,
        "context": request.context,
        "context_id": request.context_id,
        "endpoint": request.endpoint,
    }


class _Delivery(BaseModel):
    model_config = ConfigDict(extra="allow")

    event_type: str = Field(min_length=1, max_length=64)
    webhook_id: str | int
    passcode: str = Field(max_length=512)
    timestamp: str = Field(min_length=1, max_length=64)
    file_key: str | None = Field(default=None, max_length=128)


def receive_delivery(
    body: bytes,
    *,
    store: WebhookStore,
    fetches: FigmaFetches,
    logger: Logger,
) -> tuple[int, dict[str, Any]]:
    """The answer to one delivery: ``(HTTP status, JSON body)``."""
    if len(body) > MAX_DELIVERY_BYTES:
        return 413, _error("PAYLOAD_TOO_LARGE", "A webhook delivery is a small JSON object.")
    try:
        delivery = _Delivery.model_validate_json(body)
    except ValidationError:
        return 400, _error(
            "VALIDATION_ERROR",
            "Expected Figma's webhook JSON: event_type, webhook_id, passcode, timestamp.",
        )
    webhook_id = str(delivery.webhook_id)
    try:
        key_segment(webhook_id)
        if delivery.file_key is not None:
            key_segment(delivery.file_key)
    except ValueError:
        return 400, _error("VALIDATION_ERROR", "webhook_id and file_key are Figma ids.")
    registration = store.registration(webhook_id)
    if registration is None:
        if delivery.event_type == "PING":
            # Figma pings a webhook as it creates it, before its id is known to us.
            return 200, {"status": "ignored", "reason": "ping"}
        logger.warning("figma delivery for an unknown webhook", extra={"webhook_id": webhook_id})
        return 401, _refused()
    if not hmac.compare_digest(_digest(delivery.passcode), registration.passcode_sha256):
        logger.warning("figma delivery with a wrong passcode", extra={"webhook_id": webhook_id})
        return 401, _refused()
    if delivery.event_type == "PING":
        return 200, {"status": "pong"}
    if delivery.event_type not in ("FILE_UPDATE", "LIBRARY_PUBLISH"):
        return 200, {"status": "ignored", "reason": f"{delivery.event_type} is not handled"}
    if not delivery.file_key:
        return 400, _error("VALIDATION_ERROR", f"A {delivery.event_type} names its file_key.")
    moment = _moment(delivery.timestamp)
    if moment is None:
        return 400, _error("VALIDATION_ERROR", "timestamp must be an ISO 8601 time.")
    key = _digest(f"{delivery.event_type}\n{delivery.file_key}\n{delivery.timestamp}")
    if not store.record_delivery(webhook_id, key, body_without_passcode(delivery)):
        return 200, {"status": "duplicate"}
    newest = store.newest(webhook_id, delivery.file_key)
    newest_moment = _moment(newest) if newest else None
    if newest_moment is not None and moment < newest_moment:
        logger.info("figma delivery out of order", extra={"webhook_id": webhook_id})
        return 200, {"status": "stale", "newest": newest}
    store.set_newest(webhook_id, delivery.file_key, delivery.timestamp)
    fetch = FigmaFetchRequest(
        job_id=str(uuid7()),
        project_id=registration.project_id,
        organization_id=registration.organization_id,
        url=f"https://www.figma.com/design/{delivery.file_key}",
        origin="webhook",
        reimport_file=True,
        rematch=delivery.event_type == "FILE_UPDATE",
    )
    fetches.submit(fetch)
    logger.info(
        "figma delivery queued",
        extra={"webhook_id": webhook_id, "import_id": fetch.job_id, "event": delivery.event_type},
    )
    return 200, {"status": "queued", "import_id": fetch.job_id}


def body_without_passcode(delivery: _Delivery) -> bytes:
    """The delivery as recorded: everything Figma sent but the passcode."""
    return json.dumps(delivery.model_dump(exclude={"passcode"}), default=str).encode()


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _moment(text: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _refused() -> dict[str, Any]:
    return _error("UNAUTHORIZED", "The webhook passcode does not match.")


def _error(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}
