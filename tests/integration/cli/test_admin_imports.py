from __future__ import annotations

import json
from pathlib import Path

import pytest

from guinness.cli import admin
from guinness.db.ai_store.postgres import PostgresDocumentStore
from guinness.db.connection import Connection, Database
from guinness.db.databases import url_for
from guinness.store.documents import DocumentKind
from tests.backend_stack import INTERNAL_KEY, Backend
from tests.factories import make_scope
from tests.servers import serve

SAMPLE = (
    Path(__file__).resolve().parents[2]
    / "fixtures"
    / "figma"
    / "code-connect_dummy_api_response_for_wizard.json"
)


@pytest.fixture
def run(db_settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]):
    monkeypatch.setenv("DATABASE_URL", url_for(db_settings))

    def _run(*argv: str) -> tuple[int, str, str]:
        code = admin.main(list(argv))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return _run


def test_a_design_imports_in_process_through_the_backend_service(
    run, conn: Connection, database: Database
) -> None:
    scope = make_scope(conn)

    code, out, err = run(
        "import", "design", str(SAMPLE), "--project-id", str(scope.project_id), "--file-key", "KEY1"
    )

    assert code == 0, err
    result = json.loads(out)
    assert [d["import_status"] for d in result["designs"]] == ["completed"]
    store = PostgresDocumentStore(database)
    assert store.get(
        DocumentKind.DESIGN, project_id=scope.project_id, doc_id=result["designs"][0]["design_id"]
    )


def test_a_design_imports_through_a_running_backend(run, backend: Backend, monkeypatch) -> None:
    monkeypatch.setenv("BACKEND_INTERNAL_API_KEY", INTERNAL_KEY)
    with serve(backend.client.app) as url:
        code, out, err = run(
            "import",
            "design",
            str(SAMPLE),
            "--project-id",
            str(backend.scope.project_id),
            "--file-key",
            "KEY2",
            "--backend-url",
            url,
        )

    assert code == 0, err
    assert json.loads(out)["designs"][0]["design_id"].endswith("_KEY2_0:1")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--project-id", "424242", "--file-key", "K"), "Project 424242 does not exist"),
        (("--project-id", "1", "--file-key", "bad key"), "file_key"),
    ],
)
def test_import_failures_are_one_line_errors(run, conn: Connection, argv, message) -> None:
    make_scope(conn)

    code, out, err = run("import", "design", str(SAMPLE), *argv)

    assert code == 1
    assert out == ""
    assert message in err
    assert err.count("\n") == 1


def test_an_unreadable_file_is_a_one_line_error(run, tmp_path: Path) -> None:
    code, _, err = run(
        "import", "design", str(tmp_path / "missing.json"), "--project-id", "1", "--file-key", "K"
    )

    assert code == 1
    assert "cannot read" in err


def test_backend_url_needs_the_internal_key(run, monkeypatch) -> None:
    monkeypatch.delenv("BACKEND_INTERNAL_API_KEY", raising=False)

    code, _, err = run(
        "import",
        "design",
        str(SAMPLE),
        "--project-id",
        "1",
        "--file-key",
        "K",
        "--backend-url",
        "http://127.0.0.1:9",
    )

    assert code == 1
    assert "BACKEND_INTERNAL_API_KEY" in err


def test_a_code_base_folder_imports_in_process_and_its_index_becomes_ready(
    run, conn: Connection, fixture_codebase: Path
) -> None:
    scope = make_scope(conn)

    code, out, err = run(
        "import", "code", str(fixture_codebase), "--project-id", str(scope.project_id)
    )

    assert code == 0, err
    result = json.loads(out)
    assert result["components"] > 10
    assert result["index"]["status"] == "ready"


def test_a_code_base_folder_imports_through_a_running_backend(
    run, backend: Backend, monkeypatch, fixture_codebase: Path
) -> None:
    monkeypatch.setenv("BACKEND_INTERNAL_API_KEY", INTERNAL_KEY)
    with serve(backend.client.app) as url:
        code, out, err = run(
            "import",
            "code",
            str(fixture_codebase),
            "--project-id",
            str(backend.scope.project_id),
            "--backend-url",
            url,
        )

    assert code == 0, err
    assert json.loads(out)["index"]["status"] == "ready"


_BUTTON_CONNECT = """import figma from "@figma/code-connect"
import { Button } from "./Button"
figma.connect(Button, "https://www.figma.com/design/KIT1234567890/Kit?node-id=4-20", {
  props: { variant: figma.enum("Kind", { Main: "primary" }) },
})
"""


