"""Which database a command-line run talks to.

With ``DATABASE_URL`` (or ``DATABASE_HOST`` / ``DATABASE_RDS_PROXY_ENDPOINT``) set, that
server; otherwise the embedded PostgreSQL kept under ``LOCAL_DATA_DIR`` (default
``.local``, where ``./dev up`` keeps it), migrated on first use. The embedded server is
shared: a command attaches to the one the local stack runs, or starts it and stops it
again at exit when no other process still uses it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from guinness.db.connection import connect
from guinness.db.databases import ensure_database
from guinness.db.migrations import apply_migrations
from guinness.env import EnvReader
from guinness.local.data_dir import local_data_dir
from guinness.settings import DatabaseSettings

__all__ = ["LOCAL_DATABASE_NAME", "local_data_dir", "resolve_database"]

LOCAL_DATABASE_NAME = "guinness"


def resolve_database(
    environ: Mapping[str, str] | None = None, *, migrate_embedded: bool = False
) -> DatabaseSettings:
    """The configured database, or the embedded one (created on first use; with
    ``migrate_embedded``, migrated too: the local stack migrates it itself)."""
    env_map = os.environ if environ is None else environ
    reader = EnvReader(env_map)
    configured = DatabaseSettings.read(reader, required=False)
    reader.check("database")
    if configured is not None:
        return configured
    from guinness.db.embedded import start_embedded_postgres

    server = start_embedded_postgres(local_data_dir(env_map) / "postgres")
    ensure_database(server.settings, LOCAL_DATABASE_NAME)
    local = server.settings.with_database(LOCAL_DATABASE_NAME)
    if migrate_embedded:
        # A data folder `./dev up` never prepared gets its schema (a no-op once migrated).
        conn = connect(local)
        try:
            apply_migrations(conn)
        finally:
            conn.close()
    return local
