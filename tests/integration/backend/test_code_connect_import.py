"""``POST /internal/imports/code-connect``: a code base's own Code Connect files (or the
JSON ``figma connect parse`` printed) put their mappings on the project's imported code,
in place of the ones it had, embeddings kept, and the index is rebuilt."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

from guinness.store.documents import DocumentKind
from tests.backend_stack import Backend

BUTTON_TEMPLATE = """// url=https://www.figma.com/design/KIT1234567890/Kit?node-id=4-20
// component=Button
const figma = require("figma")
const size = figma.selectedInstance.getEnum("Size", { Large: "lg", Small: "sm" })
const label = figma.selectedInstance.getString("Label")
const react = figma.helpers.react
export default {
  example: figma.code`<Button${react.renderProp("size", size)}>
    ${react.renderChildren(label)}</Button>`,
  id: "Button",
}
"""
MISSING_CONNECT = """import figma from "@figma/code-connect"
import { Carousel } from "./Carousel"
figma.connect(Carousel, "https://www.figma.com/design/KIT1234567890/Kit?node-id=9-1", {})
"""


def _import_code(backend: Backend, folder: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in folder.rglob("*"):
            if path.is_file() and "node_modules" not in path.parts:
                archive.write(path, path.relative_to(folder).as_posix())
    answer = backend.client.post(
        "/internal/imports/code",
        params={"archive_name": "shop.zip"},
        headers=backend.headers(),
        content=buffer.getvalue(),
    )
    assert answer.status_code == 200, answer.text


def _post(backend: Backend, body: object, *, scope: object = None):
    return backend.client.post(
        "/internal/imports/code-connect",
        headers={**backend.headers(scope), "content-type": "application/json"},  # type: ignore[arg-type]
        content=json.dumps(body).encode(),
    )


def _connected(backend: Backend) -> dict[str, list[dict[str, object]]]:
    return {
        document.body["component_name"]: document.body.get("code_connect", [])
        for document in backend.store.iter_all(
            DocumentKind.CODE, project_id=backend.scope.project_id
        )
        if document.body.get("code_connect")
    }


def test_mappings_land_on_the_named_components_and_the_index_is_rebuilt(
    backend: Backend, fixture_codebase: Path
) -> None:
    _import_code(backend, fixture_codebase)
    before = {
        document.doc_id: document.embedding
        for document in backend.store.iter_all(
            DocumentKind.CODE, project_id=backend.scope.project_id
        )
    }

    answer = _post(
        backend,
        {
            "files": [
                {"path": "src/Button.figma.ts", "content": BUTTON_TEMPLATE},
                {"path": "src/Carousel.figma.tsx", "content": MISSING_CONNECT},
                {"path": "src/notes.figma.ts", "content": "export const nothing = 1\n"},
            ]
        },
    )

    assert answer.status_code == 200, answer.text
    result = answer.json()
    assert (result["files"], result["mappings"], result["connected_components"]) == (3, 2, 1)
    assert result["unresolved"] == [
        {"component": "Carousel", "path": "src/Carousel.figma.tsx", "node_id": "9:1"}
    ]
    assert result["unreadable"] == ["src/notes.figma.ts"]
    assert result["index"]["status"] == "ready"
    (button,) = _connected(backend)["Button"]
    assert (button["file_key"], button["node_id"], button["path"]) == (
        "KIT1234567890",
        "4:20",
        "src/Button.figma.ts",
    )
    assert {item["figma"]: item["prop"] for item in button["properties"]} == {  # type: ignore[union-attr]
        "Size": "size",
        "Label": "children",
    }
    after = {
        document.doc_id: document.embedding
        for document in backend.store.iter_all(
            DocumentKind.CODE, project_id=backend.scope.project_id
        )
    }
    assert after == before  # the code set is the same, vectors kept


def test_a_second_import_replaces_the_mappings_and_parse_output_is_read(
    backend: Backend, fixture_codebase: Path
) -> None:
    _import_code(backend, fixture_codebase)
    _post(backend, {"files": [{"path": "src/Button.figma.ts", "content": BUTTON_TEMPLATE}]})
    parsed = {
        "figmaNode": "https://www.figma.com/design/KIT1234567890/Kit?node-id=5-1",
        "component": "Dialog",
        "template": 'const open = figma.selectedInstance.getBoolean("Open")\n'
        'export default { example: figma.code`<Dialog open=${open} />`, id: "Dialog" }',
        "source": "",
        "_codeConnectFilePath": "/home/someone/shop/src/Dialog.figma.ts",
    }

    answer = _post(backend, {"parsed": [parsed]})

    assert answer.status_code == 200, answer.text
    connected = _connected(backend)
    assert set(connected) == {"Dialog"}  # Button's mapping is gone
    (dialog,) = connected["Dialog"]
    assert dialog["path"] == "Dialog.figma.ts"  # no path of the machine the CLI ran on
    assert dialog["properties"] == [
        {"figma": "Open", "kind": "boolean", "prop": "open", "values": {}}
    ]


def test_bad_requests_get_clear_errors_and_change_nothing(
    backend: Backend, fixture_codebase: Path
) -> None:
    no_code = _post(backend, {"files": [{"path": "a.figma.ts", "content": BUTTON_TEMPLATE}]})
    assert no_code.status_code == 409
    assert "import the code base first" in no_code.json()["error"]["message"]

    _import_code(backend, fixture_codebase)
    for body, status in (
        ({"files": [{"path": "a.figma.ts", "content": "// nothing here"}]}, 422),
        ({"files": "not a list"}, 422),
        ({"unknown": 1}, 422),
    ):
        answer = _post(backend, body)
        assert answer.status_code == status, answer.text
        assert answer.json()["error"]["code"] == "VALIDATION_ERROR"
        assert "Traceback" not in answer.text
    broken = backend.client.post(
        "/internal/imports/code-connect",
        headers={**backend.headers(), "content-type": "application/json"},
        content=b"{not json",
    )
    assert broken.status_code == 422
    assert _connected(backend) == {}
    # The other project has no code: its import is refused, this one's is untouched.
    other = _post(
        backend,
        {"files": [{"path": "a.figma.ts", "content": BUTTON_TEMPLATE}]},
        scope=backend.other,
    )
    assert other.status_code == 409