def test_code_connect_files_import_in_process_onto_the_imported_code(
    run, conn: Connection, database: Database, tmp_path: Path, fixture_codebase: Path
) -> None:
    scope = make_scope(conn)
    run("import", "code", str(fixture_codebase), "--project-id", str(scope.project_id))
    folder = tmp_path / "connect"
    (folder / "node_modules" / "kit").mkdir(parents=True)
    (folder / "Button.figma.tsx").write_text(_BUTTON_CONNECT)
    (folder / "node_modules" / "kit" / "Dialog.figma.tsx").write_text(_BUTTON_CONNECT)

    code, out, err = run(
        "import", "code-connect", str(folder), "--project-id", str(scope.project_id)
    )

    assert code == 0, err
    result = json.loads(out)
    assert (result["files"], result["mappings"], result["connected_components"]) == (1, 1, 1)
    assert result["index"]["status"] == "ready"
    store = PostgresDocumentStore(database)
    (button,) = [
        document.body
        for document in store.iter_all(DocumentKind.CODE, project_id=scope.project_id)
        if document.body.get("code_connect")
    ]
    assert button["component_name"] == "Button"
    assert button["code_connect"][0]["properties"][0]["values"] == {"Main": "primary"}


def test_code_connect_parse_output_imports_through_a_running_backend(
    run, backend: Backend, monkeypatch, tmp_path: Path, fixture_codebase: Path
) -> None:
    monkeypatch.setenv("BACKEND_INTERNAL_API_KEY", INTERNAL_KEY)
    parsed = tmp_path / "parsed.json"
    parsed.write_text(
        json.dumps(
            [
                {
                    "figmaNode": "https://www.figma.com/design/KIT1234567890/Kit?node-id=4-20",
                    "component": "Button",
                    "template": 'const kind = figma.selectedInstance.getEnum("Kind", '
                    '{ Main: "primary" })\nexport default { example: figma.code`<Button '
                    '${figma.helpers.react.renderProp("variant", kind)} />`, id: "Button" }',
                }
            ]
        )
    )
    with serve(backend.client.app) as url:
        run("import", "code", str(fixture_codebase), "--project-id", str(backend.scope.project_id),
            "--backend-url", url)  # fmt: skip
        code, out, err = run(
            "import", "code-connect", "--parsed", str(parsed),
            "--project-id", str(backend.scope.project_id), "--backend-url", url,
        )  # fmt: skip

    assert code == 0, err
    assert json.loads(out)["connected_components"] == 1


def test_code_connect_import_errors_are_one_line(run, conn: Connection, tmp_path: Path) -> None:
    scope = make_scope(conn)
    empty = tmp_path / "empty"
    empty.mkdir()
    project = ("--project-id", str(scope.project_id))

    for argv, message in (
        (("import", "code-connect", *project), "give DIR or --parsed FILE"),
        (("import", "code-connect", str(tmp_path / "nope"), *project), "not a folder"),
        (("import", "code-connect", str(empty), *project), "No Code Connect mapping found"),
    ):
        code, _, err = run(*argv)
        assert code != 0
        assert message in err
        assert "Traceback" not in err
    (empty / "Button.figma.tsx").write_text(_BUTTON_CONNECT)
    code, _, err = run("import", "code-connect", str(empty), *project)
    assert code != 0
    assert "import the code base first" in err


TASK_MASTER = Path(__file__).resolve().parents[2] / "fixtures" / "taskmaster" / "tasks.json"


def test_a_task_master_file_imports_in_process_and_through_a_backend_with_its_tag(
    run, conn: Connection, backend: Backend, monkeypatch
) -> None:
    scope = make_scope(conn)

    code, out, err = run("import", "tasks", str(TASK_MASTER), "--project-id", str(scope.project_id))
    assert code == 0, err
    assert json.loads(out)["taskCount"] == 84  # 50 tasks and 34 subtasks of "master"

    monkeypatch.setenv("BACKEND_INTERNAL_API_KEY", INTERNAL_KEY)
    with serve(backend.client.app) as url:
        code, out, err = run(
            "import", "tasks", str(TASK_MASTER), "--tag", "gift-wrap",
            "--project-id", str(backend.scope.project_id), "--backend-url", url,
        )  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["taskCount"] == 2
    code, _, err = run("import", "tasks", str(TASK_MASTER), "--tag", "nope", "--project-id", "1")
    assert code != 0
    assert "no tag 'nope' (tags: gift-wrap, master)" in err


