"""In-process wiring of the internal services for command-line runs on local defaults.

The admin CLI imports "through the backend" without servers: the real backend service
functions run in this process and reach the real AI API app through an in-process ASGI
client, with the PostgreSQL document store on the same local database.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from fastapi.testclient import TestClient

from guinness import accounts
from guinness.ai_api.app import create_ai_app
from guinness.ai_api.code_index_routes import index_model
from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.clients.transport import HttpTransport
from guinness.db.connection import Database
from guinness.embeddings import model_name
from guinness.env import EnvReader
from guinness.errors import ProjectNotFoundError
from guinness.logs import get_logger
from guinness.settings import EmbeddingSettings
from guinness.store.postgres import PostgresDocumentStore

_IN_PROCESS_TOKEN = "in-process"  # noqa: S105 - never leaves this process


@contextmanager
def in_process_ai_client(database: Database) -> Iterator[AiClient]:
    """An AiClient whose requests run the AI API app in this process."""
    store = PostgresDocumentStore(database)
    store.migrate()
    env = EnvReader(os.environ)
    embedding = EmbeddingSettings.read(env)
    env.check("embedding")
    app = create_ai_app(
        store,
        service_token=lambda: _IN_PROCESS_TOKEN,
        logger=get_logger("ai", stream=sys.stderr),
        index_model=index_model(model_name(embedding), embedding.dims),
    )
    with TestClient(app, base_url="http://ai.in-process") as client:
        transport = HttpTransport(
            "http://ai.in-process", timeout_ms=120_000, service="AI service", client=client
        )
        yield AiClient(transport, service_token=_IN_PROCESS_TOKEN)


def project_scope(database: Database, project_id: int) -> Scope:
    """The scope of an existing project (as the backend's scope check resolves it)."""
    with database.connection() as conn:
        project = accounts.get_project(conn, project_id=project_id)
    if project is None:
        raise ProjectNotFoundError(f"Project {project_id} does not exist.")
    return Scope(project_id=project.id, organization_id=project.organization_id, user_id=None)
