"""Import a Figma file (Figma REST API JSON) as design documents, one per design unit.

Design units, in document order:

* without ``node_ids``: each visible top-level FRAME or SECTION of each page, and, per
  page, one "component_library" unit holding its top-level COMPONENT / COMPONENT_SET
  nodes (``node_id`` = the page id; placed where the first of them stands);
* with ``node_ids``: exactly the named nodes, at any depth.

Pure domain code: no I/O besides reading the given JSON. Every failure is a
``FigmaFileError`` (or ``ValidationError`` for bad arguments); nothing half-built is
returned.
"""

from __future__ import annotations

import gc
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from guinness.designs.documents import DesignDocument, DesignKind
from guinness.designs.figma_components import ComponentCatalog
from guinness.designs.figma_nodes import (
    COMPONENT_TYPES,
    Located,
    children_of,
    describe,
    is_visible,
    node_name,
    scan_file,
)
from guinness.designs.figma_source import FigmaSource, Node, load_json, read_source
from guinness.designs.figma_units import DesignUnit, ImportWarnings, build_design
from guinness.errors import FigmaFileError, ValidationError

DEFAULT_MAX_BYTES = 64 * 1024 * 1024

_UNIT_KINDS: dict[str, DesignKind] = {"FRAME": "frame", "SECTION": "section"}
# Figma keys are letters and digits; allow "_" and "-" but nothing that breaks design ids,
# S3 keys or URLs.
_FILE_KEY = re.compile(r"[A-Za-z0-9_-]{1,128}")
# Figma URLs write node ids with "-" (node-id=12-345); the API writes "12:345".
_URL_NODE_ID = re.compile(r"\d+-\d+")


class FigmaImport(BaseModel):
    """The result of importing one Figma file."""

    model_config = ConfigDict(frozen=True)

    designs: list[DesignDocument] = Field(description="One per design unit, in document order.")
    warnings: list[str] = Field(
        default_factory=list, description="What was imported imperfectly or skipped, and why."
    )
    file_name: str | None = Field(default=None, description="The Figma file's own name.")


