"""The /nodes response form, and choosing design units with ``node_ids``."""

from __future__ import annotations

from typing import Any

import pytest

from guinness.designs import DesignDocument, DesignInstance
from guinness.errors import FigmaFileError

from .figma_factories import SHOP, fixture_bytes, fixture_json, import_file

Node = dict[str, Any]


def find(root: Node, node_id: str) -> Node:
    stack = [root]
    while stack:
        current = stack.pop()
        if current["id"] == node_id:
            return current
        stack.extend(current.get("children", []))
    raise KeyError(node_id)


def nodes_response(*node_ids: str, components: dict[str, list[str]]) -> dict[str, Any]:
    """A ``/v1/files/:key/nodes`` answer cut from the shop fixture.

    ``components`` names, per node, the components and sets its entry's maps hold (Figma
    sends, per node, only those the subtree uses).
    """
    data = fixture_json(SHOP)
    entries = {}
    for node_id in node_ids:
        wanted = components[node_id]
        entries[node_id] = {
            "document": find(data["document"], node_id),
            "components": {k: v for k, v in data["components"].items() if k in wanted},
            "componentSets": {k: v for k, v in data["componentSets"].items() if k in wanted},
            "schemaVersion": 0,
            "styles": {},
        }
    return {"name": data["name"], "lastModified": data["lastModified"], "nodes": entries}


def by_id(design: DesignDocument, node_id: str) -> DesignInstance:
    return next(item for item in design.instances if item.node_id == node_id)


def test_nodes_endpoint_form_imports_each_returned_node() -> None:
    response = nodes_response(
        "2:2",
        "1:17",
        components={"2:2": ["12:0", "12:2", "10:0", "10:1", "11:1"], "1:17": ["10:2", "11:2"]},
    )

    result = import_file(response)

    assert [(d.node_id, d.kind, d.name, d.page_id) for d in result.designs] == [
        ("2:2", "frame", "Payment failed", None),
        ("1:17", "node", "Pay button", None),
    ]
    failed, pay = result.designs
    assert by_id(failed, "2:4").component_set_name == "Button"
    assert by_id(failed, "2:3").variant == {"Type": "Error"}
    assert [(i.node_id, i.depth, i.path, i.parent_instance_id) for i in pay.instances] == [
        ("1:17", 0, [], None),
        ("I1:17;10:7", 1, ["Pay button"], "1:17"),
    ]
    # Each entry's maps are merged: the swap target comes from the instance's own entry.
    assert by_id(pay, "1:17").instance_swaps["Icon"].component_name == "Name=Lock"
    assert result.file_name == "Shop — Checkout"


def test_node_ids_select_exactly_the_named_nodes_at_any_depth_in_document_order() -> None:
    result = import_file(fixture_bytes(SHOP), node_ids=["2:5", "1-16"])

    assert [(d.design_id, d.kind, d.name, d.page_id) for d in result.designs] == [
        ("42_FileKey123_1:16", "frame", "Actions", "0:1"),
        ("42_FileKey123_2:5", "frame", "Order placed", "0:1"),
    ]
    assert [i.node_id for i in result.designs[0].instances] == ["1:17", "I1:17;10:7", "1:18"]
    assert result.designs[0].instances[0].path == ["Actions"]


def test_missing_node_id_is_an_error_naming_it() -> None:
    with pytest.raises(FigmaFileError) as raised:
        import_file(fixture_bytes(SHOP), node_ids=["1:16", "77:7", "88:8"])

    assert raised.value.message == "The Figma file has no node 77:7, 88:8 (named for import)."


def test_named_hidden_node_is_imported_because_it_was_asked_for() -> None:
    result = import_file(fixture_bytes(SHOP), node_ids=["3:3"])

    assert [text.text for text in result.designs[0].texts] == ["Basket"]
    assert result.warnings == []


def test_named_page_is_one_design_of_the_whole_page() -> None:
    design = import_file(fixture_bytes(SHOP), node_ids=["0:2"]).designs[0]

    assert (design.kind, design.name, design.page_id, design.counts.components) == (
        "node",
        "Components",
        "0:2",
        12,
    )
    assert design.texts[-1].text == "Use the large button for the primary action."


def test_naming_the_document_itself_is_refused() -> None:
    with pytest.raises(FigmaFileError) as raised:
        import_file(fixture_bytes(SHOP), node_ids=["0:0"])

    assert raised.value.message.startswith("Node 0:0 is the whole document")


def test_node_ids_reach_inside_nodes_form_entries_and_ignore_unnamed_null_entries() -> None:
    response = nodes_response("1:17", components={"1:17": ["10:2", "11:2"]})
    response["nodes"]["5:5"] = None

    result = import_file(response, node_ids=["I1:17;10:7"])

    assert [(d.node_id, d.kind) for d in result.designs] == [("I1:17;10:7", "node")]
    assert result.designs[0].instances[0].component_name == "Name=Lock"
