"""S3: the Des2Code artifact bucket, the import upload bucket and their access-log bucket.

All three block public access, encrypt at rest, refuse plain HTTP and are versioned; old
artifacts and noncurrent versions expire. Uploads and job records expire after a week (the
import job has long run by then); Figma webhook registrations (``webhooks/``) live as long
as the webhook does, so only their old versions expire. Grants are per prefix and per
action.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_iam as iam
from aws_cdk import aws_s3 as s3
from constructs import Construct

from infra.config import PlatformConfig

UPLOAD_PREFIX = "uploads/"
JOB_PREFIX = "jobs/"
#: Figma webhook registrations (written by the fetch, read by the webhook receiver).
WEBHOOK_PREFIX = "webhooks/"
#: The worker's tag on superseded artifacts (``guinness.aws.artifact_bucket``).
SUPERSEDED_TAG = {"Key": "superseded", "Value": "true"}
#: What a week after its upload no one needs any more.
_SHORT_LIVED_PREFIXES = (UPLOAD_PREFIX, JOB_PREFIX)


def _bucket(
    scope: Construct, construct_id: str, config: PlatformConfig, **extra: object
) -> s3.Bucket:
    removal = cdk.RemovalPolicy.RETAIN if config.retain_data else cdk.RemovalPolicy.DESTROY
    return s3.Bucket(
        scope,
        construct_id,
        block_public_access=s3.BlockPublicAccess.BLOCK_ALL,
        encryption=s3.BucketEncryption.S3_MANAGED,
        enforce_ssl=True,
        minimum_tls_version=1.2,
        versioned=True,
        removal_policy=removal,
        **extra,  # type: ignore[arg-type]
    )


class Storage(Construct):
    """Artifact, upload and access-log buckets."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(scope, construct_id)
        self.access_logs = _bucket(
            self,
            "AccessLogs",
            config,
            # CloudFront standard logging writes with ACLs.
            object_ownership=s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
            lifecycle_rules=[
                s3.LifecycleRule(
                    expiration=cdk.Duration.days(90),
                    noncurrent_version_expiration=cdk.Duration.days(1),
                )
            ],
        )
        cdk.Validations.of(self.access_logs).acknowledge(
            cdk.Acknowledgment(
                id="AwsSolutions-S1",
                reason="This is the access-log bucket; logging it into itself would loop.",
            )
        )
        self.artifacts = _bucket(
            self,
            "Artifacts",
            config,
            server_access_logs_bucket=self.access_logs,
            server_access_logs_prefix="s3/artifacts/",
            lifecycle_rules=[
                # The worker tags an artifact superseded once a newer one replaces it (all
                # but a design's newest and newest success): those expire after the
                # retention age; a design's current answer is kept however old it is.
                s3.LifecycleRule(
                    id="expire-superseded-artifacts",
                    tag_filters={SUPERSEDED_TAG["Key"]: SUPERSEDED_TAG["Value"]},
                    expiration=cdk.Duration.days(config.artifact_retention_days),
                ),
                s3.LifecycleRule(
                    id="expire-old-versions",
                    noncurrent_version_expiration=cdk.Duration.days(30),
                    abort_incomplete_multipart_upload_after=cdk.Duration.days(1),
                ),
            ],
        )
        # A name built from the stage, account and region: the import job's permissions and
        # the bucket's notification refer to it without a reference cycle.
        self.uploads_bucket_name = f"{config.prefix}-uploads-{cdk.Aws.ACCOUNT_ID}-{cdk.Aws.REGION}"
        self.uploads_bucket_arn = f"arn:{cdk.Aws.PARTITION}:s3:::{self.uploads_bucket_name}"
        self._uploads_template_name = f"{config.prefix}-uploads-<AWS::AccountId>-<AWS::Region>"
        self.uploads = _bucket(
            self,
            "Uploads",
            config,
            bucket_name=self.uploads_bucket_name,
            server_access_logs_bucket=self.access_logs,
            server_access_logs_prefix="s3/uploads/",
            lifecycle_rules=[
                *(
                    s3.LifecycleRule(
                        id=f"expire-{prefix.rstrip('/')}",
                        prefix=prefix,
                        expiration=cdk.Duration.days(7),
                        noncurrent_version_expiration=cdk.Duration.days(1),
                        abort_incomplete_multipart_upload_after=cdk.Duration.days(1),
                    )
                    for prefix in _SHORT_LIVED_PREFIXES
                ),
                s3.LifecycleRule(
                    id="expire-old-webhook-versions",
                    prefix=WEBHOOK_PREFIX,
                    noncurrent_version_expiration=cdk.Duration.days(1),
                    abort_incomplete_multipart_upload_after=cdk.Duration.days(1),
                ),
            ],
        )

    @property
    def _artifacts_id(self) -> str:
        child = self.artifacts.node.default_child
        if not isinstance(child, cdk.CfnElement):
            raise TypeError("the artifact bucket has no CloudFormation resource")
        return cdk.Stack.of(self).get_logical_id(child)

    def grant_artifact_read(self, role: iam.IRole) -> None:
        """List and read artifacts (the backend answering ``get-des2code``)."""
        _allow(role, ["s3:ListBucket"], self.artifacts.bucket_arn)
        _allow(role, ["s3:GetObject"], self.artifacts.arn_for_objects("*"))
        _acknowledge_objects(
            role,
            f"<{self._artifacts_id}.Arn>/*",
            "Artifact keys are per organization/project/design/request, created at run time; "
            "the grant is limited to object reads (and writes for the worker) in this bucket.",
        )

    def grant_artifact_delete(self, role: iam.IRole) -> None:
        """List, read and delete artifacts (the backend deleting a design or a project)."""
        self.grant_artifact_read(role)
        _allow(role, ["s3:DeleteObject"], self.artifacts.arn_for_objects("*"))

    def grant_artifact_write(self, role: iam.IRole) -> None:
        """List, read and create artifacts (the worker checks before it writes), and tag
        the ones a newer artifact supersedes."""
        self.grant_artifact_read(role)
        _allow(
            role,
            ["s3:PutObject", "s3:GetObjectTagging", "s3:PutObjectTagging"],
            self.artifacts.arn_for_objects("*"),
        )

    def grant_import_hand_out(self, role: iam.IRole) -> None:
        """Record jobs, presign uploads and read job status (the admin Lambda)."""
        _allow(role, ["s3:ListBucket"], self.uploads_bucket_arn)
        _allow(role, ["s3:GetObject"], self._upload_objects(JOB_PREFIX))
        _allow(
            role,
            ["s3:PutObject"],
            self._upload_objects(JOB_PREFIX),
            self._upload_objects(UPLOAD_PREFIX),
        )
        self._acknowledge_upload_prefixes(role, JOB_PREFIX, UPLOAD_PREFIX)

    def grant_import_run(self, role: iam.IRole) -> None:
        """Read uploads and job requests, write job status (the import job)."""
        _allow(role, ["s3:ListBucket"], self.uploads_bucket_arn)
        _allow(
            role,
            ["s3:GetObject"],
            self._upload_objects(UPLOAD_PREFIX),
            self._upload_objects(JOB_PREFIX),
        )
        _allow(role, ["s3:PutObject"], self._upload_objects(JOB_PREFIX))
        self._acknowledge_upload_prefixes(role, JOB_PREFIX, UPLOAD_PREFIX)

    def grant_figma_fetch(self, role: iam.IRole) -> None:
        """Write a fetched design as a job and its upload (which starts the import job),
        and webhook registrations (the Figma fetch function; it reads nothing back)."""
        _allow(
            role,
            ["s3:PutObject"],
            self._upload_objects(JOB_PREFIX),
            self._upload_objects(UPLOAD_PREFIX),
            self._upload_objects(WEBHOOK_PREFIX),
        )
        self._acknowledge_upload_prefixes(role, JOB_PREFIX, UPLOAD_PREFIX, WEBHOOK_PREFIX)

    def grant_figma_webhook(self, role: iam.IRole) -> None:
        """Read and update webhook registrations, and nothing else of the bucket (the
        public Figma webhook receiver)."""
        _allow(role, ["s3:GetObject", "s3:PutObject"], self._upload_objects(WEBHOOK_PREFIX))
        self._acknowledge_upload_prefixes(role, WEBHOOK_PREFIX)

    def _upload_objects(self, prefix: str) -> str:
        return f"{self.uploads_bucket_arn}/{prefix}*"

    def _acknowledge_upload_prefixes(self, role: iam.IRole, *prefixes: str) -> None:
        for prefix in prefixes:
            _acknowledge_objects(
                role,
                f"arn:<AWS::Partition>:s3:::{self._uploads_template_name}/{prefix}*",
                f"Job ids (and Figma webhook ids) are created at run time; the grant covers "
                f"only the {prefix} prefix of the upload bucket.",
            )


def _allow(role: iam.IRole, actions: list[str], *resources: str) -> None:
    role.add_to_principal_policy(iam.PolicyStatement(actions=actions, resources=list(resources)))


def _acknowledge_objects(role: iam.IRole, resource: str, reason: str) -> None:
    # cdk-nag names a wildcard resource as it reads in the template.
    cdk.Validations.of(role).acknowledge(
        cdk.Acknowledgment(id=f"AwsSolutions-IAM5[Resource::{resource}]", reason=reason)
    )
