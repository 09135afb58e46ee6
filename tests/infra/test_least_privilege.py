"""Each Lambda's role can do what its service needs and nothing else."""

from __future__ import annotations

import pytest

from tests.infra.conftest import Synthesized

LOGS = {"logs:CreateLogStream", "logs:PutLogEvents"}
SECRETS = {"secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"}
DATABASE = {"rds-db:connect"}
INVOKE = {"lambda:InvokeFunction"}
ARTIFACT_READ = {"s3:ListBucket", "s3:GetObject"}
SQS_SEND = {"sqs:SendMessage", "sqs:GetQueueAttributes", "sqs:GetQueueUrl"}
SQS_CONSUME = {
    "sqs:ReceiveMessage",
    "sqs:ChangeMessageVisibility",
    "sqs:GetQueueUrl",
    "sqs:DeleteMessage",
    "sqs:GetQueueAttributes",
}

EXPECTED = {
    "mcp": LOGS | SECRETS | DATABASE | INVOKE,
    "backend": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ | SQS_SEND,
    "ai": LOGS | SECRETS | DATABASE,
    "des2code-worker": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ | {"s3:PutObject"}
    | SQS_CONSUME,
    "des2code-dead-letters": LOGS | SECRETS | DATABASE | INVOKE | ARTIFACT_READ
    | {"s3:PutObject"} | SQS_CONSUME,
    "migrate": LOGS | DATABASE,
    "admin": LOGS | DATABASE | {"s3:ListBucket", "s3:GetObject", "s3:PutObject"},
    "import-job": LOGS | SECRETS | DATABASE | INVOKE
    | {"s3:ListBucket", "s3:GetObject", "s3:PutObject"},
}  # fmt: skip


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
            assert "*" not in resources, (logical, statement)
            assert not [a for a in actions if a.endswith("*")], (logical, statement)


def test_database_access_is_one_user_on_the_proxy(synthesized: Synthesized) -> None:
    for name in EXPECTED:
        (connect,) = [s for s in synthesized.statements(name) if s["Action"] == "rds-db:connect"]
        resource = str(connect["Resource"])
        assert ":dbuser:" in resource, name
        assert "/guinness" in resource, name


def test_only_the_worker_writes_artifacts_and_only_operations_touch_uploads(
    synthesized: Synthesized,
) -> None:
    writers = {name for name in EXPECTED if "s3:PutObject" in synthesized.actions(name)}

    assert writers == {"des2code-worker", "des2code-dead-letters", "admin", "import-job"}
    for name in ("admin", "import-job"):
        for statement in synthesized.statements(name):
            if statement["Action"] in ("s3:GetObject", "s3:PutObject"):
                text = str(statement["Resource"])
                assert "uploads-" in text, name
                assert "/jobs/*" in text or "/uploads/*" in text, name
