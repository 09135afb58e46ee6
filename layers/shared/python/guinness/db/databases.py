"""Creating and dropping databases on a server, and URLs for settings."""

from __future__ import annotations

from urllib.parse import quote

from guinness.db.connection import Connection, connect
from guinness.settings import DatabaseSettings

MAINTENANCE_DATABASE = "postgres"


def url_for(
    settings: DatabaseSettings, *, user: str | None = None, password: str | None = None
) -> str:
    """A ``postgresql://`` URL for ``settings`` (as ``user`` with ``password`` if given;
    without a password for embedded or trust auth)."""
    who = quote(user or settings.user, safe="")
    if password is not None:
        who += ":" + quote(password, safe="")
    if settings.socket_dir is not None:
        return (
            f"postgresql://{who}@/{settings.name}?host={settings.socket_dir}&port={settings.port}"
        )
    return f"postgresql://{who}@{settings.host}:{settings.port}/{settings.name}"


def ensure_database(server: DatabaseSettings, name: str, *, template: str | None = None) -> bool:
    """Create database ``name`` if missing; returns whether it was created."""
    admin: Connection = connect(server.with_database(MAINTENANCE_DATABASE))
    try:
        exists = admin.run("SELECT 1 FROM pg_database WHERE datname = :name", name=name)
        if exists:
            return False
        statement = f"CREATE DATABASE {quote_identifier(name)}"
        if template is not None:
            # FILE_COPY clones a small template much faster than the default WAL_LOG.
            statement += f" TEMPLATE {quote_identifier(template)} STRATEGY FILE_COPY"
        admin.run(statement)
        return True
    finally:
        admin.close()


def drop_database(server: DatabaseSettings, name: str) -> None:
    """Drop database ``name`` if it exists, ending its open connections."""
    admin: Connection = connect(server.with_database(MAINTENANCE_DATABASE))
    try:
        admin.run(f"DROP DATABASE IF EXISTS {quote_identifier(name)} WITH (FORCE)")
    finally:
        admin.close()


def quote_identifier(name: str) -> str:
    """Quote an SQL identifier (database names cannot be bind parameters)."""
    return '"' + name.replace('"', '""') + '"'
