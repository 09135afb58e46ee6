"""Applies pending database migrations: on every deploy (CloudFormation custom resource
through the CDK provider framework) or when an admin invokes the function directly.

Runs the schema migrations of the backend's database, then the AI document store's own
(PostgreSQL ``ai_store`` schema, or DocumentDB indexes) as ``AI_STORE`` chooses.
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

from guinness.aws.secrets import SecretsManagerFetcher
from guinness.db.connection import connect
from guinness.db.migrations import apply_migrations
from guinness.env import EnvReader
from guinness.logs import get_logger
from guinness.settings import AiStoreSettings, DatabaseSettings
from guinness.store.documents import DocumentStore
from guinness.store.factory import open_document_store

logger = get_logger("migrate")
_fetch_secret = SecretsManagerFetcher()  # lazy client; secrets cached for the container
PHYSICAL_ID = "guinness-schema-migrations"


@cache
def _settings() -> tuple[DatabaseSettings, AiStoreSettings]:
    # Parsed on first use and kept for the container's life; tests set the env first.
    env = EnvReader(os.environ)
    database = DatabaseSettings.read(env)
    store = AiStoreSettings.read(env)
    env.check("migrate")
    if database is None:  # unreachable: check() raised for the missing host
        raise AssertionError("database settings missing")
    return database, store


@cache
def _document_store() -> DocumentStore:
    # One store (and its pooled connection) per container, reused by later invocations.
    return open_document_store(_settings()[1], fetch_secret=_fetch_secret)


@logger.inject_lambda_context
def handler(event: dict[str, Any], context: object) -> dict[str, Any]:
    """Run migrations (nothing to undo on a stack delete)."""
    if event.get("RequestType") == "Delete":
        return {"PhysicalResourceId": event.get("PhysicalResourceId", PHYSICAL_ID)}
    settings, store_settings = _settings()
    conn = connect(settings, fetch_secret=_fetch_secret)
    try:
        applied = apply_migrations(conn)
    finally:
        conn.close()
    _document_store().migrate()
    logger.info(
        "migrations applied",
        extra={
            "applied": applied,
            "database": settings.describe(),
            "ai_store": store_settings.kind,
        },
    )
    return {
        "PhysicalResourceId": PHYSICAL_ID,
        "Data": {"applied": ",".join(applied), "aiStore": store_settings.kind},
    }
