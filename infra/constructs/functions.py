"""One Lambda of the platform: Python 3.12 on arm64 from ``lambdas/<name>``, the shared-code
and dependency layers, private subnets, its own role, security group and log group.

The role starts with nothing but writing to its own log group and managing its VPC network
interfaces; every other permission is granted by the construct that owns the resource.
A function created with ``in_vpc=False`` (one that must reach the internet, which the VPC
has no route to) has no security group, no subnets and no network-interface permissions:
its role can only write its own logs until it is granted more.
Physical names (``guinness-<stage>-<name>``) let other functions be granted and configured by
name, so no function resource refers to another (no dependency cycles).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_iam as iam
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from constructs import Construct

from guinness.metrics import NAMESPACE_VARIABLE, stage_namespace
from infra.config import PlatformConfig
from infra.constructs.network import Network
from infra.constructs.retention import retention
from infra.layer_contents import SHARED_LAYER_DIR, asset_exclude, shared_layer_exclude

REPO_ROOT = Path(__file__).resolve().parents[2]
RUNTIME = lambda_.Runtime.PYTHON_3_12
ARCHITECTURE = lambda_.Architecture.ARM_64
ALIAS = "live"
_VPC_ACCESS = "service-role/AWSLambdaVPCAccessExecutionRole"
_EXCLUDE = asset_exclude()


class DependencyLayerMissingError(Exception):
    """The third-party dependency layer has not been built."""


class LambdaLayers(Construct):
    """The ``guinness`` shared-code layer (without the packages only the command-line tools
    and the local stack import) and the built third-party dependency layer."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(scope, construct_id)
        self.shared = lambda_.LayerVersion(
            self,
            "SharedCode",
            code=lambda_.Code.from_asset(str(SHARED_LAYER_DIR), exclude=shared_layer_exclude()),
            compatible_runtimes=[RUNTIME],
            compatible_architectures=[ARCHITECTURE],
            description="guinness package: shared domain code and adapters",
        )
        deps = Path(config.dependency_layer_dir)
        deps = deps if deps.is_absolute() else REPO_ROOT / deps
        if not (deps / "python").is_dir():
            raise DependencyLayerMissingError(
                f"no dependency layer at {deps}: run `python scripts/build_layer.py` first "
                "(or pass -c dependencyLayerDir=DIR holding python/)"
            )
        self.dependencies = lambda_.LayerVersion(
            self,
            "Dependencies",
            # As built: scripts/build_layer.py decides what it holds, and the bytecode it
            # compiled for Python 3.12 spares each cold start compiling the dependencies
            # (Lambda's /opt is read-only, so Python cannot cache what it compiles there).
            code=lambda_.Code.from_asset(str(deps)),
            compatible_runtimes=[RUNTIME],
            compatible_architectures=[ARCHITECTURE],
            description="third-party dependencies (requirements.txt, manylinux arm64 wheels)",
        )


