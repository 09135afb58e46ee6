"""Fixtures shared by the integration tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from guinness.db.connection import Connection, Database
from tests.backend_stack import Backend, running_backend


@pytest.fixture
def backend(database: Database, conn: Connection) -> Iterator[Backend]:
    """A backend on this test's database, calling a real AI API over HTTP on loopback."""
    with running_backend(database, conn) as started:
        yield started
