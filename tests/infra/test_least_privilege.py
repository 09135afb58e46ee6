"""Each Lambda's role can do what its service needs and nothing else."""

from __future__ import annotations

import json

import pytest

from guinness.db.roles import SERVICE_ROLES
from tests.infra.conftest import Synthesized

TRACING = {"xray:PutTraceSegments", "xray:PutTelemetryRecords"}
#: Every function writes its logs and its X-Ray traces.
LOGS = {"logs:CreateLogStream", "logs:PutLogEvents"} | TRACING
SECRETS = {"secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"}
DATABASE = {"rds-db:connect"}
INVOKE = {"lambda:InvokeFunction"}
ARTIFACT_READ = {"s3:ListBucket", "s3:GetObject"}
#: Create artifacts and tag the superseded ones for the lifecycle rule.
ARTIFACT_WRITE = {"s3:PutObject", "s3:GetObjectTagging", "s3:PutObjectTagging"}
SQS_SEND = {"sqs:SendMessage", "sqs:GetQueueAttributes", "sqs:GetQueueUrl"}
FIGMA_TOKEN_WRITE = {
    "secretsmanager:CreateSecret",
    "secretsmanager:PutSecretValue",
    "secretsmanager:DescribeSecret",
    "secretsmanager:DeleteSecret",
}
SQS_CONSUME = {
    "sqs:ReceiveMessage",
    "sqs:ChangeMessageVisibility",
    "sqs:GetQueueUrl",
    "sqs:DeleteMessage",
    "sqs:GetQueueAttributes",
}

EXPECTED = {
    "mcp": LOGS | SECRETS | DATABASE | INVOKE,
    # It hands out code uploads pushed from CI (jobs/ and uploads/ of the upload bucket).
    "backend": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ | SQS_SEND
    | {"s3:PutObject", "s3:DeleteObject"},
    "ai": LOGS | SECRETS | DATABASE,
    "des2code-worker": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ | ARTIFACT_WRITE
    | SQS_CONSUME,
    "des2code-dead-letters": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ
    | ARTIFACT_WRITE | SQS_CONSUME,
    # The owner's two functions read the owner's secret and connect straight to the cluster.
    "migrate": LOGS | SECRETS,
    "admin": LOGS | SECRETS | INVOKE | FIGMA_TOKEN_WRITE
    | {"s3:ListBucket", "s3:GetObject", "s3:PutObject"},
    "import-job": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ | SQS_SEND
    | {"s3:ListBucket", "s3:GetObject", "s3:PutObject"},
    "figma-fetch": LOGS | {"secretsmanager:GetSecretValue", "s3:PutObject"},
    "figma-webhook": LOGS | INVOKE | {"s3:GetObject", "s3:PutObject"},
}  # fmt: skip

