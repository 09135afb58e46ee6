"""The platform's CloudWatch metrics, as Embedded Metric Format through Powertools.

Services call the ``record_*`` functions here; nothing else builds EMF. Each call writes
one EMF line to stdout at once (a fresh Powertools ``EphemeralMetrics`` per call, flushed
before it returns), so a metric never waits for the end of an invocation: the long-lived
ASGI apps under Mangum, the worker's batches and the local stack's threads all emit the
same way, and nothing accumulates between requests. In Lambda, CloudWatch Logs turns the
lines into metrics (no API call, no IAM permission beyond writing logs).

Names, dimension sets and units (namespace :data:`NAMESPACE`, or
``POWERTOOLS_METRICS_NAMESPACE`` when set; the CDK stack sets ``Guinness/<stage>``, see
:func:`stage_namespace`):

* ``ToolCalls`` (Count) and ``ToolLatency`` (Milliseconds): (tool, outcome) and (outcome);
* ``AuthFailures`` (Count): () and (reason);
* ``Throttles`` (Count): () and (reason);
* ``Des2CodeRequests`` (Count): (outcome); with ``outcome=succeeded`` also
  ``Des2CodeDuration`` (Milliseconds), ``Des2CodeMatchedInstances`` and
  ``Des2CodeUnmatchedInstances`` (Count);
* ``ImportFailures`` (Count): (kind, reason) and (reason).

Every dimension value comes from a closed set (a tool name from the catalog, an enum
below), so a caller cannot create metrics at will. Error codes and the request's
correlation id go into the line as properties (searchable in Logs Insights), never as
dimensions. ``POWERTOOLS_METRICS_DISABLED=true`` (Powertools' own switch; the local stack
and the test suite set it) turns every line off.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from enum import StrEnum

from aws_lambda_powertools.metrics import EphemeralMetrics, MetricUnit

from guinness.errors import (
    AuthFailureReason,
    AuthThrottledError,
    EdgeTokenError,
    InvalidApiKeyError,
    OverloadedError,
    PlatformError,
    QuotaExceededError,
    error_for_code,
)
from guinness.web.correlation import current_correlation_id

#: The namespace of every metric (the deployed stack adds the stage: ``Guinness/<stage>``).
NAMESPACE = "Guinness"
#: Powertools' variable naming the namespace; wins over :data:`NAMESPACE`.
NAMESPACE_VARIABLE = "POWERTOOLS_METRICS_NAMESPACE"

TOOL_CALLS = "ToolCalls"
TOOL_LATENCY = "ToolLatency"
AUTH_FAILURES = "AuthFailures"
THROTTLES = "Throttles"
DES2CODE_REQUESTS = "Des2CodeRequests"
DES2CODE_DURATION = "Des2CodeDuration"
DES2CODE_MATCHED = "Des2CodeMatchedInstances"
DES2CODE_UNMATCHED = "Des2CodeUnmatchedInstances"
IMPORT_FAILURES = "ImportFailures"

TOOL = "tool"
OUTCOME = "outcome"
REASON = "reason"
KIND = "kind"

#: The ``tool`` of a call naming no tool the server has.
UNKNOWN_TOOL = "unknown"


class ToolOutcome(StrEnum):
    """How a ``tools/call`` ended: a result, or an ``isError`` result (or a protocol fault)."""

    OK = "ok"
    ERROR = "error"


class ThrottleReason(StrEnum):
    """Why the edge turned a request away before doing its work."""

    #: 429 ``AUTH_THROTTLED``: the address failed to authenticate too often.
    AUTH_THROTTLED = "auth_throttled"
    #: 429 ``QUOTA_EXCEEDED``: the key used up its requests for the minute.
    QUOTA_EXCEEDED = "quota_exceeded"
    #: 503 ``OVERLOADED``: no request slot, key check or connection freed in time.
    OVERLOADED = "overloaded"


class Des2CodeOutcome(StrEnum):
    """What one Des2Code request (or attempt) came to."""

    #: A success artifact was written (once per request).
    SUCCEEDED = "succeeded"
    #: A failed artifact was written (once per request).
    FAILED = "failed"
    #: An attempt met a transient failure; SQS delivers the request again.
    RETRIED = "retried"


class ImportFailureReason(StrEnum):
    """Whether an import failed on its input or on the platform."""

    #: The input or the request was refused (a 4xx platform error: not Figma JSON, ...).
    REFUSED = "refused"
    #: Anything else: a dependency down, a bug (what an operator is paged for).
    ERROR = "error"


def stage_namespace(stage: str) -> str:
    """The namespace of a deployed stage's metrics (the CDK stack sets it on every function)."""
    return f"{NAMESPACE}/{stage}"


def namespace() -> str:
    """The namespace metrics are written to now."""
    return os.environ.get(NAMESPACE_VARIABLE) or NAMESPACE


def record_tool_call(
    tool: str,
    *,
    outcome: ToolOutcome,
    latency_ms: float,
    error_code: str | None = None,
    correlation_id: str | None = None,
) -> None:
    """One ``tools/call``: its count and latency by tool and outcome (``tool`` must be a
    catalog name or :data:`UNKNOWN_TOOL`; ``correlation_id``: the edge request's)."""
    _publish(
        {TOOL_CALLS: (1, MetricUnit.Count), TOOL_LATENCY: (latency_ms, MetricUnit.Milliseconds)},
        [{TOOL: tool, OUTCOME: outcome}, {OUTCOME: outcome}],
        error_code=error_code,
        correlation_id=correlation_id,
    )


