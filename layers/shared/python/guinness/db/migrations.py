"""Versioned SQL migrations: discovered from this package, applied once, in order.

A session-level advisory lock serialises concurrent runners (two Lambdas cold-starting,
a deploy hook and an admin), each migration runs in its own transaction, and the
checksum of every applied file is recorded so that an edited migration is refused
instead of silently diverging.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from importlib import resources

from guinness.db.connection import Connection

#: Arbitrary constant naming this project's migration lock among advisory locks.
MIGRATION_LOCK_KEY = 7_246_104_991
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


def discover_migrations() -> list[Migration]:
    """Every migration shipped with the package, ordered by version."""
    found: list[Migration] = []
    for entry in resources.files("guinness.db").joinpath("migrations").iterdir():
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


def apply_migrations(conn: Connection, migrations: list[Migration] | None = None) -> list[str]:
    """Apply every pending migration; returns the names applied (empty when up to date)."""
    pending = discover_migrations() if migrations is None else migrations
    conn.run("SELECT pg_advisory_lock(:key)", key=MIGRATION_LOCK_KEY)
    try:
        conn.run(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version integer PRIMARY KEY,"
            " name text NOT NULL,"
            " checksum text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        applied = {
            int(version): str(checksum)
            for version, checksum in conn.run("SELECT version, checksum FROM schema_migrations")
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
            _apply_one(conn, migration)
            done.append(f"{migration.version:04d}_{migration.name}")
        return done
    finally:
        conn.run("SELECT pg_advisory_unlock(:key)", key=MIGRATION_LOCK_KEY)


def applied_versions(conn: Connection) -> list[int]:
    """Versions recorded as applied, ascending (empty before the first run)."""
    exists = conn.run("SELECT to_regclass('schema_migrations') IS NOT NULL")[0][0]
    if not exists:
        return []
    return [int(row[0]) for row in conn.run("SELECT version FROM schema_migrations ORDER BY 1")]


def _apply_one(conn: Connection, migration: Migration) -> None:
    conn.run("BEGIN")
    try:
        # The simple query protocol runs a whole multi-statement file in one round trip.
        conn.execute_simple(migration.sql)
        conn.run(
            "INSERT INTO schema_migrations (version, name, checksum) VALUES (:v, :n, :c)",
            v=migration.version,
            n=migration.name,
            c=migration.checksum,
        )
    except BaseException:
        conn.run("ROLLBACK")
        raise
    conn.run("COMMIT")
