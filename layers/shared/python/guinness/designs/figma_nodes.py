"""Walking Figma node trees: the checking pass over the whole file, and the compact tree.

Every walk is iterative with an explicit stack, so a pathological file meets a clear
``FigmaFileError`` and never a ``RecursionError``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from guinness.designs.documents import DesignTreeNode
from guinness.designs.figma_components import ComponentCatalog
from guinness.designs.figma_source import Node
from guinness.errors import FigmaFileError

#: Deepest nesting accepted below the root. Real files stay far below it; it also keeps
#: the JSON (two levels per node: object and ``children`` array) within what the stdlib
#: parser reads without hitting the interpreter's recursion limit.
MAX_NODE_DEPTH = 300
#: Bounds of the compact tree kept in a design document.
MAX_TREE_NODES = 2000
MAX_TREE_DEPTH = 12

COMPONENT_TYPES = frozenset({"COMPONENT", "COMPONENT_SET"})


@dataclass(frozen=True)
class Located:
    """A node found by id, with the page (CANVAS) it lies on when the file says."""

    node: Node
    page: Node | None


def is_visible(node: Node) -> bool:
    """Figma omits ``visible`` for visible nodes and writes ``false`` for hidden ones."""
    return node.get("visible", True) is not False


def node_name(node: Node) -> str:
    """The layer name ("" when absent; the checking pass refused non-string names)."""
    name: str = node.get("name") or ""
    return name


def children_of(node: Node) -> list[Node]:
    """A checked node's children (empty when it has none)."""
    children: list[Node] | None = node.get("children")
    return children or []


def describe(node: Node) -> str:
    """``node 1:2 ('Checkout')`` for error and warning messages."""
    return f"node {node['id']} ({node_name(node)!r})"


def scan_file(
    roots: Iterable[Node], catalog: ComponentCatalog, wanted: Iterable[str] = ()
) -> dict[str, Located]:
    """Check every node's shape and depth, record components, and find ``wanted`` ids.

    Raises ``FigmaFileError`` naming the first malformed node. Returns the wanted nodes
    that exist (the first of each id, in document order).
    """
    wanted_ids = set(wanted)
    found: dict[str, Located] = {}
    for root in roots:
        problem = _shape_problem(root)
        if problem:
            raise FigmaFileError(f"A root node of the Figma file {problem}.")
        stack: list[tuple[Node, int, Node | None, str | None]] = [
            (root, 0, root if root["type"] == "CANVAS" else None, None)
        ]
        while stack:
            node, depth, page, parent_set_id = stack.pop()
            node_id: str = node["id"]
            node_type: str = node["type"]
            if node_type in COMPONENT_TYPES:
                catalog.add_node(node, parent_set_id)
            if node_id in wanted_ids and node_id not in found:
                found[node_id] = Located(node, page)
            children = node.get("children")
            if children is None:
                continue
            if not isinstance(children, list):
                raise FigmaFileError(
                    f"In the Figma file, {describe(node)} has 'children' that is not a list."
                )
            if children and depth >= MAX_NODE_DEPTH:
                raise FigmaFileError(
                    f"The Figma file's node tree is nested more than {MAX_NODE_DEPTH} levels "
                    f"deep (below {describe(node)})."
                )
            set_id = node_id if node_type == "COMPONENT_SET" else None
            entries = []
            for child in children:
                problem = _shape_problem(child)
                if problem:
                    raise FigmaFileError(
                        f"In the Figma file, a child of {describe(node)} {problem}."
                    )
                if node_type == "DOCUMENT" and child["type"] != "CANVAS":
                    raise FigmaFileError(
                        f"In the Figma file, the document holds {describe(child)} of type "
                        f"{child['type']!r}; a document holds only CANVAS pages."
                    )
                child_page = child if child["type"] == "CANVAS" else page
                entries.append((child, depth + 1, child_page, set_id))
            stack.extend(reversed(entries))  # so that children pop in document order
    return found


def _shape_problem(node: Any) -> str | None:
    if not isinstance(node, Mapping):
        return "is not an object"
    node_id = node.get("id")
    if not isinstance(node_id, str) or not node_id:
        return "has no string 'id'"
    node_type = node.get("type")
    if not isinstance(node_type, str) or not node_type:
        return f"(id {node_id}) has no string 'type'"
    if not isinstance(node.get("name", ""), str):
        return f"(id {node_id}) has a 'name' that is not a string"
    return None


def compact_tree(root: Node) -> DesignTreeNode:
    """The unit's visible nodes breadth-first, bounded; instances are shown without insides.

    Breadth-first so that a bounded tree keeps the unit's overall layout rather than the
    first deep branch.
    """
    top = _tree_entry(root)
    queue: deque[tuple[Node, dict[str, Any], int]] = deque([(root, top, 0)])
    budget = MAX_TREE_NODES - 1
    while queue:
        node, entry, depth = queue.popleft()
        if depth > 0 and node["type"] == "INSTANCE":
            continue
        visible = [child for child in children_of(node) if is_visible(child)]
        taken = visible[: max(budget, 0)] if depth < MAX_TREE_DEPTH else []
        budget -= len(taken)
        entry["omitted_children"] = len(visible) - len(taken)
        for child in taken:
            child_entry = _tree_entry(child)
            entry["children"].append(child_entry)
            queue.append((child, child_entry, depth + 1))
    return DesignTreeNode.model_validate(top)


def _tree_entry(node: Node) -> dict[str, Any]:
    return {"id": node["id"], "name": node_name(node), "type": node["type"], "children": []}
