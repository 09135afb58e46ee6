"""Code pushed from CI through the public edge: a WRITE key gets a presigned upload of its
own project's code archive, the import job imports it as a code source, its status is
polled through the edge, and Des2Code then uses the index it built. READ keys, another
project's keys, oversized and malformed archives are refused with clear codes and change
nothing."""

from __future__ import annotations

import io
import zipfile
from typing import Any

import httpx
import pytest

from guinness.composition.import_job import build_import_job_runner
from guinness.operations.settings import ImportJobSettings
from guinness.store.documents import DocumentKind
from tests.integration.mcp_edge.conftest import EdgeWorld
from tests.mcp_clients import MODERN, call_tool
from tests.pipeline_stack import UPLOAD_BUCKET

UPLOADS = "/api/v1/code/uploads"
PILL = """
export interface PillProps { tone?: "neutral" | "success"; children?: React.ReactNode }
export function Pill({ tone = "neutral", children }: PillProps) {
  return <span className={`pill pill-${tone}`}>{children}</span>;
}
"""


def _zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return buffer.getvalue()


def _ask(world: EdgeWorld, key: str, body: dict[str, Any] | None = None) -> httpx.Response:
    return httpx.post(f"{world.url}{UPLOADS}", headers=world.headers(key), json=body or {})


def _status(world: EdgeWorld, key: str, job_id: str) -> httpx.Response:
    return httpx.get(f"{world.url}{UPLOADS}/{job_id}", headers=world.headers(key))


def _upload_and_run(world: EdgeWorld, ticket: dict[str, Any], body: bytes, **env: str) -> None:
    """What the presigned POST and the bucket's S3 event do: the file at the ticket's key,
    then the import job (the deployed one's composition) on it."""
    key = ticket["fields"]["key"]
    world.pipeline.s3.put_object(Bucket=UPLOAD_BUCKET, Key=key, Body=body)
    settings = ImportJobSettings.from_env({**world.pipeline.import_job_environment, **env})
    runner = build_import_job_runner(settings, database=world.database)
    runner.run_upload(key)


def _code(world: EdgeWorld) -> dict[str, dict[str, Any]]:
    return {
        document.doc_id: document.body
        for document in world.pipeline.store.iter_all(
            DocumentKind.CODE, project_id=world.scope.project_id
        )
    }


def test_a_write_key_pushes_code_that_des2code_then_uses(world: EdgeWorld) -> None:
    asked = _ask(
        world, "write", {"source": "ci-kit", "archive_name": "kit.zip", "revision": "3f2c1ab"}
    )
    assert asked.status_code == 201, asked.text
    ticket = asked.json()
    assert ticket["source"] == "ci-kit"
    assert ticket["fields"]["key"].endswith(f"{ticket['job_id']}/kit.zip")
    assert ticket["max_bytes"] > 0
    assert _status(world, "read", ticket["job_id"]).json()["state"] == "waiting_for_upload"

    _upload_and_run(world, ticket, _zip({"kit/src/Pill.tsx": PILL}))

    status = _status(world, "read", ticket["job_id"]).json()
    assert status["state"] == "completed", status
    assert status["result"]["code_source"] == "ci-kit"
    assert status["result"]["code_revision"] == "3f2c1ab"
    assert status["result"]["index"]["status"] == "ready"
    names = {body["component_name"]: body["code_source"] for body in _code(world).values()}
    assert names["Pill"] == "ci-kit"
    assert "Button" in names  # the project's other source is still there
    listed = call_tool(world.url, "list-code", {"limit": 100}, headers=world.headers(), era=MODERN)
    assert listed.structured_content is not None
    assert listed.structured_content["index"]["index_id"] == status["result"]["index"]["index_id"]
    pushed = [i for i in listed.structured_content["items"] if i["code_source"] == "ci-kit"]
    assert [(i["component_name"], i["code_revision"]) for i in pushed] == [("Pill", "3f2c1ab")]
    queued = call_tool(
        world.url,
        "trigger-des2code",
        {
            "design_id": world.design_id,
            "project_id": world.scope.project_id,
            "organization_id": world.scope.organization_id,
        },
        headers=world.headers("write"),
        era=MODERN,
    )
    assert not queued.is_error, queued.content


def test_read_keys_other_projects_and_bad_requests_are_refused(world: EdgeWorld) -> None:
    read = _ask(world, "read")
    assert read.status_code == 403
    assert read.json()["error"]["code"] == "PERMISSION_DENIED"
    anonymous = httpx.post(f"{world.url}{UPLOADS}", json={})
    assert anonymous.status_code == 401
    for body in (
        {"source": "Web App"},
        {"archive_name": "../x.zip"},
        {"revision": "; rm -rf /"},
        {"extra": 1},
    ):
        bad = _ask(world, "write", body)
        assert bad.status_code == 422, body
        assert bad.json()["error"]["code"] == "VALIDATION_ERROR"
    ticket = _ask(world, "write").json()
    foreign = _status(world, "other_write", ticket["job_id"])
    assert foreign.status_code == 404
    assert foreign.json()["error"]["code"] == "IMPORT_JOB_NOT_FOUND"
    unknown = _status(world, "read", "01900000-0000-7000-8000-000000000000")
    assert unknown.status_code == 404
    assert "Traceback" not in foreign.text + unknown.text


@pytest.mark.parametrize(
    ("body", "env", "code"),
    [
        (b"not a zip at all", {}, "INVALID_CODE_ARCHIVE"),
        (_zip({"src/Pill.tsx": PILL * 40}), {"IMPORT_MAX_BYTES": "1024"}, "PAYLOAD_TOO_LARGE"),
    ],
)
def test_a_malformed_or_oversized_archive_fails_its_job_and_changes_nothing(
    world: EdgeWorld, body: bytes, env: dict[str, str], code: str
) -> None:
    before = _code(world)
    ticket = _ask(world, "write", {"source": "web"}).json()

    _upload_and_run(world, ticket, body, **env)

    status = _status(world, "write", ticket["job_id"]).json()
    assert status["state"] == "failed"
    assert status["error"]["code"] == code
    assert _code(world) == before
