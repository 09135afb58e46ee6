"""The AI document store: a schema in the platform's PostgreSQL (default), or an Amazon
DocumentDB cluster when ``aiStore=documentdb``. Only the functions bound here (ai, worker,
migrate) get its location and credentials.

DocumentDB requires TLS with the Amazon RDS CA, which is not in the default trust store:
``scripts/build_layer.py --rds-ca-bundle global-bundle.pem`` ships it in the dependency
layer at :data:`RDS_CA_PATH`, which the connection string names.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_docdb as docdb
from aws_cdk import aws_ec2 as ec2
from aws_cdk import aws_iam as iam
from aws_cdk import aws_logs as logs
from aws_cdk import aws_secretsmanager as secretsmanager
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.database import RDS_CA_PATH, PlatformDatabase
from infra.constructs.network import Network
from infra.constructs.retention import retention

DOCUMENTDB_USER = "guinness"
DOCUMENTDB_PORT = 27017
_URL_UNSAFE = " %+~`#$&*()|[]{}:;<>?!'/@\"\\,="


class AiStore(Construct):
    """Where the AI documents live, and who may reach them."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        network: Network,
        database: PlatformDatabase,
    ) -> None:
        super().__init__(scope, construct_id)
        self.kind = config.ai_store
        self._database = database
        self.cluster: docdb.DatabaseCluster | None = None
        self.uri_secret: secretsmanager.Secret | None = None
        if self.kind == "documentdb":
            self._create_documentdb(config, network)

    def _create_documentdb(self, config: PlatformConfig, network: Network) -> None:
        identifier = f"{config.prefix}-documents"
        # Created here (not through cloud_watch_logs_retention, which adds a custom-resource
        # Lambda with account-wide log permissions) under the names DocumentDB writes to.
        log_groups = [
            logs.LogGroup(
                self,
                f"{kind.title()}Logs",
                log_group_name=f"/aws/docdb/{identifier}/{kind}",
                retention=retention(config.log_retention_days),
                removal_policy=cdk.RemovalPolicy.DESTROY,
            )
            for kind in ("audit", "profiler")
        ]
        parameters = docdb.ClusterParameterGroup(
            self,
            "DocumentDbParameters",
            family="docdb5.0",
            description=f"{config.prefix}: TLS required, audit events logged",
            parameters={"tls": "enabled", "audit_logs": "enabled"},
        )
        cluster = docdb.DatabaseCluster(
            self,
            "DocumentDb",
            engine_version="5.0.0",
            parameter_group=parameters,
            master_user=docdb.Login(username=DOCUMENTDB_USER, exclude_characters=_URL_UNSAFE),
            instance_type=ec2.InstanceType(config.documentdb_instance_type),
            instances=1,
            vpc=network.vpc,
            vpc_subnets=network.private_subnets,
            port=DOCUMENTDB_PORT,
            storage_encrypted=True,
            deletion_protection=config.retain_data,
            backup=docdb.BackupProps(retention=cdk.Duration.days(7)),
            export_audit_logs_to_cloud_watch=True,
            export_profiler_logs_to_cloud_watch=True,
            db_cluster_name=identifier,
            removal_policy=(
                cdk.RemovalPolicy.SNAPSHOT if config.retain_data else cdk.RemovalPolicy.DESTROY
            ),
        )
        for log_group in log_groups:
            cluster.node.add_dependency(log_group)
        no_rotation = (
            "The DOCUMENTDB_URI secret embeds this password at deploy time, so rotating it "
            "would break the store's connection; rotate by redeploying with a new secret."
        )
        for rule, reason in (
            ("AwsSolutions-DOC3", no_rotation),
            *(
                (
                    f"AwsSolutions-DOC5[LogExport::{event}]",
                    "The audit export is on with audit_logs=enabled, which logs "
                    "authentication, index and collection DDL events.",
                )
                for event in ("authenticate", "createIndex", "dropCollection")
            ),
        ):
            cdk.Validations.of(cluster).acknowledge(cdk.Acknowledgment(id=rule, reason=reason))
        cdk.Validations.of(cluster.node.find_child("Secret")).acknowledge(
            cdk.Acknowledgment(id="AwsSolutions-SMG4", reason=no_rotation)
        )
        cdk.Validations.of(cluster).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-DOC2",
                reason="Reachable only from the ai/worker/migrate security groups in private "
                "subnets; a non-default port adds nothing there.",
            )
        )
        password = cluster.secret.secret_value_from_json("password").unsafe_unwrap()  # type: ignore[union-attr]
        uri = (
            f"mongodb://{DOCUMENTDB_USER}:{password}@{cluster.cluster_endpoint.socket_address}/"
            f"?tls=true&tlsCAFile={RDS_CA_PATH}&replicaSet=rs0"
            "&readPreference=secondaryPreferred&retryWrites=false"
        )
        # A dynamic reference: CloudFormation fills the password in at deploy time.
        self.uri_secret = secretsmanager.Secret(
            self,
            "DocumentDbUri",
            description=f"{config.prefix}: DOCUMENTDB_URI",
            secret_string_value=cdk.SecretValue.unsafe_plain_text(uri),
        )
        cdk.Validations.of(self.uri_secret).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-SMG4",
                reason="Derived from the DocumentDB master secret at deploy time (the master "
                "secret is not rotated for that reason: a rotation would break this URI).",
            )
        )
        self.cluster = cluster

    def bind(
        self, role: iam.IRole, connections: ec2.IConnectable, *, service: str | None
    ) -> dict[str, str]:
        """Let a function reach the store, on PostgreSQL as ``service``'s database user
        (None: the migrate function, which connects as the owner through
        :meth:`PlatformDatabase.bind_owner`); returns its ``AI_STORE`` environment."""
        if self.cluster is None or self.uri_secret is None:
            if service is None:
                return {"AI_STORE": "postgres"}
            return {
                "AI_STORE": "postgres",
                **self._database.bind(role, connections, service=service),
            }
        self.cluster.connections.allow_default_port_from(connections, "Lambda to DocumentDB")
        self.uri_secret.grant_read(role)
        return {
            "AI_STORE": "documentdb",
            "DOCUMENTDB_URI_SECRET_ARN": self.uri_secret.secret_arn,
        }
