"""Each metric family as the EMF line CloudWatch reads: names, units, dimension sets, values;
one line per call, nothing printed when metrics are off."""

from __future__ import annotations

import contextvars
import json

import pytest

from guinness import metrics
from guinness.errors import (
    AuthFailureReason,
    AuthThrottledError,
    DesignNotFoundError,
    EdgeTokenError,
    InvalidApiKeyError,
    OverloadedError,
    PlatformError,
    QuotaExceededError,
    UpstreamError,
    ValidationError,
)
from guinness.logs import get_logger
from guinness.web.correlation import bind_correlation_id
from tests.emf import EmfCapture, Metric


def _by_name(found: list[Metric]) -> dict[str, Metric]:
    named = {metric.name: metric for metric in found}
    assert len(named) == len(found), "a metric was printed twice"
    return named


def test_a_tool_call_is_counted_and_timed_by_tool_and_outcome(emf: EmfCapture) -> None:
    metrics.record_tool_call(
        "get-des2code",
        outcome=metrics.ToolOutcome.ERROR,
        latency_ms=41.5,
        error_code="DESIGN_NOT_FOUND",
    )

    found = _by_name(emf.read())

    assert set(found) == {"ToolCalls", "ToolLatency"}
    calls, latency = found["ToolCalls"], found["ToolLatency"]
    assert (calls.namespace, calls.unit, calls.value) == ("Guinness", "Count", 1.0)
    assert (latency.unit, latency.value) == ("Milliseconds", 41.5)
    for metric in (calls, latency):
        assert metric.dimension_sets == (
            {"tool": "get-des2code", "outcome": "error"},
            {"outcome": "error"},
        )
        assert metric.properties["error_code"] == "DESIGN_NOT_FOUND"


def test_auth_failures_are_counted_in_total_and_by_reason(emf: EmfCapture) -> None:
    metrics.record_auth_failure(AuthFailureReason.REVOKED)

    (failure,) = emf.read()

    assert (failure.name, failure.unit, failure.value) == ("AuthFailures", "Count", 1.0)
    assert failure.dimension_sets == ({}, {"reason": "revoked"})


@pytest.mark.parametrize(
    ("error", "name", "dimensions"),
    [
        (InvalidApiKeyError(reason=AuthFailureReason.WRONG_SECRET), "AuthFailures",
         {"reason": "wrong_secret"}),
        (InvalidApiKeyError(credential_presented=False), "AuthFailures", {"reason": "missing"}),
        (EdgeTokenError(), "AuthFailures", {"reason": "edge_token"}),
        (AuthThrottledError(retry_after_seconds=30), "Throttles", {"reason": "auth_throttled"}),
        (QuotaExceededError(retry_after_seconds=5), "Throttles", {"reason": "quota_exceeded"}),
        (OverloadedError(), "Throttles", {"reason": "overloaded"}),
    ],
)  # fmt: skip
def test_each_refusal_the_edge_answers_is_counted_as_what_it_is(
    emf: EmfCapture, error: PlatformError, name: str, dimensions: dict[str, str]
) -> None:
    metrics.record_refusal(error)

    (counted,) = emf.read()

    assert (counted.name, counted.unit, counted.value) == (name, "Count", 1.0)
    assert counted.dimension_sets == ({}, dimensions)


def test_other_errors_are_no_refusal_to_count(emf: EmfCapture) -> None:
    metrics.record_refusal(DesignNotFoundError())
    metrics.record_refusal(ValidationError("bad"))

    assert emf.read() == []


def test_a_des2code_success_carries_its_duration_and_instance_counts(emf: EmfCapture) -> None:
    metrics.record_des2code_success(duration_ms=1234.5, matched=7, unmatched=2)

    found = _by_name(emf.read())

    assert {name: (metric.unit, metric.value) for name, metric in found.items()} == {
        "Des2CodeRequests": ("Count", 1.0),
        "Des2CodeDuration": ("Milliseconds", 1234.5),
        "Des2CodeMatchedInstances": ("Count", 7.0),
        "Des2CodeUnmatchedInstances": ("Count", 2.0),
    }
    for metric in found.values():
        assert metric.dimension_sets == ({"outcome": "succeeded"},)


def test_des2code_failures_and_retries_are_counted_by_outcome(emf: EmfCapture) -> None:
    metrics.record_des2code_failure("INDEX_NOT_READY")
    metrics.record_des2code_retry()

    failed, retried = emf.read()

    assert (failed.name, failed.value, failed.dimension_sets) == (
        "Des2CodeRequests", 1.0, ({"outcome": "failed"},)
    )  # fmt: skip
    assert failed.properties["error_code"] == "INDEX_NOT_READY"
    assert (retried.name, retried.dimension_sets) == (
        "Des2CodeRequests", ({"outcome": "retried"},)
    )  # fmt: skip


