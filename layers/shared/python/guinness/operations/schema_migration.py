"""Applying pending migrations: the backend's schema, then the AI document store's own
(PostgreSQL ``ai_store`` schema, or DocumentDB indexes) as ``AI_STORE`` chooses.

Runs on every deploy (a CloudFormation custom resource through the CDK provider framework)
or when an admin invokes the migrate function directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from guinness.db.connection import connect
from guinness.db.migrations import apply_migrations
from guinness.logs import Logger
from guinness.settings import DatabaseSettings
from guinness.store.documents import DocumentStore

PHYSICAL_ID = "guinness-schema-migrations"


@dataclass(frozen=True)
class SchemaMigrator:
    """Migrates the database and the document store (one store kept per container)."""

    database: DatabaseSettings
    store: DocumentStore
    store_kind: str
    fetch_secret: Callable[[str], str]
    logger: Logger

    def migrate(self) -> dict[str, Any]:
        """Apply pending migrations; answers the custom resource's id and what was applied."""
        conn = connect(self.database, fetch_secret=self.fetch_secret)
        try:
            applied = apply_migrations(conn)
        finally:
            conn.close()
        self.store.migrate()
        self.logger.info(
            "migrations applied",
            extra={
                "applied": applied,
                "database": self.database.describe(),
                "ai_store": self.store_kind,
            },
        )
        return {
            "PhysicalResourceId": PHYSICAL_ID,
            "Data": {"applied": ",".join(applied), "aiStore": self.store_kind},
        }


def deletion_answer(event: dict[str, Any]) -> dict[str, Any] | None:
    """The answer to a stack delete (nothing to undo, no database needed), else None."""
    if event.get("RequestType") == "Delete":
        return {"PhysicalResourceId": event.get("PhysicalResourceId", PHYSICAL_ID)}
    return None
