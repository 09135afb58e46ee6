"""Figma by link: the two functions that talk to Figma, both OUTSIDE the VPC.

Every other function runs in isolated subnets with no NAT, so nothing in the VPC can reach
``api.figma.com``. Rather than give the whole VPC a route to the internet (a NAT gateway
per AZ, and egress for functions that hold database credentials), only these two small
functions run outside it, and neither has a database, a VPC or a service secret:

* **fetch** (``figma-fetch``): invoked asynchronously (``InvocationType=Event``) by the
  backend, the admin function and the webhook receiver. It reads the project's Figma token
  (the only role that may: ``<prefix>/figma/projects/*``), fetches the file from Figma
  (waiting out a 429's ``Retry-After``, hence the long timeout) and writes it to the upload
  bucket as an import job's upload, whose S3 event starts the existing import job (inside
  the VPC, with the database). It also records webhook registrations.
* **webhook** (``figma-webhook``): Figma's webhook deliveries, through CloudFront
  (``/webhooks/figma*``) to its Function URL. It checks a delivery against its
  registration (``webhooks/`` in the upload bucket) and hands a re-import to the fetch.

Callers get ``FIGMA_FETCH_FUNCTION=<name>:live`` and ``lambda:InvokeFunction`` on that
alias only (ARN built from the name: no reference, no cycle).
"""

from __future__ import annotations

from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.artifacts import Storage
from infra.constructs.functions import (
    ALIAS,
    LambdaLayers,
    PlatformFunction,
    function_name,
    grant_invoke_by_name,
)
from infra.constructs.network import Network

FETCH_NAME = "figma-fetch"
WEBHOOK_NAME = "figma-webhook"
#: Long enough to wait out Figma's rate limit (``Retry-After``) and fetch a large file.
FETCH_TIMEOUT_SECONDS = 300
#: A fetched file is held in memory before it is written (up to the import size limit).
FETCH_MEMORY_MB = 2048
WEBHOOK_TIMEOUT_SECONDS = 15
#: Lambda retries a failed asynchronous fetch this many times.
FETCH_RETRY_ATTEMPTS = 2


def token_secret_prefix(config: PlatformConfig) -> str:
    """The name prefix of the Figma secrets (``FIGMA_TOKEN_SECRET_PREFIX``); a project's
    token is ``<prefix>/projects/<project_id>/figma-token``."""
    return f"{config.prefix}/figma"


def fetch_function_target(config: PlatformConfig) -> str:
    """What callers invoke (``FIGMA_FETCH_FUNCTION``): the fetch function's ``live`` alias."""
    return f"{function_name(config, FETCH_NAME)}:{ALIAS}"


def grant_fetch(role: iam.IRole, config: PlatformConfig) -> dict[str, str]:
    """Let ``role`` invoke the fetch function; returns its ``FIGMA_FETCH_FUNCTION``."""
    grant_invoke_by_name(role, cdk.Stack.of(role), function_name(config, FETCH_NAME))
    return {"FIGMA_FETCH_FUNCTION": fetch_function_target(config)}


def grant_token_write(role: iam.IRole, config: PlatformConfig) -> dict[str, str]:
    """Let ``role`` create, replace and delete project Figma tokens, but never read one (the
    admin function); returns its ``FIGMA_TOKEN_SECRET_PREFIX``."""
    _allow_tokens(
        role,
        config,
        [
            "secretsmanager:CreateSecret",
            "secretsmanager:PutSecretValue",
            "secretsmanager:DescribeSecret",
            "secretsmanager:DeleteSecret",
        ],
        "Project ids (so the token secrets) are created at run time; the grant writes, "
        "describes and deletes only secrets named under this stage's Figma token prefix and "
        "cannot read any of them.",
    )
    return {"FIGMA_TOKEN_SECRET_PREFIX": token_secret_prefix(config)}


def _allow_tokens(role: iam.IRole, config: PlatformConfig, actions: list[str], reason: str) -> None:
    # Secrets Manager appends a random 6-character suffix to a secret's ARN, and a new
    # project's secret does not exist yet (CreateSecret is authorised on its ARN too), so
    # the resource is a name pattern ending in ``*``.
    role.add_to_principal_policy(
        iam.PolicyStatement(
            actions=actions,
            resources=[
                cdk.Stack.of(role).format_arn(
                    service="secretsmanager",
                    resource="secret",
                    resource_name=f"{token_secret_prefix(config)}/projects/*",
                    arn_format=cdk.ArnFormat.COLON_RESOURCE_NAME,
                )
            ],
        )
    )
    # cdk-nag names the wildcard resource as it reads in the template.
    resource = (
        "arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:"
        f"{token_secret_prefix(config)}/projects/*"
    )
    cdk.Validations.of(role).acknowledge(
        cdk.Acknowledgment(id=f"AwsSolutions-IAM5[Resource::{resource}]", reason=reason)
    )


class FigmaByLink(Construct):
    """The Figma fetch function and the Figma webhook receiver (with its Function URL)."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        network: Network,
        layers: LambdaLayers,
        storage: Storage,
    ) -> None:
        super().__init__(scope, construct_id)
        common: dict[str, Any] = {
            "config": config,
            "network": network,
            "layers": layers,
            "in_vpc": False,
        }

        self.fetch = PlatformFunction(
            self, "Fetch", name=FETCH_NAME, description="fetches Figma designs (outside the VPC)",
            timeout_seconds=FETCH_TIMEOUT_SECONDS, memory_mb=FETCH_MEMORY_MB, invokable=True,
            **common,
        )  # fmt: skip
        fetch = self.fetch
        storage.grant_figma_fetch(fetch.role)
        _allow_tokens(
            fetch.role,
            config,
            ["secretsmanager:GetSecretValue"],
            "Project ids (so the token secrets) are created at run time; this is the only "
            "role that may read a Figma token, and only those under this stage's prefix.",
        )
        fetch.add_environment(
            {
                "IMPORT_BUCKET": storage.uploads_bucket_name,
                "FIGMA_TOKEN_SECRET_PREFIX": token_secret_prefix(config),
            }
        )
        if config.figma_api_url:
            fetch.add_environment({"FIGMA_API_URL": config.figma_api_url})
        # Callers send an event to the alias and answer at once; Lambda retries a failed
        # fetch. (Asynchronous settings are per qualifier: the alias's, not $LATEST's.)
        if fetch.alias is None:
            raise ValueError("the Figma fetch function must be invokable (have its live alias)")
        fetch.alias.configure_async_invoke(retry_attempts=FETCH_RETRY_ATTEMPTS)

        self.webhook = PlatformFunction(
            self, "Webhook", name=WEBHOOK_NAME,
            description="receives Figma webhooks (outside the VPC, behind CloudFront)",
            timeout_seconds=WEBHOOK_TIMEOUT_SECONDS, **common,
        )  # fmt: skip
        webhook = self.webhook
        storage.grant_figma_webhook(webhook.role)
        webhook.add_environment(
            {"IMPORT_BUCKET": storage.uploads_bucket_name, **grant_fetch(webhook.role, config)}
        )
        # Auth NONE as for the MCP edge: Figma signs nothing CloudFront could check, and the
        # URL is reachable without CloudFront too, so what guards it is the function's check
        # of each delivery's passcode against its registration (and its narrow role).
        self.function_url = webhook.function.add_function_url(
            auth_type=lambda_.FunctionUrlAuthType.NONE,
            invoke_mode=lambda_.InvokeMode.BUFFERED,
        )

    @property
    def functions(self) -> list[PlatformFunction]:
        """Every function of this construct."""
        return [self.fetch, self.webhook]
