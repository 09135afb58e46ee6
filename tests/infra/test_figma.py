"""Figma by link: the fetch and webhook functions run outside the VPC with the least they
need, only the fetch can read a Figma token, and the MCP edge has nothing Figma-related."""

from __future__ import annotations

import json
from typing import Any

from infra.config import PlatformConfig
from tests.infra.conftest import FIGMA, Synthesized

FETCH = "guinness-test-figma-fetch"
TOKEN_PATTERN = ":secret:guinness-test/figma/projects/*"
#: Everyone who may send the fetch function work.
FETCH_CALLERS = {"backend", "admin", "figma-webhook"}


def _role(synthesized: Synthesized, name: str) -> str:
    return str(synthesized.function(name)["Properties"]["Role"]["Fn::GetAtt"][0])


def _logical(synthesized: Synthesized, name: str) -> str:
    return next(
        logical
        for logical, function in synthesized.resources("AWS::Lambda::Function").items()
        if function["Properties"].get("FunctionName") == f"guinness-test-{name}"
    )


def _platform_functions(synthesized: Synthesized) -> dict[str, dict[str, Any]]:
    return {
        str(function["Properties"]["FunctionName"]).removeprefix("guinness-test-"): function
        for function in synthesized.resources("AWS::Lambda::Function").values()
        if str(function["Properties"].get("FunctionName", "")).startswith("guinness-test-")
    }


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _every_statement(synthesized: Synthesized) -> list[tuple[list[Any], dict[str, Any]]]:
    """(roles, statement) of every inline policy statement in the template."""
    return [
        (policy["Properties"].get("Roles", []), statement)
        for policy in synthesized.resources("AWS::IAM::Policy").values()
        for statement in policy["Properties"]["PolicyDocument"]["Statement"]
    ]


def test_the_figma_functions_run_outside_the_vpc_and_every_other_inside(
    synthesized: Synthesized,
) -> None:
    functions = _platform_functions(synthesized)
    security_groups = json.dumps(synthesized.resources("AWS::EC2::SecurityGroup"))

    assert set(FIGMA) <= set(functions)
    for name, function in functions.items():
        if name in FIGMA:
            assert "VpcConfig" not in function["Properties"], name
            role = synthesized.template["Resources"][_role(synthesized, name)]
            # No ENI permissions: the role only writes its logs until granted more.
            assert "ManagedPolicyArns" not in role["Properties"], name
            assert f"guinness-test-{name} " not in security_groups, name
        else:
            assert function["Properties"]["VpcConfig"]["SubnetIds"], name
            assert function["Properties"]["VpcConfig"]["SecurityGroupIds"], name


def test_only_the_fetch_function_can_read_a_figma_token(synthesized: Synthesized) -> None:
    readers = []
    for roles, statement in _every_statement(synthesized):
        if "secretsmanager:GetSecretValue" not in _listed(statement["Action"]):
            continue
        for resource in _listed(statement["Resource"]):
            if "/figma/" in json.dumps(resource):
                readers.extend(roles)
            else:
                # Every other secret read names one secret of the stack (no pattern that
                # could also match a token).
                assert set(resource) == {"Ref"}, statement

    assert readers == [{"Ref": _role(synthesized, "figma-fetch")}]
    (read,) = [
        s for s in synthesized.statements("figma-fetch") if str(s["Action"]).startswith("secret")
    ]
    assert read["Action"] == "secretsmanager:GetSecretValue"
    assert json.dumps(read["Resource"]).endswith(TOKEN_PATTERN + '"]]}')
    environment = synthesized.environment("figma-fetch")
    assert environment["FIGMA_TOKEN_SECRET_PREFIX"] == "guinness-test/figma"


def test_the_admin_writes_figma_tokens_but_cannot_read_them(synthesized: Synthesized) -> None:
    secret_statements = [
        s
        for s in synthesized.statements("admin")
        if any(a.startswith("secretsmanager:") for a in _listed(s["Action"]))
    ]
    # It reads two secrets, neither a Figma token: the database owner's (it runs migrations
    # on demand) and the backend's service key (deletions go through the backend).
    reads = [s for s in secret_statements if TOKEN_PATTERN not in json.dumps(s)]
    (write,) = [s for s in secret_statements if s not in reads]
    for read in reads:
        assert "secretsmanager:GetSecretValue" in _listed(read["Action"])
    read_resources = json.dumps([read["Resource"] for read in reads])
    assert "Cluster" in read_resources
    assert "BackendInternalApiKey" in read_resources
    assert "figma" not in read_resources.lower()

    assert set(write["Action"]) == {
        "secretsmanager:CreateSecret",
        "secretsmanager:PutSecretValue",
        "secretsmanager:DescribeSecret",
        "secretsmanager:DeleteSecret",
    }
    assert json.dumps(write["Resource"]).endswith(TOKEN_PATTERN + '"]]}')
    assert synthesized.environment("admin")["FIGMA_TOKEN_SECRET_PREFIX"] == "guinness-test/figma"


