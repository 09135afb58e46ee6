"""The corpus generator writes Figma files the design import reads as Figma's own."""

from __future__ import annotations

import json

import pytest

from benchmarks.corpus.figma_file import DescriptionError, build_file
from guinness.designs import import_figma_file

DESCRIPTION = {
    "name": "Try",
    "file_key": "Try",
    "library": [
        {"name": "Icon", "variants": {"Name": ["Plus", "Close", "Arrow"]}},
        {
            "name": "Button",
            "variants": {"Variant": ["Primary", "Ghost"], "Size": ["Medium", "Small"]},
            "booleans": {"Show icon": False},
            "texts": {"Label": "Button"},
            "swaps": {"Icon": "Icon[Name=Plus]"},
            "layers": [
                {"instance": "Icon", "name": "Icon", "swap": "Icon", "visible": "Show icon"},
                {"text": "Label"},
            ],
        },
        {
            "name": "Toolbar",
            "layers": [{"instance": "Button", "name": "Save", "props": {"Label": "Save"}}],
        },
        {"name": "Logo"},
    ],
    "screens": [
        {
            "name": "Home",
            "children": [
                {"instance": "Logo"},
                {
                    "frame": "Header",
                    "children": [
                        {
                            "instance": "Button",
                            "name": "Add",
                            "props": {
                                "Variant": "Ghost",
                                "Show icon": True,
                                "Icon": "Icon[Name=Arrow]",
                                "Label": "Add item",
                            },
                        },
                        {
                            "instance": "Toolbar",
                            "nested": {"Save": {"props": {"Size": "Small", "Label": "Save all"}}},
                        },
                    ],
                },
            ],
        }
    ],
}


def test_instances_get_figmas_ids_and_their_properties_survive_the_import() -> None:
    document, listed = build_file(DESCRIPTION)
    imported = import_figma_file(
        json.dumps(document).encode(),
        project_id=1,
        organization_id=1,
        file_key="Try",
        node_ids=["1:0"],
    )
    instances = {item.node_id: item for item in imported.designs[0].instances}

    # The hidden icon of the toolbar's button is neither listed nor imported.
    assert list(instances) == ["1:1", "1:3", "I1:3;101:301", "1:4", "I1:4;102:1"]
    assert [item["id"] for item in listed] == list(instances)
    add = instances["1:3"]
    assert (add.component_set_name, add.variant) == (
        "Button",
        {"Variant": "Ghost", "Size": "Medium"},
    )
    assert (add.booleans, add.texts) == ({"Show icon": True}, {"Label": "Add item"})
    assert add.instance_swaps["Icon"].component_name == "Name=Arrow"
    assert instances["I1:3;101:301"].variant == {"Name": "Arrow"}
    save = instances["I1:4;102:1"]
    assert (save.variant["Size"], save.texts, save.depth) == ("Small", {"Label": "Save all"}, 3)


def test_a_description_naming_what_it_does_not_define_is_an_error() -> None:
    broken = {**DESCRIPTION, "screens": [{"name": "S", "children": [{"instance": "Card"}]}]}

    with pytest.raises(DescriptionError, match="'Card' names no library entry"):
        build_file(broken)
