"""Imports larger than a Lambda request: presigned upload, then the import job handler runs
the backend's import services (AI API over Lambda Invoke, real PostgreSQL, moto S3)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Connection, Database
from guinness.store.documents import DocumentKind
from tests.factories import make_scope
from tests.integration.operations.conftest import BUCKET, Operations

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
SAMPLE = FIXTURES / "figma" / "code-connect_dummy_api_response_for_wizard.json"
BUTTON = """
import React from "react";
export interface ButtonProps { variant?: "primary" | "secondary"; disabled?: boolean }
export function Button({ variant = "primary", disabled }: ButtonProps) {
  return <button className={`btn btn-${variant}`} disabled={disabled} />;
}
"""


def test_a_remote_design_import_uploads_then_runs_as_a_job(
    operations: Operations, conn: Connection, database: Database, monkeypatch
) -> None:
    scope = make_scope(conn)
    sent: list[str] = []

    def upload_with_presigned_post(ticket: dict, file_name: str, body: bytes) -> None:
        sent.append(operations.upload(ticket, body))

    monkeypatch.setattr("guinness.cli.remote.upload_file", upload_with_presigned_post)

    code, started, _ = operations.cli(
        "import", "design", str(SAMPLE), "--project-id", str(scope.project_id), "--file-key", "KEY1"
    )
    waiting = operations.cli("job", "status", "--id", started["job_id"])[1]
    outcome = operations.uploaded(sent[0])
    code_after, finished, _ = operations.cli("job", "status", "--id", started["job_id"])

    assert code == 0
    assert started["state"] == "uploaded"
    assert waiting["state"] == "waiting_for_upload"
    assert outcome == {"jobs": {started["job_id"]: "completed"}}
    assert code_after == 0
    assert finished["state"] == "completed"
    designs = finished["result"]["designs"]
    assert [d["import_status"] for d in designs] == ["completed"]
    stored = PostgresDocumentStore(database).get(
        DocumentKind.DESIGN, project_id=scope.project_id, doc_id=designs[0]["design_id"]
    )
    assert stored is not None


def test_a_code_archive_upload_imports_components_and_starts_an_index(
    operations: Operations, conn: Connection
) -> None:
    scope = make_scope(conn)
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("web/src/components/Button.tsx", BUTTON)

    ticket = operations.admin(
        "import.upload", kind="code", project_id=scope.project_id, file_name="web.zip"
    )["result"]
    operations.uploaded(operations.upload(ticket, archive.getvalue()))
    status = operations.admin("import.status", job_id=ticket["job_id"])["result"]

    assert status["state"] == "completed", status
    assert status["result"]["components"] >= 1
    assert status["result"]["index"]["status"] in ("building", "ready")


def test_an_upload_that_is_not_figma_json_fails_the_job_without_a_retry(
    operations: Operations, conn: Connection
) -> None:
    scope = make_scope(conn)
    ticket = operations.admin(
        "import.upload",
        kind="design",
        project_id=scope.project_id,
        file_name="notes.json",
        file_key="KEY2",
    )["result"]

    outcome = operations.uploaded(operations.upload(ticket, b'{"hello": "world"}'))
    status = operations.admin("import.status", job_id=ticket["job_id"])["result"]

    assert outcome == {"jobs": {ticket["job_id"]: "failed"}}
    assert status["error"]["code"] == "INVALID_FIGMA_FILE"


def test_a_repeated_event_does_not_run_a_completed_job_again(
    operations: Operations, conn: Connection
) -> None:
    scope = make_scope(conn)
    ticket = operations.admin(
        "import.upload", kind="design", project_id=scope.project_id,
        file_name="wizard.json", file_key="KEY3",
    )["result"]  # fmt: skip
    key = operations.upload(ticket, SAMPLE.read_bytes())
    operations.uploaded(key)
    first = operations.admin("import.status", job_id=ticket["job_id"])["result"]
    ai_calls = len(operations.lambdas.calls)

    operations.uploaded(key)

    assert operations.admin("import.status", job_id=ticket["job_id"])["result"] == first
    assert len(operations.lambdas.calls) == ai_calls + 1  # only the status read


def test_an_object_that_belongs_to_no_job_is_ignored(operations: Operations) -> None:
    operations.s3.put_object(Bucket=BUCKET, Key="uploads/no-such-job/x.json", Body=b"{}")

    assert operations.uploaded("uploads/no-such-job/x.json") == {"jobs": {}}
    assert operations.uploaded("elsewhere/x.json") == {"jobs": {}}


def test_an_unreachable_ai_function_marks_the_designs_failed(
    operations: Operations, conn: Connection
) -> None:
    scope = make_scope(conn)
    ticket = operations.admin(
        "import.upload", kind="design", project_id=scope.project_id,
        file_name="wizard.json", file_key="KEY4",
    )["result"]  # fmt: skip
    key = operations.upload(ticket, SAMPLE.read_bytes())
    del operations.lambdas.functions["guinness-test-ai"]

    outcome = operations.uploaded(key)
    status = operations.admin("import.status", job_id=ticket["job_id"])["result"]

    assert outcome == {"jobs": {ticket["job_id"]: "completed"}}
    assert status["result"]["designs"][0]["import_status"] == "failed"


def test_an_unexpected_failure_is_recorded_then_raised_so_lambda_retries(
    operations: Operations, conn: Connection, monkeypatch
) -> None:
    scope = make_scope(conn)
    ticket = operations.admin(
        "import.upload", kind="design", project_id=scope.project_id,
        file_name="wizard.json", file_key="KEY5",
    )["result"]  # fmt: skip
    key = operations.upload(ticket, SAMPLE.read_bytes())

    def unreachable(*_: object, **__: object) -> None:
        raise OSError("database unreachable")

    with monkeypatch.context() as patched:
        patched.setattr("guinness.operations.import_jobs.resolve_scope", unreachable)
        with pytest.raises(OSError, match="database unreachable"):
            operations.uploaded(key)
    failed = operations.admin("import.status", job_id=ticket["job_id"])["result"]
    retried = operations.uploaded(key)

    assert failed["state"] == "failed"
    assert failed["error"]["code"] == "INTERNAL_ERROR"
    assert retried == {"jobs": {ticket["job_id"]: "completed"}}


def test_a_remote_task_folder_import_packs_the_markdown_and_imports_the_graph(
    operations: Operations, conn: Connection, monkeypatch, tmp_path: Path
) -> None:
    scope = make_scope(conn)
    (tmp_path / "base.md").write_text("---\nid: T1\ntitle: Base\n---\nSet up.\n")
    (tmp_path / "next.md").write_text("---\nid: T2\ntitle: Next\ndepends_on: [T1]\n---\n")
    sent: list[str] = []
    monkeypatch.setattr(
        "guinness.cli.remote.upload_file",
        lambda ticket, _name, body: sent.append(operations.upload(ticket, body)),
    )

    _, started, _ = operations.cli(
        "import", "tasks", str(tmp_path), "--project-id", str(scope.project_id)
    )
    operations.uploaded(sent[0])
    _, finished, _ = operations.cli("job", "status", "--id", started["job_id"])

    assert finished["state"] == "completed", finished
    assert finished["result"]["taskCount"] == 2
    assert finished["result"]["edgeCount"] == 1


def test_a_remote_code_folder_import_is_zipped_and_imported(
    operations: Operations, conn: Connection, monkeypatch, tmp_path: Path
) -> None:
    scope = make_scope(conn)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "Button.tsx").write_text(BUTTON)
    sent: list[str] = []
    monkeypatch.setattr(
        "guinness.cli.remote.upload_file",
        lambda ticket, _name, body: sent.append(operations.upload(ticket, body)),
    )

    _, started, _ = operations.cli(
        "import", "code", str(tmp_path), "--project-id", str(scope.project_id)
    )
    operations.uploaded(sent[0])
    _, finished, _ = operations.cli("job", "status", "--id", started["job_id"])

    assert finished["state"] == "completed", finished
    assert finished["result"]["components"] >= 1


def test_a_remote_code_connect_import_puts_the_mappings_on_the_imported_code(
    operations: Operations, conn: Connection, database: Database, monkeypatch, tmp_path: Path
) -> None:
    scope = make_scope(conn)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "Button.tsx").write_text(BUTTON)
    (tmp_path / "connect").mkdir()
    (tmp_path / "connect" / "Button.figma.tsx").write_text(
        'import figma from "@figma/code-connect"\n'
        'figma.connect(Button, "https://www.figma.com/design/KIT1234567890/Kit?node-id=4-20", '
        '{ props: { variant: figma.enum("Kind", { Main: "primary" }) } })\n'
    )
    sent: list[str] = []
    monkeypatch.setattr(
        "guinness.cli.remote.upload_file",
        lambda ticket, _name, body: sent.append(operations.upload(ticket, body)),
    )
    project = ("--project-id", str(scope.project_id))

    operations.cli("import", "code", str(tmp_path / "src"), *project)
    operations.uploaded(sent[0])
    _, started, _ = operations.cli("import", "code-connect", str(tmp_path / "connect"), *project)
    operations.uploaded(sent[1])
    _, finished, _ = operations.cli("job", "status", "--id", started["job_id"])

    assert finished["state"] == "completed", finished
    assert finished["result"]["connected_components"] == 1
    (button,) = PostgresDocumentStore(database).iter_all(
        DocumentKind.CODE, project_id=scope.project_id
    )
    assert button.body["code_connect"][0]["node_id"] == "4:20"


def test_a_code_connect_upload_that_is_not_its_json_fails_without_a_retry(
    operations: Operations, conn: Connection
) -> None:
    scope = make_scope(conn)
    ticket = operations.admin(
        "import.upload", kind="code-connect", project_id=scope.project_id, file_name="cc.json"
    )["result"]
    operations.uploaded(operations.upload(ticket, b'{"files": 3}'))
    status = operations.admin("import.status", job_id=ticket["job_id"])["result"]

    assert status["state"] == "failed"
    assert status["error"]["code"] == "VALIDATION_ERROR"


def test_a_remote_task_master_import_sends_the_file_and_its_tag(
    operations: Operations, conn: Connection, monkeypatch
) -> None:
    scope = make_scope(conn)
    sent: list[str] = []
    monkeypatch.setattr(
        "guinness.cli.remote.upload_file",
        lambda ticket, _name, body: sent.append(operations.upload(ticket, body)),
    )
    tasks_json = FIXTURES / "taskmaster" / "tasks.json"

    _, started, _ = operations.cli(
        "import", "tasks", str(tasks_json), "--tag", "gift-wrap",
        "--project-id", str(scope.project_id),
    )  # fmt: skip
    operations.uploaded(sent[0])
    _, finished, _ = operations.cli("job", "status", "--id", started["job_id"])

    assert finished["state"] == "completed", finished
    assert finished["result"]["taskCount"] == 2


def test_a_remote_code_import_keeps_its_code_source(
    operations: Operations, conn: Connection, database: Database, monkeypatch, tmp_path: Path
) -> None:
    scope = make_scope(conn)
    (tmp_path / "Button.tsx").write_text(BUTTON)
    sent: list[str] = []
    monkeypatch.setattr(
        "guinness.cli.remote.upload_file",
        lambda ticket, _name, body: sent.append(operations.upload(ticket, body)),
    )

    _, started, _ = operations.cli(
        "import", "code", str(tmp_path), "--source", "web", "--project-id", str(scope.project_id)
    )
    operations.uploaded(sent[0])
    operations.capsys.readouterr()  # the job's own log lines, not the CLI's answer
    _, finished, _ = operations.cli("job", "status", "--id", started["job_id"])

    assert finished["state"] == "completed", finished
    assert finished["result"]["code_source"] == "web"
    (button,) = PostgresDocumentStore(database).iter_all(
        DocumentKind.CODE, project_id=scope.project_id
    )
    assert button.body["code_source"] == "web"


@pytest.mark.parametrize("kind", ["design", "code", "code-connect", "tasks"])
def test_every_upload_kind_has_an_importer(kind: str) -> None:
    from guinness.operations.import_jobs import IMPORTERS

    assert kind in IMPORTERS
