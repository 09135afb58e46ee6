"""The migrate Lambda's composition root."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from guinness.aws.clients import AwsClients
from guinness.db.ai_store.factory import open_document_store
from guinness.logs import get_logger
from guinness.operations.schema_migration import SchemaMigrator, deletion_answer
from guinness.operations.settings import MigrateSettings
from guinness.tracing import tracer

__all__ = [
    "SchemaMigrator",
    "build_migrator",
    "logger",
    "migrate_function",
    "migrator_from_environment",
    "tracer",
]

#: The migrator's logger (the Lambda handler injects the Lambda context into it).
logger = get_logger("migrate")


def build_migrator(settings: MigrateSettings) -> SchemaMigrator:
    """The migrator for ``settings`` (its document store opened once, reused by warm runs)."""
    aws = AwsClients(settings.aws)
    fetch_secret = aws.secret_fetcher()
    return SchemaMigrator(
        database=settings.database,
        store=open_document_store(settings.store, fetch_secret=fetch_secret),
        store_kind=settings.store.kind,
        fetch_secret=fetch_secret,
        logger=logger,
    )


def migrator_from_environment() -> SchemaMigrator:
    """The migrator the Lambda's environment configures."""
    return build_migrator(MigrateSettings.from_env())


def migrate_function() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """The Lambda's work per event: a stack delete is answered without configuration; any
    other event migrates with the migrator built (once) from the environment."""
    migrator = cache(migrator_from_environment)

    def run(event: dict[str, Any]) -> dict[str, Any]:
        return deletion_answer(event) or migrator().migrate()

    return run
