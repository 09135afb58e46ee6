"""Bearer JWT verification for the REST task-context route.

HS256 with a shared secret, or RS256 with keys from a JSON Web Key Set given inline or
fetched from a URL (cached; fetched on first use, so a deployment without network access
simply configures the inline set). Issuer, audience and expiry are always checked, and the
token must carry ``sub`` (the user: a numeric user id or an e-mail) and the configured
project claim. The algorithm is chosen by which key material exists, never by the token
alone, so an RS256 public key can never be used as an HS256 secret.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import jwt

from guinness.errors import AuthFailureReason, InvalidApiKeyError, UpstreamError

REQUIRED_CLAIMS = ["exp", "iss", "aud", "sub"]
LEEWAY_SECONDS = 30


@dataclass(frozen=True)
class JwtIdentity:
    """Who a verified token names: its subject and its project."""

    subject: str
    project_id: int


@dataclass(frozen=True)
class JwtSettings:
    """Key material and expected claims (``secret`` for HS256, JWKS for RS256)."""

    issuer: str
    audience: str
    project_claim: str = "project_id"
    secret: str | None = field(default=None, repr=False)
    jwks: str | None = None
    jwks_url: str | None = None
    fetch_timeout_seconds: float = 5.0


class JwtVerifier:
    """Turns a Bearer JWT into a :class:`JwtIdentity` or raises ``InvalidApiKeyError``."""

    def __init__(self, settings: JwtSettings) -> None:
        self._settings = settings
        self._key_set = jwt.PyJWKSet.from_dict(json.loads(settings.jwks)) if settings.jwks else None
        self._key_client = (
            jwt.PyJWKClient(
                settings.jwks_url,
                cache_keys=True,
                timeout=settings.fetch_timeout_seconds,
            )
            if settings.jwks_url
            else None
        )

    def verify(self, token: str) -> JwtIdentity:
        """Verify signature, issuer, audience and expiry; read subject and project."""
        try:
            header = jwt.get_unverified_header(token)
            algorithm = str(header.get("alg", ""))
            key = self._key_for(algorithm, token, header)
            claims = jwt.decode(
                token,
                key,
                algorithms=[algorithm],
                audience=self._settings.audience,
                issuer=self._settings.issuer,
                leeway=LEEWAY_SECONDS,
                options={"require": REQUIRED_CLAIMS},
            )
        except jwt.PyJWKClientConnectionError:
            raise UpstreamError("The JWT signing keys could not be fetched.") from None
        except (jwt.PyJWTError, ValueError, KeyError):
            raise InvalidApiKeyError(reason=AuthFailureReason.INVALID_TOKEN) from None
        return JwtIdentity(
            subject=_subject(claims), project_id=_project(claims, self._settings.project_claim)
        )

    def _key_for(self, algorithm: str, token: str, header: dict[str, Any]) -> Any:
        if algorithm == "HS256" and self._settings.secret is not None:
            return self._settings.secret
        if algorithm != "RS256":
            raise InvalidApiKeyError(reason=AuthFailureReason.INVALID_TOKEN)
        kid = header.get("kid")
        if self._key_set is not None:
            if kid is None and len(self._key_set.keys) == 1:
                return self._key_set.keys[0]
            if kid is not None and any(key.key_id == kid for key in self._key_set.keys):
                return self._key_set[str(kid)]
        if self._key_client is not None:
            return self._key_client.get_signing_key_from_jwt(token)
        raise InvalidApiKeyError(reason=AuthFailureReason.INVALID_TOKEN)


def _subject(claims: dict[str, Any]) -> str:
    subject = claims.get("sub")
    if not isinstance(subject, str) or not subject.strip():
        raise InvalidApiKeyError(reason=AuthFailureReason.INVALID_TOKEN)
    return subject.strip()


def _project(claims: dict[str, Any], claim: str) -> int:
    value = claims.get(claim)
    if isinstance(value, bool):
        raise InvalidApiKeyError(reason=AuthFailureReason.INVALID_TOKEN)
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 18:
        value = int(value)
    if not isinstance(value, int) or value <= 0:
        raise InvalidApiKeyError(reason=AuthFailureReason.INVALID_TOKEN)
    return value
