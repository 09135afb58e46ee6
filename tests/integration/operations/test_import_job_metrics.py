"""Failed import jobs are counted by kind: an upload the importer refuses as ``refused``,
an unexpected failure (retried by Lambda) as ``error`` on every attempt."""

from __future__ import annotations

from pathlib import Path

import pytest

from guinness.db.connection import Connection
from tests.emf import EmfCapture, Metric
from tests.factories import make_scope
from tests.integration.operations.conftest import Operations

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "fixtures"
    / "figma"
    / "code-connect_dummy_api_response_for_wizard.json"
)


def _failures(found: list[Metric]) -> list[tuple[dict[str, str], str]]:
    return [
        (metric.dimension_sets[0], metric.properties["error_code"])
        for metric in found
        if metric.name == "ImportFailures"
    ]


def _ticket(operations: Operations, conn: Connection, file_key: str) -> dict[str, str]:
    scope = make_scope(conn)
    return dict(
        operations.admin(
            "import.upload",
            kind="design",
            project_id=scope.project_id,
            file_name="design.json",
            file_key=file_key,
        )["result"]
    )


def test_a_refused_upload_is_counted_as_a_refused_import(
    operations: Operations, conn: Connection, emf: EmfCapture
) -> None:
    ticket = _ticket(operations, conn, "METRICS1")
    emf.read()

    outcome = operations.uploaded(operations.upload(ticket, b'{"hello": "world"}'))

    assert outcome == {"jobs": {ticket["job_id"]: "failed"}}
    assert _failures(emf.read()) == [
        ({"kind": "design", "reason": "refused"}, "INVALID_FIGMA_FILE")
    ]


def test_an_unexpected_failure_is_counted_as_an_error(
    operations: Operations, conn: Connection, emf: EmfCapture, monkeypatch: pytest.MonkeyPatch
) -> None:
    ticket = _ticket(operations, conn, "METRICS2")
    key = operations.upload(ticket, SAMPLE.read_bytes())
    emf.read()

    def unreachable(*_: object, **__: object) -> None:
        raise OSError("database unreachable")

    with monkeypatch.context() as patched:
        patched.setattr("guinness.operations.import_jobs.resolve_scope", unreachable)
        with pytest.raises(OSError, match="database unreachable"):
            operations.uploaded(key)
    failed = emf.read()
    operations.uploaded(key)  # Lambda's retry succeeds

    assert _failures(failed) == [({"kind": "design", "reason": "error"}, "INTERNAL_ERROR")]
    assert _failures(emf.read()) == []
