"""The embedded PostgreSQL 16 server for local runs and tests (the ``pgserver`` package).

Never used in Lambda: dev/test only. The server listens on a unix socket inside (or
beside) its data folder, trusts local connections, and is reached with pg8000 like any
other server.
"""

from __future__ import annotations

import logging
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from guinness.db.databases import url_for
from guinness.settings import DatabaseSettings


@dataclass
class EmbeddedPostgres:
    """A running embedded server and the settings to reach it."""

    data_dir: Path
    settings: DatabaseSettings
    _server: Any

    @property
    def url(self) -> str:
        """A ``DATABASE_URL`` for this server's maintenance database."""
        return url_for(self.settings)

    def stop(self) -> None:
        """Stop the server (its data stays in ``data_dir``)."""
        self._server.cleanup()


def start_embedded_postgres(data_dir: Path, *, delete_on_stop: bool = False) -> EmbeddedPostgres:
    """Start (or attach to) the embedded server keeping its data in ``data_dir``."""
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (CI, containers); harmless here.
        warnings.simplefilter("ignore")
        import pgserver  # dev dependency: imported only when a local server is wanted

    # pgserver logs every step at INFO; keep our output readable.
    logging.getLogger("pgserver").setLevel(logging.WARNING)
    data_dir.mkdir(parents=True, exist_ok=True)
    cleanup_mode = "delete" if delete_on_stop else "stop"
    server = pgserver.get_server(str(data_dir), cleanup_mode=cleanup_mode)  # type: ignore[attr-defined]
    info = server.get_postmaster_info()
    settings = DatabaseSettings(
        name="postgres",
        user=server.postgres_user,
        socket_dir=str(info.socket_dir),
        port=int(info.port or 5432),
        connection_limit=8,
    )
    return EmbeddedPostgres(data_dir=data_dir, settings=settings, _server=server)
