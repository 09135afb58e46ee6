"""Signing and verifying the AI-status webhook (HMAC-SHA256 over timestamp and body)."""

from __future__ import annotations

import hashlib
import hmac
import time

SIGNATURE_HEADER = "X-Guinness-Signature"
TOLERANCE_SECONDS = 300


class WebhookSignatureError(Exception):
    """The signature is missing, malformed, wrong or too old."""


def sign(body: bytes, secret: str, *, timestamp: int | None = None) -> str:
    """The header value ``t=<unix seconds>,v1=<hex digest>`` for ``body``."""
    moment = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{moment}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={moment},v1={digest}"


def verify(body: bytes, header: str | None, secret: str, *, now: int | None = None) -> None:
    """Raise WebhookSignatureError unless ``header`` signs ``body`` recently."""
    if not header:
        raise WebhookSignatureError("missing signature")
    try:
        parts = dict(item.split("=", 1) for item in header.split(","))
        moment = int(parts["t"])
        presented = parts["v1"]
    except (ValueError, KeyError):
        raise WebhookSignatureError("malformed signature") from None
    current = int(time.time()) if now is None else now
    if abs(current - moment) > TOLERANCE_SECONDS:
        raise WebhookSignatureError("signature timestamp outside tolerance")
    expected = sign(body, secret, timestamp=moment).split("v1=", 1)[1]
    if not hmac.compare_digest(presented.encode(), expected.encode()):
        raise WebhookSignatureError("signature mismatch")
