"""The hostile-input suite runs against the same running platform as the edge tests: the
edge over HTTP, the backend and AI API behind it, real PostgreSQL, moto."""

from __future__ import annotations

from tests.integration.mcp_edge.conftest import edge_db_settings, world

__all__ = ["edge_db_settings", "world"]