def test_the_mcp_edge_holds_no_figma_credential_or_grant(synthesized: Synthesized) -> None:
    environment = synthesized.environment("mcp")
    statements = json.dumps(synthesized.statements("mcp"))

    assert not [variable for variable in environment if "FIGMA" in variable]
    assert "figma" not in json.dumps(environment).lower()
    assert FETCH not in statements
    assert "/figma/" not in statements
    assert "figma" not in statements.lower()


def test_the_fetch_is_invoked_asynchronously_through_its_live_alias_by_its_callers(
    synthesized: Synthesized,
) -> None:
    callers = {
        name
        for name in _platform_functions(synthesized)
        if FETCH in json.dumps(synthesized.statements(name))
    }
    alias = next(
        logical
        for logical, resource in synthesized.resources("AWS::Lambda::Alias").items()
        if resource["Properties"]["FunctionName"] == {"Ref": _logical(synthesized, "figma-fetch")}
    )
    (invoke_config,) = [
        resource["Properties"]
        for resource in synthesized.resources("AWS::Lambda::EventInvokeConfig").values()
        if resource["Properties"]["FunctionName"] == {"Ref": _logical(synthesized, "figma-fetch")}
    ]
    fetch = synthesized.function("figma-fetch")["Properties"]

    assert callers == FETCH_CALLERS
    for name in FETCH_CALLERS:
        assert synthesized.environment(name)["FIGMA_FETCH_FUNCTION"] == f"{FETCH}:live", name
    with_fetch = {
        name
        for name in _platform_functions(synthesized)
        if "FIGMA_FETCH_FUNCTION" in synthesized.environment(name)
    }
    assert with_fetch == FETCH_CALLERS
    # The callers invoke the alias: its asynchronous settings are the ones that apply.
    qualifier = invoke_config["Qualifier"]["Fn::Select"]
    assert qualifier[1]["Fn::Split"][1] == {"Ref": alias}  # the alias ARN's last part
    assert invoke_config["MaximumRetryAttempts"] == 2
    assert synthesized.template["Resources"][alias]["Properties"]["Name"] == "live"
    assert fetch["Timeout"] == 300  # waits out Figma's Retry-After
    assert synthesized.function("figma-webhook")["Properties"]["Timeout"] == 15


def test_the_fetch_writes_jobs_uploads_and_webhook_registrations_only(
    synthesized: Synthesized,
) -> None:
    environment = synthesized.environment("figma-fetch")
    (put,) = [s for s in synthesized.statements("figma-fetch") if s["Action"] == "s3:PutObject"]
    resources = [json.dumps(resource) for resource in put["Resource"]]

    assert set(environment) == {
        "ENVIRONMENT",
        "POWERTOOLS_METRICS_NAMESPACE",
        "IMPORT_BUCKET",
        "FIGMA_TOKEN_SECRET_PREFIX",
    }
    assert environment["IMPORT_BUCKET"] == synthesized.environment("import-job")["IMPORT_BUCKET"]
    assert len(resources) == 3
    for resource, prefix in zip(sorted(resources), ("jobs", "uploads", "webhooks"), strict=True):
        assert ":s3:::guinness-test-uploads-" in resource
        assert resource.endswith(f'/{prefix}/*"]]}}')
    assert not {"rds-db:connect", "s3:GetObject", "s3:ListBucket"} & synthesized.actions(
        "figma-fetch"
    )


def test_the_figma_api_url_is_deploy_time_context(
    synthesized: Synthesized, synthesized_documentdb: Synthesized
) -> None:
    assert "FIGMA_API_URL" not in synthesized.environment("figma-fetch")
    assert synthesized_documentdb.environment("figma-fetch")["FIGMA_API_URL"] == (
        "https://figma.example.com"
    )
    for name in _platform_functions(synthesized_documentdb):
        if name != "figma-fetch":
            assert "FIGMA_API_URL" not in synthesized_documentdb.environment(name), name
    config = PlatformConfig.from_context({"figmaApiUrl": "http://localhost:8090/"}.get)
    assert config.figma_api_url == "http://localhost:8090"


