"""Operating the stack without database access.

* **Migrations on deploy**: a custom resource runs the migrate Lambda (the project's own
  runner: schema, then the AI store's) whenever the migrations or the AI store change, and
  before the services' new code goes live (they depend on it).
* **Admin**: the admin Lambda runs ``guinness-admin``'s operations (``--remote``); only IAM
  principals allowed to invoke it can.
* **Imports over 6 MB**: the admin Lambda hands out a presigned S3 POST; the upload's
  ``ObjectCreated`` event (``uploads/`` prefix) starts the import job Lambda.
* **Figma by link**: the admin Lambda writes (never reads) project Figma tokens and sends
  link imports to the Figma fetch function, whose upload starts the import job the same
  way. After a Figma webhook's re-import the job re-queues Des2Code for the designs that
  were matched before (it reads their artifacts to know which).
"""

from __future__ import annotations

import hashlib
from typing import Any

import aws_cdk as cdk
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_logs as logs
from aws_cdk import aws_s3 as s3
from aws_cdk import custom_resources as cr
from constructs import Construct

from infra.config import PlatformConfig
from infra.constructs.ai_store import AiStore
from infra.constructs.artifacts import UPLOAD_PREFIX, Storage
from infra.constructs.database import PlatformDatabase
from infra.constructs.figma import grant_fetch, grant_token_write
from infra.constructs.functions import (
    REPO_ROOT,
    LambdaLayers,
    PlatformFunction,
    grant_invoke_by_name,
)
from infra.constructs.network import Network
from infra.constructs.queue import Des2CodeQueues
from infra.constructs.retention import retention
from infra.constructs.secrets import ServiceSecrets

MIGRATION_DIRS = (
    REPO_ROOT / "layers" / "shared" / "python" / "guinness" / "db" / "migrations",
    REPO_ROOT / "layers" / "shared" / "python" / "guinness" / "db" / "ai_store" / "migrations",
)
IMPORT_JOB_TIMEOUT_SECONDS = 900
IMPORT_JOB_MEMORY_MB = 2048
AI_TIMEOUT_FOR_IMPORTS_MS = 120_000


