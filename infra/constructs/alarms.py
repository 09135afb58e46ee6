"""CloudWatch alarms: dead letters waiting, and errors and throttles of every function,
published to one SNS topic (with an e-mail subscription when ``alarmEmail`` is set)."""

from __future__ import annotations

from collections.abc import Sequence

import aws_cdk as cdk
from aws_cdk import aws_cloudwatch as cloudwatch
from aws_cdk import aws_cloudwatch_actions as actions
from aws_cdk import aws_sns as sns
from aws_cdk import aws_sns_subscriptions as subscriptions
from aws_cdk import aws_sqs as sqs
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.functions import PlatformFunction


class Alarms(Construct):
    """DLQ depth, function errors and throttles."""

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
        for alarm in alarms:
            alarm.add_alarm_action(actions.SnsAction(self.topic))
