"""Factories for Figma REST API JSON: fixture files, small hand-built files, big files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from guinness.designs import FigmaImport, import_figma_file

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "figma"
SHOP = "shop_checkout.json"
WIZARD = "code-connect_dummy_api_response_for_wizard.json"

Node = dict[str, Any]


def fixture_bytes(name: str) -> bytes:
    """The raw bytes of a file under tests/fixtures/figma."""
    return (FIXTURES / name).read_bytes()


def fixture_json(name: str) -> dict[str, Any]:
    """A fixture file parsed, to be edited by a test."""
    data: dict[str, Any] = json.loads(fixture_bytes(name))
    return data


def import_file(raw: bytes | str | dict[str, Any], **overrides: Any) -> FigmaImport:
    """``import_figma_file`` with the test scope (project 42, org 7, key ``FileKey123``)."""
    arguments: dict[str, Any] = {"project_id": 42, "organization_id": 7, "file_key": "FileKey123"}
    arguments.update(overrides)
    return import_figma_file(raw, **arguments)


def node(type_: str, id_: str, name: str = "", *children: Node, **extra: Any) -> Node:
    """One node; ``children`` become its ``children`` list (omitted when there are none)."""
    result: Node = {"id": id_, "name": name or f"{type_.title()} {id_}", "type": type_}
    result.update(extra)
    if children:
        result["children"] = list(children)
    return result


def page(id_: str, name: str, *children: Node) -> Node:
    """A CANVAS with the given top-level nodes (an empty list when there are none)."""
    return {"id": id_, "name": name, "type": "CANVAS", "children": list(children)}


def figma_file(*pages: Node, **top: Any) -> dict[str, Any]:
    """A ``GET /v1/files/:key`` response holding ``pages``."""
    return {
        "name": "Test file",
        "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": list(pages)},
        "components": {},
        "componentSets": {},
        **top,
    }


def nested_frames(levels: int, leaf: Node) -> Node:
    """A frame ``levels`` deep (built without recursion), ``leaf`` at the bottom."""
    current = leaf
    for level in range(levels, 0, -1):
        current = node("FRAME", f"5:{level}", f"Level {level}", current)
    return current


def large_figma_file(target_bytes: int) -> bytes:
    """A realistic file of at least ``target_bytes``: screens of buttons, cards and text.

    Nodes carry the geometry and paint fields Figma writes, so the bytes per node are
    close to a real export.
    """
    sets = page(
        "0:2",
        "Components",
        node(
            "COMPONENT_SET",
            "10:0",
            "Button",
            node("COMPONENT", "10:1", "Size=Large, State=Default", **_paint()),
            node("COMPONENT", "10:2", "Size=Small, State=Hover", **_paint()),
            componentPropertyDefinitions={
                "Size": {"type": "VARIANT", "defaultValue": "Large", "variantOptions": ["Large"]},
                "Label#1:0": {"type": "TEXT", "defaultValue": "Button"},
            },
            **_paint(),
        ),
    )
    screens = page("0:1", "Screens")
    data = figma_file(
        screens,
        sets,
        components={
            "10:1": {"key": "k1", "name": "Size=Large, State=Default", "componentSetId": "10:0"},
            "10:2": {"key": "k2", "name": "Size=Small, State=Hover", "componentSetId": "10:0"},
        },
        componentSets={"10:0": {"key": "ks", "name": "Button"}},
    )
    screen_bytes = len(json.dumps(_screen(1)))
    count = target_bytes // screen_bytes + 1
    screens["children"] = [_screen(index) for index in range(1, count + 1)]
    return json.dumps(data).encode()


def _screen(index: int) -> Node:
    cards = []
    for card in range(8):
        prefix = f"{index}:{card}"
        button = node(
            "INSTANCE",
            f"{prefix}0",
            "Buy",
            node("TEXT", f"I{prefix}0;10:3", "Label", characters="Add to cart", **_paint()),
            componentId="10:1" if card % 2 else "10:2",
            componentProperties={
                "Size": {"type": "VARIANT", "value": "Large"},
                "Label#1:0": {"type": "TEXT", "value": "Add to cart"},
            },
            **_paint(),
        )
        cards.append(
            node(
                "FRAME",
                f"{prefix}1",
                f"Card {card}",
                node("RECTANGLE", f"{prefix}2", "Image", **_paint()),
                node("TEXT", f"{prefix}3", "Title", characters=f"Product {card}", **_paint()),
                node("VECTOR", f"{prefix}4", "Star", **_paint()),
                button,
                **_paint(),
            )
        )
    grid = node("GROUP", f"{index}:90", "Grid", *cards, **_paint())
    return node("FRAME", f"{index}:99", f"Screen {index}", grid, **_paint())


def _paint() -> dict[str, Any]:
    color = {"r": 0.85, "g": 0.85, "b": 0.85, "a": 1}
    bounds = {"x": -1094.5, "y": -630.25, "width": 230, "height": 63}
    return {
        "blendMode": "PASS_THROUGH",
        "absoluteBoundingBox": bounds,
        "absoluteRenderBounds": bounds,
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
        "fills": [{"blendMode": "NORMAL", "type": "SOLID", "color": color}],
        "strokes": [],
        "strokeWeight": 1,
        "strokeAlign": "INSIDE",
        "effects": [],
    }
