"""Reading a Figma REST API response: size, encoding, JSON, and which of its shapes it is.

Two shapes are accepted: ``GET /v1/files/:key`` (``{"document": ..., "components": ...,
"componentSets": ...}``) and ``GET /v1/files/:key/nodes`` (``{"nodes": {"1:2":
{"document": ..., "components": ..., "componentSets": ...}}}``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from guinness.errors import FigmaFileError

Node = Mapping[str, Any]


@dataclass(frozen=True)
class FigmaSource:
    """The parts of a Figma response the import reads, in document order."""

    form: Literal["file", "nodes"]
    #: The DOCUMENT (file form) or each returned node (nodes form), in the file's order.
    roots: list[Node]
    #: ``components`` / ``componentSets`` maps, merged over every returned node.
    components: dict[str, Node] = field(default_factory=dict)
    component_sets: dict[str, Node] = field(default_factory=dict)
    #: Node ids the nodes form answered with ``null`` (Figma could not find them).
    null_nodes: list[str] = field(default_factory=list)
    file_name: str | None = None


def load_json(raw: bytes | bytearray | str | Mapping[str, Any], *, max_bytes: int) -> Node:
    """Decode ``raw`` into the top-level JSON object, or raise ``FigmaFileError``."""
    if isinstance(raw, Mapping):
        return raw
    if isinstance(raw, str):
        size = len(raw) if raw.isascii() else len(raw.encode("utf-8", "surrogatepass"))
        text = raw
    elif isinstance(raw, bytes | bytearray):
        size = len(raw)
        text = ""
    else:
        raise FigmaFileError(f"The Figma file must be JSON text, not {type(raw).__name__}.")
    if size > max_bytes:
        raise FigmaFileError(
            f"The Figma file is {size:,} bytes, over the limit of {max_bytes:,} bytes "
            f"({_megabytes(max_bytes)})."
        )
    if not isinstance(raw, str):
        try:
            # utf-8-sig: a byte order mark from a text editor is harmless, so accept it.
            text = bytes(raw).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise FigmaFileError(
                f"The Figma file is not UTF-8 text (invalid byte at offset {exc.start})."
            ) from None
    try:
        data = json.loads(text)
    except RecursionError:
        raise FigmaFileError("The Figma file's JSON is nested too deeply to read.") from None
    except ValueError as exc:
        raise FigmaFileError(f"The Figma file is not valid JSON: {exc}.") from None
    if not isinstance(data, dict):
        raise FigmaFileError(f"The Figma file's JSON must be an object, not {_json_type(data)}.")
    return data


def read_source(data: Node) -> FigmaSource:
    """Recognise the response shape and collect its roots and component maps."""
    file_name = data.get("name") if isinstance(data.get("name"), str) else None
    if "document" in data:
        document = data["document"]
        if not isinstance(document, Mapping):
            raise FigmaFileError("The Figma file's 'document' is not an object.")
        if document.get("type") != "DOCUMENT":
            raise FigmaFileError(
                f"The Figma file's 'document' has type {document.get('type')!r}, "
                "expected 'DOCUMENT'."
            )
        return FigmaSource(
            form="file",
            roots=[document],
            components=_component_map(data, "components"),
            component_sets=_component_map(data, "componentSets"),
            file_name=file_name,
        )
    if "nodes" in data:
        return _read_nodes_form(data, file_name)
    if "err" in data or "error" in data:
        # What Figma answers instead of a file, e.g. {"status": 404, "err": "Not found"}.
        detail = data.get("err", data.get("error"))
        raise FigmaFileError(
            f"The JSON is a Figma API error response (status {data.get('status')!r}: "
            f"{detail!r}), not a file."
        )
    raise FigmaFileError(
        "The JSON has neither 'document' (GET /v1/files/:key) nor 'nodes' "
        "(GET /v1/files/:key/nodes); it is not a Figma file."
    )


def _read_nodes_form(data: Node, file_name: str | None) -> FigmaSource:
    nodes = data["nodes"]
    if not isinstance(nodes, Mapping):
        raise FigmaFileError("The Figma file's 'nodes' is not an object.")
    roots: list[Node] = []
    components: dict[str, Node] = {}
    component_sets: dict[str, Node] = {}
    null_nodes: list[str] = []
    for node_id, entry in nodes.items():
        if entry is None:
            null_nodes.append(str(node_id))
            continue
        if not isinstance(entry, Mapping) or not isinstance(entry.get("document"), Mapping):
            raise FigmaFileError(f"The entry for node {node_id!r} in 'nodes' has no 'document'.")
        roots.append(entry["document"])
        components.update(_component_map(entry, "components"))
        component_sets.update(_component_map(entry, "componentSets"))
    return FigmaSource(
        form="nodes",
        roots=roots,
        components=components,
        component_sets=component_sets,
        null_nodes=null_nodes,
        file_name=file_name,
    )


def _component_map(container: Node, key: str) -> dict[str, Node]:
    value = container.get(key)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise FigmaFileError(f"The Figma file's {key!r} is not an object.")
    # Entries are optional metadata: keep the well-formed ones rather than refuse the file.
    return {str(k): v for k, v in value.items() if isinstance(v, Mapping)}


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"


def _json_type(value: object) -> str:
    names = {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}
    return names.get(type(value), "a number")
