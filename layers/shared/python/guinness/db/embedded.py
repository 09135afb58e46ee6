"""The embedded PostgreSQL 16 server for local runs and tests (the ``pgserver`` package).

Never used in Lambda: dev/test only. The server listens on a unix socket inside (or
beside) its data folder, trusts local connections, and is reached with pg8000 like any
other server.
"""

from __future__ import annotations

import json
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
    forget_dead_handles(data_dir)
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


#: pgserver's list of the processes using a server; the last one to exit stops it.
HANDLES_FILE = ".handle_pids.json"


def forget_dead_handles(data_dir: Path) -> list[int]:
    """Drop the processes that no longer run from the server's list of users; returns them.

    A process killed with SIGKILL never takes itself off the list, so the server it started
    would outlive every later user (an orphan). With the dead forgotten, the next process
    adopts the running server, and it stops when that process, its last user, exits.
    """
    handles = data_dir / HANDLES_FILE
    try:
        pids = [int(pid) for pid in json.loads(handles.read_text())]
    except (FileNotFoundError, ValueError, TypeError):
        return []
    dead = [pid for pid in pids if not _is_running(pid)]
    if dead:
        handles.write_text(json.dumps([pid for pid in pids if pid not in dead]))
    return dead


def _is_running(pid: int) -> bool:
    """Whether ``pid`` is a live process (a zombie, dead but not yet reaped, is not)."""
    import psutil  # type: ignore[import-untyped]  # pgserver's own dependency

    try:
        return bool(psutil.Process(pid).status() != psutil.STATUS_ZOMBIE)
    except psutil.NoSuchProcess:
        return False
