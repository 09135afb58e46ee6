"""Shared helpers for the benchmark scripts: a database to run against, and statistics."""

from __future__ import annotations

import os
import statistics
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from guinness.db.connection import connect
from guinness.db.databases import drop_database, ensure_database
from guinness.db.migrations import apply_migrations
from guinness.settings import DatabaseSettings


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
