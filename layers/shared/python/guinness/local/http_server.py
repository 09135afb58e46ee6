"""Serving an ASGI app with uvicorn on loopback in a background thread."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import uvicorn


@contextmanager
def serve(app: Any, *, port: int = 0, host: str = "127.0.0.1") -> Iterator[str]:
    """Run ``app`` on ``host:port`` (0 = a free port) until the block ends; yields its URL."""
    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY only on sockets that say so.
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        message = f"cannot listen on {host}:{port} ({exc.strerror}); choose another port"
        raise OSError(message) from None
    bound_port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    ready = threading.Event()
    # uvicorn offers no start callback: poll its flag briefly (bounded).
    for _ in range(1000):
        if server.started or not thread.is_alive():
            break
        ready.wait(0.01)
    if not server.started:
        sock.close()
        raise RuntimeError(f"the server on {host}:{bound_port} did not start")
    try:
        yield f"http://{host}:{bound_port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
