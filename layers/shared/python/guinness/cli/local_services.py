"""The internal services for command-line runs on local defaults.

The admin CLI imports through the backend without a running stack: the backend and the AI
API, each built by its composition root, run in this process, served over HTTP on loopback
ports for the command's duration, with the PostgreSQL document store on the same local
database; the CLI calls the backend with the same client it uses for a running stack.
"""

from __future__ import annotations

import os
import secrets
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from guinness.backend.scope import Scope, resolve_scope
from guinness.clients.ai_client import AiClient
from guinness.clients.backend_imports import IMPORT_TIMEOUT_MS, BackendImports
from guinness.clients.transport import HttpTransport
from guinness.composition.ai import build_ai_app
from guinness.composition.backend import build_backend_app
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.local.data_dir import local_data_dir
from guinness.local.folder_artifacts import FolderArtifactStore
from guinness.local.http_server import serve
from guinness.local.stack import ARTIFACTS_FOLDER, BUCKET, QUEUE_FILE, local_queues
from guinness.logs import get_logger
from guinness.settings import (
    DEFAULT_IMPORT_MAX_BYTES,
    AiSettings,
    BackendSettings,
    DatabaseSettings,
)

#: Long enough for a large code import's documents.
AI_TIMEOUT_MS = 120_000


@contextmanager
def in_process_ai_client(database: Database) -> Iterator[AiClient]:
    """An AiClient of the AI API, served on loopback until the block ends; it reads the
    process's configuration (``EMBEDDING_*`` ...) like the deployed service does."""
    with _serve_ai(database) as (url, token):
        yield AiClient.at(url, timeout_ms=AI_TIMEOUT_MS, service_token=token)


@contextmanager
def in_process_backend(settings: DatabaseSettings) -> Iterator[BackendImports]:
    """The backend's import routes, built by its composition root in this process and
    served on loopback until the block ends, with the AI API beside it; Des2Code artifacts
    and the queue are the local stack's, in the data folder (``LOCAL_DATA_DIR``)."""
    database = Database(settings)
    try:
        with _serve_ai(database) as (ai_url, ai_token):
            internal_key = secrets.token_urlsafe(24)
            backend_settings = BackendSettings.from_env(
                {
                    **os.environ,
                    "ENVIRONMENT": "local",
                    "DATABASE_URL": url_for(settings),
                    "BACKEND_INTERNAL_API_KEY": internal_key,
                    "AI_INTERNAL_URL": ai_url,
                    "AI_SERVICE_TOKEN": ai_token,
                    "AI_INTERNAL_TIMEOUT_MS": str(AI_TIMEOUT_MS),
                    "WEBHOOK_SIGNING_SECRET": secrets.token_urlsafe(24),
                    # Named only: the folder and the SQLite queue below stand in for them.
                    "ARTIFACT_BUCKET": BUCKET,
                    "DES2CODE_QUEUE_URL": "local",
                }
            )
            folder = local_data_dir()
            queue, _ = local_queues(folder / QUEUE_FILE)
            app = build_backend_app(
                backend_settings,
                database=database,
                artifacts=FolderArtifactStore(folder / ARTIFACTS_FOLDER),
                queue=queue,
                request_body_max_bytes=DEFAULT_IMPORT_MAX_BYTES,
                logger=get_logger("backend", stream=sys.stderr),
            )
            with serve(app) as url:
                transport = HttpTransport(url, timeout_ms=IMPORT_TIMEOUT_MS, service="backend")
                try:
                    yield BackendImports(transport, api_key=internal_key)
                finally:
                    transport.close()
    finally:
        database.close()


@contextmanager
def _serve_ai(database: Database) -> Iterator[tuple[str, str]]:
    """The AI API on loopback: its URL and service token."""
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
        yield url, token


def project_scope(database: Database, project_id: int) -> Scope:
    """The scope of an existing project (as the backend's scope check resolves it)."""
    with database.connection() as conn:
        return resolve_scope(conn, project_id=project_id)
