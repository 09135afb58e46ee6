"""Applies pending database migrations: on every deploy (CloudFormation custom resource
through the CDK provider framework) or when an admin invokes the function directly."""

from __future__ import annotations

import os
from functools import cache
from typing import Any

from guinness.aws.secrets import SecretsManagerFetcher
from guinness.db.connection import connect
from guinness.db.migrations import apply_migrations
from guinness.env import EnvReader
from guinness.logs import get_logger
from guinness.settings import DatabaseSettings

logger = get_logger("migrate")
_fetch_secret = SecretsManagerFetcher()  # lazy client; secrets cached for the container
PHYSICAL_ID = "guinness-schema-migrations"


@cache
def _database() -> DatabaseSettings:
    # Parsed on first use and kept for the container's life; tests set the env first.
    env = EnvReader(os.environ)
    settings = DatabaseSettings.read(env)
    env.check("migrate")
    if settings is None:  # unreachable: check() raised for the missing host
        raise AssertionError("database settings missing")
    return settings


@logger.inject_lambda_context
def handler(event: dict[str, Any], context: object) -> dict[str, Any]:
    """Run migrations (nothing to undo on a stack delete)."""
    if event.get("RequestType") == "Delete":
        return {"PhysicalResourceId": event.get("PhysicalResourceId", PHYSICAL_ID)}
    settings = _database()
    conn = connect(settings, fetch_secret=_fetch_secret)
    try:
        applied = apply_migrations(conn)
    finally:
        conn.close()
    logger.info("migrations applied", extra={"applied": applied, "database": settings.describe()})
    return {"PhysicalResourceId": PHYSICAL_ID, "Data": {"applied": ",".join(applied)}}