#: Whose ``live`` alias each function may invoke (and no other function).
INVOKES = {
    "mcp": {"backend"},
    "backend": {"ai", "figma-fetch"},
    "des2code-worker": {"backend"},
    "des2code-dead-letters": {"backend"},
    # Figma imports and webhooks; deletions through the backend.
    "admin": {"figma-fetch", "backend"},
    "import-job": {"ai"},
    "figma-webhook": {"figma-fetch"},
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_function_is_allowed_exactly_what_its_service_needs(
    synthesized: Synthesized, name: str
) -> None:
    assert synthesized.actions(name) == EXPECTED[name]


def test_no_role_policy_has_a_wildcard_resource_or_action(synthesized: Synthesized) -> None:
    for logical, policy in synthesized.resources("AWS::IAM::Policy").items():
        for statement in policy["Properties"]["PolicyDocument"]["Statement"]:
            resources = statement["Resource"]
            resources = resources if isinstance(resources, list) else [resources]
            actions = statement["Action"]
            actions = actions if isinstance(actions, list) else [actions]
            if set(actions) <= TRACING:
                continue  # X-Ray's trace writes take no resource: `*` is their only one
            assert "*" not in resources, (logical, statement)
            assert not [a for a in actions if a.endswith("*")], (logical, statement)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_function_invokes_only_its_callees_live_aliases(
    synthesized: Synthesized, name: str
) -> None:
    callees = set()
    for statement in synthesized.statements(name):
        if statement["Action"] != "lambda:InvokeFunction":
            continue
        arn = json.dumps(statement["Resource"])
        assert arn.endswith(':live"]]}'), (name, arn)
        callees.add(arn.split(":function:guinness-test-")[1].split(":live")[0])

    assert callees == INVOKES.get(name, set())


#: The database user each function connects as through the proxy (its service's role).
DATABASE_USERS = {
    "mcp": "guinness_edge",
    "backend": "guinness_backend",
    "import-job": "guinness_import",
    "ai": "guinness_ai",
    "des2code-worker": "guinness_worker",
    "des2code-dead-letters": "guinness_worker",
}


def test_each_service_function_connects_through_the_proxy_as_its_own_user(
    synthesized: Synthesized,
) -> None:
    assert {name for name, actions in EXPECTED.items() if actions >= DATABASE} == set(
        DATABASE_USERS
    )
    # The users are the roles the migrations create.
    assert set(DATABASE_USERS.values()) == set(SERVICE_ROLES.values())
    for name, user in DATABASE_USERS.items():
        (connect,) = [s for s in synthesized.statements(name) if s["Action"] == "rds-db:connect"]
        resource = json.dumps(connect["Resource"])
        assert ":dbuser:" in resource, name
        assert resource.endswith(f'/{user}"]]}}'), (name, resource)
        environment = synthesized.environment(name)
        assert environment["DATABASE_USER"] == user, name
        assert environment["DATABASE_IAM_AUTH"] == "true", name
        assert "DATABASE_RDS_PROXY_ENDPOINT" in environment, name
        assert "DATABASE_PASSWORD_SECRET_ARN" not in environment, name


def test_only_migrations_and_the_admin_connect_as_the_owner(synthesized: Synthesized) -> None:
    for name in ("migrate", "admin"):
        environment = synthesized.environment(name)
        assert environment["DATABASE_USER"] == "guinness", name
        assert "DATABASE_HOST" in environment, name
        assert "DATABASE_PASSWORD_SECRET_ARN" in environment, name
        assert "rds-db:connect" not in synthesized.actions(name), name
    # The proxy itself may log in as the service users only, never as the owner.
    (proxy,) = synthesized.resources("AWS::RDS::DBProxy").values()
    proxy_role = proxy["Properties"]["RoleArn"]["Fn::GetAtt"][0]
    users = set()
    for policy in synthesized.resources("AWS::IAM::Policy").values():
        if {"Ref": proxy_role} not in policy["Properties"]["Roles"]:
            continue
        for statement in policy["Properties"]["PolicyDocument"]["Statement"]:
            assert statement["Action"] == "rds-db:connect", statement
            users.add(json.dumps(statement["Resource"]).rsplit("/", 1)[1].split('"')[0])
    assert users == set(SERVICE_ROLES.values())


def _object_grants(synthesized: Synthesized, name: str) -> list[tuple[str, str]]:
    """(action, resource) of every S3 object grant of the function's role."""
    grants: list[tuple[str, str]] = []
    for statement in synthesized.statements(name):
        actions = statement["Action"]
        actions = [actions] if isinstance(actions, str) else actions
        resources = statement["Resource"]
        resources = resources if isinstance(resources, list) else [resources]
        for action in actions:
            if action in ("s3:GetObject", "s3:PutObject"):
                grants.extend((action, json.dumps(resource)) for resource in resources)
    return grants


def test_only_the_worker_writes_artifacts_and_only_handers_out_and_runners_touch_uploads(
    synthesized: Synthesized,
) -> None:
    writers = {name for name in EXPECTED if "s3:PutObject" in synthesized.actions(name)}
    artifact_writers = {
        name
        for name in EXPECTED
        for action, resource in _object_grants(synthesized, name)
        if action == "s3:PutObject" and "StorageArtifacts" in resource
    }
    upload_users = {
        name
        for name in EXPECTED
        for _, resource in _object_grants(synthesized, name)
        if "uploads-" in resource
    }

    assert writers == {
        "backend",
        "des2code-worker",
        "des2code-dead-letters",
        "admin",
        "import-job",
        "figma-fetch",
        "figma-webhook",
    }
    assert artifact_writers == {"des2code-worker", "des2code-dead-letters"}
    assert upload_users == {"admin", "backend", "import-job", "figma-fetch", "figma-webhook"}
    for name in upload_users:
        for _, resource in _object_grants(synthesized, name):
            if "uploads-" in resource:
                assert resource.endswith(('/jobs/*"]]}', '/uploads/*"]]}', '/webhooks/*"]]}'))
