"""Serving an ASGI app from Lambda: built once per container, reused by warm invocations."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import Any

from mangum import Mangum

AppFactory = Callable[[], Any]


class LazyAsgiHandler:
    """A Lambda handler that builds its ASGI app on the first event, then reuses it.

    Building lazily (not at import) keeps configuration errors inside an invocation, where
    they are logged with the request, and lets tests set the environment first. Mangum runs
    with ``lifespan="off"``: the apps keep no per-lifespan state, so any number of warm
    invocations can reuse the same instance. Once built, the start-up heap (modules, the
    SDKs' models, the app) is frozen out of the garbage collector: a full collection then
    scans only what requests allocate, instead of pausing a request for the whole heap.
    """

    def __init__(self, factory: AppFactory) -> None:
        self._factory = factory
        self._adapter: Mangum | None = None
        self._lock = threading.Lock()

    def __call__(self, event: dict[str, Any], context: Any) -> dict[str, Any]:
        """Handle one API Gateway / Function URL event."""
        if self._adapter is None:
            with self._lock:
                if self._adapter is None:
                    self._adapter = Mangum(self._factory(), lifespan="off")
                    gc.freeze()  # O(1); start-up garbage left uncollected is bounded
        return dict(self._adapter(event, context))
