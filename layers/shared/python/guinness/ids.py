"""Time-ordered identifiers (UUIDv7, RFC 9562) for request and index ids."""

from __future__ import annotations

import secrets
import time
import uuid


def uuid7(now_ms: int | None = None) -> uuid.UUID:
    """A UUIDv7: 48-bit Unix milliseconds, then random bits; sorts by creation time."""
    millis = int(time.time() * 1000) if now_ms is None else now_ms
    value = (millis & ((1 << 48) - 1)) << 80
    value |= 0x7 << 76  # version
    value |= secrets.randbits(12) << 64  # rand_a
    value |= 0b10 << 62  # variant
    value |= secrets.randbits(62)  # rand_b
    return uuid.UUID(int=value)


def is_uuid7(text: str) -> bool:
    """Whether ``text`` is a canonical lowercase UUIDv7 string."""
    try:
        parsed = uuid.UUID(text)
    except ValueError:
        return False
    return parsed.version == 7 and str(parsed) == text
