"""A code base's own Code Connect files are ground truth: the files the export writes,
put into the code base, make Des2Code answer their components with confidence 1.0 and
the props their mappings give; a Code Connect 1 file (figma.connect) is read too."""

from __future__ import annotations

import shutil
from pathlib import Path

from guinness.code import import_code_base
from guinness.code.code_connect_files import read_code_connect
from guinness.des2code.code_connect import export_code_connect
from guinness.designs import import_figma_file
from guinness.matching import build_index, match_design

DEMO = Path(__file__).resolve().parents[3] / "demo"
FILE_KEY = "DEMOCHECKOUT"


def _design() -> object:
    imported = import_figma_file(
        (DEMO / "figma" / "checkout.json").read_bytes(),
        project_id=1,
        organization_id=1,
        file_key=FILE_KEY,
    )
    return imported.designs[0]


def test_exported_code_connect_files_in_the_code_base_answer_their_components(
    tmp_path: Path,
) -> None:
    design = _design()
    code = import_code_base(DEMO / "codebase", project_id=1, organization_id=1)
    sources = {source.code_id: source for source in code.sources}
    before = match_design(design, build_index(code.sources)).usage_matches
    export = export_code_connect(before, design, sources)
    base = tmp_path / "codebase"
    shutil.copytree(DEMO / "codebase", base)
    for file in export.files:
        (base / "src" / file.path).write_text(file.content)

    reimported = import_code_base(base, project_id=1, organization_id=1)
    after = match_design(design, build_index(reimported.sources)).usage_matches

    names = {source.component_name for source in reimported.sources}
    assert not any(name.endswith("figma") for name in names)  # mappings, not components
    button = next(s for s in reimported.sources if s.component_name == "Button")
    assert button.code_connect
    assert button.code_connect[0].file_key == FILE_KEY
    connected = [m for m in after if any(e.signal == "code_connect" for e in m.evidence)]
    assert connected
    for match in connected:
        assert match.confidence == 1.0
        assert match.code_component in {"Button", "AppIcon", "AlertBanner"}
    pay = next(m for m in connected if m.code_component == "Button")
    previous = next(m for m in before if m.node_id == pay.node_id)
    assert pay.suggested_props["size"] == previous.suggested_props["size"]


def test_a_code_connect_1_file_is_read_with_its_prop_mappings() -> None:
    source = """
import figma from "@figma/code-connect"
import { Button } from "./Button"

figma.connect(Button, "https://www.figma.com/design/LIB1234567890/Kit?node-id=4-20", {
  props: {
    variant: figma.enum("Hierarchy", { Primary: "primary", "Secondary": "secondary" }),
    disabled: figma.boolean("Disabled"),
    label: figma.string("Label"),
  },
  example: ({ variant, disabled, label }) => (
    <Button variant={variant} disabled={disabled}>{label}</Button>
  ),
})
"""
    (mapping,) = read_code_connect("src/Button.figma.tsx", source)

    assert (mapping.file_key, mapping.node_id) == ("LIB1234567890", "4:20")
    assert mapping.component == "Button"
    by_figma = {item.figma: item for item in mapping.properties}
    assert by_figma["Hierarchy"].prop == "variant"
    assert by_figma["Hierarchy"].values == {"Primary": "primary", "Secondary": "secondary"}
    assert (by_figma["Disabled"].kind, by_figma["Disabled"].prop) == ("boolean", "disabled")
    assert (by_figma["Label"].kind, by_figma["Label"].prop) == ("string", "label")
