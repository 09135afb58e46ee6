"""CloudWatch alarms: dead letters waiting, errors and throttles of every function, and the
platform's own metrics (``guinness.metrics``: failed authentications, requests turned away,
tool errors, slow or failing Des2Code, failed imports), published to one SNS topic (with an
e-mail subscription when ``alarmEmail`` is set).

The metric names, dimensions and namespace come from ``guinness.metrics``, the module the
services record them with, so an alarm always watches what the code emits.
"""

from __future__ import annotations

from collections.abc import Sequence

import aws_cdk as cdk
from aws_cdk import aws_cloudwatch as cloudwatch
from aws_cdk import aws_cloudwatch_actions as actions
from aws_cdk import aws_sns as sns
from aws_cdk import aws_sns_subscriptions as subscriptions
from aws_cdk import aws_sqs as sqs
from constructs import Construct

from guinness import metrics
from infra.config import PlatformConfig
from infra.constructs.functions import PlatformFunction

_FIVE_MINUTES = cdk.Duration.minutes(5)
#: Failed authentications in five minutes that look like a flood (or a revoked key in use).
AUTH_FAILURES_THRESHOLD = 100
#: Requests turned away per five minutes, for 15 minutes in a row: callers are held back.
THROTTLES_THRESHOLD = 20
#: Percent of tool calls answered ``isError`` over five minutes, for 15 minutes in a row ...
TOOL_ERROR_RATE_PERCENT = 20
#: ... counted only with at least this many calls per five minutes (a few calls prove nothing).
TOOL_ERROR_MIN_CALLS = 20
#: Failed Des2Code requests (failed artifacts written) in 15 minutes.
DES2CODE_FAILURES_THRESHOLD = 5
#: p95 of a successful Des2Code attempt, as a share of the worker's timeout, for 15 minutes.
DES2CODE_P95_SHARE_OF_TIMEOUT = 0.5


