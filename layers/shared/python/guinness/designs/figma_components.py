"""Components and component sets of a Figma file, and how their properties read.

Figma names non-variant properties with an id suffix (``Label#12:0``); every name this
module returns has it removed. Variant values come from ``componentProperties`` of type
VARIANT or, for files that lack them, from variant names like ``Size=Large, State=Hover``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from guinness.designs.documents import ComponentProperty, DesignComponent, PropertyType
from guinness.designs.figma_source import Node

_PROPERTY_TYPES = frozenset(get_args(PropertyType))
_ID_SUFFIX = re.compile(r"#\d+:\d+$")


def property_name(raw: str) -> str:
    """A property name without Figma's ``#id`` suffix: ``Label#12:0`` -> ``Label``."""
    return _ID_SUFFIX.sub("", raw)


def parse_variant_name(name: str) -> dict[str, str]:
    """``Size=Large, State=Hover`` -> ``{"Size": "Large", "State": "Hover"}``.

    Empty unless every comma-separated part is ``property=value``.
    """
    values: dict[str, str] = {}
    for part in name.split(","):
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or not key:
            return {}
        values.setdefault(key, value.strip())
    return values


def parse_property_definitions(raw: object) -> list[ComponentProperty]:
    """``componentPropertyDefinitions`` as models; malformed or unknown entries are left out."""
    if not isinstance(raw, Mapping):
        return []
    properties: dict[str, ComponentProperty] = {}
    for raw_name, definition in raw.items():
        if not isinstance(definition, Mapping) or definition.get("type") not in _PROPERTY_TYPES:
            continue
        name = property_name(str(raw_name))
        default = definition.get("defaultValue")
        options = definition.get("variantOptions")
        properties.setdefault(
            name,
            ComponentProperty(
                name=name,
                type=definition["type"],
                default_value=default if isinstance(default, str | bool) else None,
                variant_options=[str(option) for option in options]
                if definition["type"] == "VARIANT" and isinstance(options, list)
                else [],
            ),
        )
    return list(properties.values())


@dataclass
class ComponentInfo:
    """What the file says about one component or component set."""

    component_id: str
    type: Literal["COMPONENT", "COMPONENT_SET"]
    name: str
    key: str | None = None
    description: str = ""
    remote: bool = False
    component_set_id: str | None = None
    #: The node's raw ``componentPropertyDefinitions``, when the document holds the node.
    definitions: object = None


@dataclass
class InstanceProperties:
    """An instance's ``componentProperties``, sorted by type."""

    variant: dict[str, str] = field(default_factory=dict)
    booleans: dict[str, bool] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)
    swaps: dict[str, str] = field(default_factory=dict)


def read_instance_properties(raw: object) -> InstanceProperties:
    """Sort ``componentProperties`` by type; values of the wrong type are left out."""
    result = InstanceProperties()
    if not isinstance(raw, Mapping):
        return result
    for raw_name, prop in raw.items():
        if not isinstance(prop, Mapping):
            continue
        name = property_name(str(raw_name))
        kind, value = prop.get("type"), prop.get("value")
        if kind == "VARIANT" and isinstance(value, str):
            result.variant.setdefault(name, value)
        elif kind == "BOOLEAN" and isinstance(value, bool):
            result.booleans.setdefault(name, value)
        elif kind == "TEXT" and isinstance(value, str):
            result.texts.setdefault(name, value)
        elif kind == "INSTANCE_SWAP" and isinstance(value, str):
            result.swaps.setdefault(name, value)
    return result


def hidden_swaps(instance: Node) -> set[str]:
    """Names of the INSTANCE_SWAP properties whose layers the instance hides, itself or an
    enclosing layer of the instance hidden (``visible: false``). A swap's layer is the one
    whose ``componentPropertyReferences.mainComponent`` is the property; in a file without
    references, the instance layers of the swapped-in component. A property that another
    layer shows (one icon swap for a leading and a trailing slot) is shown. Nested
    instances' own layers belong to their own properties and are not walked."""
    swaps = _raw_swaps(instance.get("componentProperties"))
    hidden: set[str] = set()
    shown: set[str] = set()
    layers: list[tuple[Mapping[str, Any], bool]] = []

    def walk(nodes: object, showing: bool) -> None:
        if not isinstance(nodes, list):
            return
        for child in nodes:
            if isinstance(child, Mapping):
                visible = showing and child.get("visible", True) is not False
                layers.append((child, visible))
                if child.get("type") != "INSTANCE":
                    walk(child.get("children"), visible)

    walk(instance.get("children"), True)
    referenced = False
    for layer, visible in layers:
        references = layer.get("componentPropertyReferences")
        swap = references.get("mainComponent") if isinstance(references, Mapping) else None
        if isinstance(swap, str):
            referenced = True
            (shown if visible else hidden).add(property_name(swap))
    if not referenced:
        for layer, visible in layers:
            if layer.get("type") != "INSTANCE":
                continue
            for name, component_id in swaps.items():
                if layer.get("componentId") == component_id:
                    (shown if visible else hidden).add(name)
    return hidden - shown