def migrations_fingerprint() -> str:
    """A hash of every migration file: a new migration changes the custom resource, so the
    next deploy runs the migrate Lambda (it is idempotent, so extra runs are harmless)."""
    digest = hashlib.sha256()
    for folder in MIGRATION_DIRS:
        for path in sorted(folder.glob("*.sql")):
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class Operations(Construct):
    """Migrate, admin and import-job functions and their triggers."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        network: Network,
        layers: LambdaLayers,
        database: PlatformDatabase,
        ai_store: AiStore,
        storage: Storage,
        queues: Des2CodeQueues,
        secrets: ServiceSecrets,
        ai_function_name: str,
        ai_internal_url: str,
        backend_function_name: str,
        backend_internal_url: str,
    ) -> None:
        super().__init__(scope, construct_id)
        common: dict[str, Any] = {"config": config, "network": network, "layers": layers}

        self.migrate = PlatformFunction(
            self, "Migrate", name="migrate", description="schema migrations (runs on deploy)",
            timeout_seconds=300, **common,
        )  # fmt: skip
        # The owner runs the migrations (and creates the service roles they grant).
        self.migrate.add_environment(
            database.bind_owner(self.migrate.role, self.migrate.connections)
        )
        self.migrate.add_environment(
            ai_store.bind(self.migrate.role, self.migrate.connections, service=None)
        )
        provider = cr.Provider(
            self,
            "MigrationProvider",
            on_event_handler=self.migrate.function,
            log_group=logs.LogGroup(
                self,
                "MigrationProviderLogs",
                retention=retention(config.log_retention_days),
                removal_policy=cdk.RemovalPolicy.DESTROY,
            ),
        )
        framework = provider.node.find_child("framework-onEvent")
        for rule, reason in (
            (
                "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/"
                "AWSLambdaBasicExecutionRole]",
                "CDK's custom-resource provider framework function: it only writes its own "
                "logs and invokes the migrate function.",
            ),
            (
                f"AwsSolutions-IAM5[Resource::<{_logical_id(self.migrate.function)}.Arn>:*]",
                "The provider framework may invoke any version of the migrate function, and "
                "nothing else.",
            ),
            (
                "AwsSolutions-L1",
                "CDK's provider framework picks its own Node.js runtime.",
            ),
        ):
            cdk.Validations.of(framework).acknowledge(cdk.Acknowledgment(id=rule, reason=reason))
        self.migrations = cdk.CustomResource(
            self,
            "Migrations",
            service_token=provider.service_token,
            resource_type="Custom::GuinnessMigrations",
            properties={"Migrations": migrations_fingerprint(), "AiStore": config.ai_store},
        )
        # Run only once the proxy can reach the writer (and the DocumentDB cluster is up).
        self.migrations.node.add_dependency(database.proxy, ai_store)

        self.admin = PlatformFunction(
            self, "Admin", name="admin", description="admin operations (guinness-admin --remote)",
            timeout_seconds=60, **common,
        )  # fmt: skip
        # The operators' function: accounts, keys and quotas, and migrations on demand.
        self.admin.add_environment(database.bind_owner(self.admin.role, self.admin.connections))
        storage.grant_import_hand_out(self.admin.role)
        self.admin.add_environment(
            {
                "IMPORT_BUCKET": storage.uploads_bucket_name,
                **grant_fetch(self.admin.role, config),
                **grant_token_write(self.admin.role, config),
            }
        )
        # Deletions (delete design|code-source|tasks|project --remote) go through the
        # backend, which removes artifacts, AI-store documents and rows.
        grant_invoke_by_name(self.admin.role, cdk.Stack.of(self), backend_function_name)
        self.admin.add_environment(
            {
                "BACKEND_INTERNAL_URL": backend_internal_url,
                **secrets.bind(self.admin.role, "BACKEND_INTERNAL_API_KEY"),
            }
        )

        self.import_job = PlatformFunction(
            self, "ImportJob", name="import-job", description="runs uploaded imports",
            timeout_seconds=IMPORT_JOB_TIMEOUT_SECONDS, memory_mb=IMPORT_JOB_MEMORY_MB,
            **common,
        )  # fmt: skip
        job = self.import_job
        job.add_environment(database.bind(job.role, job.connections, service="import-job"))
        storage.grant_import_run(job.role)
        storage.grant_artifact_read(job.role)
        grant_invoke_by_name(job.role, cdk.Stack.of(self), ai_function_name)
        job.add_environment(
            {
                "IMPORT_BUCKET": storage.uploads_bucket_name,
                "ARTIFACT_BUCKET": storage.artifacts.bucket_name,
                **queues.grant_send(job.role),
                "AI_INTERNAL_URL": ai_internal_url,
                "AI_INTERNAL_TIMEOUT_MS": str(AI_TIMEOUT_FOR_IMPORTS_MS),
                **secrets.bind(job.role, "AI_SERVICE_TOKEN"),
            }
        )
        job.function.configure_async_invoke(retry_attempts=2, max_event_age=cdk.Duration.hours(6))
        self._notify_on_upload(storage, job)

    def _notify_on_upload(self, storage: Storage, job: PlatformFunction) -> None:
        # Written on the bucket itself (no notification custom resource, whose role would
        # need s3:PutBucketNotification on every bucket). S3 checks the destination when the
        # configuration is written, so the permission comes first.
        permission = lambda_.CfnPermission(
            self,
            "InvokeOnUpload",
            action="lambda:InvokeFunction",
            function_name=job.function.function_arn,
            principal="s3.amazonaws.com",
            source_arn=storage.uploads_bucket_arn,
            source_account=cdk.Aws.ACCOUNT_ID,
        )
        bucket = storage.uploads.node.default_child
        if not isinstance(bucket, s3.CfnBucket):
            raise TypeError("the uploads bucket has no CfnBucket")
        bucket.notification_configuration = s3.CfnBucket.NotificationConfigurationProperty(
            lambda_configurations=[
                s3.CfnBucket.LambdaConfigurationProperty(
                    event="s3:ObjectCreated:*",
                    function=job.function.function_arn,
                    filter=s3.CfnBucket.NotificationFilterProperty(
                        s3_key=s3.CfnBucket.S3KeyFilterProperty(
                            rules=[
                                s3.CfnBucket.FilterRuleProperty(name="prefix", value=UPLOAD_PREFIX)
                            ]
                        )
                    ),
                )
            ]
        )
        bucket.add_resource_dependency(permission)

    @property
    def functions(self) -> list[PlatformFunction]:
        """Every function of this construct."""
        return [self.migrate, self.admin, self.import_job]


def _logical_id(function: lambda_.Function) -> str:
    child = function.node.default_child
    if not isinstance(child, cdk.CfnElement):
        raise TypeError("the function has no CloudFormation resource")
    return cdk.Stack.of(function).get_logical_id(child)
