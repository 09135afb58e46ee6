"""The synthesized platform stack has the properties that matter in production."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from aws_cdk.assertions import Match

from guinness.env import EnvReader
from guinness.operations.settings import (
    AdminSettings,
    FigmaFetchSettings,
    FigmaWebhookSettings,
    ImportJobSettings,
)
from guinness.settings import (
    AiSettings,
    AiStoreSettings,
    BackendSettings,
    DatabaseSettings,
    McpSettings,
    WorkerSettings,
)
from infra.config import PlatformConfig
from infra.constructs.database import RDS_CA_PATH
from infra.constructs.operations import migrations_fingerprint
from infra.constructs.secrets import SECRET_NAMES
from tests.infra.conftest import FIGMA, OPERATIONS, REPO_ROOT, SERVICES, Synthesized

#: Every secret a service reads; each may only arrive as NAME_SECRET_ARN.
SECRETS = (*SECRET_NAMES, "DATABASE_PASSWORD", "DOCUMENTDB_URI", "JWT_SECRET")


def test_every_lambda_runs_python_312_on_arm64_with_both_layers(synthesized: Synthesized) -> None:
    for name in (*SERVICES, *OPERATIONS, *FIGMA):
        properties = synthesized.function(name)["Properties"]
        assert properties["Runtime"] == "python3.12", name
        assert properties["Architectures"] == ["arm64"], name
        assert len(properties["Layers"]) == 2, name
    for name in (*SERVICES, *OPERATIONS):  # the Figma functions: test_figma.py
        assert synthesized.function(name)["Properties"]["VpcConfig"]["SubnetIds"], name


def test_the_worker_reports_batch_item_failures(synthesized: Synthesized) -> None:
    mappings = synthesized.resources("AWS::Lambda::EventSourceMapping").values()

    assert len(mappings) == 2  # the request queue and its dead-letter queue
    for mapping in mappings:
        assert mapping["Properties"]["FunctionResponseTypes"] == ["ReportBatchItemFailures"]


def test_queue_visibility_is_at_least_six_times_the_worker_timeout(
    synthesized: Synthesized,
) -> None:
    queues = synthesized.resources("AWS::SQS::Queue")
    worker_timeout = synthesized.function("des2code-worker")["Properties"]["Timeout"]
    requests = next(q for q in queues.values() if "RedrivePolicy" in q["Properties"])

    assert requests["Properties"]["VisibilityTimeout"] >= 6 * worker_timeout
    assert requests["Properties"]["RedrivePolicy"]["maxReceiveCount"] == 3
    assert synthesized.environment("des2code-worker")["DES2CODE_MAX_RECEIVE_COUNT"] == "3"
    for queue in queues.values():
        assert queue["Properties"]["SqsManagedSseEnabled"] is True


def test_every_bucket_blocks_public_access_encrypts_and_refuses_plain_http(
    synthesized: Synthesized,
) -> None:
    buckets = synthesized.resources("AWS::S3::Bucket")
    policies = synthesized.resources("AWS::S3::BucketPolicy").values()

    assert len(buckets) == 3  # artifacts, uploads, access logs
    for name, bucket in buckets.items():
        properties = bucket["Properties"]
        assert properties["PublicAccessBlockConfiguration"] == {
            "BlockPublicAcls": True,
            "BlockPublicPolicy": True,
            "IgnorePublicAcls": True,
            "RestrictPublicBuckets": True,
        }
        assert properties["BucketEncryption"]["ServerSideEncryptionConfiguration"]
        assert properties["VersioningConfiguration"] == {"Status": "Enabled"}
        assert properties["LifecycleConfiguration"]["Rules"]
        policy = next(p for p in policies if p["Properties"]["Bucket"] == {"Ref": name})
        denies = [
            s for s in policy["Properties"]["PolicyDocument"]["Statement"] if s["Effect"] == "Deny"
        ]
        assert {"Bool": {"aws:SecureTransport": "false"}} in [s["Condition"] for s in denies]


def test_no_secret_is_a_plain_environment_value(synthesized: Synthesized) -> None:
    # The owner's secret is referenced through its attachment to the cluster.
    secret_ids = set(synthesized.resources("AWS::SecretsManager::Secret")) | set(
        synthesized.resources("AWS::SecretsManager::SecretTargetAttachment")
    )
    for name in (*SERVICES, *OPERATIONS, *FIGMA):
        environment = synthesized.environment(name)
        assert not set(SECRETS) & set(environment), name
        assert "{{resolve:" not in json.dumps(environment), name
        for variable, value in environment.items():
            if variable.endswith("_SECRET_ARN"):
                assert value["Ref"] in secret_ids, (name, variable)
    database = synthesized.environment("backend")
    assert database["DATABASE_IAM_AUTH"] == "true"
    assert database["DATABASE_SSL"] == "true"


def test_cloudfront_adds_the_edge_token_from_the_generated_secret(
    synthesized: Synthesized,
) -> None:
    secret = next(
        name
        for name, resource in synthesized.resources("AWS::SecretsManager::Secret").items()
        if "CLOUDFRONT_SECRET_HEADER" in resource["Properties"]["Description"]
    )
    synthesized.assertions.has_resource_properties(
        "AWS::CloudFront::Distribution",
        {
            "DistributionConfig": Match.object_like(
                {
                    "DefaultCacheBehavior": Match.object_like(
                        {
                            "ViewerProtocolPolicy": "https-only",
                            "AllowedMethods": Match.array_with(["GET", "POST", "DELETE"]),
                            # Managed policies: CachingDisabled, AllViewerExceptHostHeader.
                            "CachePolicyId": "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
                            "OriginRequestPolicyId": "b689b0a8-53d0-40ab-baf2-68738e2966ac",
                        }
                    ),
                    "Origins": Match.array_with(
                        [
                            Match.object_like(
                                {
                                    "OriginCustomHeaders": [
                                        {
                                            "HeaderName": "x-mcp-token",
                                            "HeaderValue": {
                                                "Fn::Join": [
                                                    "",
                                                    [
                                                        "{{resolve:secretsmanager:",
                                                        {"Ref": secret},
                                                        ":SecretString:::}}",
                                                    ],
                                                ]
                                            },
                                        }
                                    ],
                                    "CustomOriginConfig": Match.object_like(
                                        {"OriginProtocolPolicy": "https-only"}
                                    ),
                                }
                            )
                        ]
                    ),
                }
            )
        },
    )
    mcp = synthesized.environment("mcp")
    assert mcp["CLOUDFRONT_SECRET_HEADER_SECRET_ARN"] == {"Ref": secret}
    assert mcp["ENVIRONMENT"] == "test"
    # CloudFront forwards every viewer header but Host: the function sees its URL's host.
    assert mcp["MCP_ALLOWED_HOSTS"] == {
        "Fn::Join": ["", ["*.lambda-url.", {"Ref": "AWS::Region"}, ".on.aws"]]
    }


def test_internal_apis_are_private(synthesized: Synthesized) -> None:
    urls = synthesized.resources("AWS::Lambda::Url")
    public = [
        p["Properties"]
        for p in synthesized.resources("AWS::Lambda::Permission").values()
        if p["Properties"]["Principal"] == "*"
    ]
    mcp_alias = next(
        name
        for name, alias in synthesized.resources("AWS::Lambda::Alias").items()
        if "ServicesMcp" in name
    )
    webhook = next(
        logical
        for logical, function in synthesized.resources("AWS::Lambda::Function").items()
        if function["Properties"].get("FunctionName") == "guinness-test-figma-webhook"
    )
    targets = {
        url["Properties"]["TargetFunctionArn"]["Fn::GetAtt"][0]: url["Properties"].get("Qualifier")
        for url in urls.values()
    }

    # Two public URLs: the MCP edge's live alias and the Figma webhook receiver.
    assert len(targets) == 2
    assert targets[webhook] is None
    ((mcp_function, qualifier),) = [(t, q) for t, q in targets.items() if t != webhook]
    assert mcp_function.startswith("ServicesMcpFunction")
    assert qualifier == "live"
    assert public
    assert all(
        p["FunctionName"] in ({"Ref": mcp_alias}, {"Fn::GetAtt": [webhook, "Arn"]}) for p in public
    )
    # Public only through the URL (and so through its auth type, NONE, and CloudFront).
    for permission in public:
        assert (
            permission.get("FunctionUrlAuthType") == "NONE"
            or permission.get("InvokedViaFunctionUrl") is True
        ), permission
    types = {resource["Type"] for resource in synthesized.template["Resources"].values()}
    assert not {t for t in types if t.startswith(("AWS::ApiGateway", "AWS::ApiGatewayV2"))}
    assert not types & {"AWS::EC2::InternetGateway", "AWS::EC2::NatGateway", "AWS::EC2::EIP"}
    synthesized.assertions.has_resource_properties(
        "AWS::EC2::VPCEndpoint",
        {
            "ServiceName": {
                "Fn::Join": ["", ["com.amazonaws.", {"Ref": "AWS::Region"}, ".lambda"]]
            },
            "PrivateDnsEnabled": True,
            "VpcEndpointType": "Interface",
        },
    )


@pytest.mark.parametrize(
    ("caller", "variable", "callee"),
    [
        ("mcp", "BACKEND_INTERNAL_URL", "backend"),
        ("backend", "AI_INTERNAL_URL", "ai"),
        ("des2code-worker", "BACKEND_INTERNAL_URL", "backend"),
        ("des2code-dead-letters", "BACKEND_INTERNAL_URL", "backend"),
        ("import-job", "AI_INTERNAL_URL", "ai"),
    ],
)
def test_internal_hops_invoke_the_callees_live_alias_by_name(
    synthesized: Synthesized, caller: str, variable: str, callee: str
) -> None:
    invoke = [
        json.dumps(s["Resource"])
        for s in synthesized.statements(caller)
        if s["Action"] == "lambda:InvokeFunction"
    ]

    assert synthesized.environment(caller)[variable] == f"lambda://guinness-test-{callee}:live"
    # Every callee of each function: test_least_privilege.py.
    (arn,) = [a for a in invoke if a.endswith(":function:guinness-test-" + callee + ':live"]]}')]
    assert "Ref" not in arn.replace('"Ref": "AWS::', "")  # built from the name, no reference


def test_latency_sensitive_functions_use_snapstart_behind_the_live_alias(
    synthesized: Synthesized,
) -> None:
    for name in ("mcp", "backend", "ai"):
        assert synthesized.function(name)["Properties"]["SnapStart"] == {
            "ApplyOn": "PublishedVersions"
        }
    # ... and the Figma fetch, which is invoked asynchronously by name (no SnapStart).
    assert len(synthesized.resources("AWS::Lambda::Alias")) == 4
    assert "SnapStart" not in synthesized.function("figma-fetch")["Properties"]


def test_the_database_is_serverless_v2_behind_a_tls_and_iam_proxy(
    synthesized: Synthesized,
) -> None:
    synthesized.assertions.has_resource_properties(
        "AWS::RDS::DBCluster",
        {
            "Engine": "aurora-postgresql",
            "StorageEncrypted": True,
            "ServerlessV2ScalingConfiguration": {"MinCapacity": 0.5, "MaxCapacity": 4},
            "EnableCloudwatchLogsExports": ["postgresql"],
        },
    )
    # End-to-end IAM: clients log in with IAM tokens, and so does the proxy, no secrets.
    synthesized.assertions.has_resource_properties(
        "AWS::RDS::DBProxy",
        {"RequireTLS": True, "DefaultAuthScheme": "IAM_AUTH", "Auth": Match.absent()},
    )
    synthesized.assertions.resource_count_is("AWS::SecretsManager::RotationSchedule", 1)


def test_migrations_run_on_deploy_before_the_services_update(synthesized: Synthesized) -> None:
    ((name, migrations),) = synthesized.resources("Custom::GuinnessMigrations").items()
    provider = migrations["Properties"]["ServiceToken"]["Fn::GetAtt"][0]
    handler = synthesized.template["Resources"][provider]["Properties"]["Environment"]["Variables"]
    migrate = next(
        logical
        for logical, resource in synthesized.resources("AWS::Lambda::Function").items()
        if resource["Properties"].get("FunctionName") == "guinness-test-migrate"
    )

    assert handler["USER_ON_EVENT_FUNCTION_ARN"] == {"Fn::GetAtt": [migrate, "Arn"]}
    assert migrations["Properties"]["Migrations"] == migrations_fingerprint()
    assert synthesized.environment("migrate")["AI_STORE"] == "postgres"
    for service in SERVICES:
        assert name in synthesized.function(service)["DependsOn"], service
    target_group = next(iter(synthesized.resources("AWS::RDS::DBProxyTargetGroup")))
    assert target_group in migrations["DependsOn"]


def test_uploads_start_the_import_job(synthesized: Synthesized) -> None:
    buckets = synthesized.resources("AWS::S3::Bucket").values()
    uploads = next(b for b in buckets if "NotificationConfiguration" in b["Properties"])
    (configuration,) = uploads["Properties"]["NotificationConfiguration"]["LambdaConfigurations"]
    job = configuration["Function"]["Fn::GetAtt"][0]

    assert synthesized.template["Resources"][job]["Properties"]["FunctionName"] == (
        "guinness-test-import-job"
    )
    assert configuration["Event"] == "s3:ObjectCreated:*"
    assert configuration["Filter"]["S3Key"]["Rules"] == [{"Name": "prefix", "Value": "uploads/"}]
    assert (
        synthesized.environment("import-job")["IMPORT_BUCKET"]
        == uploads["Properties"]["BucketName"]
    )


def test_the_dead_letter_queue_has_a_depth_alarm(synthesized: Synthesized) -> None:
    dead_letters = next(
        name
        for name, queue in synthesized.resources("AWS::SQS::Queue").items()
        if "RedrivePolicy" not in queue["Properties"]
    )

    synthesized.assertions.has_resource_properties(
        "AWS::CloudWatch::Alarm",
        {
            "MetricName": "ApproximateNumberOfMessagesVisible",
            "Namespace": "AWS/SQS",
            "Dimensions": [
                {"Name": "QueueName", "Value": {"Fn::GetAtt": [dead_letters, "QueueName"]}}
            ],
            "Threshold": 1,
            "ComparisonOperator": "GreaterThanOrEqualToThreshold",
            "AlarmActions": [Match.any_value()],
        },
    )


def test_every_function_has_error_and_throttle_alarms(synthesized: Synthesized) -> None:
    alarms = synthesized.resources("AWS::CloudWatch::Alarm").values()
    watched = {
        (alarm["Properties"]["MetricName"], json.dumps(alarm["Properties"]["Dimensions"]))
        for alarm in alarms
        if alarm["Properties"].get("Namespace") == "AWS/Lambda"  # a math alarm has none
    }
    for logical, function in synthesized.resources("AWS::Lambda::Function").items():
        if not str(function["Properties"].get("FunctionName", "")).startswith("guinness-test-"):
            continue
        dimension = json.dumps([{"Name": "FunctionName", "Value": {"Ref": logical}}])
        assert ("Errors", dimension) in watched, logical
        assert ("Throttles", dimension) in watched, logical


def test_outputs_name_the_mcp_url_buckets_queues_and_admin_function(
    synthesized: Synthesized,
) -> None:
    outputs = synthesized.template["Outputs"]

    assert {
        "McpUrl",
        "ArtifactBucketName",
        "UploadBucketName",
        "QueueName",
        "DeadLetterQueueName",
        "AdminFunctionName",
        "FigmaWebhookUrl",
        "FigmaFetchFunctionName",
    } <= set(outputs)
    assert outputs["AdminFunctionName"]["Value"] == "guinness-test-admin"
    assert outputs["FigmaFetchFunctionName"]["Value"] == "guinness-test-figma-fetch"


def test_a_documentdb_ai_store_reaches_only_the_ai_worker_and_migrate_functions(
    synthesized_documentdb: Synthesized,
) -> None:
    stack = synthesized_documentdb
    uri_readers = {
        name
        for name in (*SERVICES, *OPERATIONS, *FIGMA)
        if "DOCUMENTDB_URI_SECRET_ARN" in stack.environment(name)
    }

    assert uri_readers == {"ai", "des2code-worker", "des2code-dead-letters", "migrate"}
    stack.assertions.has_resource_properties(
        "AWS::DocDB::DBCluster",
        {"StorageEncrypted": True, "EnableCloudwatchLogsExports": ["audit", "profiler"]},
    )
    stack.assertions.has_resource_properties(
        "AWS::DocDB::DBClusterParameterGroup",
        {"Parameters": {"tls": "enabled", "audit_logs": "enabled"}},
    )


@pytest.mark.parametrize(
    ("context", "message"),
    [
        ({"stage": "no spaces"}, "stage"),
        ({"aiStore": "redis"}, "aiStore"),
        ({"lambdaMemoryMb": 64}, "lambdaMemoryMb"),
        ({"natGateways": "many"}, "natGateways"),
        ({"snapStart": "maybe"}, "snapStart"),
        ({"alarmEmail": "not-an-address"}, "alarmEmail"),
        ({"auroraMinAcu": 8, "auroraMaxAcu": 2}, "auroraMaxAcu"),
        ({"stage": "local"}, "must not be 'local'"),
        ({"stage": "LOCAL"}, "must not be 'local'"),
        ({"mcpAllowedOrigins": "app.example.com"}, "mcpAllowedOrigins"),
        ({"mcpAllowedOrigins": "https://a.example.com/path"}, "mcpAllowedOrigins"),
        ({"figmaApiUrl": "api.figma.com"}, "figmaApiUrl"),
        ({"figmaApiUrl": "ftp://api.figma.com"}, "figmaApiUrl"),
    ],
)
def test_invalid_context_fails_synth_with_a_clear_message(
    context: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        PlatformConfig.from_context(context.get)


def test_cdk_json_context_matches_the_config_defaults() -> None:
    context = json.loads((REPO_ROOT / "cdk.json").read_text())["context"]

    assert PlatformConfig.from_context(context.get) == PlatformConfig()
    empty: dict[str, object] = {}
    assert PlatformConfig.from_context(empty.get) == PlatformConfig()
    assert context["cli-telemetry"] is False


def _placeholder(value: Any) -> str:
    # What a deployed function would see, near enough to validate: intrinsics become strings.
    if isinstance(value, str):
        return value
    if "Fn::Join" in value:
        separator, parts = value["Fn::Join"]
        return str(separator).join(_placeholder(part) for part in parts)
    if "Ref" in value:
        return {"AWS::Region": "eu-west-1", "AWS::AccountId": "123456789012"}.get(
            value["Ref"], f"arn:aws:secretsmanager:eu-west-1:123456789012:secret:{value['Ref']}"
        )
    return "resolved.example.internal"


@pytest.mark.parametrize(
    ("name", "settings"),
    [
        ("mcp", McpSettings),
        ("backend", BackendSettings),
        ("ai", AiSettings),
        ("des2code-worker", WorkerSettings),
        ("des2code-dead-letters", WorkerSettings),
        ("admin", AdminSettings),
        ("import-job", ImportJobSettings),
        ("figma-fetch", FigmaFetchSettings),
        ("figma-webhook", FigmaWebhookSettings),
    ],
)
def test_each_deployed_environment_satisfies_its_settings(
    synthesized: Synthesized, name: str, settings: Any, tmp_path: Path
) -> None:
    environment = _with_layer_files(synthesized.environment(name), tmp_path)
    environment["AWS_REGION"] = "eu-west-1"  # set by the Lambda runtime

    parsed = settings.from_env(environment)

    assert parsed is not None


def _with_layer_files(deployed: dict[str, Any], folder: Path) -> dict[str, str]:
    """The environment with intrinsics resolved, and the RDS CA bundle the layer ships
    (``/opt``) stood in for by a file of ``folder``."""
    environment = {k: _placeholder(v) for k, v in deployed.items()}
    if "DATABASE_SSL_ROOT_CERT" in environment:
        assert environment["DATABASE_SSL_ROOT_CERT"] == RDS_CA_PATH
        bundle = folder / "rds-global-bundle.pem"
        bundle.write_text("-----BEGIN CERTIFICATE-----\n")
        environment["DATABASE_SSL_ROOT_CERT"] = str(bundle)
    return environment


def test_the_migrate_environment_reaches_the_database_and_the_ai_store(
    synthesized: Synthesized, tmp_path: Path
) -> None:
    environment = _with_layer_files(synthesized.environment("migrate"), tmp_path)
    env = EnvReader(environment)

    database = DatabaseSettings.read(env)
    store = AiStoreSettings.read(env)
    env.check("migrate")

    # The owner, straight to the cluster with its secret (TLS), not through the proxy.
    assert database is not None
    assert not database.iam_auth
    assert database.user == "guinness"
    assert database.password.secret_arn is not None
    assert database.ssl
    assert database.ssl_root_cert is not None  # Aurora's certificate chains to the RDS CA
    assert store.kind == "postgres"
    assert store.database == database
