"""Who is calling the edge: an API key (``/mcp`` and REST) or a Bearer JWT (REST only).

Every failure — no credential, a malformed, unknown, revoked, expired or deleted key, a bad
or expired token, a token for an unknown user or project — raises the same
``InvalidApiKeyError`` (401 ``INVALID_API_KEY``, one body), so nothing leaks about which check
failed. Only its ``WWW-Authenticate`` challenge tells "no credential at all" from "a bad one"
(RFC 6750 §3.1), which the caller knows anyway.
A JWT principal may read (the task-context route needs nothing more).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.auth.principal import Permission, Principal
from guinness.auth.quotas import RequestQuota
from guinness.auth.throttle import source_address
from guinness.db import users
from guinness.db.connection import Connection, Database
from guinness.errors import AuthFailureReason, InvalidApiKeyError, PlatformError
from guinness.mcp_edge.credentials import CredentialKind, presented_credential

if TYPE_CHECKING:  # PyJWT and cryptography load only when JWT auth is configured
    from guinness.mcp_edge.jwt_tokens import JwtIdentity, JwtVerifier

JWT_PERMISSIONS = frozenset({Permission.READ.value})


def peer_of(scope: Mapping[str, object]) -> str | None:
    """The socket peer's address of an ASGI request (None when the server gives none)."""
    client = scope.get("client")
    if isinstance(client, list | tuple) and client and isinstance(client[0], str):
        return client[0]
    return None


class EdgeAuthenticator:
    """Authenticates requests from their headers, and counts each API-key request against
    its key's quota (``auth.quotas``)."""

    def __init__(
        self,
        database: Database,
        api_keys: ApiKeyAuthenticator,
        jwt: JwtVerifier | None = None,
        *,
        quota: RequestQuota | None = None,
        behind_cloudfront: bool = False,
    ) -> None:
        self._database = database
        self._api_keys = api_keys
        self._jwt = jwt
        self._quota = quota
        self._behind_cloudfront = behind_cloudfront

    def early_refusal(self, headers: Mapping[str, str], peer: str | None) -> PlatformError | None:
        """429 ``AUTH_THROTTLED`` for an API key from an address that failed too often,
        unless the key is cached; known before any work is queued (the guard asks)."""
        credential = presented_credential(headers)
        if credential is None or credential.kind is not CredentialKind.API_KEY:
            return None
        source = source_address(headers, peer, behind_cloudfront=self._behind_cloudfront)
        return self._api_keys.early_refusal(credential.secret, source)

    def authenticate(
        self, headers: Mapping[str, str], *, peer: str | None = None, allow_jwt: bool = False
    ) -> Principal:
        """The caller's principal; raises InvalidApiKeyError for every kind of failure,
        AuthThrottledError for an address that failed too often (``peer`` is the socket's
        peer address) and QuotaExceededError for a key over its quota."""
        credential = presented_credential(headers)
        if credential is None:
            raise InvalidApiKeyError(credential_presented=False, reason=AuthFailureReason.MISSING)
        if credential.kind is CredentialKind.API_KEY:
            source = source_address(headers, peer, behind_cloudfront=self._behind_cloudfront)
            key_principal = self._api_keys.authenticate(credential.secret, source=source)
            if self._quota is not None:
                self._quota.admit(key_principal)
            return key_principal
        if not allow_jwt or self._jwt is None:
            raise InvalidApiKeyError(reason=AuthFailureReason.JWT_NOT_ACCEPTED)
        identity = self._jwt.verify(credential.secret)
        with self._database.connection() as conn:
            principal = find_jwt_principal(conn, identity)
        if principal is None:
            raise InvalidApiKeyError(reason=AuthFailureReason.UNKNOWN_SUBJECT)
        return principal


def find_jwt_principal(conn: Connection, identity: JwtIdentity) -> Principal | None:
    """The principal of an existing user (by id or e-mail) in an existing project."""
    subject = identity.subject
    if subject.isascii() and subject.isdigit() and len(subject) <= 18:
        member = users.find_project_member(
            conn, project_id=identity.project_id, user_id=int(subject)
        )
    elif "@" in subject:
        member = users.find_project_member(conn, project_id=identity.project_id, email=subject)
    else:
        return None
    if member is None:
        return None
    return Principal(
        user_id=member.user_id,
        project_id=member.project_id,
        organization_id=member.organization_id,
        permissions=JWT_PERMISSIONS,
    )