class Alarms(Construct):
    """DLQ depth, function errors and throttles, and alarms on the platform's metrics."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        dead_letters: sqs.IQueue,
        functions: Sequence[PlatformFunction],
    ) -> None:
        super().__init__(scope, construct_id)
        self.topic = sns.Topic(
            self, "Topic", display_name=f"{config.prefix} alarms", enforce_ssl=True
        )
        cdk.Validations.of(self.topic).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-SNS2",
                reason="Alarm notifications carry no data; CloudWatch cannot publish to a topic "
                "encrypted with the AWS-managed SNS key, and a customer key costs per stage.",
            )
        )
        if config.alarm_email:
            self.topic.add_subscription(subscriptions.EmailSubscription(config.alarm_email))
        self.dead_letter_alarm = cloudwatch.Alarm(
            self,
            "DeadLetters",
            alarm_description="Des2Code requests are waiting in the dead-letter queue.",
            metric=dead_letters.metric_approximate_number_of_messages_visible(
                period=cdk.Duration.minutes(1), statistic="Maximum"
            ),
            threshold=1,
            evaluation_periods=1,
            comparison_operator=cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treat_missing_data=cloudwatch.TreatMissingData.NOT_BREACHING,
        )
        alarms = [self.dead_letter_alarm]
        for platform_function in functions:
            function = platform_function.function
            name = platform_function.node.id
            for kind, metric in (
                ("Errors", function.metric_errors(period=cdk.Duration.minutes(5))),
                ("Throttles", function.metric_throttles(period=cdk.Duration.minutes(5))),
            ):
                alarms.append(
                    cloudwatch.Alarm(
                        self,
                        f"{name}{kind}",
                        alarm_description=f"{platform_function.function_name}: {kind.lower()}.",
                        metric=metric,
                        threshold=1,
                        evaluation_periods=1,
                        comparison_operator=(
                            cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD
                        ),
                        treat_missing_data=cloudwatch.TreatMissingData.NOT_BREACHING,
                    )
                )
        self.metric_alarms = _metric_alarms(self, config)
        alarms.extend(self.metric_alarms)
        for alarm in alarms:
            alarm.add_alarm_action(actions.SnsAction(self.topic))


def _metric(
    config: PlatformConfig,
    name: str,
    dimensions: dict[str, str] | None = None,
    *,
    statistic: str = "Sum",
) -> cloudwatch.Metric:
    """One of the platform's metrics in this stage's namespace, over five minutes."""
    return cloudwatch.Metric(
        namespace=metrics.stage_namespace(config.stage),
        metric_name=name,
        # Plain strings: jsii would take a Python enum member for one of its own enums.
        dimensions_map={key: str(value) for key, value in (dimensions or {}).items()},
        statistic=statistic,
        period=_FIVE_MINUTES,
    )


def _metric_alarms(scope: Construct, config: PlatformConfig) -> list[cloudwatch.Alarm]:
    """The alarms an operator wants on the metrics the services record."""
    higher = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD
    quiet = cloudwatch.TreatMissingData.NOT_BREACHING
    errors = _metric(config, metrics.TOOL_CALLS, {metrics.OUTCOME: metrics.ToolOutcome.ERROR})
    ok = _metric(config, metrics.TOOL_CALLS, {metrics.OUTCOME: metrics.ToolOutcome.OK})
    tool_error_rate = cloudwatch.MathExpression(
        expression=(
            f"IF((FILL(ok, 0) + FILL(errors, 0)) >= {TOOL_ERROR_MIN_CALLS}, "
            "100 * FILL(errors, 0) / (FILL(ok, 0) + FILL(errors, 0)), 0)"
        ),
        using_metrics={"errors": errors, "ok": ok},
        label="Tool error rate (%)",
        period=_FIVE_MINUTES,
    )
    p95_ms = config.worker_timeout_seconds * 1000 * DES2CODE_P95_SHARE_OF_TIMEOUT
    return [
        cloudwatch.Alarm(
            scope,
            "AuthFailuresSpike",
            alarm_description=(
                f"{AUTH_FAILURES_THRESHOLD}+ failed authentications at the edge in 5 minutes: "
                "a bad-key flood, or a revoked or expired key still in use (the reason "
                "dimension of AuthFailures says which)."
            ),
            metric=_metric(config, metrics.AUTH_FAILURES),
            threshold=AUTH_FAILURES_THRESHOLD,
            evaluation_periods=1,
            comparison_operator=higher,
            treat_missing_data=quiet,
        ),
        cloudwatch.Alarm(
            scope,
            "ThrottlesSustained",
            alarm_description=(
                f"{THROTTLES_THRESHOLD}+ requests per 5 minutes turned away (429 AUTH_THROTTLED"
                " or QUOTA_EXCEEDED, 503 OVERLOADED) for 15 minutes."
            ),
            metric=_metric(config, metrics.THROTTLES),
            threshold=THROTTLES_THRESHOLD,
            evaluation_periods=3,
            comparison_operator=higher,
            treat_missing_data=quiet,
        ),
        cloudwatch.Alarm(
            scope,
            "ToolErrorRate",
            alarm_description=(
                f"More than {TOOL_ERROR_RATE_PERCENT}% of MCP tool calls answered isError for "
                f"15 minutes (with {TOOL_ERROR_MIN_CALLS}+ calls per 5 minutes); the error_code "
                "of each ToolCalls line says which."
            ),
            metric=tool_error_rate,
            threshold=TOOL_ERROR_RATE_PERCENT,
            evaluation_periods=3,
            comparison_operator=cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
            treat_missing_data=quiet,
        ),
        cloudwatch.Alarm(
            scope,
            "Des2CodeSlow",
            alarm_description=(
                f"p95 of successful Des2Code attempts above {p95_ms / 1000:.0f} s (half the "
                "worker's timeout) for 15 minutes."
            ),
            metric=_metric(
                config,
                metrics.DES2CODE_DURATION,
                {metrics.OUTCOME: metrics.Des2CodeOutcome.SUCCEEDED},
                statistic="p95",
            ),
            threshold=p95_ms,
            evaluation_periods=3,
            comparison_operator=higher,
            treat_missing_data=quiet,
        ),
        cloudwatch.Alarm(
            scope,
            "Des2CodeFailures",
            alarm_description=(
                f"{DES2CODE_FAILURES_THRESHOLD}+ Des2Code requests failed (failed artifacts) in "
                "15 minutes."
            ),
            metric=_metric(
                config, metrics.DES2CODE_REQUESTS, {metrics.OUTCOME: metrics.Des2CodeOutcome.FAILED}
            ).with_(period=cdk.Duration.minutes(15)),
            threshold=DES2CODE_FAILURES_THRESHOLD,
            evaluation_periods=1,
            comparison_operator=higher,
            treat_missing_data=quiet,
        ),
        cloudwatch.Alarm(
            scope,
            "ImportErrors",
            alarm_description=(
                "An import failed on the platform's side (not on its input) in the last "
                "5 minutes: the AI service down, a bug; the error_code says which."
            ),
            metric=_metric(
                config,
                metrics.IMPORT_FAILURES,
                {metrics.REASON: metrics.ImportFailureReason.ERROR},
            ),
            threshold=1,
            evaluation_periods=1,
            comparison_operator=higher,
            treat_missing_data=quiet,
        ),
    ]
