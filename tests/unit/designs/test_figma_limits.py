"""Malformed, hostile and very large inputs: each is a clear error or imports fine."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from guinness.designs.figma_nodes import MAX_NODE_DEPTH
from guinness.errors import FigmaFileError, ValidationError

from .figma_factories import (
    SHOP,
    figma_file,
    fixture_bytes,
    import_file,
    large_figma_file,
    nested_frames,
    node,
    page,
)


def _file_with(*top_level: Any) -> dict[str, Any]:
    return figma_file(page("0:1", "Page", *top_level))


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"<html>Not Found</html>", "The Figma file is not valid JSON: Expecting value"),
        (b'{"document": \xff}', "The Figma file is not UTF-8 text (invalid byte at offset 13)."),
        (b"[1, 2]", "The Figma file's JSON must be an object, not an array."),
        ("null", "The Figma file's JSON must be an object, not null."),
        (b'{"name": "x"}', "The JSON has neither 'document' (GET /v1/files/:key) nor 'nodes'"),
        (
            b'{"status": 404, "err": "Not found"}',
            "The JSON is a Figma API error response (status 404: 'Not found'), not a file.",
        ),
        (b'{"document": []}', "The Figma file's 'document' is not an object."),
        (
            b'{"document": {"id": "1:1", "type": "FRAME"}}',
            "The Figma file's 'document' has type 'FRAME', expected 'DOCUMENT'.",
        ),
        (b'{"nodes": []}', "The Figma file's 'nodes' is not an object."),
        (b'{"nodes": {"1:2": {}}}', "The entry for node '1:2' in 'nodes' has no 'document'."),
        (
            b'{"document": {"id": "0:0", "type": "DOCUMENT"}, "components": []}',
            "The Figma file's 'components' is not an object.",
        ),
    ],
)
def test_input_that_is_not_a_figma_file_is_refused_with_a_specific_message(
    raw: bytes | str, message: str
) -> None:
    with pytest.raises(FigmaFileError) as raised:
        import_file(raw)

    assert raised.value.message.startswith(message)
    assert raised.value.code == "INVALID_FIGMA_FILE"
    assert raised.value.status == 422


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": {"0:1": {}}}},
            "In the Figma file, node 0:0 ('') has 'children' that is not a list.",
        ),
        (
            _file_with(node("FRAME", "1:1", "Home", {"name": "x", "type": "TEXT"})),
            "In the Figma file, a child of node 1:1 ('Home') has no string 'id'.",
        ),
        (
            _file_with(node("FRAME", "1:1", "Home", {"id": "1:2", "name": "x"})),
            "In the Figma file, a child of node 1:1 ('Home') (id 1:2) has no string 'type'.",
        ),
        (
            _file_with(node("FRAME", "1:1", "Home", "not a node")),
            "In the Figma file, a child of node 1:1 ('Home') is not an object.",
        ),
        (
            _file_with(node("FRAME", "1:1", "Home", node("TEXT", "1:2", name=7))),
            "In the Figma file, a child of node 1:1 ('Home') (id 1:2) has a 'name' that is not",
        ),
        (
            figma_file(node("FRAME", "1:1", "Loose frame")),
            "In the Figma file, the document holds node 1:1 ('Loose frame') of type 'FRAME'; "
            "a document holds only CANVAS pages.",
        ),
        (
            _file_with(node("RECTANGLE", "1:1", "Note"), node("GROUP", "1:2", "Ideas")),
            "The Figma file has no design to import: no page has a visible top-level frame,",
        ),
        (figma_file(), "The Figma file has no design to import"),
        (
            {"nodes": {"1:2": None}},
            "The Figma file holds no node for 1:2 (null in 'nodes'): Figma could not find them.",
        ),
    ],
)
def test_malformed_node_trees_are_refused_naming_the_node(
    data: dict[str, Any], message: str
) -> None:
    with pytest.raises(FigmaFileError) as raised:
        import_file(json.dumps(data))

    assert raised.value.message.startswith(message)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"project_id": 0}, "project_id must be a positive integer."),
        ({"organization_id": True}, "organization_id must be a positive integer."),
        ({"file_key": "a/b"}, "file_key must be the Figma file key"),
        ({"file_key": ""}, "file_key must be the Figma file key"),
        ({"node_ids": ["1:1", " "]}, "node_ids must be non-empty strings"),
    ],
)
def test_bad_arguments_are_validation_errors_not_file_errors(
    arguments: dict[str, Any], message: str
) -> None:
    with pytest.raises(ValidationError) as raised:
        import_file(fixture_bytes(SHOP), **arguments)

    assert raised.value.code == "VALIDATION_ERROR"
    assert raised.value.message.startswith(message)


def test_fifty_levels_of_nesting_import_with_the_right_depth_and_path() -> None:
    leaf = node("INSTANCE", "9:9", "Deep button", componentId="4:1")
    levels = 50
    data = _file_with(nested_frames(levels, leaf))
    data["components"] = {"4:1": {"key": "k", "name": "Button"}}

    deep = import_file(json.dumps(data)).designs[0].instances[0]

    assert (deep.component_name, deep.depth) == ("Button", levels)
    assert deep.path == [f"Level {level}" for level in range(1, levels + 1)]


def test_nesting_deeper_than_the_limit_is_a_clear_error() -> None:
    data = _file_with(nested_frames(MAX_NODE_DEPTH, node("TEXT", "9:9", characters="x")))

    with pytest.raises(FigmaFileError) as raised:
        import_file(json.dumps(data))

    assert raised.value.message == (
        f"The Figma file's node tree is nested more than {MAX_NODE_DEPTH} levels deep "
        f"(below node 5:{MAX_NODE_DEPTH - 1} ('Level {MAX_NODE_DEPTH - 1}'))."
    )


def test_absurd_nesting_is_a_clear_error_and_never_a_recursion_error() -> None:
    absurd_json = '{"document": ' + "[" * 200_000 + "]" * 200_000 + "}"
    # A parsed object is walked without recursion too, however deep it goes.
    absurd_object = _file_with(nested_frames(20_000, node("TEXT", "9:9")))

    with pytest.raises(FigmaFileError) as from_json:
        import_file(absurd_json)
    with pytest.raises(FigmaFileError) as from_object:
        import_file(absurd_object)

    assert from_json.value.message == "The Figma file's JSON is nested too deeply to read."
    assert from_object.value.message.startswith("The Figma file's node tree is nested more than")


def test_file_over_max_bytes_is_refused_before_parsing() -> None:
    raw = fixture_bytes(SHOP)

    with pytest.raises(FigmaFileError) as raised:
        import_file(raw, max_bytes=len(raw) - 1)

    assert raised.value.message == (
        f"The Figma file is {len(raw):,} bytes, over the limit of {len(raw) - 1:,} bytes (0.1 MB)."
    )
    assert import_file(raw, max_bytes=len(raw)).designs


def test_text_over_max_bytes_counts_utf8_bytes_not_characters() -> None:
    text = fixture_bytes(SHOP).decode()  # holds a non-ASCII "—"

    with pytest.raises(FigmaFileError):
        import_file(text, max_bytes=len(text))


def test_twenty_megabyte_file_imports_within_seconds() -> None:
    raw = large_figma_file(20 * 1024 * 1024)
    assert len(raw) >= 20 * 1024 * 1024

    start = time.perf_counter()
    result = import_file(raw)
    elapsed = time.perf_counter() - start

    screens = [design for design in result.designs if design.kind == "frame"]
    assert len(screens) == len(result.designs) - 1  # and the Components page's library
    assert all(design.counts.instances == 8 for design in screens)
    first = screens[0].instances[1]
    assert (first.component_set_name, first.variant, first.texts) == (
        "Button",
        {"Size": "Large"},
        {"Label": "Add to cart"},
    )
    assert result.warnings == []
    assert elapsed < 10, f"20 MB import took {elapsed:.1f} s"
