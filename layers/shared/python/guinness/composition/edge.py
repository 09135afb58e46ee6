"""The MCP edge's composition root.

:func:`build_edge_app` resolves secrets once (plain values locally, Secrets Manager ARNs in
AWS) and builds the collaborators the app keeps for the container's life: the key
authenticator and its cache, the database pool, the JWT verifier and one backend transport (a
pooled HTTP client for ``http(s)://``, Lambda Invoke for ``lambda://`` addresses). Callers
that already hold a database pool or an internal transport (tests) pass them in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from starlette.types import ASGIApp

from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.auth.quotas import RequestQuota
from guinness.aws.clients import AwsClients
from guinness.clients.factory import transport_for
from guinness.clients.transport import InternalTransport
from guinness.db.connection import Database
from guinness.logs import get_logger
from guinness.mcp_edge.app import EdgeContext, create_edge_app
from guinness.mcp_edge.backend_client import SERVICE, BackendClient
from guinness.mcp_edge.blocking import Offload, in_worker_thread, inline
from guinness.mcp_edge.guard import EdgePolicy
from guinness.mcp_edge.identity import EdgeAuthenticator
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.settings import McpSettings
from guinness.tracing import tracer as tracer  # the Lambda handler's
from guinness.web.allowlist import Allowlist
from guinness.web.lambda_adapter import LazyAsgiHandler

if TYPE_CHECKING:
    from guinness.mcp_edge.jwt_tokens import JwtVerifier

SecretFetcher = Callable[[str], str]


def build_edge_app(
    settings: McpSettings,
    *,
    database: Database | None = None,
    transport: InternalTransport | None = None,
    fetch_secret: SecretFetcher | None = None,
    offload: Offload = in_worker_thread,
) -> ASGIApp:
    """The edge app for ``settings``; ``offload`` says where blocking calls run (worker
    threads by default, see :mod:`~guinness.mcp_edge.blocking`)."""
    # A fresh server per request would log two SDK INFO lines per request; keep warnings.
    logging.getLogger("mcp").setLevel(logging.WARNING)
    context = edge_context(
        settings, database=database, transport=transport, fetch_secret=fetch_secret
    )
    return create_edge_app(replace(context, offload=offload))


def build_lambda_edge_app() -> ASGIApp:
    """The edge as the Lambda handler serves it: settings from the environment, blocking calls
    inline (a container answers one request at a time)."""
    return build_edge_app(McpSettings.from_env(), offload=inline)


def edge_lambda_handler() -> LazyAsgiHandler:
    """The Lambda handler: :func:`build_lambda_edge_app` on the first event."""
    return LazyAsgiHandler(build_lambda_edge_app)


def edge_context(
    settings: McpSettings,
    *,
    database: Database | None = None,
    transport: InternalTransport | None = None,
    fetch_secret: SecretFetcher | None = None,
) -> EdgeContext:
    """The edge's collaborators for ``settings``."""
    aws = AwsClients(settings.aws)
    fetch = fetch_secret or aws.secret_fetcher()
    pool = database or Database(settings.database, fetch_secret=fetch)
    backend_transport = transport or transport_for(
        settings.backend_internal_url,
        timeout_ms=settings.backend_internal_timeout_ms,
        service=SERVICE,
        aws=aws,
    )
    return EdgeContext(
        policy=EdgePolicy(
            edge_token=None if settings.is_local else settings.cloudfront_secret.resolve(fetch),
            hosts=Allowlist(settings.allowed_hosts, with_scheme=False),
            origins=Allowlist(settings.allowed_origins, with_scheme=True),
            max_body_bytes=settings.max_body_bytes,
            max_in_flight=settings.max_in_flight,
            wait_ms=settings.overloaded_wait_ms,
            throttled_delay_ms=settings.throttled_delay_ms,
        ),
        authenticator=EdgeAuthenticator(
            pool,
            ApiKeyAuthenticator(pool, settings.api_keys, logger=get_logger("mcp-auth")),
            _jwt_verifier(settings, fetch),
            quota=RequestQuota(pool, settings.api_keys.requests_per_minute),
            # Behind CloudFront (the edge token checked) the caller's address is the
            # viewer address CloudFront writes; locally, the socket's peer.
            behind_cloudfront=not settings.is_local,
        ),
        backend=BackendClient(
            backend_transport, api_key=settings.backend_internal_api_key.resolve(fetch)
        ),
        logger=get_logger("mcp"),
        budget=OutputBudget(settings.max_result_tokens),
    )


def _jwt_verifier(settings: McpSettings, fetch: SecretFetcher) -> JwtVerifier | None:
    if not settings.jwt_enabled or not settings.jwt_issuer or not settings.jwt_audience:
        return None
    # Imported here: PyJWT and cryptography cost a cold start only where JWTs are configured.
    from guinness.mcp_edge.jwt_tokens import JwtSettings, JwtVerifier

    return JwtVerifier(
        JwtSettings(
            issuer=settings.jwt_issuer,
            audience=settings.jwt_audience,
            project_claim=settings.jwt_project_claim,
            secret=settings.jwt_secret.resolve(fetch) if settings.jwt_secret.is_set else None,
            jwks=settings.jwt_jwks,
            jwks_url=settings.jwt_jwks_url,
        )
    )
