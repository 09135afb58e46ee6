"""Generated service secrets in Secrets Manager; Lambdas get ``*_SECRET_ARN`` and read access.

* ``BACKEND_INTERNAL_API_KEY``: ``X-API-Key`` of the backend's internal callers;
* ``AI_SERVICE_TOKEN``: the backend's (and import job's) token for the AI API;
* ``WEBHOOK_SIGNING_SECRET``: HMAC of the worker's AI-status webhook;
* ``CLOUDFRONT_SECRET_HEADER``: the ``X-MCP-Token`` CloudFront adds and the MCP edge expects.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_secretsmanager as secretsmanager
from constructs import Construct

from infra.config import PlatformConfig

SECRET_NAMES = (
    "BACKEND_INTERNAL_API_KEY",
    "AI_SERVICE_TOKEN",
    "WEBHOOK_SIGNING_SECRET",
    "CLOUDFRONT_SECRET_HEADER",
)


class ServiceSecrets(Construct):
    """One generated secret per shared service credential."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(scope, construct_id)
        self.secrets: dict[str, secretsmanager.Secret] = {}
        for name in SECRET_NAMES:
            secret = secretsmanager.Secret(
                self,
                name.title().replace("_", ""),
                description=f"{config.prefix}: {name}",
                generate_secret_string=secretsmanager.SecretStringGenerator(
                    password_length=48, exclude_punctuation=True, include_space=False
                ),
            )
            cdk.Validations.of(secret).acknowledge(
                cdk.Acknowledgment(
                    id="AwsSolutions-SMG4",
                    reason="A random service credential shared by two functions that cache it "
                    "per container; rotating it means a coordinated redeploy (README), not a "
                    "rotation Lambda.",
                )
            )
            self.secrets[name] = secret

    def bind(self, role: iam.IRole, *names: str) -> dict[str, str]:
        """Let ``role`` read the named secrets; returns their ``NAME_SECRET_ARN`` variables."""
        environment: dict[str, str] = {}
        for name in names:
            secret = self.secrets[name]
            secret.grant_read(role)
            environment[f"{name}_SECRET_ARN"] = secret.secret_arn
        return environment

    def value(self, name: str) -> cdk.SecretValue:
        """A deploy-time reference to the secret's value (a CloudFormation dynamic
        reference; the value never appears in the template)."""
        return self.secrets[name].secret_value
