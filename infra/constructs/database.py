"""Aurora PostgreSQL Serverless v2 behind RDS Proxy: TLS required, IAM auth end to end.

Each service function connects through the proxy as its own database user (its role,
created and granted by the migrations, holding ``rds_iam``) with an IAM auth token: it gets
``rds-db:connect`` for that one user on the proxy, and the proxy, with end-to-end IAM
authentication, for the users on the cluster, so no service holds a database secret. The
owner (the generated admin user, its secret rotated every 30 days) runs migrations: only
the migrate and admin functions connect as it, straight to the cluster with that secret.
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
#: The owner: the cluster's admin user, which runs the migrations.
DATABASE_USER = "guinness"
PORT = 5432
#: Amazon RDS's CA bundle in the dependency layer (``scripts/build_layer.py
#: --rds-ca-bundle global-bundle.pem``): Aurora's own certificates and DocumentDB's chain
#: to it, and neither is in the system trust store (RDS Proxy's certificate is).
RDS_CA_PATH = "/opt/rds-global-bundle.pem"
#: Each service's database user (``guinness.db.roles.SERVICE_ROLES``; the migrations create
#: them). Keys are the ``user`` argument of :meth:`PlatformDatabase.bind`.
SERVICE_USERS = {
    "edge": "guinness_edge",
    "backend": "guinness_backend",
    "import-job": "guinness_import",
    "ai": "guinness_ai",
    "worker": "guinness_worker",
}


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
        self.secret = secret
        # End-to-end IAM: the proxy logs in to the cluster with IAM tokens for the service
        # users, so its role may connect as those users only (never as the owner).
        proxy_role = iam.Role(
            self, "ProxyRole", assumed_by=iam.ServicePrincipal("rds.amazonaws.com")
        )
        for user in SERVICE_USERS.values():
            self.cluster.grant_connect(proxy_role, user)
        self.proxy = rds.DatabaseProxy(
            self,
            "Proxy",
            proxy_target=rds.ProxyTarget.from_cluster(self.cluster),
            default_auth_scheme=rds.DefaultAuthScheme.IAM_AUTH,
            role=proxy_role,
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

    def bind(
        self, function_role: iam.IRole, connections: ec2.IConnectable, *, service: str
    ) -> dict[str, str]:
        """Let a service's function connect through the proxy as its own database user;
        returns its environment."""
        user = SERVICE_USERS[service]
        self.proxy.connections.allow_from(connections, ec2.Port.tcp(PORT), "Lambda to RDS Proxy")
        self.proxy.grant_connect(function_role, user)
        return database_environment(self.proxy.endpoint, user=user)

    def bind_owner(self, function_role: iam.IRole, connections: ec2.IConnectable) -> dict[str, str]:
        """Let the migrate or admin function connect as the owner, straight to the cluster
        with the owner's secret (TLS); returns its environment."""
        self.cluster.connections.allow_default_port_from(connections, "migrations to Aurora")
        self.secret.grant_read(function_role)
        return {
            "DATABASE_HOST": self.cluster.cluster_endpoint.hostname,
            "DATABASE_PORT": str(PORT),
            "DATABASE_NAME": DATABASE_NAME,
            "DATABASE_USER": DATABASE_USER,
            "DATABASE_PASSWORD_SECRET_ARN": self.secret.secret_arn,
            "DATABASE_SSL": "true",
            "DATABASE_SSL_ROOT_CERT": RDS_CA_PATH,
        }


def database_environment(endpoint: str, *, user: str, prefix: str = "DATABASE_") -> dict[str, str]:
    """``DATABASE_*`` variables for IAM auth over TLS through the proxy (no password)."""
    return {
        f"{prefix}RDS_PROXY_ENDPOINT": endpoint,
        f"{prefix}PORT": str(PORT),
        f"{prefix}NAME": DATABASE_NAME,
        f"{prefix}USER": user,
        f"{prefix}IAM_AUTH": "true",
        f"{prefix}SSL": "true",
    }
