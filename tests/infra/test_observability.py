"""Alarms on the platform's own metrics watch exactly what the services emit: each alarmed
metric (namespace, name, dimensions) is one the code prints as EMF, in the namespace every
function is given, and each alarm notifies the operators' topic."""

from __future__ import annotations

import json
from typing import Any

import pytest

from guinness import metrics
from guinness.errors import AuthFailureReason
from tests.emf import EmfCapture
from tests.infra.conftest import FIGMA, OPERATIONS, SERVICES, Synthesized

#: (metric, dimensions) of every alarm expected on the platform's metrics.
EXPECTED = {
    (metrics.AUTH_FAILURES, ()),
    (metrics.THROTTLES, ()),
    (metrics.TOOL_CALLS, (("outcome", "error"),)),
    (metrics.TOOL_CALLS, (("outcome", "ok"),)),
    (metrics.DES2CODE_DURATION, (("outcome", "succeeded"),)),
    (metrics.DES2CODE_REQUESTS, (("outcome", "failed"),)),
    (metrics.IMPORT_FAILURES, (("reason", "error"),)),
}


def _platform_alarms(synthesized: Synthesized) -> dict[str, dict[str, Any]]:
    """The alarms on metrics outside AWS's own namespaces, by logical id."""
    found = {}
    for logical, alarm in synthesized.resources("AWS::CloudWatch::Alarm").items():
        if not any(stat["Namespace"].startswith("AWS/") for stat in _watched(alarm)):
            found[logical] = alarm
    return found


def _watched(alarm: dict[str, Any]) -> list[dict[str, Any]]:
    """Each metric an alarm reads: its namespace, name, dimensions and statistic."""
    properties = alarm["Properties"]
    if "MetricName" in properties:
        return [
            {
                "Namespace": properties["Namespace"],
                "MetricName": properties["MetricName"],
                "Dimensions": properties.get("Dimensions", []),
                "Stat": properties.get("Statistic") or properties.get("ExtendedStatistic"),
            }
        ]
    stats = []
    for query in properties["Metrics"]:
        if "MetricStat" in query:
            stat = query["MetricStat"]
            stats.append({**stat["Metric"], "Dimensions": stat["Metric"].get("Dimensions", [])})
            stats[-1]["Stat"] = stat["Stat"]
    return stats


def _key(stat: dict[str, Any]) -> tuple[str, tuple[tuple[str, str], ...]]:
    dimensions = tuple(sorted((d["Name"], d["Value"]) for d in stat["Dimensions"]))
    return stat["MetricName"], dimensions


def test_every_function_writes_metrics_to_its_stage_namespace(synthesized: Synthesized) -> None:
    for name in (*SERVICES, *OPERATIONS, *FIGMA):
        environment = synthesized.environment(name)
        assert environment[metrics.NAMESPACE_VARIABLE] == "Guinness/test", name


def test_the_platform_metrics_have_the_alarms_an_operator_needs(
    synthesized: Synthesized,
) -> None:
    alarms = _platform_alarms(synthesized)
    watched = {_key(stat) for alarm in alarms.values() for stat in _watched(alarm)}

    assert watched == EXPECTED
    assert len(alarms) == 6
    for alarm in alarms.values():
        for stat in _watched(alarm):
            assert stat["Namespace"] == metrics.stage_namespace("test")
        assert alarm["Properties"]["TreatMissingData"] == "notBreaching"


def test_each_platform_alarm_notifies_the_alarm_topic(synthesized: Synthesized) -> None:
    (topic,) = synthesized.resources("AWS::SNS::Topic")

    for logical, alarm in _platform_alarms(synthesized).items():
        assert alarm["Properties"]["AlarmActions"] == [{"Ref": topic}], logical


def test_the_tool_error_rate_counts_only_with_enough_calls(synthesized: Synthesized) -> None:
    (rate,) = [
        alarm
        for alarm in _platform_alarms(synthesized).values()
        if "Metrics" in alarm["Properties"]
    ]
    (expression,) = [q for q in rate["Properties"]["Metrics"] if "Expression" in q]

    assert expression["ReturnData"] is True
    assert "100 * FILL(errors, 0)" in expression["Expression"]
    assert ">= 20" in expression["Expression"]
    assert rate["Properties"]["Threshold"] == 20
    assert rate["Properties"]["EvaluationPeriods"] == 3


def test_the_des2code_duration_alarm_reads_the_p95_against_half_the_worker_timeout(
    synthesized: Synthesized,
) -> None:
    (slow,) = [
        alarm
        for alarm in _platform_alarms(synthesized).values()
        if _key(_watched(alarm)[0])[0] == metrics.DES2CODE_DURATION
    ]
    timeout = synthesized.function("des2code-worker")["Properties"]["Timeout"]

    assert slow["Properties"]["ExtendedStatistic"] == "p95"
    assert slow["Properties"]["Threshold"] == timeout * 1000 / 2


def _emitted(emf: EmfCapture) -> set[tuple[str, str, tuple[tuple[str, str], ...]]]:
    """(namespace, metric, dimensions) of every series the code's EMF lines create, with the
    values the alarms look for."""
    metrics.record_tool_call("list-designs", outcome=metrics.ToolOutcome.OK, latency_ms=1.0)
    metrics.record_tool_call("list-designs", outcome=metrics.ToolOutcome.ERROR, latency_ms=1.0)
    metrics.record_auth_failure(AuthFailureReason.UNKNOWN_KEY)
    metrics.record_throttle(metrics.ThrottleReason.QUOTA_EXCEEDED)
    metrics.record_des2code_success(duration_ms=10.0, matched=1, unmatched=0)
    metrics.record_des2code_failure("INDEX_NOT_READY")
    metrics.record_import_failure(
        "code", reason=metrics.ImportFailureReason.ERROR, error_code="UPSTREAM_ERROR"
    )
    return {
        (metric.namespace, metric.name, tuple(sorted(dimensions.items())))
        for metric in emf.read()
        for dimensions in metric.dimension_sets
    }


def test_every_alarmed_metric_is_one_the_code_emits(
    synthesized: Synthesized, emf: EmfCapture, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The services run with the namespace the stack gives them.
    deployed = synthesized.environment("mcp")[metrics.NAMESPACE_VARIABLE]
    monkeypatch.setenv(metrics.NAMESPACE_VARIABLE, deployed)

    emitted = _emitted(emf)

    for logical, alarm in _platform_alarms(synthesized).items():
        for stat in _watched(alarm):
            name, dimensions = _key(stat)
            assert (stat["Namespace"], name, dimensions) in emitted, (logical, json.dumps(stat))