def import_figma_file(
    raw: bytes | str | Mapping[str, Any],
    *,
    project_id: int,
    organization_id: int,
    file_key: str,
    node_ids: Sequence[str] | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> FigmaImport:
    """Read a ``GET /v1/files/:key`` or ``/v1/files/:key/nodes`` response into designs.

    ``raw`` is the response body (bytes or text, at most ``max_bytes``) or the parsed
    JSON object. ``file_key`` is the Figma file key (the JSON does not contain it).
    ``node_ids`` names the nodes to import (``12:345`` or the URL form ``12-345``); an
    empty sequence means the same as None. Raises ``FigmaFileError`` when the JSON is not
    a usable Figma file, lacks a named node, or holds no design unit at all.
    """
    _check_arguments(project_id, organization_id, file_key, max_bytes)
    wanted = normalise_node_ids(node_ids)
    with _collector_paused():
        source = read_source(load_json(raw, max_bytes=max_bytes))
        catalog = ComponentCatalog(source.components, source.component_sets)
        found = scan_file(source.roots, catalog, wanted)
        warnings = ImportWarnings()
        units = _named_units(wanted, found) if wanted else _file_units(source, warnings)
        if not units:
            raise FigmaFileError(
                "The Figma file has no design to import: no page has a visible top-level "
                "frame, section, component or component set. Name the nodes to import instead."
            )
        designs = [
            build_design(
                unit,
                catalog,
                warnings,
                project_id=project_id,
                organization_id=organization_id,
                file_key=file_key,
            )
            for unit in units
        ]
        return FigmaImport(
            designs=designs, warnings=warnings.messages(), file_name=source.file_name
        )


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for the import.

    A big file parses into millions of dicts and lists; while they are alive, every
    collection the import's allocations trigger walks them again, which more than doubles
    the time of a 20 MB import. The import builds no reference cycles, so there is nothing
    for the collector to find: reference counting frees everything as usual. The switch is
    process-wide; another thread's cyclic garbage merely waits until the import ends.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _check_arguments(project_id: int, organization_id: int, file_key: str, max_bytes: int) -> None:
    for name, value in (("project_id", project_id), ("organization_id", organization_id)):
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ValidationError(f"{name} must be a positive integer.")
    if not isinstance(file_key, str) or not _FILE_KEY.fullmatch(file_key):
        raise ValidationError(
            "file_key must be the Figma file key: 1 to 128 letters, digits, '_' or '-'."
        )
    if max_bytes <= 0:
        raise ValidationError("max_bytes must be positive.")


def normalise_node_ids(node_ids: Sequence[str] | None) -> list[str]:
    """Node ids as the file spells them (URL form ``12-345`` becomes ``12:345``), deduplicated."""
    if node_ids is None:
        return []
    if isinstance(node_ids, str):
        node_ids = [node_ids]
    wanted: dict[str, None] = {}
    for raw_id in node_ids:
        node_id = raw_id.strip() if isinstance(raw_id, str) else ""
        if not node_id:
            raise ValidationError("node_ids must be non-empty strings like '12:345'.")
        if _URL_NODE_ID.fullmatch(node_id):
            node_id = node_id.replace("-", ":")
        wanted[node_id] = None
    return list(wanted)


def _named_units(wanted: list[str], found: dict[str, Located]) -> list[DesignUnit]:
    missing = [node_id for node_id in wanted if node_id not in found]
    if missing:
        raise FigmaFileError(f"The Figma file has no node {', '.join(missing)} (named for import).")
    units = []
    for located in found.values():  # document order, not the caller's
        node = located.node
        if node["type"] == "DOCUMENT":
            raise FigmaFileError(
                f"Node {node['id']} is the whole document; name pages, frames or other nodes."
            )
        page = node if node["type"] == "CANVAS" else located.page
        units.append(_unit(node, page))
    return units


def _file_units(source: FigmaSource, warnings: ImportWarnings) -> list[DesignUnit]:
    if source.null_nodes:
        raise FigmaFileError(
            f"The Figma file holds no node for {', '.join(source.null_nodes)} (null in "
            "'nodes'): Figma could not find them."
        )
    units: dict[str, DesignUnit] = {}
    for root in source.roots:
        if root["type"] == "DOCUMENT":
            found = [unit for page in children_of(root) for unit in _page_units(page, warnings)]
        elif root["type"] == "CANVAS":
            found = _page_units(root, warnings)
        else:
            found = [_unit(root, None)]
        for unit in found:
            # The nodes form may return a node and, separately, the page holding it.
            units.setdefault(unit.node_id, unit)
    return list(units.values())


def _page_units(page: Node, warnings: ImportWarnings) -> list[DesignUnit]:
    units: list[DesignUnit] = []
    library: list[Node] = []
    library_at = 0
    for child in children_of(page):
        child_type = child["type"]
        if child_type not in _UNIT_KINDS and child_type not in COMPONENT_TYPES:
            continue  # loose shapes, text and groups on the canvas are not designs
        if not is_visible(child):
            warnings.add(f"Skipped hidden top-level {describe(child)} on page {_title(page)}.")
        elif child_type in COMPONENT_TYPES:
            if not library:
                library_at = len(units)
            library.append(child)
        else:
            units.append(_unit(child, page))
    if library:
        root = {"id": page["id"], "name": node_name(page), "type": "CANVAS", "children": library}
        units.insert(
            library_at,
            DesignUnit(
                node_id=page["id"],
                name=node_name(page),
                kind="component_library",
                root=root,
                page=page,
            ),
        )
    if not units:
        warnings.add(
            f"Page {_title(page)} has no visible top-level frame, section or component; "
            "nothing was imported from it."
        )
    return units


def _unit(node: Node, page: Node | None) -> DesignUnit:
    return DesignUnit(
        node_id=node["id"],
        name=node_name(node),
        kind=_UNIT_KINDS.get(node["type"], "node"),
        root=node,
        page=page,
    )


def _title(page: Node) -> str:
    return f"{node_name(page)!r} ({page['id']})"