def test_an_import_failure_is_counted_by_kind_and_by_whose_fault_it_was(emf: EmfCapture) -> None:
    metrics.record_import_failure(
        "code", reason=metrics.ImportFailureReason.REFUSED, error_code="INVALID_ARCHIVE"
    )

    (failure,) = emf.read()

    assert (failure.name, failure.unit, failure.value) == ("ImportFailures", "Count", 1.0)
    assert failure.dimension_sets == ({"kind": "code", "reason": "refused"}, {"reason": "refused"})
    assert failure.properties["error_code"] == "INVALID_ARCHIVE"


@pytest.mark.parametrize(
    ("raised", "reason", "code"),
    [
        (ValidationError("not Figma JSON"), "refused", "VALIDATION_ERROR"),
        (UpstreamError("AI API down"), "error", "UPSTREAM_ERROR"),
        (OSError("disk"), "error", "INTERNAL_ERROR"),
    ],
)
def test_a_failing_import_block_is_counted_and_its_error_goes_on(
    emf: EmfCapture, raised: Exception, reason: str, code: str
) -> None:
    with pytest.raises(type(raised)), metrics.counting_import_failures("tasks"):
        raise raised

    (failure,) = emf.read()

    assert failure.dimension_sets == ({"kind": "tasks", "reason": reason}, {"reason": reason})
    assert failure.properties["error_code"] == code


def test_an_import_block_that_succeeds_counts_nothing(emf: EmfCapture) -> None:
    with metrics.counting_import_failures("design"):
        pass

    assert emf.read() == []


def test_a_failed_figma_fetch_is_refused_or_an_error_by_its_code(emf: EmfCapture) -> None:
    metrics.record_import_failure_code("design", "DESIGN_NOT_FOUND")
    metrics.record_import_failure_code("design", "UPSTREAM_TIMEOUT")

    refused, failed = emf.read()

    assert refused.dimension_sets[1] == {"reason": "refused"}
    assert failed.dimension_sets[1] == {"reason": "error"}


def test_each_call_prints_one_complete_line_at_once(emf: EmfCapture, capsys) -> None:
    metrics.record_throttle(metrics.ThrottleReason.OVERLOADED)
    metrics.record_throttle(metrics.ThrottleReason.OVERLOADED)

    lines = capsys.readouterr().out.splitlines()

    assert len(lines) == 2
    for line in lines:
        record = json.loads(line)
        assert record["Throttles"] == [1.0]  # one value: nothing accumulated across calls
        assert record["_aws"]["CloudWatchMetrics"][0]["Dimensions"] == [[], ["reason"]]


def test_the_request_correlation_id_is_a_property_never_a_dimension(emf: EmfCapture) -> None:
    def in_a_request() -> None:
        bind_correlation_id(get_logger("metrics-test"), "corr-123")
        metrics.record_auth_failure(AuthFailureReason.UNKNOWN_KEY)

    contextvars.copy_context().run(in_a_request)

    (failure,) = emf.read()
    assert failure.properties["correlation_id"] == "corr-123"
    assert all("correlation_id" not in dims for dims in failure.dimension_sets)


def test_the_namespace_comes_from_powertools_variable_when_set(
    emf: EmfCapture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", metrics.stage_namespace("prod"))

    metrics.record_des2code_retry()

    (retry,) = emf.read()
    assert retry.namespace == "Guinness/prod"


def test_a_service_name_adds_no_dimension(emf: EmfCapture, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("POWERTOOLS_SERVICE_NAME", "guinness-mcp")

    metrics.record_auth_failure(AuthFailureReason.EXPIRED)

    (failure,) = emf.read()
    assert failure.dimension_sets == ({}, {"reason": "expired"})


def test_nothing_is_printed_when_metrics_are_disabled(
    emf: EmfCapture, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "true")

    metrics.record_tool_call("list-code", outcome=metrics.ToolOutcome.OK, latency_ms=3.0)
    metrics.record_des2code_success(duration_ms=1.0, matched=1, unmatched=0)

    assert capsys.readouterr().out == ""


def test_the_suite_runs_with_metrics_disabled(capsys) -> None:
    metrics.record_auth_failure(AuthFailureReason.MALFORMED)

    assert capsys.readouterr().out == ""
