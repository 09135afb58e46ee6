"""A backend on the test's real database, calling a real AI API over HTTP on loopback."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from fastapi.testclient import TestClient

from guinness.ai_api.app import create_ai_app
from guinness.backend.app import create_backend_app
from guinness.backend.context import BackendContext
from guinness.clients.ai_client import AiClient
from guinness.clients.transport import HttpTransport
from guinness.db.connection import Connection, Database
from guinness.logs import get_logger
from guinness.store.postgres import PostgresDocumentStore
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


@contextmanager
def running_backend(database: Database, conn: Connection) -> Iterator[Backend]:
    """Start the AI API over HTTP and a backend TestClient on the given database."""
    store = PostgresDocumentStore(database)
    store.migrate()
    scope, other = make_scope(conn), make_scope(conn)
    with serve(create_ai_app(store, service_token=lambda: AI_TOKEN)) as ai_url:
        transport = HttpTransport(ai_url, timeout_ms=10_000, service="AI service")
        ai = AiClient(transport, service_token=AI_TOKEN)
        context = BackendContext(database=database, ai=ai, logger=get_logger("backend"))
        app = create_backend_app(context, internal_api_key=lambda: INTERNAL_KEY)
        with TestClient(app) as client:
            yield Backend(
                client=client, database=database, store=store, ai=ai, scope=scope, other=other
            )
        transport.close()
