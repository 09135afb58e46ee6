"""Aurora PostgreSQL Serverless v2 behind RDS Proxy: TLS required, IAM auth for the Lambdas.

The generated admin secret (rotated every 30 days) is used only by the proxy; a Lambda
gets ``rds-db:connect`` for the one database user on this proxy and an IAM auth token
instead of a password, so no database secret reaches a Lambda.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_iam as iam
from aws_cdk import aws_logs as logs
from aws_cdk import aws_rds as rds
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.network import Network
from infra.constructs.retention import retention

DATABASE_NAME = "guinness"
DATABASE_USER = "guinness"
PORT = 5432


class PlatformDatabase(Construct):
    """The backend's PostgreSQL (also the default AI store, in its own schema)."""

    def __init__(
        self, scope: Construct, construct_id: str, *, config: PlatformConfig, network: Network
    ) -> None:
        super().__init__(scope, construct_id)
        vpc = network.vpc
        identifier = f"{config.prefix}-database"
        # Created here (not through cloudwatch_logs_retention, which adds a custom-resource
        # Lambda with account-wide log permissions) under the name RDS writes to.
        log_group = logs.LogGroup(
            self,
            "Logs",
            log_group_name=f"/aws/rds/cluster/{identifier}/postgresql",
            retention=retention(config.log_retention_days),
            removal_policy=cdk.RemovalPolicy.DESTROY,
        )
        self.cluster = rds.DatabaseCluster(
            self,
            "Cluster",
            engine=rds.DatabaseClusterEngine.aurora_postgres(
                version=rds.AuroraPostgresEngineVersion.VER_16_9
            ),
            credentials=rds.Credentials.from_generated_secret(
                DATABASE_USER, exclude_characters=" %+~`#$&*()|[]{}:;<>?!'/@\"\\"
            ),
            writer=rds.ClusterInstance.serverless_v2(
                "Writer", publicly_accessible=False, auto_minor_version_upgrade=True
            ),
            serverless_v2_min_capacity=config.aurora_min_acu,
            serverless_v2_max_capacity=config.aurora_max_acu,
            default_database_name=DATABASE_NAME,
            port=PORT,
            vpc=vpc,
            vpc_subnets=network.private_subnets,
            storage_encrypted=True,
            iam_authentication=True,
            deletion_protection=config.retain_data,
            backup=rds.BackupProps(retention=cdk.Duration.days(7)),
            cluster_identifier=identifier,
            cloudwatch_logs_exports=["postgresql"],
            removal_policy=(
                cdk.RemovalPolicy.SNAPSHOT if config.retain_data else cdk.RemovalPolicy.DESTROY
            ),
        )
        self.cluster.node.add_dependency(log_group)
        cdk.Validations.of(self.cluster).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-RDS11",
                reason="Reachable only from the RDS Proxy's security group in private subnets; "
                "a non-default port adds nothing there.",
            )
        )
        secret = self.cluster.secret
        if secret is None:  # from_generated_secret always creates one
            raise AssertionError("the cluster has no secret")
        rotation_security_group = ec2.SecurityGroup(
            self, "RotationSecurityGroup", vpc=vpc, description="secret rotation function"
        )
        network.allow_endpoints_from(rotation_security_group)
        self.cluster.add_rotation_single_user(
            automatically_after=cdk.Duration.days(30),
            endpoint=network.endpoints["SecretsManager"],
            security_group=rotation_security_group,
            vpc_subnets=network.private_subnets,
            exclude_characters=" %+~`#$&*()|[]{}:;<>?!'/@\"\\",
        )
        self.proxy = rds.DatabaseProxy(
            self,
            "Proxy",
            proxy_target=rds.ProxyTarget.from_cluster(self.cluster),
            secrets=[secret],
            vpc=vpc,
            vpc_subnets=network.private_subnets,
            require_tls=True,
            iam_auth=True,
            debug_logging=False,
            # Each Lambda container holds at most DATABASE_CONNECTION_LIMIT (1) connection and
            # the functions' reserved concurrency bounds the containers; the proxy keeps a
            # margin of the cluster's max_connections for rotation and admin sessions.
            max_connections_percent=90,
            max_idle_connections_percent=50,
        )
        self.cluster.connections.allow_default_port_from(self.proxy, "RDS Proxy")

    def bind(self, function_role: iam.IRole, connections: ec2.IConnectable) -> dict[str, str]:
        """Let a Lambda connect through the proxy as the app user; returns its environment."""
        self.proxy.connections.allow_from(connections, ec2.Port.tcp(PORT), "Lambda to RDS Proxy")
        self.proxy.grant_connect(function_role, DATABASE_USER)
        return database_environment(self.proxy.endpoint)


def database_environment(endpoint: str, prefix: str = "DATABASE_") -> dict[str, str]:
    """``DATABASE_*`` variables for IAM auth over TLS through the proxy (no password)."""
    return {
        f"{prefix}RDS_PROXY_ENDPOINT": endpoint,
        f"{prefix}PORT": str(PORT),
        f"{prefix}NAME": DATABASE_NAME,
        f"{prefix}USER": DATABASE_USER,
        f"{prefix}IAM_AUTH": "true",
        f"{prefix}SSL": "true",
    }
