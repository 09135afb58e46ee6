"""Reading a code base's Code Connect mappings: from ``figma connect parse`` output, from a
folder, and putting them on the code sources they name."""

from __future__ import annotations

from pathlib import Path

import pytest

from guinness.code.code_connect_files import (
    attach_code_connect,
    code_connect_files_in,
    read_parse_output,
)
from guinness.contracts.code_connect import (
    MAX_CODE_CONNECT_FILE_BYTES,
    CodeConnectMapping,
    CodeConnectProperty,
)
from guinness.errors import ValidationError
from tests.unit.matching.factories import component

URL = "https://www.figma.com/design/KIT1234567890/Kit?node-id=4-20"
TEMPLATE = (
    'const size = figma.selectedInstance.getEnum("Size", { "Large": "lg" })\n'
    'const on = figma.selectedInstance.getBoolean("Disabled")\n'
    "export default { example: figma.code`<Button"
    '${figma.helpers.react.renderProp("size", size)} disabled=${on} />`, id: "Button" }'
)


def _mapping(component_name: str, node_id: str = "4:20") -> CodeConnectMapping:
    return CodeConnectMapping(
        file_key="KIT1234567890",
        node_id=node_id,
        component=component_name,
        path=f"{component_name}.figma.ts",
        properties=(CodeConnectProperty(figma="Size", kind="enum", prop="size"),),
    )


def test_parse_output_entries_give_their_node_component_and_property_reads() -> None:
    (mapping,) = read_parse_output(
        [
            {
                "figmaNode": URL,
                "component": "Button",
                "template": TEMPLATE,
                "source": "",
                "_codeConnectFilePath": "C:\\work\\shop\\src\\Button.figma.ts",
            }
        ]
    )

    assert (mapping.file_key, mapping.node_id, mapping.component) == (
        "KIT1234567890",
        "4:20",
        "Button",
    )
    assert mapping.path == "Button.figma.ts"  # the file's name, not the machine's path
    assert [(p.figma, p.kind, p.prop, p.values) for p in mapping.properties] == [
        ("Size", "enum", "size", {"Large": "lg"}),
        ("Disabled", "boolean", "disabled", {}),
    ]


@pytest.mark.parametrize(
    "entry",
    [
        {"component": "Button", "template": TEMPLATE},  # no node
        {"figmaNode": URL, "template": TEMPLATE},  # no component
        {"figmaNode": "https://example.com/x", "component": "Button"},  # not a Figma link
        {"figmaNode": "https://www.figma.com/design/KIT1234567890/Kit", "component": "B"},
        {"figmaNode": URL, "component": "X" * 300},  # beyond the contract
    ],
)
def test_parse_entries_without_a_readable_mapping_are_left_out(entry: dict[str, object]) -> None:
    assert read_parse_output([entry]) == []


def test_mappings_land_on_the_public_component_of_their_name_and_replace_old_ones() -> None:
    internal = component("Button", "src/internal/Button.tsx", internal=True)
    public = component("Button")
    dialog = component("Dialog")
    (dialog,), _ = attach_code_connect([dialog], [_mapping("Dialog", "9:9")])
    assert dialog.code_connect

    attached, unresolved = attach_code_connect(
        [internal, public, dialog], [_mapping("Button"), _mapping("Carousel", "1:2")]
    )

    by_path = {source.path: source for source in attached}
    assert [node.node_id for node in by_path[public.path].code_connect] == ["4:20"]
    assert by_path[internal.path].code_connect == []
    assert by_path[dialog.path].code_connect == []  # the earlier mapping is replaced
    assert [item.component for item in unresolved] == ["Carousel"]
    assert attached[0] is internal  # unchanged sources are the same objects


def test_an_alias_or_export_name_is_a_name_a_mapping_can_use() -> None:
    aliased = component("DialogRoot", export_names=["Dialog"])

    (found,), unresolved = attach_code_connect([aliased], [_mapping("Dialog")])

    assert found.code_connect
    assert unresolved == []


def test_a_folder_gives_its_code_connect_files_outside_dependencies(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "node_modules" / "kit").mkdir(parents=True)
    (tmp_path / ".cache").mkdir()
    (tmp_path / "src" / "Button.figma.tsx").write_text("// a")
    (tmp_path / "src" / "Button.tsx").write_text("// not a mapping")
    (tmp_path / "node_modules" / "kit" / "Kit.figma.ts").write_text("// theirs")
    (tmp_path / ".cache" / "Old.figma.ts").write_text("// hidden")

    found = code_connect_files_in(tmp_path)

    assert [(file.path, file.content) for file in found] == [("src/Button.figma.tsx", "// a")]


def test_an_oversized_or_binary_code_connect_file_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "Big.figma.ts"
    big.write_bytes(b"/" * (MAX_CODE_CONNECT_FILE_BYTES + 1))
    with pytest.raises(ValidationError, match="larger than"):
        code_connect_files_in(tmp_path)
    big.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ValidationError, match="not UTF-8"):
        code_connect_files_in(tmp_path)
