"""Opening the configured document store (PostgreSQL or DocumentDB)."""

from __future__ import annotations

from collections.abc import Callable

from guinness.db.connection import Database, InterfaceError
from guinness.settings import AiStoreSettings
from guinness.store.documents import DocumentStore


def open_document_store(
    settings: AiStoreSettings, *, fetch_secret: Callable[[str], str] | None = None
) -> DocumentStore:
    """The store the settings choose; imports only that backend's driver."""
    if settings.kind == "documentdb":
        from pymongo import MongoClient

        from guinness.db.ai_store.mongo import MongoDocumentStore

        uri = settings.documentdb_uri.resolve(fetch_secret)
        client: MongoClient[dict[str, object]] = MongoClient(
            uri, retryWrites=False, serverSelectionTimeoutMS=5000
        )
        return MongoDocumentStore(client[settings.documentdb_database])
    from guinness.db.ai_store.postgres import PostgresDocumentStore

    if settings.database is None:  # AiStoreSettings.read reports this as a config problem
        raise ValueError("the PostgreSQL document store needs database settings")
    return PostgresDocumentStore(Database(settings.database, fetch_secret=fetch_secret))


def connection_failures(store_kind: str) -> tuple[type[BaseException], ...]:
    """The drivers' "lost the connection" errors for a deployment whose AI store is
    ``store_kind``: pg8000's always (the platform database), and pymongo's with DocumentDB."""
    if store_kind == "documentdb":
        from pymongo.errors import ConnectionFailure

        return (InterfaceError, ConnectionFailure)
    return (InterfaceError,)
