"""Figma design import speed and memory on a generated ~10 MB file.

Goal (design import issue): a 10 MB file imports in <= 3 s. The file is generated in
memory: pages of screens built from a Button / Icon / Card library, with nested
instances, swaps, text, hidden layers and the geometry and paint fields Figma writes.
Time is the median of several imports in this process; peak memory is measured with
tracemalloc around one more import (the Python heap it allocates, the parsed JSON
included, the input bytes not), in a separate run because tracing slows the import down.
"""

from __future__ import annotations

import json
import statistics
import time
import tracemalloc
from typing import Any

from guinness.designs import import_figma_file

TARGET_BYTES = 10 * 1024 * 1024
RUNS = 3


def main() -> None:
    raw = generate_file(TARGET_BYTES)
    seconds = []
    for _ in range(RUNS):
        start = time.perf_counter()
        import_figma_file(raw, project_id=1, organization_id=1, file_key="Bench")
        seconds.append(time.perf_counter() - start)
    tracemalloc.start()
    import_figma_file(raw, project_id=1, organization_id=1, file_key="Bench")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    size = f"{round(len(raw) / (1024 * 1024))}MB"
    print(f"figma_import {size} time: {statistics.median(seconds):.2f} s")
    print(f"figma_import {size} peak memory: {peak / (1024 * 1024):.0f} MB")


def generate_file(target_bytes: int) -> bytes:
    """A Figma ``GET /v1/files/:key`` response of at least ``target_bytes``."""
    library = _node(
        "CANVAS",
        "0:9",
        "Library",
        [
            _node(
                "COMPONENT_SET",
                "10:0",
                "Button",
                [_node("COMPONENT", f"10:{i + 1}", name, []) for i, name in enumerate(_BUTTONS)],
                componentPropertyDefinitions={
                    "Size": _variant_definition("Large", ["Large", "Small"]),
                    "State": _variant_definition("Default", ["Default", "Hover"]),
                    "Label#1:0": {"type": "TEXT", "defaultValue": "Button"},
                    "Show icon#1:1": {"type": "BOOLEAN", "defaultValue": True},
                    "Icon#1:2": {"type": "INSTANCE_SWAP", "defaultValue": "11:1"},
                },
            ),
            _node(
                "COMPONENT_SET",
                "11:0",
                "Icon",
                [
                    _node("COMPONENT", "11:1", "Name=Cart", []),
                    _node("COMPONENT", "11:2", "Name=Heart", []),
                ],
                componentPropertyDefinitions={
                    "Name": _variant_definition("Cart", ["Cart", "Heart"])
                },
            ),
        ],
    )
    components = {f"10:{i + 1}": _entry(name, "10:0") for i, name in enumerate(_BUTTONS)}
    components |= {"11:1": _entry("Name=Cart", "11:0"), "11:2": _entry("Name=Heart", "11:0")}
    screen_size = len(json.dumps(_screen(1)))
    per_page = 40
    screens = [_screen(i) for i in range(1, target_bytes // screen_size + 2)]
    pages = [
        _node("CANVAS", f"0:{p + 1}", f"Flow {p + 1}", screens[p * per_page : (p + 1) * per_page])
        for p in range((len(screens) + per_page - 1) // per_page)
    ]
    document = {
        "name": "Benchmark shop",
        "document": _node("DOCUMENT", "0:0", "Document", [*pages, library]),
        "components": components,
        "componentSets": {"10:0": _entry("Button"), "11:0": _entry("Icon")},
        "schemaVersion": 0,
        "styles": {},
    }
    return json.dumps(document).encode()


_BUTTONS = [f"Size={s}, State={t}" for s in ("Large", "Small") for t in ("Default", "Hover")]


def _screen(index: int) -> dict[str, Any]:
    cards = []
    for card in range(12):
        base = f"{index}:{card:02d}"
        button_id = f"{base}0"
        buy = _node(
            "INSTANCE",
            button_id,
            "Buy",
            [
                _node(
                    "INSTANCE",
                    f"I{button_id};10:5",
                    "Icon",
                    [_node("VECTOR", f"I{button_id};10:5;11:3", "Shape", [])],
                    componentId="11:2" if card % 3 == 0 else "11:1",
                    componentProperties={"Name": {"type": "VARIANT", "value": "Cart"}},
                ),
                _node("TEXT", f"I{button_id};10:6", "Label", [], characters="Add to cart"),
            ],
            componentId=f"10:{card % 4 + 1}",
            componentProperties={
                "Size": {"type": "VARIANT", "value": "Large"},
                "State": {"type": "VARIANT", "value": "Default"},
                "Label#1:0": {"type": "TEXT", "value": "Add to cart"},
                "Show icon#1:1": {"type": "BOOLEAN", "value": True},
                "Icon#1:2": {"type": "INSTANCE_SWAP", "value": "11:1"},
            },
        )
        children = [
            _node("RECTANGLE", f"{base}1", "Image", []),
            _node("TEXT", f"{base}2", "Title", [], characters=f"Product {card} of screen {index}"),
            _node("TEXT", f"{base}3", "Price", [], characters=f"${card + 9}.99"),
            _node("GROUP", f"{base}4", "Rating", [_node("VECTOR", f"{base}5", "Star", [])]),
            _node("TEXT", f"{base}6", "Draft note", [], characters="hidden", visible=False),
            buy,
        ]
        cards.append(_node("FRAME", f"{base}7", f"Card {card}", children))
    grid = _node("FRAME", f"{index}:990", "Grid", cards)
    return _node("FRAME", f"{index}:999", f"Screen {index}", [grid])


def _node(type_: str, id_: str, name: str, children: list[Any], **extra: Any) -> dict[str, Any]:
    node: dict[str, Any] = {"id": id_, "name": name, "type": type_, **extra}
    if type_ not in ("DOCUMENT", "CANVAS"):
        bounds = {"x": 120.5, "y": -640.25, "width": 230, "height": 63}
        node |= {
            "blendMode": "PASS_THROUGH",
            "absoluteBoundingBox": bounds,
            "absoluteRenderBounds": bounds,
            "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
            "fills": [{"blendMode": "NORMAL", "type": "SOLID", "color": _GREY}],
            "strokes": [],
            "strokeWeight": 1,
            "strokeAlign": "INSIDE",
            "effects": [],
        }
    if children or type_ not in ("TEXT", "VECTOR", "RECTANGLE"):
        node["children"] = children
    return node


_GREY = {"r": 0.85, "g": 0.85, "b": 0.85, "a": 1}


def _variant_definition(default: str, options: list[str]) -> dict[str, Any]:
    return {"type": "VARIANT", "defaultValue": default, "variantOptions": options}


def _entry(name: str, set_id: str | None = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"key": f"key-{name}", "name": name, "description": ""}
    if set_id:
        entry["componentSetId"] = set_id
    return entry


if __name__ == "__main__":
    main()
