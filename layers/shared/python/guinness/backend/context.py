"""Everything the backend's routes need, built once per process."""

from __future__ import annotations

from dataclasses import dataclass

from guinness.clients.ai_client import AiClient
from guinness.db.connection import Database
from guinness.logs import Logger

DEFAULT_IMPORT_MAX_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class BackendContext:
    """The backend's collaborators (adapters are passed in, so tests can use real or fakes)."""

    database: Database
    ai: AiClient
    logger: Logger
    import_max_bytes: int = DEFAULT_IMPORT_MAX_BYTES
