"""Where the edge's blocking calls run: key verification (database, scrypt) and the backend.

A server answering many requests at once (uvicorn locally) runs them in worker threads so
one slow call does not hold up the others. A Lambda container answers one request at a
time, so there the thread hand-offs buy nothing and cost latency: the calls run inline.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol, TypeVar

import anyio.to_thread

T = TypeVar("T")


class Offload(Protocol):
    """Runs one blocking call on behalf of the event loop."""

    def __call__(self, call: Callable[[], T], /) -> Awaitable[T]:
        """Run ``call`` and return its result."""
        ...


async def in_worker_thread(call: Callable[[], T]) -> T:
    """Run ``call`` in a worker thread (concurrent servers)."""
    return await anyio.to_thread.run_sync(call)


async def inline(call: Callable[[], T]) -> T:
    """Run ``call`` right here (one request per process at a time, as in Lambda)."""
    return call()