def record_auth_failure(reason: str) -> None:
    """One refused credential, counted in total and by ``reason``."""
    _publish({AUTH_FAILURES: (1, MetricUnit.Count)}, [{}, {REASON: reason}])


def record_throttle(reason: ThrottleReason) -> None:
    """One request turned away, counted in total and by ``reason``."""
    _publish({THROTTLES: (1, MetricUnit.Count)}, [{}, {REASON: reason}])


def record_refusal(exc: PlatformError) -> None:
    """Count an edge refusal (an HTTP answer) as an auth failure or a throttle, if it is one."""
    if isinstance(exc, InvalidApiKeyError):
        record_auth_failure(exc.reason)
    elif isinstance(exc, EdgeTokenError):
        record_auth_failure(AuthFailureReason.EDGE_TOKEN)
    elif isinstance(exc, AuthThrottledError):
        record_throttle(ThrottleReason.AUTH_THROTTLED)
    elif isinstance(exc, QuotaExceededError):
        record_throttle(ThrottleReason.QUOTA_EXCEEDED)
    elif isinstance(exc, OverloadedError):
        record_throttle(ThrottleReason.OVERLOADED)


def record_des2code_success(*, duration_ms: float, matched: int, unmatched: int) -> None:
    """A success artifact written: the attempt's duration and the instances it matched."""
    _publish(
        {
            DES2CODE_REQUESTS: (1, MetricUnit.Count),
            DES2CODE_DURATION: (duration_ms, MetricUnit.Milliseconds),
            DES2CODE_MATCHED: (matched, MetricUnit.Count),
            DES2CODE_UNMATCHED: (unmatched, MetricUnit.Count),
        },
        [{OUTCOME: Des2CodeOutcome.SUCCEEDED}],
    )


def record_des2code_failure(error_code: str) -> None:
    """A failed artifact written (``error_code``: its ``ArtifactFailureCode``)."""
    _publish(
        {DES2CODE_REQUESTS: (1, MetricUnit.Count)},
        [{OUTCOME: Des2CodeOutcome.FAILED}],
        error_code=error_code,
    )


def record_des2code_retry() -> None:
    """An attempt that ended in a transient failure (SQS delivers the request again)."""
    _publish({DES2CODE_REQUESTS: (1, MetricUnit.Count)}, [{OUTCOME: Des2CodeOutcome.RETRIED}])


def import_failure_reason(exc: PlatformError) -> ImportFailureReason:
    """REFUSED for a caller's error (4xx), ERROR for the platform's (5xx)."""
    return ImportFailureReason.REFUSED if exc.status < 500 else ImportFailureReason.ERROR


def record_import_failure(kind: str, *, reason: ImportFailureReason, error_code: str) -> None:
    """One failed import of ``kind`` (``design``, ``code``, ``code-connect``, ``tasks``)."""
    _publish(
        {IMPORT_FAILURES: (1, MetricUnit.Count)},
        [{KIND: kind, REASON: reason}, {REASON: reason}],
        error_code=error_code,
    )


def record_import_failure_code(kind: str, error_code: str) -> None:
    """A failed import known only by its error code (a failed Figma fetch's)."""
    reason = import_failure_reason(error_for_code(error_code, ""))
    record_import_failure(kind, reason=reason, error_code=error_code)


@contextmanager
def counting_import_failures(kind: str) -> Iterator[None]:
    """Count the block's exception, if it raises one, as a failed import of ``kind``; the
    exception goes on unchanged."""
    try:
        yield
    except PlatformError as exc:
        record_import_failure(kind, reason=import_failure_reason(exc), error_code=exc.code)
        raise
    except Exception:
        record_import_failure(kind, reason=ImportFailureReason.ERROR, error_code=PlatformError.code)
        raise


def _publish(
    values: Mapping[str, tuple[float, MetricUnit]],
    dimension_sets: Sequence[Mapping[str, str]],
    *,
    error_code: str | None = None,
    correlation_id: str | None = None,
) -> None:
    """Write one EMF line: ``values`` under every dimension set (an empty set, if any,
    first: Powertools' primary set is the only one that may be empty), with the request's
    correlation id (``correlation_id``, else the one bound to the current request)."""
    # service="": no implicit "service" dimension from POWERTOOLS_SERVICE_NAME, so the
    # dimension sets are exactly the ones above (the alarms match them exactly).
    metrics = EphemeralMetrics(namespace=namespace(), service="")
    primary, *others = dimension_sets
    for dimension, label in primary.items():
        metrics.add_dimension(name=dimension, value=str(label))
    for dimensions in others:
        metrics.add_dimensions(**{dimension: str(label) for dimension, label in dimensions.items()})
    for metric, (value, unit) in values.items():
        metrics.add_metric(name=metric, unit=unit, value=value)
    correlation_id = correlation_id or current_correlation_id()
    if correlation_id:
        metrics.add_metadata(key="correlation_id", value=correlation_id)
    if error_code:
        metrics.add_metadata(key="error_code", value=error_code)
    metrics.flush_metrics(raise_on_empty_metrics=True)
