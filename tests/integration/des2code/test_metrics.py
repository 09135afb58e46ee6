"""The worker's metrics, through the real worker handler: each artifact written is counted
once (a success with its duration and the instances it matched and left unmatched, a
failure with its code), each transient failure as a retry."""

from __future__ import annotations

import json
import socket
from typing import Any

import pytest

from guinness.store.documents import DocumentKind
from tests.emf import EmfCapture, Metric
from tests.integration.des2code.pipeline_steps import (
    import_all,
    load_worker_handler,
    objects,
    trigger,
)
from tests.lambda_loader import FakeLambdaContext
from tests.pipeline_stack import BUCKET, Pipeline, synthetic_record


def _outcomes(found: list[Metric]) -> list[str]:
    return [
        metric.dimension_sets[0]["outcome"] for metric in found if metric.name == "Des2CodeRequests"
    ]


def test_a_success_is_counted_once_with_its_duration_and_instance_counts(
    pipeline: Pipeline, worker_handler: Any, emf: EmfCapture
) -> None:
    design_id = import_all(pipeline)
    trigger(pipeline, design_id)
    event = pipeline.receive_event()
    emf.read()  # the imports' lines, if any

    worker_handler.handler(event, FakeLambdaContext())
    found = {metric.name: metric for metric in emf.read()}
    worker_handler.handler(event, FakeLambdaContext())  # redelivered: nothing new is written
    again = emf.read()

    (key,) = objects(pipeline, design_id)
    artifact = json.loads(pipeline.s3.get_object(Bucket=BUCKET, Key=key)["Body"].read())
    usage = artifact["usage_diagnostics"]
    assert usage["matched"] > 0
    assert found["Des2CodeRequests"].value == 1.0
    assert found["Des2CodeMatchedInstances"].value == usage["matched"]
    assert found["Des2CodeUnmatchedInstances"].value == usage["unmatched"]
    duration = found["Des2CodeDuration"]
    assert duration.unit == "Milliseconds"
    assert 0 < duration.value < 120_000
    for metric in found.values():
        assert metric.dimension_sets == ({"outcome": "succeeded"},)
        assert metric.properties["correlation_id"]  # the trigger's, carried by the queue
    assert _outcomes(again) == []


def test_a_permanent_failure_is_counted_once_with_its_code(
    pipeline: Pipeline, worker_handler: Any, emf: EmfCapture
) -> None:
    design_id = import_all(pipeline)
    trigger(pipeline, design_id)
    pipeline.store.delete(
        DocumentKind.DESIGN, project_id=pipeline.scope.project_id, doc_id=design_id
    )
    emf.read()

    worker_handler.handler(pipeline.receive_event(), FakeLambdaContext())

    (failed,) = [metric for metric in emf.read() if metric.name == "Des2CodeRequests"]
    assert failed.dimension_sets == ({"outcome": "failed"},)
    assert failed.properties["error_code"] == "DESIGN_NOT_FOUND"


def test_transient_failures_count_a_retry_each_and_the_last_one_a_failure(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, emf: EmfCapture
) -> None:
    design_id = import_all(pipeline)
    trigger(pipeline, design_id)
    body = pipeline.receive_event()["Records"][0]["body"]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed_port = probe.getsockname()[1]
    store_down = f"postgresql://nobody@127.0.0.1:{closed_port}/gone"
    worker_handler = load_worker_handler(pipeline, monkeypatch, DATABASE_URL=store_down)
    emf.read()

    worker_handler.handler({"Records": [synthetic_record(body)]}, FakeLambdaContext())
    first = emf.read()
    worker_handler.handler(
        {"Records": [synthetic_record(body, receive_count=3)]}, FakeLambdaContext()
    )
    last = emf.read()

    assert _outcomes(first) == ["retried"]
    assert _outcomes(last) == ["retried", "failed"]
    assert [m.properties.get("error_code") for m in last] == [None, "RETRIES_EXHAUSTED"]
