"""The Des2Code request queue and its dead-letter queue (SQS-managed encryption, TLS only).

The visibility timeout is six times the worker's timeout (AWS's guidance for Lambda event
sources), and a message that failed ``max_receive_count`` times moves to the DLQ.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_sqs as sqs
from constructs import Construct

from infra.config import PlatformConfig

VISIBILITY_FACTOR = 6


class Des2CodeQueues(Construct):
    """Queue + DLQ; the backend may only send, the worker only consume."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(scope, construct_id)
        self.dead_letters = sqs.Queue(
            self,
            "DeadLetters",
            encryption=sqs.QueueEncryption.SQS_MANAGED,
            enforce_ssl=True,
            retention_period=cdk.Duration.days(14),
            visibility_timeout=cdk.Duration.seconds(
                VISIBILITY_FACTOR * config.worker_timeout_seconds
            ),
        )
        cdk.Validations.of(self.dead_letters).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-SQS3",
                reason="This is the dead-letter queue of the Des2Code queue.",
            )
        )
        self.requests = sqs.Queue(
            self,
            "Requests",
            encryption=sqs.QueueEncryption.SQS_MANAGED,
            enforce_ssl=True,
            retention_period=cdk.Duration.days(4),
            visibility_timeout=cdk.Duration.seconds(
                VISIBILITY_FACTOR * config.worker_timeout_seconds
            ),
            dead_letter_queue=sqs.DeadLetterQueue(
                queue=self.dead_letters, max_receive_count=config.max_receive_count
            ),
        )

    def grant_send(self, role: iam.IRole) -> dict[str, str]:
        """Let the backend send requests; returns its ``DES2CODE_QUEUE_URL``."""
        self.requests.grant_send_messages(role)
        return {"DES2CODE_QUEUE_URL": self.requests.queue_url}
