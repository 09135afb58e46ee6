"""Wiring the backend internal API from its settings (Lambda and local runs share this)."""

from __future__ import annotations

from fastapi import FastAPI

from guinness.aws.secrets import SecretsManagerFetcher
from guinness.backend.app import create_backend_app
from guinness.backend.context import BackendContext
from guinness.clients.ai_client import AiClient
from guinness.clients.transport import HttpTransport
from guinness.db.connection import Database
from guinness.logs import get_logger
from guinness.settings import BackendSettings


def build_backend_app(settings: BackendSettings | None = None) -> FastAPI:
    """The backend for ``settings`` (default: parsed from the environment)."""
    config = settings or BackendSettings.from_env()
    fetch_secret = SecretsManagerFetcher(region=config.aws_region)
    internal_key = config.internal_api_key.resolve(fetch_secret)
    ai = AiClient(
        HttpTransport(
            config.ai_internal_url, timeout_ms=config.ai_internal_timeout_ms, service="AI service"
        ),
        service_token=config.ai_service_token.resolve(fetch_secret),
    )
    context = BackendContext(
        database=Database(config.database, fetch_secret=fetch_secret),
        ai=ai,
        logger=get_logger("backend"),
    )
    return create_backend_app(context, internal_api_key=lambda: internal_key)
