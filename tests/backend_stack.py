"""A backend on the test's real database, calling a real AI API over HTTP on loopback; both
built by their composition roots."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from fastapi.testclient import TestClient

from guinness.clients.ai_client import AiClient
from guinness.composition.ai import build_ai_app
from guinness.composition.backend import build_backend_app
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Connection, Database
from guinness.db.databases import url_for
from guinness.settings import AiSettings, BackendSettings
from tests.factories import Scope, make_scope
from tests.servers import serve

INTERNAL_KEY = "backend-internal-key"
AI_TOKEN = "ai-token"


@dataclass
class Backend:
    """The backend under test and what it talks to."""

    client: TestClient
    database: Database
    store: PostgresDocumentStore
    ai: AiClient
    scope: Scope
    other: Scope

    def headers(self, scope: Scope | None = None) -> dict[str, str]:
        chosen = scope or self.scope
        return {
            "X-API-Key": INTERNAL_KEY,
            "X-MCP-Project-ID": str(chosen.project_id),
            "X-MCP-User-ID": str(chosen.user_id),
        }


def backend_settings(database: Database, *, ai_url: str) -> BackendSettings:
    """The backend's settings on the test database, calling the AI API at ``ai_url``."""
    return BackendSettings.from_env(
        {
            "ENVIRONMENT": "test",
            "DATABASE_URL": url_for(database.settings),
            "AWS_REGION": "eu-west-1",
            "BACKEND_INTERNAL_API_KEY": INTERNAL_KEY,
            "AI_INTERNAL_URL": ai_url,
            "AI_SERVICE_TOKEN": AI_TOKEN,
            # These tests send nothing to SQS or S3 (the pipeline tests do).
            "DES2CODE_QUEUE_URL": "https://sqs.eu-west-1.amazonaws.com/000000000000/none",
            "ARTIFACT_BUCKET": "no-artifacts",
            "WEBHOOK_SIGNING_SECRET": "backend-webhook-secret",
        }
    )


@contextmanager
def running_backend(database: Database, conn: Connection) -> Iterator[Backend]:
    """Start the AI API over HTTP and a backend TestClient on the given database."""
    store = PostgresDocumentStore(database)
    store.migrate()
    scope, other = make_scope(conn), make_scope(conn)
    ai_settings = AiSettings.from_env(
        {
            "ENVIRONMENT": "test",
            "AI_STORE": "postgres",
            "DATABASE_URL": url_for(database.settings),
            "AI_SERVICE_TOKEN": AI_TOKEN,
        }
    )
    with serve(build_ai_app(ai_settings, store=store)) as ai_url:
        ai = AiClient.at(ai_url, timeout_ms=10_000, service_token=AI_TOKEN)
        app = build_backend_app(backend_settings(database, ai_url=ai_url), database=database)
        with TestClient(app) as client:
            yield Backend(
                client=client, database=database, store=store, ai=ai, scope=scope, other=other
            )
