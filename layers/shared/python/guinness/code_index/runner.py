"""Where index builds run: a background thread locally, inline in Lambda.

A build only validates and summarizes stored code (embeddings are computed at import), so
it takes well under a second for thousands of components; running it inline in the AI
Lambda's invocation keeps it within the function timeout without another queue.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Protocol


class BuildRunner(Protocol):
    """Runs a build job."""

    def submit(self, job: Callable[[], object]) -> None:
        """Start ``job`` (now or in the background)."""


class InlineRunner:
    """Runs the job before returning (Lambda, tests)."""

    def submit(self, job: Callable[[], object]) -> None:
        """Run ``job`` now."""
        job()


class ThreadRunner:
    """Runs jobs one at a time on a background thread (local servers)."""

    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="index-build")
        self.last: Future[object] | None = None

    def submit(self, job: Callable[[], object]) -> None:
        """Queue ``job``, in the caller's context (its logs keep the request's
        correlation id)."""
        self.last = self._executor.submit(contextvars.copy_context().run, job)
