"""The admin Lambda runs guinness-admin's operations on the deployed database."""

from __future__ import annotations

import base64
import json

import pytest

from guinness.auth.authenticator import ApiKeyAuthenticator
from guinness.cli import admin
from guinness.db.connection import Database
from guinness.db.databases import url_for
from guinness.settings import ApiKeyAuthSettings
from tests.integration.operations.conftest import Operations


def test_an_admin_sets_up_a_project_and_a_working_key_with_remote_commands(
    operations: Operations, database: Database
) -> None:
    _, org, _ = operations.cli("org", "create", "--name", "Acme")
    _, project, _ = operations.cli(
        "project", "create", "--org-id", str(org["organization_id"]), "--name", "Web"
    )
    _, user, _ = operations.cli("user", "create", "--email", "dev@acme.test")
    code, subscription, _ = operations.cli(
        "subscription", "set", "--user-id", str(user["user_id"]), "--tier", "pro_tier"
    )
    code, created, err = operations.cli(
        "key", "create",
        "--user-id", str(user["user_id"]),
        "--project-id", str(project["project_id"]),
        "--name", "laptop", "--write", "--expires-in-days", "30",
    )  # fmt: skip

    assert code == 0
    assert subscription["entitlement_id"] == "pro_tier"
    assert "shown only once" in err
    principal = ApiKeyAuthenticator(database, ApiKeyAuthSettings(cache_ttl_seconds=0)).authenticate(
        created["api_key"]
    )
    assert principal.project_id == project["project_id"]
    assert [op for _, event in operations.lambdas.calls for op in [event["operation"]]] == [
        "org.create", "project.create", "user.create", "subscription.set", "key.create"
    ]  # fmt: skip


def test_listing_revoking_and_deleting_keys_work_remotely(operations: Operations) -> None:
    org = operations.admin("org.create", name="Acme")["result"]
    project = operations.admin(
        "project.create", organization_id=org["organization_id"], name="Web"
    )["result"]
    user = operations.admin("user.create", email="a@acme.test")["result"]
    keys = [
        operations.admin(
            "key.create", user_id=user["user_id"], project_id=project["project_id"], name=name
        )["result"]
        for name in ("a", "b")
    ]

    revoked = operations.admin("key.revoke", prefix=keys[0]["prefix"])
    deleted = operations.admin("key.delete", id=keys[1]["id"])
    code, listed, _ = operations.cli("key", "list", "--all")

    assert revoked == {"result": {"revoked": keys[0]["id"]}}
    assert deleted == {"result": {"deleted": keys[1]["id"]}}
    assert code == 0
    assert {item["state"] for item in listed} == {"revoked", "deleted"}
    assert not any(key["api_key"].rsplit("_", 1)[1] in json.dumps(listed) for key in keys)


def test_listings_answer_remotely_what_they_answer_locally(
    operations: Operations, database: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    org = operations.admin("org.create", name="Listed")["result"]["organization_id"]
    operations.admin("project.create", organization_id=org, name="Web")
    operations.admin("user.create", email="listed@acme.test")
    monkeypatch.setenv("DATABASE_URL", url_for(database.settings))

    for argv in (("org", "list"), ("project", "list", "--org-id", str(org)), ("user", "list")):
        code, remote, _ = operations.cli(*argv)
        assert admin.main(list(argv)) == 0
        local = json.loads(operations.capsys.readouterr().out)

        assert code == 0
        assert remote == local, argv
    assert [row["name"] for row in remote_projects(operations, org)] == ["Web"]


def remote_projects(operations: Operations, org: int) -> list[dict]:
    answer = operations.admin("project.list", organization_id=org, limit=10)["result"]
    assert answer["next_after_id"] is None
    return list(answer["projects"])


@pytest.mark.parametrize(
    ("event", "code"),
    [
        ({"operation": "db.drop"}, "VALIDATION_ERROR"),
        ({"operation": "org.create", "arguments": {"name": ""}}, "VALIDATION_ERROR"),
        ({"operation": "key.revoke", "arguments": {"id": 1, "prefix": "x"}}, "VALIDATION_ERROR"),
        ({"operation": "key.delete", "arguments": {"id": 424242}}, "NOT_FOUND"),
        (
            {"operation": "project.create", "arguments": {"organization_id": 999, "name": "x"}},
            "VALIDATION_ERROR",
        ),
        ({"operation": "import.status", "arguments": {"job_id": "nope"}}, "NOT_FOUND"),
        ({"operation": "user.list", "arguments": {"limit": 1001}}, "VALIDATION_ERROR"),
        ({"sql": "SELECT 1"}, "VALIDATION_ERROR"),
    ],
)
def test_refused_operations_answer_the_one_error_body(
    operations: Operations, event: dict, code: str
) -> None:
    answer = operations.admin(event.get("operation", "x"), **event.get("arguments", {}))
    if "sql" in event:
        answer = operations.invoke("guinness-test-admin", event)

    assert set(answer) == {"error"}
    assert answer["error"]["code"] == code
    assert answer["error"]["message"]


def test_a_remote_failure_is_one_line_and_a_non_zero_exit(operations: Operations) -> None:
    code, _, err = operations.cli("key", "delete", "--id", "424242")

    assert code == 1
    assert (
        err.splitlines()[-1] == "guinness-admin: error: NOT_FOUND: No live API key with id 424242."
    )


def test_an_import_upload_is_presigned_for_one_key_and_a_size_limit(
    operations: Operations,
) -> None:
    org = operations.admin("org.create", name="Acme")["result"]
    project = operations.admin(
        "project.create", organization_id=org["organization_id"], name="Web"
    )["result"]

    ticket = operations.admin(
        "import.upload",
        kind="design",
        project_id=project["project_id"],
        file_name="shop.json",
        file_key="KEY1",
    )["result"]
    status = operations.admin("import.status", job_id=ticket["job_id"])["result"]

    policy = json.loads(base64.b64decode(ticket["fields"]["policy"]))
    assert ticket["fields"]["key"] == f"uploads/{ticket['job_id']}/shop.json"
    assert ["content-length-range", 1, ticket["max_bytes"]] in policy["conditions"]
    assert status["state"] == "waiting_for_upload"
    missing = operations.admin(
        "import.upload", kind="design", project_id=999_999, file_name="a.json", file_key="K"
    )
    # The scope every service resolves: the backend's own code for an unknown project.
    assert missing["error"]["code"] == "PROJECT_NOT_FOUND"
