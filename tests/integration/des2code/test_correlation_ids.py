"""One correlation id runs through the backend, the AI API and the worker's logs."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest

from tests.fixture_codebase import fixture_codebase_zip
from tests.integration.des2code.pipeline_steps import import_all
from tests.lambda_loader import FakeLambdaContext
from tests.pipeline_stack import Pipeline


class _JsonLines(logging.Handler):
    """Keeps each record as the JSON line the service's own handler writes."""

    def __init__(self, formatter: logging.Formatter | None) -> None:
        super().__init__()
        self.setFormatter(formatter)
        self.lines: list[dict[str, Any]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(json.loads(self.format(record)))


@pytest.fixture
def service_logs() -> Iterator[list[dict[str, Any]]]:
    loggers = [logging.getLogger(f"guinness-{name}") for name in ("backend", "ai", "worker")]
    handler = _JsonLines(loggers[0].handlers[0].formatter if loggers[0].handlers else None)
    for each in loggers:
        each.addHandler(handler)
    yield handler.lines
    for each in loggers:
        each.removeHandler(handler)


def test_one_correlation_id_runs_through_the_backend_the_ai_api_and_the_worker(
    pipeline: Pipeline, worker_handler: Any, service_logs: list[dict[str, Any]]
) -> None:
    headers = {**pipeline.headers(), "X-Correlation-ID": "corr-4242"}
    code = pipeline.http.post(
        "/internal/imports/code",
        params={"archive_name": "codebase.zip"},
        headers=headers,
        content=fixture_codebase_zip(),
    )
    design_id = import_all(pipeline)
    triggered = pipeline.http.post(
        "/internal/des2code",
        headers=headers,
        json={
            "design_id": design_id,
            "project_id": pipeline.scope.project_id,
            "organization_id": pipeline.scope.organization_id,
        },
    )
    worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())
    lines = service_logs

    def ids(message: str) -> set[str | None]:
        return {line.get("correlation_id") for line in lines if line.get("message") == message}

    assert code.status_code == 200
    assert triggered.status_code == 202
    assert "corr-4242" in ids("code import finished")
    assert "corr-4242" in ids("code index build finished")  # in the AI API, called by it
    assert ids("des2code queued") == {"corr-4242"}
    assert "corr-4242" in ids("des2code finished")  # the worker's webhook to the backend
    # Requests that sent none get an id of their own, never another request's.
    assert None not in ids("design import finished")
    assert "corr-4242" not in ids("design import finished")
