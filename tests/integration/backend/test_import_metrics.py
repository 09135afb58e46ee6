"""Failed imports through the backend's routes are counted by kind and by whose fault they
were: a refused input once per request, a design the AI service did not store once per
design; a successful import counts nothing."""

from __future__ import annotations

import socket
from pathlib import Path

from fastapi.testclient import TestClient

from guinness.composition.backend import build_backend_app
from tests.backend_stack import Backend, backend_settings
from tests.emf import EmfCapture, Metric

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "fixtures"
    / "figma"
    / "code-connect_dummy_api_response_for_wizard.json"
)


def _failures(found: list[Metric]) -> list[tuple[dict[str, str], str]]:
    """Each ImportFailures line: its (kind, reason) dimensions and its error code."""
    failures = []
    for metric in found:
        if metric.name == "ImportFailures":
            by_kind, by_reason = metric.dimension_sets
            assert by_reason == {"reason": by_kind["reason"]}
            failures.append((by_kind, metric.properties["error_code"]))
    return failures


def _post(backend: Backend, path: str, body: bytes, **params: str) -> int:
    response = backend.client.post(path, params=params, headers={**backend.headers()}, content=body)
    return response.status_code


def test_refused_inputs_are_counted_once_each_by_kind(backend: Backend, emf: EmfCapture) -> None:
    statuses = [
        _post(backend, "/internal/imports/designs", b"{broken", file_key="KEY"),
        _post(backend, "/internal/imports/code", b"not an archive", archive_name="a.zip"),
        _post(backend, "/internal/imports/tasks", b"\x00 not tasks"),
        _post(backend, "/internal/imports/code-connect", b"[]"),
    ]

    failures = _failures(emf.read())

    assert all(400 <= status < 500 for status in statuses), statuses
    assert [dimensions for dimensions, _ in failures] == [
        {"kind": "design", "reason": "refused"},
        {"kind": "code", "reason": "refused"},
        {"kind": "tasks", "reason": "refused"},
        {"kind": "code-connect", "reason": "refused"},
    ]
    assert failures[0][1] == "INVALID_FIGMA_FILE"


def test_a_successful_import_counts_no_failure(backend: Backend, emf: EmfCapture) -> None:
    assert _post(backend, "/internal/imports/designs", SAMPLE.read_bytes(), file_key="OK") == 200

    assert _failures(emf.read()) == []


def test_each_design_the_ai_service_did_not_store_is_an_error(
    backend: Backend, emf: EmfCapture
) -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        down = f"http://127.0.0.1:{probe.getsockname()[1]}"
    app = build_backend_app(
        backend_settings(backend.database, ai_url=down), database=backend.database
    )
    with TestClient(app) as client:
        designs = client.post(
            "/internal/imports/designs",
            params={"file_key": "SAMPLEKEY"},
            headers={**backend.headers(), "content-type": "application/json"},
            content=SAMPLE.read_bytes(),
        ).json()["designs"]

    failures = _failures(emf.read())

    assert designs
    assert failures == [({"kind": "design", "reason": "error"}, "UPSTREAM_ERROR")] * len(designs)
