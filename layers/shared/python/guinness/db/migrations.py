"""Versioned SQL migrations: discovered from this package, applied once, in order.

A session-level advisory lock serialises concurrent runners (two Lambdas cold-starting,
a deploy hook and an admin), each migration runs in its own transaction, and the
checksum of every applied file is recorded so that an edited migration is refused
instead of silently diverging.
"""

from __future__ import annotations

import hashlib
import re
import zlib
from dataclasses import dataclass
from importlib import resources

from guinness.db.connection import Connection, transaction

#: Base of the advisory-lock keys of this project's migration sets.
MIGRATION_LOCK_KEY = 7_246_104_991
DEFAULT_PACKAGE = "guinness.db"
DEFAULT_TABLE = "schema_migrations"
_FILE_NAME = re.compile(r"^(?P<version>\d{4})_(?P<name>[a-z0-9_]+)\.sql$")


class MigrationError(Exception):
    """A migration file is malformed, or an applied one was edited afterwards."""


@dataclass(frozen=True)
class Migration:
    """One SQL file of ``guinness/db/migrations``."""

    version: int
    name: str
    sql: str

    @property
    def checksum(self) -> str:
        """SHA-256 of the file's text."""
        return hashlib.sha256(self.sql.encode()).hexdigest()


def discover_migrations(package: str = DEFAULT_PACKAGE) -> list[Migration]:
    """Every migration shipped in ``<package>/migrations``, ordered by version."""
    found: list[Migration] = []
    for entry in resources.files(package).joinpath("migrations").iterdir():
        if not entry.name.endswith(".sql"):
            continue
        match = _FILE_NAME.match(entry.name)
        if match is None:
            raise MigrationError(f"migration file name {entry.name!r} is not NNNN_name.sql")
        found.append(
            Migration(int(match["version"]), match["name"], entry.read_text(encoding="utf-8"))
        )
    found.sort(key=lambda migration: migration.version)
    versions = [migration.version for migration in found]
    if len(set(versions)) != len(versions):
        raise MigrationError("two migration files share a version number")
    return found


def apply_migrations(
    conn: Connection,
    migrations: list[Migration] | None = None,
    *,
    package: str = DEFAULT_PACKAGE,
    table: str = DEFAULT_TABLE,
) -> list[str]:
    """Apply every pending migration; returns the names applied (empty when up to date).

    ``package`` and ``table`` select a migration set: the backend schema (default) or
    another store's own schema, each with its own version table and lock.
    """
    pending = discover_migrations(package) if migrations is None else migrations
    lock_key = MIGRATION_LOCK_KEY + zlib.crc32(table.encode())
    conn.run("SELECT pg_advisory_lock(:key)", key=lock_key)
    try:
        conn.run(
            f"CREATE TABLE IF NOT EXISTS {table} ("
            " version integer PRIMARY KEY,"
            " name text NOT NULL,"
            " checksum text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        applied = {
            int(version): str(checksum)
            for version, checksum in conn.run(f"SELECT version, checksum FROM {table}")
        }
        done: list[str] = []
        for migration in pending:
            recorded = applied.get(migration.version)
            if recorded is not None:
                if recorded != migration.checksum:
                    raise MigrationError(
                        f"migration {migration.version:04d}_{migration.name} was changed after "
                        "it was applied; add a new migration instead"
                    )
                continue
            _apply_one(conn, migration, table)
            done.append(f"{migration.version:04d}_{migration.name}")
        return done
    finally:
        conn.run("SELECT pg_advisory_unlock(:key)", key=lock_key)


def applied_versions(conn: Connection, *, table: str = DEFAULT_TABLE) -> list[int]:
    """Versions recorded as applied, ascending (empty before the first run)."""
    exists = conn.run("SELECT to_regclass(:table) IS NOT NULL", table=table)[0][0]
    if not exists:
        return []
    return [int(row[0]) for row in conn.run(f"SELECT version FROM {table} ORDER BY 1")]


def _apply_one(conn: Connection, migration: Migration, table: str) -> None:
    with transaction(conn):
        # The simple query protocol runs a whole multi-statement file in one round trip.
        conn.execute_simple(migration.sql)
        conn.run(
            f"INSERT INTO {table} (version, name, checksum) VALUES (:v, :n, :c)",
            v=migration.version,
            n=migration.name,
            c=migration.checksum,
        )
