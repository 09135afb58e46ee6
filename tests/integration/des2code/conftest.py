"""Fixtures of the Des2Code pipeline tests: the running pipeline and the worker handler."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from guinness.db.connection import Connection, Database
from tests.integration.des2code.pipeline_steps import load_worker_handler
from tests.pipeline_stack import Pipeline, running_pipeline


@pytest.fixture
def pipeline(database: Database, conn: Connection) -> Iterator[Pipeline]:
    with running_pipeline(database, conn) as started:
        yield started


@pytest.fixture
def worker_handler(pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch) -> Any:
    return load_worker_handler(pipeline, monkeypatch)
