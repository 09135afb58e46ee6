"""Signing and verifying the AI-status webhook with Standard Webhooks.

The worker sends ``webhook-id`` (the event's deterministic ``{request_id}:{status}``),
``webhook-timestamp`` (unix seconds) and ``webhook-signature`` (``v1,<base64 HMAC-SHA256>``
over ``id.timestamp.body``), as the Standard Webhooks specification and its reference
library (``standardwebhooks``) define them; the backend verifies them with the same
library, within its five-minute tolerance. The shared secret is ``WEBHOOK_SIGNING_SECRET``:
Standard Webhooks' ``whsec_<base64>`` form, or any other string, whose bytes are the key.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime

from standardwebhooks.webhooks import Webhook, WebhookVerificationError

ID_HEADER = "webhook-id"
TIMESTAMP_HEADER = "webhook-timestamp"
SIGNATURE_HEADER = "webhook-signature"
HEADERS = (ID_HEADER, TIMESTAMP_HEADER, SIGNATURE_HEADER)


class WebhookSignatureError(Exception):
    """The signature headers are missing, malformed, wrong or outside the tolerance."""


def signed_headers(
    body: bytes, secret: str, *, webhook_id: str, now: datetime | None = None
) -> dict[str, str]:
    """The three Standard Webhooks headers that sign ``body`` as ``webhook_id``."""
    moment = (now or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)
    signature = _webhook(secret).sign(webhook_id, moment, body.decode())
    return {
        ID_HEADER: webhook_id,
        TIMESTAMP_HEADER: str(int(moment.timestamp())),
        SIGNATURE_HEADER: signature,
    }


def verify(body: bytes, headers: Mapping[str, str], secret: str) -> str:
    """The verified ``webhook-id``; raises WebhookSignatureError unless the headers sign
    ``body`` recently."""
    present = {name: headers[name] for name in HEADERS if headers.get(name)}
    try:
        _webhook(secret).verify(body, present, json_parse=False)
    except WebhookVerificationError as exc:
        raise WebhookSignatureError(str(exc)) from None
    except ValueError:  # a signature without its version, or not base64
        raise WebhookSignatureError("malformed signature") from None
    return present[ID_HEADER]


def _webhook(secret: str) -> Webhook:
    # A ``whsec_`` secret is base64, as the specification writes it; any other is raw bytes.
    return Webhook(secret if secret.startswith("whsec_") else secret.encode())