def test_code_sources_import_in_process_each_replacing_only_itself(
    run, conn: Connection, database: Database, tmp_path: Path, fixture_codebase: Path
) -> None:
    scope = make_scope(conn)
    kit = tmp_path / "kit"
    kit.mkdir()
    (kit / "Pill.tsx").write_text(
        "export function Pill({ text }: { text: string }) { return <b>{text}</b>; }\n"
    )
    project = ("--project-id", str(scope.project_id))

    assert run("import", "code", str(fixture_codebase), "--source", "web", *project)[0] == 0
    code, out, err = run("import", "code", str(kit), "--source", "design-system", *project)

    assert code == 0, err
    assert json.loads(out)["code_source"] == "design-system"
    sources = {
        document.body["code_source"]
        for document in PostgresDocumentStore(database).iter_all(
            DocumentKind.CODE, project_id=scope.project_id
        )
    }
    assert sources == {"web", "design-system"}
    with pytest.raises(SystemExit):
        run("import", "code", str(kit), "--source", "Design System", *project)


def _write_tasks(folder: Path) -> Path:
    folder.mkdir()
    (folder / "a.md").write_text("---\nid: A\ntitle: Set up\n---\nInstall.\n")
    (folder / "b.md").write_text("---\nid: B\ntitle: Build\ndepends_on: [A, Z]\n---\nBuild.\n")
    return folder


def test_task_files_import_in_process_and_report_dangling_references(
    run, conn: Connection, tmp_path: Path
) -> None:
    scope = make_scope(conn)

    code, out, _ = run(
        "import",
        "tasks",
        str(_write_tasks(tmp_path / "tasks")),
        "--project-id",
        str(scope.project_id),
    )

    assert code == 0
    result = json.loads(out)
    assert (result["taskCount"], result["edgeCount"]) == (2, 1)
    assert result["danglingReferences"] == [{"taskId": "B", "missingId": "Z"}]


def test_strict_task_import_through_a_backend_refuses_problems(
    run, backend: Backend, monkeypatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("BACKEND_INTERNAL_API_KEY", INTERNAL_KEY)
    folder = _write_tasks(tmp_path / "tasks")
    with serve(backend.client.app) as url:
        code, _, err = run(
            "import",
            "tasks",
            str(folder),
            "--project-id",
            str(backend.scope.project_id),
            "--strict",
            "--backend-url",
            url,
        )

    assert code == 1
    assert "Z" in err


def test_index_build_and_status_commands(run, conn: Connection, fixture_codebase: Path) -> None:
    scope = make_scope(conn)
    run("import", "code", str(fixture_codebase), "--project-id", str(scope.project_id))

    code, out, _ = run("index", "build", "--project-id", str(scope.project_id))
    assert code == 0
    built = json.loads(out)
    code, out, _ = run("index", "status", "--project-id", str(scope.project_id))

    assert built["status"] == "ready"
    status = json.loads(out)
    assert status["current"]["index_id"] == built["index_id"] == status["latest"]["index_id"]


def test_a_design_imports_in_process_from_its_figma_link_with_the_local_token(
    run, conn: Connection, monkeypatch, tmp_path: Path
) -> None:
    from io import StringIO

    from guinness.local.fake_figma import FakeFigma

    scope = make_scope(conn)
    project = str(scope.project_id)
    fake = FakeFigma.serving({"LinkKey000001": SAMPLE}, tokens={"figd_cli_token": None})
    monkeypatch.setenv("LOCAL_DATA_DIR", str(tmp_path))
    with serve(fake.app()) as figma_url:
        monkeypatch.setenv("FIGMA_API_URL", figma_url)
        link = "https://www.figma.com/file/LinkKey000001/Wizard"
        code, _, err = run("import", "design", "--project-id", project, "--figma-url", link)
        assert code == 1
        assert "no Figma token" in err

        monkeypatch.setattr("sys.stdin", StringIO("figd_cli_token\n"))
        code, out, _ = run("figma-token", "set", "--project-id", project)
        assert (code, json.loads(out)["stored"]) == (0, True)
        token_file = tmp_path / "figma-tokens" / f"{project}.json"
        assert token_file.stat().st_mode & 0o077 == 0  # the owner's only

        code, out, err = run("import", "design", "--project-id", project, "--figma-url", link)
        assert code == 0, err
        assert [d["import_status"] for d in json.loads(out)["designs"]] == ["completed"]
        assert "figd_cli_token" not in out + err

        code, _, err = run("import", "design", "--project-id", project)
        assert code == 1
        assert "--figma-url" in err
