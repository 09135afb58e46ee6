"""Shared helpers for the benchmark scripts: a database to run against, and statistics."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from guinness.composition.ai import build_ai_app
from guinness.composition.backend import build_backend_app
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Database, connect
from guinness.db.databases import drop_database, ensure_database, url_for
from guinness.db.migrations import apply_migrations
from guinness.local.http_server import serve
from guinness.settings import AiSettings, BackendSettings, DatabaseSettings

# The benchmarks print ``name: value unit`` lines on stdout; the services they run in this
# process would mix their metric (EMF) lines in (Powertools reads this at every flush).
os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")


@contextmanager
def migrated_database() -> Iterator[DatabaseSettings]:
    """A fresh migrated database on ``DATABASE_URL``'s server or an embedded one."""
    url = os.environ.get("DATABASE_URL")
    with tempfile.TemporaryDirectory() as folder:
        embedded = None
        if url:
            server = DatabaseSettings.from_url(url)
        else:
            from guinness.db.embedded import start_embedded_postgres

            embedded = start_embedded_postgres(Path(folder) / "pg", delete_on_stop=True)
            server = embedded.settings
        name = f"guinness_bench_{uuid.uuid4().hex[:8]}"
        ensure_database(server, name)
        settings = server.with_database(name)
        conn = connect(settings)
        apply_migrations(conn)
        conn.close()
        try:
            yield settings
        finally:
            drop_database(server, name)
            if embedded is not None:
                embedded.stop()


def median(samples: list[float]) -> float:
    """The median of the samples."""
    return statistics.median(samples)


def percentile(samples: list[float], fraction: float) -> float:
    """The sample at ``fraction`` (0..1) of the sorted samples."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


@contextmanager
def served_backend(
    database: Database, *, internal_key: str, variables: dict[str, str] | None = None
) -> Iterator[str]:
    """The AI API and the backend, each built by its composition root on ``database`` and
    served on loopback; yields the backend's URL. ``variables`` add backend settings."""
    store = PostgresDocumentStore(database)
    store.migrate()
    shared = {
        "ENVIRONMENT": "local",
        "AI_STORE": "postgres",
        "DATABASE_URL": url_for(database.settings),
    }
    token = "bench-ai-token"  # noqa: S105 - a local benchmark value
    ai = build_ai_app(AiSettings.from_env({**shared, "AI_SERVICE_TOKEN": token}), store=store)
    with serve(ai) as ai_url:
        settings = BackendSettings.from_env(
            {
                **shared,
                "AI_INTERNAL_TIMEOUT_MS": "60000",
                **(variables or {}),
                "BACKEND_INTERNAL_API_KEY": internal_key,
                "AI_INTERNAL_URL": ai_url,
                "AI_SERVICE_TOKEN": token,
                # Nothing here sends to SQS or reads S3.
                "DES2CODE_QUEUE_URL": "https://sqs.us-east-1.amazonaws.com/000000000000/none",
                "ARTIFACT_BUCKET": "none",
                "WEBHOOK_SIGNING_SECRET": "bench-webhook-secret",
            }
        )
        with serve(build_backend_app(settings, database=database)) as url:
            yield url


def wait_for_index(
    ai_url: str, environment: Any, project_id: int, *, timeout_s: float = 300
) -> None:
    """Until the code index an import started is built (it runs in the background)."""
    token = {"X-Service-Token": environment["AI_SERVICE_TOKEN"]}
    status_url = f"{ai_url}/internal/v1/projects/{project_id}/code-index"
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        latest = httpx.get(status_url, headers=token, timeout=30).json().get("latest") or {}
        if latest.get("status") == "ready":
            return
        if latest.get("status") == "failed":
            raise RuntimeError(f"the code index build failed: {latest.get('error')}")
        time.sleep(0.5)
    raise RuntimeError(f"the code index was not built in {timeout_s:.0f} s")
