"""Several code sources per project: each is imported and re-imported on its own (a
re-import replaces only that source), the index covers all of them, code ids stay unique
and stable per source, and each match says which source it came from."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from guinness.code import import_code_base
from guinness.designs import import_figma_file
from guinness.matching import build_index, match_design
from guinness.store.documents import DocumentKind
from tests.backend_stack import Backend

DEMO = Path(__file__).resolve().parents[3] / "demo"
BADGE = """
export interface BadgeProps { tone?: "neutral" | "success" | "danger"; children?: React.ReactNode }
export function Badge({ tone = "neutral", children }: BadgeProps) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}
"""
TOOLTIP = """
export function Tooltip({ text }: { text: string }) { return <span role="tooltip">{text}</span>; }
"""


def _zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return buffer.getvalue()


def _folder_zip(folder: Path) -> bytes:
    return _zip(
        {
            path.relative_to(folder).as_posix(): path.read_text()
            for path in folder.rglob("*")
            if path.is_file() and "node_modules" not in path.parts
        }
    )


def _import(backend: Backend, body: bytes, source: str | None):
    params = {"archive_name": "code.zip", **({"source": source} if source else {})}
    return backend.client.post(
        "/internal/imports/code", params=params, headers=backend.headers(), content=body
    )


def _stored(backend: Backend) -> dict[str, tuple[str, dict[str, object], list[float] | None]]:
    return {
        document.doc_id: (
            str(document.body.get("code_source", "default")),
            document.body,
            document.embedding,
        )
        for document in backend.store.iter_all(
            DocumentKind.CODE, project_id=backend.scope.project_id
        )
    }


def test_re_importing_one_source_leaves_the_others_components_and_ids_untouched(
    backend: Backend, fixture_codebase: Path
) -> None:
    web = _import(backend, _folder_zip(fixture_codebase), "web")
    kit = _import(
        backend, _zip({"kit/src/Badge.tsx": BADGE, "kit/src/Tooltip.tsx": TOOLTIP}), "design-system"
    )
    assert web.status_code == kit.status_code == 200, web.text + kit.text
    assert kit.json()["code_source"] == "design-system"
    assert kit.json()["index"]["status"] == "ready"
    before = _stored(backend)
    kit_before = {key: value for key, value in before.items() if value[0] == "design-system"}
    web_ids = {key for key, value in before.items() if value[0] == "web"}
    assert len(kit_before) == 2
    assert len(web_ids) == web.json()["components"] > 10
    assert not web_ids & set(kit_before)

    again = _import(backend, _folder_zip(fixture_codebase), "web")  # the same code: the same ids
    smaller = _zip({"web/src/Tooltip.tsx": TOOLTIP})
    assert again.status_code == 200
    assert {k for k, v in _stored(backend).items() if v[0] == "web"} == web_ids
    replaced = _import(backend, smaller, "web")

    after = _stored(backend)
    assert replaced.status_code == 200
    assert {key: value for key, value in after.items() if value[0] == "design-system"} == (
        kit_before
    )  # bodies and vectors as they were
    assert [value[1]["component_name"] for value in after.values() if value[0] == "web"] == [
        "Tooltip"
    ]
    # The same file in two sources has two ids.
    assert not {k for k, v in after.items() if v[0] == "web"} & set(kit_before)
    listed = backend.client.get("/internal/code?limit=100", headers=backend.headers()).json()
    assert {item["code_source"] for item in listed["items"]} == {"web", "design-system"}


def test_a_bad_source_name_is_refused_and_changes_nothing(backend: Backend) -> None:
    _import(backend, _zip({"src/Badge.tsx": BADGE}), "web")
    before = _stored(backend)

    for name in ("Web App", "../web", "-web", "x" * 65):
        answer = _import(backend, _zip({"src/Tooltip.tsx": TOOLTIP}), name)
        assert answer.status_code == 422, name
        assert answer.json()["error"]["code"] == "VALIDATION_ERROR"

    assert _stored(backend) == before


def test_des2code_matches_across_sources_and_names_the_source_of_each_match() -> None:
    design = import_figma_file(
        (DEMO / "figma" / "checkout.json").read_bytes(),
        project_id=1,
        organization_id=1,
        file_key="DEMOCHECKOUT",
    ).designs[0]
    app = import_code_base(DEMO / "codebase", project_id=1, organization_id=1, code_source="web")
    kit = import_code_base(
        _zip({"kit/src/Badge.tsx": BADGE}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
        code_source="design-system",
    )
    index = build_index([*app.sources, *kit.sources])

    matches = [m for m in match_design(design, index).usage_matches if m.matched]

    assert matches
    by_id = {source.code_id: source.code_source for source in [*app.sources, *kit.sources]}
    for match in matches:
        assert match.code_source == by_id[match.code_id]
    assert {m.code_source for m in matches} <= {"web", "design-system"}
    assert "web" in {m.code_source for m in matches}


def test_re_importing_one_source_leaves_the_matches_of_the_other_as_they_were() -> None:
    design = import_figma_file(
        (DEMO / "figma" / "checkout.json").read_bytes(),
        project_id=1,
        organization_id=1,
        file_key="DEMOCHECKOUT",
    ).designs[0]
    kit = import_code_base(DEMO / "codebase", project_id=1, organization_id=1, code_source="kit")
    web = import_code_base(
        _zip({"web/src/Badge.tsx": BADGE}), project_id=1, organization_id=1, code_source="web"
    )
    web_again = import_code_base(
        _zip({"web/src/Tooltip.tsx": TOOLTIP}), project_id=1, organization_id=1, code_source="web"
    )

    before = match_design(design, build_index([*kit.sources, *web.sources])).usage_matches
    after = match_design(design, build_index([*kit.sources, *web_again.sources])).usage_matches

    kit_before = {
        m.node_id: (m.code_id, m.suggested_props) for m in before if m.code_source == "kit"
    }
    kit_after = {m.node_id: (m.code_id, m.suggested_props) for m in after if m.code_source == "kit"}
    assert kit_before
    assert {node: kit_after.get(node) for node in kit_before} == kit_before