def test_the_webhook_only_touches_its_registrations_and_invokes_the_fetch(
    synthesized: Synthesized,
) -> None:
    statements = [
        s
        for s in synthesized.statements("figma-webhook")
        if "logs:" not in str(s["Action"]) and "xray:" not in str(s["Action"])
    ]
    environment = synthesized.environment("figma-webhook")

    assert len(statements) == 2
    objects = next(s for s in statements if s["Action"] != "lambda:InvokeFunction")
    invoke = next(s for s in statements if s["Action"] == "lambda:InvokeFunction")
    assert sorted(objects["Action"]) == ["s3:GetObject", "s3:PutObject"]
    resource = json.dumps(objects["Resource"])
    assert ":s3:::guinness-test-uploads-" in resource
    assert resource.endswith('/webhooks/*"]]}')
    assert json.dumps(invoke["Resource"]).endswith(f':function:{FETCH}:live"]]}}')
    assert set(environment) == {
        "ENVIRONMENT",
        "POWERTOOLS_METRICS_NAMESPACE",
        "IMPORT_BUCKET",
        "FIGMA_FETCH_FUNCTION",
    }


def test_the_distribution_sends_figma_webhooks_to_the_receiver_and_the_rest_to_mcp(
    synthesized: Synthesized,
) -> None:
    (distribution,) = synthesized.resources("AWS::CloudFront::Distribution").values()
    config = distribution["Properties"]["DistributionConfig"]
    origins = {origin["Id"]: origin for origin in config["Origins"]}

    def target(origin_id: str) -> str:
        # Origin domain -> Function URL -> function.
        url = origins[origin_id]["DomainName"]["Fn::Select"][1]["Fn::Split"][1]["Fn::GetAtt"][0]
        properties = synthesized.template["Resources"][url]["Properties"]
        return str(properties["TargetFunctionArn"]["Fn::GetAtt"][0])

    (behavior,) = config["CacheBehaviors"]
    default = config["DefaultCacheBehavior"]

    assert behavior["PathPattern"] == "/webhooks/figma*"
    assert target(behavior["TargetOriginId"]) == _logical(synthesized, "figma-webhook")
    assert target(default["TargetOriginId"]) == _logical(synthesized, "mcp")
    assert behavior["ViewerProtocolPolicy"] == "https-only"
    assert "POST" in behavior["AllowedMethods"]
    # The same managed policies as the default: CachingDisabled, AllViewerExceptHostHeader.
    assert behavior["CachePolicyId"] == default["CachePolicyId"]
    assert behavior["CachePolicyId"] == "4135ea2d-6df8-44a3-9df3-4b5a84be39ad"
    assert behavior["OriginRequestPolicyId"] == "b689b0a8-53d0-40ab-baf2-68738e2966ac"
    webhook_origin = origins[behavior["TargetOriginId"]]
    assert webhook_origin["CustomOriginConfig"]["OriginProtocolPolicy"] == "https-only"
    # The MCP edge's token is never sent to the webhook receiver.
    assert "OriginCustomHeaders" not in webhook_origin
    (url,) = [
        u["Properties"]
        for u in synthesized.resources("AWS::Lambda::Url").values()
        if u["Properties"]["TargetFunctionArn"]["Fn::GetAtt"][0]
        == _logical(synthesized, "figma-webhook")
    ]
    assert url["AuthType"] == "NONE"
    output = synthesized.template["Outputs"]["FigmaWebhookUrl"]["Value"]["Fn::Join"][1]
    assert output[0] == "https://"
    assert output[2] == "/webhooks/figma"


def test_webhook_registrations_outlive_the_week_uploads_and_jobs_are_kept(
    synthesized: Synthesized,
) -> None:
    uploads = next(
        bucket["Properties"]
        for bucket in synthesized.resources("AWS::S3::Bucket").values()
        if "NotificationConfiguration" in bucket["Properties"]
    )
    rules = {rule["Prefix"]: rule for rule in uploads["LifecycleConfiguration"]["Rules"]}

    assert set(rules) == {"uploads/", "jobs/", "webhooks/"}
    assert rules["uploads/"]["ExpirationInDays"] == 7
    assert rules["jobs/"]["ExpirationInDays"] == 7
    assert "ExpirationInDays" not in rules["webhooks/"]
    assert rules["webhooks/"]["NoncurrentVersionExpiration"]["NoncurrentDays"] == 1


def test_a_re_import_can_re_queue_des2code(synthesized: Synthesized) -> None:
    job = synthesized.environment("import-job")
    backend = synthesized.environment("backend")

    assert job["ARTIFACT_BUCKET"] == backend["ARTIFACT_BUCKET"]
    assert job["DES2CODE_QUEUE_URL"] == backend["DES2CODE_QUEUE_URL"]
    assert "sqs:SendMessage" in synthesized.actions("import-job")
    assert "sqs:ReceiveMessage" not in synthesized.actions("import-job")
