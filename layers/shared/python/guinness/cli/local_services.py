"""The internal services for command-line runs on local defaults.

The admin CLI imports "through the backend" without a running stack: the real backend
service functions run in this process and reach the AI API, built by its composition root
and served over HTTP on a loopback port for the command's duration, with the PostgreSQL
document store on the same local database.
"""

from __future__ import annotations

import os
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from guinness import accounts
from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.composition.ai import build_ai_app
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.errors import ProjectNotFoundError
from guinness.local.http_server import serve
from guinness.logs import get_logger
from guinness.settings import AiSettings
from guinness.store.postgres import PostgresDocumentStore

#: Long enough for a large code import's documents.
AI_TIMEOUT_MS = 120_000


@contextmanager
def in_process_ai_client(database: Database) -> Iterator[AiClient]:
    """An AiClient of the AI API, served on loopback until the block ends; it reads the
    process's configuration (``EMBEDDING_*`` ...) like the deployed service does."""
    token = secrets.token_urlsafe(24)
    settings = AiSettings.from_env(
        {
            **os.environ,
            "ENVIRONMENT": "local",
            "AI_STORE": "postgres",
            "DATABASE_URL": url_for(database.settings),
            "AI_SERVICE_TOKEN": token,
        }
    )
    store = PostgresDocumentStore(database)
    store.migrate()
    app = build_ai_app(settings, store=store, logger=get_logger("ai", stream=sys.stderr))
    with serve(app) as url:
        ai = AiClient.at(url, timeout_ms=AI_TIMEOUT_MS, service_token=token)
        yield ai


def project_scope(database: Database, project_id: int) -> Scope:
    """The scope of an existing project (as the backend's scope check resolves it)."""
    with database.connection() as conn:
        project = accounts.get_project(conn, project_id=project_id)
    if project is None:
        raise ProjectNotFoundError(f"Project {project_id} does not exist.")
    return Scope(project_id=project.id, organization_id=project.organization_id, user_id=None)
