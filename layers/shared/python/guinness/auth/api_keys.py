"""API key text, generation and scrypt hashing (pure: no I/O).

A key reads ``guinness_<prefix>_<secret>``: the prefix is a short random id stored in
clear (the lookup key), the secret is 32 random bytes in base62 (43 characters). Only a
salted scrypt hash of the secret is stored, with its parameters, so they can be raised for
new keys later without breaking old ones.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import string
from dataclasses import dataclass, field

from guinness.errors import AuthFailureReason, InvalidApiKeyError

KEY_SCHEME = "guinness"
PREFIX_LENGTH = 12
SECRET_BYTES = 32
SECRET_LENGTH = 43  # base62 digits needed for 256 bits
SALT_BYTES = 16

_PREFIX_ALPHABET = string.ascii_lowercase + string.digits
_BASE62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
_KEY_PATTERN = re.compile(r"^guinness_(?P<prefix>[a-z0-9]{8,32})_(?P<secret>[0-9A-Za-z]{43,128})$")
# Keys are opaque 256-bit random secrets, so scrypt guards leaked hashes, not weak
# passwords: N=2^14 costs ~16 MiB and tens of ms, and is stored per row to be raised later.
_MAX_KEY_TEXT = 200


@dataclass(frozen=True)
class ScryptParams:
    """scrypt cost parameters, stored beside each hash."""

    n: int = 2**14
    r: int = 8
    p: int = 1
    dklen: int = 32

    @property
    def maxmem(self) -> int:
        """Memory bound for hashlib.scrypt: 128 * r * (n + p + 2) plus headroom."""
        return 128 * self.r * (self.n + self.p + 2) + 1024 * 1024


DEFAULT_SCRYPT = ScryptParams()


@dataclass(frozen=True)
class ParsedApiKey:
    """A key split into its lookup prefix and its secret (the secret never prints)."""

    prefix: str
    secret: str = field(repr=False)


@dataclass(frozen=True)
class NewApiKey:
    """A freshly generated key: the text is shown once, the rest is stored."""

    text: str = field(repr=False)
    prefix: str
    salt: bytes = field(repr=False)
    hash: bytes = field(repr=False)
    params: ScryptParams


def parse_api_key(text: str | None) -> ParsedApiKey:
    """Split key text into prefix and secret; anything malformed is an invalid key."""
    if not text or len(text) > _MAX_KEY_TEXT:
        raise InvalidApiKeyError(reason=AuthFailureReason.MALFORMED)
    match = _KEY_PATTERN.match(text.strip())
    if match is None:
        raise InvalidApiKeyError(reason=AuthFailureReason.MALFORMED)
    return ParsedApiKey(prefix=match["prefix"], secret=match["secret"])


def hash_secret(secret: str, salt: bytes, params: ScryptParams) -> bytes:
    """The scrypt hash of a key secret."""
    return hashlib.scrypt(
        secret.encode(),
        salt=salt,
        n=params.n,
        r=params.r,
        p=params.p,
        dklen=params.dklen,
        maxmem=params.maxmem,
    )


def verify_secret(secret: str, salt: bytes, expected: bytes, params: ScryptParams) -> bool:
    """Whether ``secret`` hashes to ``expected`` (constant-time comparison)."""
    return hmac.compare_digest(hash_secret(secret, salt, params), expected)


def generate_api_key(params: ScryptParams = DEFAULT_SCRYPT) -> NewApiKey:
    """A new random key with its salt and hash."""
    prefix = "".join(secrets.choice(_PREFIX_ALPHABET) for _ in range(PREFIX_LENGTH))
    secret = _base62(secrets.token_bytes(SECRET_BYTES), SECRET_LENGTH)
    salt = secrets.token_bytes(SALT_BYTES)
    return NewApiKey(
        text=f"{KEY_SCHEME}_{prefix}_{secret}",
        prefix=prefix,
        salt=salt,
        hash=hash_secret(secret, salt, params),
        params=params,
    )


def _base62(data: bytes, width: int) -> str:
    number = int.from_bytes(data, "big")
    digits: list[str] = []
    while number:
        number, remainder = divmod(number, 62)
        digits.append(_BASE62[remainder])
    return "".join(reversed(digits)).rjust(width, "0")
