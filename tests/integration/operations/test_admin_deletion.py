"""Deleting in the deployed stack: ``guinness-admin --remote FUNCTION delete ...`` invokes the
admin function, which goes through the backend function (Lambda Invoke), which removes the
artifacts, the AI-store document and the rows; deleting again is harmless."""

from __future__ import annotations

from guinness.contracts.des2code import artifact_prefix
from guinness.db import projects
from guinness.db.connection import Database
from guinness.db.designs import upsert_pending_design
from tests.integration.operations.conftest import ARTIFACTS, BACKEND, Operations


def _project_with_a_design(operations: Operations, database: Database) -> tuple[int, int, str]:
    _, org, _ = operations.cli("org", "create", "--name", "Doomed")
    organization_id = org["organization_id"]
    _, project, _ = operations.cli(
        "project", "create", "--org-id", str(organization_id), "--name", "Web"
    )
    project_id = project["project_id"]
    design_id = f"{project_id}_FILEKEY_1:2"
    with database.connection() as conn:
        upsert_pending_design(
            conn,
            design_id=design_id,
            project_id=project_id,
            organization_id=organization_id,
            file_key="FILEKEY",
            node_id="1:2",
            name="Checkout",
        )
    prefix = artifact_prefix(
        organization_id=organization_id, project_id=project_id, design_id=design_id
    )
    operations.s3.put_object(Bucket=ARTIFACTS, Key=f"{prefix}0190.json", Body=b"{}")
    return organization_id, project_id, design_id


def _artifact_keys(operations: Operations) -> list[str]:
    listed = operations.s3.list_objects_v2(Bucket=ARTIFACTS)
    return [item["Key"] for item in listed.get("Contents", [])]


def test_a_design_is_deleted_remotely_through_the_backend_and_twice_is_fine(
    operations: Operations, database: Database
) -> None:
    _, project_id, design_id = _project_with_a_design(operations, database)
    delete = ("delete", "design", "--project-id", str(project_id), "--design-id", design_id)

    code, first, err = operations.cli(*delete)
    again_code, again, _ = operations.cli(*delete)

    assert code == 0, err
    assert (first["design_rows"], first["artifacts"]) == (1, 1)
    assert again_code == 0
    assert (again["design_rows"], again["artifacts"]) == (0, 0)
    assert _artifact_keys(operations) == []
    # The admin function did not delete by itself: it invoked the backend.
    assert [function for function, _ in operations.lambdas.calls].count(f"{BACKEND}:live") == 2


def test_a_project_is_deleted_remotely_only_when_confirmed(
    operations: Operations, database: Database
) -> None:
    _, project_id, _ = _project_with_a_design(operations, database)

    refused, _, refusal = operations.cli("delete", "project", "--project-id", str(project_id))
    code, deleted, err = operations.cli(
        "delete", "project", "--project-id", str(project_id), "--yes"
    )
    again_code, again, _ = operations.cli(
        "delete", "project", "--project-id", str(project_id), "--yes"
    )

    assert refused != 0
    assert "add --yes" in refusal
    assert code == 0, err
    assert deleted["existed"] is True
    assert deleted["artifacts"] == 1
    assert again_code == 0
    assert again["existed"] is False
    with database.connection() as conn:
        assert projects.get_project(conn, project_id=project_id) is None
    assert _artifact_keys(operations) == []


def test_the_admin_function_refuses_an_unconfirmed_project_deletion(
    operations: Operations,
) -> None:
    answer = operations.admin("delete.project", project_id=1)

    assert answer["error"]["code"] == "VALIDATION_ERROR"
    assert "confirm" in answer["error"]["message"]
