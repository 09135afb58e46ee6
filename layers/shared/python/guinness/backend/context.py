"""Everything the backend's routes need, built once per process."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from guinness.aws.import_uploads import ImportUploads
from guinness.backend.figma_imports import ComponentResolver, FigmaFetches
from guinness.backend.retry_horizon import RetryHorizon
from guinness.clients.ai_client import AiClient
from guinness.code.documents import CodeSourceDocument
from guinness.code.features import embed_code_source
from guinness.db.connection import Database
from guinness.errors import UploadsNotConfiguredError
from guinness.logs import Logger
from guinness.ports import ArtifactStore, RequestQueue
from guinness.settings import DEFAULT_IMPORT_MAX_BYTES, DEFAULT_UPLOAD_EXPIRES_SECONDS

#: The largest import the backend reads from one request's body (a larger one goes through
#: the upload bucket, whose limit is ``IMPORT_MAX_BYTES``, DEFAULT_IMPORT_MAX_BYTES).
DEFAULT_REQUEST_BODY_MAX_BYTES = 64 * 1024 * 1024
#: The Des2Code queue's visibility timeout (six times the worker's default 120 s timeout).
DEFAULT_VISIBILITY_TIMEOUT_SECONDS = 720
Embedder = Callable[[CodeSourceDocument], list[float]]


DEFAULT_RETRY_HORIZON = RetryHorizon(
    visibility_timeout_seconds=DEFAULT_VISIBILITY_TIMEOUT_SECONDS, max_receive_count=3
)


@dataclass(frozen=True)
class BackendContext:
    """The backend's collaborators (adapters are passed in, so tests can use real or fakes)."""

    database: Database
    ai: AiClient
    logger: Logger
    queue: RequestQueue | None = None
    artifacts: ArtifactStore | None = None
    webhook_secret: str | None = None
    embed_code: Embedder | None = embed_code_source
    import_max_bytes: int = DEFAULT_REQUEST_BODY_MAX_BYTES
    task_context_budget_ms: int = 150
    #: Where imports by Figma link are sent (None: not configured on this deployment).
    figma_fetches: FigmaFetches | None = None
    #: Asks Figma where library components live (the fetch function; None: not deployed).
    component_resolver: ComponentResolver | None = None
    clock: Callable[[], float] = time.perf_counter
    #: How long a queued Des2Code request can take at most (its queue's redrive).
    retry_horizon: RetryHorizon = DEFAULT_RETRY_HORIZON
    #: Where code archives pushed from CI are uploaded (None: not configured).
    uploads: ImportUploads | None = None
    upload_max_bytes: int = DEFAULT_IMPORT_MAX_BYTES
    upload_expires_seconds: int = DEFAULT_UPLOAD_EXPIRES_SECONDS

    def require_queue(self) -> RequestQueue:
        """The queue (a backend without one is misconfigured for Des2Code)."""
        if self.queue is None:
            raise RuntimeError("the backend has no Des2Code queue configured")
        return self.queue

    def require_uploads(self) -> ImportUploads:
        """The upload bucket (code pushed from CI needs one)."""
        if self.uploads is None:
            raise UploadsNotConfiguredError(
                "Code uploads are not configured on this deployment (no import bucket)."
            )
        return self.uploads

    def require_artifacts(self) -> ArtifactStore:
        """The artifact bucket (a backend without one is misconfigured for Des2Code)."""
        if self.artifacts is None:
            raise RuntimeError("the backend has no artifact bucket configured")
        return self.artifacts