class PlatformFunction(Construct):
    """A platform Lambda with least-privilege defaults; ``alias`` (``live``) is the invoke
    target of an ``invokable`` function. ``in_vpc=False`` creates it outside the VPC
    (``network`` is then not used)."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        network: Network,
        layers: LambdaLayers,
        name: str,
        description: str,
        timeout_seconds: int,
        environment: dict[str, str] | None = None,
        code_dir: str | None = None,
        handler: str = "handler.handler",
        memory_mb: int | None = None,
        snap_start: bool = False,
        invokable: bool = False,
        reserved_concurrency: int | None = None,
        in_vpc: bool = True,
    ) -> None:
        super().__init__(scope, construct_id)
        self.function_name = function_name(config, name)
        self.log_group = logs.LogGroup(
            self,
            "Logs",
            log_group_name=f"/aws/lambda/{self.function_name}",
            retention=retention(config.log_retention_days),
            removal_policy=cdk.RemovalPolicy.DESTROY,
        )
        self.role = iam.Role(
            self,
            "Role",
            assumed_by=iam.ServicePrincipal("lambda.amazonaws.com"),
            description=f"{self.function_name}: {description}",
            managed_policies=(
                [iam.ManagedPolicy.from_aws_managed_policy_name(_VPC_ACCESS)] if in_vpc else []
            ),
        )
        if in_vpc:
            cdk.Validations.of(self.role).acknowledge(
                cdk.Acknowledgment(
                    id=f"AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/"
                    f"{_VPC_ACCESS}]",
                    reason="ENI create/describe/delete for a VPC Lambda; those EC2 actions "
                    "support no resource-level permissions, which is all this managed policy "
                    "grants.",
                )
            )
        self.log_group.grant_write(self.role)
        self.security_group: ec2.SecurityGroup | None = None
        placement: dict[str, Any] = {}
        if in_vpc:
            self.security_group = ec2.SecurityGroup(
                self,
                "SecurityGroup",
                vpc=network.vpc,
                description=f"{self.function_name} (egress only; no route leaves the VPC "
                "without NAT)",
                allow_all_outbound=True,
            )
            network.allow_endpoints_from(self.security_group)
            placement = {
                "vpc": network.vpc,
                "vpc_subnets": network.private_subnets,
                "security_groups": [self.security_group],
            }
        self.function = lambda_.Function(
            self,
            "Function",
            function_name=self.function_name,
            description=description,
            runtime=RUNTIME,
            architecture=ARCHITECTURE,
            code=lambda_.Code.from_asset(
                str(REPO_ROOT / "lambdas" / (code_dir or name.replace("-", "_"))), exclude=_EXCLUDE
            ),
            handler=handler,
            layers=[layers.dependencies, layers.shared],
            role=self.role,
            log_group=self.log_group,
            timeout=cdk.Duration.seconds(timeout_seconds),
            memory_size=memory_mb or config.lambda_memory_mb,
            environment={
                "ENVIRONMENT": config.stage,
                # The stage's own metrics namespace (Powertools' variable; alarms match it).
                NAMESPACE_VARIABLE: stage_namespace(config.stage),
                **(environment or {}),
            },
            snap_start=lambda_.SnapStartConf.ON_PUBLISHED_VERSIONS if snap_start else None,
            recursive_loop=lambda_.RecursiveLoop.TERMINATE,
            # X-Ray: each invocation and its AWS calls traced (the role may write traces).
            tracing=lambda_.Tracing.ACTIVE,
            reserved_concurrent_executions=reserved_concurrency or None,
            **placement,
        )
        if snap_start:
            cdk.Annotations.of(self.function).acknowledge_warning(
                "@aws-cdk/aws-lambda:snapStartRequirePublish",
                "Published on every deploy through the live alias (current_version).",
            )
        cdk.Validations.of(self.role).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-IAM5[Resource::*]",
                reason="X-Ray's PutTraceSegments and PutTelemetryRecords (active tracing) "
                "take no resource: AWS documents * as their only resource.",
            )
        )
        cdk.Validations.of(self.function).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-L1",
                reason="Python 3.12 is the platform's pinned runtime: the dependency layer is "
                "built from cp312 manylinux arm64 wheels and SnapStart is validated on it.",
            )
        )
        # Other services (and SnapStart) use the published version behind the ``live`` alias.
        self.alias: lambda_.Alias | None = None
        if invokable or snap_start:
            self.alias = lambda_.Alias(
                self, "Live", alias_name=ALIAS, version=self.function.current_version
            )

    @property
    def connections(self) -> ec2.Connections:
        """The function's network identity (its security group; a function outside the VPC
        has none, and CDK refuses to give one)."""
        return self.function.connections

    @property
    def internal_url(self) -> str:
        """The ``lambda://`` address other services use to invoke this one."""
        return f"lambda://{self.function_name}:{ALIAS}"

    def add_environment(self, variables: dict[str, str]) -> None:
        """Add environment variables (never secret values: use ``*_SECRET_ARN``)."""
        for key, value in variables.items():
            self.function.add_environment(key, value)


def function_name(config: PlatformConfig, name: str) -> str:
    """The physical name of the platform function ``name`` in this stage."""
    return f"{config.prefix}-{name}"


def grant_invoke_by_name(role: iam.IRole, stack: cdk.Stack, name: str) -> None:
    """Allow ``role`` to invoke the ``live`` alias of the function named ``name`` (built from
    the name, so the caller's resources never reference the callee's)."""
    arn = stack.format_arn(
        service="lambda",
        resource="function",
        resource_name=f"{name}:{ALIAS}",
        arn_format=cdk.ArnFormat.COLON_RESOURCE_NAME,
    )
    role.add_to_principal_policy(
        iam.PolicyStatement(actions=["lambda:InvokeFunction"], resources=[arn])
    )
