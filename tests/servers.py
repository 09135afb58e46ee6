"""Serving ASGI apps over real HTTP on loopback for integration tests."""

from __future__ import annotations

from guinness.local.http_server import serve

__all__ = ["serve"]
