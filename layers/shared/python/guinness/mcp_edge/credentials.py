"""Which credential a request presents, read from its headers (no verification here).

API keys come from ``MCP-API-Key`` (preferred), ``Authorization: Bearer <key>`` or
``X-MCP-API-KEY`` (the task-context seed's name), in that order of precedence: the first
header present decides, so a bad preferred header is never rescued by another one. A Bearer
token that is not a ``guinness_`` key is a JWT candidate.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from guinness.auth.api_keys import KEY_SCHEME

API_KEY_HEADER = "mcp-api-key"
AUTHORIZATION_HEADER = "authorization"
SEED_API_KEY_HEADER = "x-mcp-api-key"


class CredentialKind(StrEnum):
    """What the presented secret is."""

    API_KEY = "api_key"
    JWT = "jwt"


@dataclass(frozen=True)
class Credential:
    """A presented secret and its kind (never logged)."""

    kind: CredentialKind
    secret: str = field(repr=False)


def presented_credential(headers: Mapping[str, str]) -> Credential | None:
    """The credential the headers carry, or None when there is none at all."""
    key = headers.get(API_KEY_HEADER)
    if key is not None:
        return Credential(CredentialKind.API_KEY, key.strip())
    authorization = headers.get(AUTHORIZATION_HEADER)
    if authorization is not None:
        scheme, _, token = authorization.strip().partition(" ")
        token = token.strip()
        if scheme.lower() != "bearer" or not token:
            # A present but unusable Authorization header is a bad credential, not no credential.
            return Credential(CredentialKind.API_KEY, "")
        if token.startswith(f"{KEY_SCHEME}_"):
            return Credential(CredentialKind.API_KEY, token)
        return Credential(CredentialKind.JWT, token)
    key = headers.get(SEED_API_KEY_HEADER)
    if key is not None:
        return Credential(CredentialKind.API_KEY, key.strip())
    return None