def _raw_swaps(raw: object) -> dict[str, str]:
    if not isinstance(raw, Mapping):
        return {}
    return {
        property_name(str(name)): prop["value"]
        for name, prop in raw.items()
        if isinstance(prop, Mapping)
        and prop.get("type") == "INSTANCE_SWAP"
        and isinstance(prop.get("value"), str)
    }


class ComponentCatalog:
    """Every component and component set the file knows, from its maps and its nodes.

    Add every document node (``add_node``) before reading: property definitions derived
    from variant names are computed once, on first use.
    """

    def __init__(self, components: Mapping[str, Node], component_sets: Mapping[str, Node]):
        self._infos: dict[str, ComponentInfo] = {}
        for set_id, entry in component_sets.items():
            self._infos[set_id] = _info_from_map(set_id, "COMPONENT_SET", entry)
        for component_id, entry in components.items():
            self._infos[component_id] = _info_from_map(component_id, "COMPONENT", entry)
        self._properties: dict[str, list[ComponentProperty]] = {}
        self._members: dict[str, list[ComponentInfo]] | None = None

    def add_node(self, node: Node, parent_set_id: str | None) -> None:
        """Record a COMPONENT / COMPONENT_SET node found in the document."""
        node_id: str = node["id"]
        info = self._infos.get(node_id)
        if info is None:
            info = self._infos[node_id] = ComponentInfo(node_id, node["type"], "")
        info.type = node["type"]
        info.name = node.get("name") or info.name
        info.component_set_id = parent_set_id or info.component_set_id
        if "componentPropertyDefinitions" in node:
            info.definitions = node["componentPropertyDefinitions"]

    def get(self, component_id: str | None) -> ComponentInfo | None:
        """The component or set with this node id, if the file knows it."""
        return self._infos.get(component_id) if component_id is not None else None

    def set_of(self, info: ComponentInfo) -> ComponentInfo | None:
        """The component set a variant belongs to, if the file knows it."""
        return self.get(info.component_set_id)

    def variant_of(self, info: ComponentInfo) -> dict[str, str]:
        """A variant's values parsed from its name; empty for a component outside a set."""
        return parse_variant_name(info.name) if info.component_set_id else {}

    def properties(self, info: ComponentInfo) -> list[ComponentProperty]:
        """Property definitions: the node's own, else (for a set) from its variants' names."""
        cached = self._properties.get(info.component_id)
        if cached is None:
            if info.definitions is not None:
                cached = parse_property_definitions(info.definitions)
            elif info.type == "COMPONENT_SET":
                cached = self._variant_properties_from_members(info.component_id)
            else:
                cached = []
            self._properties[info.component_id] = cached
        return cached

    def design_component(self, info: ComponentInfo, *, defined_in_design: bool) -> DesignComponent:
        """The contract model of one component for one design unit."""
        component_set = self.set_of(info)
        return DesignComponent(
            component_id=info.component_id,
            type=info.type,
            name=info.name,
            key=info.key,
            description=info.description,
            remote=info.remote,
            component_set_id=info.component_set_id,
            component_set_name=component_set.name if component_set else None,
            variant=self.variant_of(info),
            properties=self.properties(info),
            defined_in_design=defined_in_design,
        )

    def _variant_properties_from_members(self, set_id: str) -> list[ComponentProperty]:
        if self._members is None:
            self._members = {}
            for info in self._infos.values():
                if info.type == "COMPONENT" and info.component_set_id:
                    self._members.setdefault(info.component_set_id, []).append(info)
        options: dict[str, list[str]] = {}
        for member in self._members.get(set_id, []):
            for name, value in parse_variant_name(member.name).items():
                values = options.setdefault(name, [])
                if value not in values:
                    values.append(value)
        return [
            ComponentProperty(name=name, type="VARIANT", variant_options=values)
            for name, values in options.items()
        ]


def _info_from_map(
    component_id: str, kind: Literal["COMPONENT", "COMPONENT_SET"], entry: Mapping[str, Any]
) -> ComponentInfo:
    return ComponentInfo(
        component_id=component_id,
        type=kind,
        name=_text(entry.get("name")) or "",
        key=_text(entry.get("key")),
        description=_text(entry.get("description")) or "",
        remote=entry.get("remote") is True,
        component_set_id=_text(entry.get("componentSetId")),
    )


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None
