"""Build a labelled set's Figma file (``GET /v1/files/:key`` JSON) from its description.

Usage::

    python benchmarks/corpus/figma_file.py benchmarks/corpus/SET          # writes design.json
    python benchmarks/corpus/figma_file.py benchmarks/corpus/SET --list   # and lists instances
    python benchmarks/corpus/figma_file.py benchmarks/corpus/SET --check  # design.json is current

``description.json`` is compact; this script expands it the way Figma lays a file out:

* ``library``: the component page. Each entry is a **component set** when it has
  ``variants`` (``{"Size": ["Medium", "Small"]}``: first value the default; every
  combination becomes a COMPONENT named ``Size=Medium, ...`` unless ``combinations`` lists
  the ones that exist), else a standalone **component**. Either may declare ``booleans``
  (``{"Show icon": false}``), ``texts`` (``{"Label": "Button"}``) and ``swaps`` (``{"Icon":
  REF}``, the default component) as non-variant properties (named ``Label#<id>`` in the
  file, as Figma does), and ``layers``: what each of its components contains, in order:

  - ``{"text": "Label", "characters": "Button"}``: a TEXT layer; bound to the TEXT
    property of the same name when there is one (``"property"`` names another);
  - ``{"instance": REF, "name": "Icon", "swap": "Icon", "visible": "Show icon",
    "props": {...}}``: a nested instance; ``swap`` binds its main component to an
    INSTANCE_SWAP property, ``visible`` its visibility to a BOOLEAN one, ``props`` sets the
    nested instance's own properties;
  - ``{"frame": "Body", "layers": [...]}``: a plain frame holding more layers.

* ``screens``: FRAMEs on the ``Screens`` page, each with ``children``: ``{"frame": NAME,
  "children": [...]}``, ``{"text": "..."}`` and ``{"instance": REF, "name": "Layer name",
  "props": {...}, "nested": {"Layer name": {"props": {...}, "nested": {...}}}}``. An
  instance's ``props`` are by property name (without the ``#id``): variant values choose the
  variant COMPONENT, booleans and texts are values, a swap's value is a REF. ``nested``
  overrides the properties of the instances its component contains, by layer name.

A REF is a component set's or component's name (``"Icon"``: a set's default variant) or
a set's name and variant as ``"Icon[Name=Plus]"``.

Node ids are derived from positions only, so the same description always gives the same
ids: library entry ``i`` is ``{100+i}:0`` and its components ``{100+i}:{k}``; screen ``s``
is ``{s+1}:0`` and the nodes inside it ``{s+1}:{n}``; a nested instance's id is its path of
ids as Figma writes it (``I3:5;101:203``). ``--list`` prints every instance of the
screens with its id, layer path, component and properties: what a labeller labels.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import re
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_REF = re.compile(r"^(?P<name>[^\[]+?)(?:\[(?P<variant>[^\]]*)\])?$")


class DescriptionError(ValueError):
    """The description names something it does not define, or is malformed."""


@dataclass
class _Property:
    name: str
    kind: str  # VARIANT | BOOLEAN | TEXT | INSTANCE_SWAP
    key: str  # as written in the file (`Label#101:901`, variants without a suffix)
    default: Any
    options: list[str] = field(default_factory=list)


@dataclass
class _Component:
    id: str
    name: str
    set_name: str | None
    variant: dict[str, str]
    layers: list[dict[str, Any]]
    properties: dict[str, _Property]
    node: dict[str, Any] = field(default_factory=dict)


@dataclass
class _Entry:
    """One library entry: a component set, or a standalone component."""

    name: str
    properties: dict[str, _Property]
    components: list[_Component]
    is_set: bool

    def component(self, variant: Mapping[str, str]) -> _Component:
        wanted = {
            name: str(value)
            for name, value in variant.items()
            if name in self.properties and self.properties[name].kind == "VARIANT"
        }
        defaults = {
            name: prop.default for name, prop in self.properties.items() if prop.kind == "VARIANT"
        }
        chosen = {**defaults, **wanted}
        for component in self.components:
            if component.variant == chosen:
                return component
        if not self.is_set:
            return self.components[0]
        raise DescriptionError(f"{self.name} has no variant {chosen}")


def _key(text: str) -> str:
    # Figma's component keys are 40 hex digits; these only need to be stable.
    return hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()


class FileBuilder:
    """Expands one description into the Figma REST JSON of a file."""

    def __init__(self, description: Mapping[str, Any]) -> None:
        self.description = description
        self.entries: dict[str, _Entry] = {}
        self.instances: list[dict[str, Any]] = []

    # Library ----------------------------------------------------------------------

    def build(self) -> dict[str, Any]:
        library = [self._library_entry(index, raw) for index, raw in enumerate(self._library())]
        for raw_entry, node in zip(self._library(), library, strict=True):
            entry = self.entries[str(raw_entry["name"])]
            for component in entry.components:
                component.node["children"] = self._layers(component)
            if entry.is_set:
                node["children"] = [component.node for component in entry.components]
        screens = [
            self._screen(index, raw) for index, raw in enumerate(self.description["screens"])
        ]
        components: dict[str, Any] = {}
        sets: dict[str, Any] = {}
        for entry in self.entries.values():
            if entry.is_set:
                set_id = entry.components[0].id.split(":")[0] + ":0"
                sets[set_id] = {
                    "key": _key(f"set {entry.name}"),
                    "name": entry.name,
                    "description": "",
                    "documentationLinks": [],
                }
            for component in entry.components:
                record: dict[str, Any] = {
                    "key": _key(f"component {entry.name} {component.name}"),
                    "name": component.name,
                    "description": "",
                    "remote": False,
                    "documentationLinks": [],
                }
                if entry.is_set:
                    record["componentSetId"] = component.id.split(":")[0] + ":0"
                components[component.id] = record
        return {
            "name": self.description["name"],
            "lastModified": "2026-12-01T00:00:00Z",
            "version": "1",
            "schemaVersion": 0,
            "document": {
                "id": "0:0",
                "name": "Document",
                "type": "DOCUMENT",
                "children": [
                    {"id": "0:1", "name": "Components", "type": "CANVAS", "children": library},
                    {"id": "0:2", "name": "Screens", "type": "CANVAS", "children": screens},
                ],
            },
            "components": components,
            "componentSets": sets,
            "styles": {},
        }

    def _library(self) -> list[dict[str, Any]]:
        return list(self.description["library"])

    def _library_entry(self, index: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        prefix = 100 + index
        name = str(raw["name"])
        if name in self.entries:
            raise DescriptionError(f"library entry {name!r} is defined twice")
        properties: dict[str, _Property] = {}
        variants: dict[str, list[str]] = dict(raw.get("variants", {}))
        for axis, values in variants.items():
            properties[axis] = _Property(axis, "VARIANT", axis, str(values[0]), list(values))
        extra = itertools.count(901)
        for kind, group in (
            ("BOOLEAN", "booleans"),
            ("TEXT", "texts"),
            ("INSTANCE_SWAP", "swaps"),
        ):
            for prop_name, default in dict(raw.get(group, {})).items():
                key = f"{prop_name}#{prefix}:{next(extra)}"
                properties[prop_name] = _Property(prop_name, kind, key, default)
        layers = list(raw.get("layers", []))
        components: list[_Component] = []
        if variants:
            for k, variant in enumerate(_combinations(raw), start=1):
                label = ", ".join(f"{axis}={value}" for axis, value in variant.items())
                components.append(
                    _Component(f"{prefix}:{k}", label, name, variant, layers, properties)
                )
        else:
            components.append(_Component(f"{prefix}:0", name, None, {}, layers, properties))
        entry = _Entry(name, properties, components, is_set=bool(variants))
        self.entries[name] = entry
        definitions = {prop.key: self._definition(prop) for prop in properties.values()}
        for component in components:
            component.node = {"id": component.id, "name": component.name, "type": "COMPONENT"}
            if not variants and definitions:
                component.node["componentPropertyDefinitions"] = definitions
        if variants:
            return {
                "id": f"{prefix}:0",
                "name": name,
                "type": "COMPONENT_SET",
                "componentPropertyDefinitions": definitions,
                "children": [],
            }
        return components[0].node

    def _definition(self, prop: _Property) -> dict[str, Any]:
        if prop.kind == "VARIANT":
            return {"type": "VARIANT", "defaultValue": prop.default, "variantOptions": prop.options}
        if prop.kind == "INSTANCE_SWAP":
            target = self._resolve_later(prop.default)
            return {"type": "INSTANCE_SWAP", "defaultValue": target, "preferredValues": []}
        return {"type": prop.kind, "defaultValue": prop.default}

    def _resolve_later(self, ref: str) -> str:
        # Swap defaults may name entries defined further down the library.
        name, variant = _parse_ref(ref)
        index = next((i for i, raw in enumerate(self._library()) if str(raw["name"]) == name), None)
        if index is None:
            raise DescriptionError(f"swap default {ref!r} names no library entry")
        raw = self._library()[index]
        variants: dict[str, list[str]] = dict(raw.get("variants", {}))
        if not variants:
            return f"{100 + index}:0"
        chosen = {axis: str(values[0]) for axis, values in variants.items()} | variant
        for k, combination in enumerate(_combinations(raw), start=1):
            if combination == chosen:
                return f"{100 + index}:{k}"
        raise DescriptionError(f"swap default {ref!r}: no such variant")

    # Layers of components and instances -------------------------------------------

    def _layers(self, component: _Component) -> list[dict[str, Any]]:
        """The children of one component, ids local to it (``{prefix}:{k*100+j}``)."""
        counter = itertools.count(1)
        base = int(component.id.split(":")[1] or 0) * 100
        prefix = component.id.split(":")[0]

        def layer_nodes(layers: list[dict[str, Any]]) -> list[dict[str, Any]]:
            nodes: list[dict[str, Any]] = []
            for layer in layers:
                node_id = f"{prefix}:{base + next(counter)}"
                if "text" in layer:
                    node: dict[str, Any] = {
                        "id": node_id,
                        "name": layer["text"],
                        "type": "TEXT",
                        "characters": layer.get("characters", layer["text"]),
                    }
                    bound = component.properties.get(layer.get("property", layer["text"]))
                    if bound is not None and bound.kind == "TEXT":
                        node["characters"] = str(bound.default)
                        node["componentPropertyReferences"] = {"characters": bound.key}
                elif "instance" in layer:
                    target = self._component(layer["instance"], layer.get("props", {}))
                    node = {
                        "id": node_id,
                        "name": layer.get("name", target.set_name or target.name),
                        "type": "INSTANCE",
                        "componentId": target.id,
                    }
                    references: dict[str, str] = {}
                    if "swap" in layer:
                        references["mainComponent"] = component.properties[layer["swap"]].key
                    if "visible" in layer:
                        references["visible"] = component.properties[layer["visible"]].key
                    if references:
                        node["componentPropertyReferences"] = references
                    node["_props"] = dict(layer.get("props", {}))
                elif "frame" in layer:
                    node = {
                        "id": node_id,
                        "name": layer["frame"],
                        "type": "FRAME",
                        "children": layer_nodes(list(layer.get("layers", []))),
                    }
                else:
                    raise DescriptionError(f"{component.name}: unknown layer {layer}")
                nodes.append(node)
            return nodes

        return layer_nodes(component.layers)

    def _component(self, ref: str, props: Mapping[str, Any]) -> _Component:
        name, variant = _parse_ref(ref)
        entry = self.entries.get(name)
        if entry is None:
            raise DescriptionError(f"{ref!r} names no library entry (define it first)")
        return entry.component({**variant, **{k: str(v) for k, v in props.items()}})

    def _instance(
        self,
        node_id: str,
        layer_name: str,
        component: _Component,
        props: Mapping[str, Any],
        nested: Mapping[str, Any],
        path: list[str],
    ) -> dict[str, Any]:
        """An INSTANCE of ``component`` with ``props``, its insides mirrored from it."""
        entry = self.entries[component.set_name or component.name]
        unknown = set(props) - set(entry.properties)
        if unknown:
            raise DescriptionError(f"{'/'.join(path)}: {entry.name} has no {sorted(unknown)}")
        values: dict[str, Any] = {}
        for prop in entry.properties.values():
            if prop.kind == "VARIANT":
                values[prop.key] = {"type": "VARIANT", "value": component.variant[prop.name]}
            elif prop.kind == "INSTANCE_SWAP":
                ref = props.get(prop.name)
                swapped = self._component(ref, {}).id if ref else self._resolve_later(prop.default)
                values[prop.key] = {"type": "INSTANCE_SWAP", "value": swapped}
            else:
                value = props.get(prop.name, prop.default)
                values[prop.key] = {"type": prop.kind, "value": value}
        node: dict[str, Any] = {
            "id": node_id,
            "name": layer_name,
            "type": "INSTANCE",
            "componentId": component.id,
            "componentProperties": values,
        }
        self.instances.append(
            {
                "id": node_id,
                "path": "/".join([*path, layer_name]),
                "component": entry.name,
                "variant": component.name if entry.is_set else None,
                "props": {
                    name: value
                    for name, value in props.items()
                    if entry.properties[name].kind != "VARIANT"
                },
            }
        )
        by_key = {prop.key: prop for prop in entry.properties.values()}
        node["children"] = self._mirror(
            component.node.get("children", []), node_id, values, by_key, nested, [*path, layer_name]
        )
        return node

    def _mirror(
        self,
        layers: list[dict[str, Any]],
        owner: str,
        values: Mapping[str, Any],
        by_key: Mapping[str, _Property],
        nested: Mapping[str, Any],
        path: list[str],
    ) -> list[dict[str, Any]]:
        nodes: list[dict[str, Any]] = []
        for layer in layers:
            node_id = f"I{owner.removeprefix('I')};{layer['id']}"
            references = layer.get("componentPropertyReferences", {})
            visible = True
            if "visible" in references:
                visible = bool(values[references["visible"]]["value"])
            if layer["type"] == "TEXT":
                node = {**layer, "id": node_id}
                if "characters" in references:
                    node["characters"] = str(values[references["characters"]]["value"])
            elif layer["type"] == "FRAME":
                node = {**layer, "id": node_id}
                node["children"] = self._mirror(
                    layer.get("children", []), owner, values, by_key, nested, path
                )
            else:
                override = dict(nested.get(layer["name"], {}))
                props = {**layer.get("_props", {}), **override.get("props", {})}
                component_id = layer["componentId"]
                if "mainComponent" in references:
                    component_id = values[references["mainComponent"]]["value"]
                target = self._by_id(component_id)
                entry = self.entries[target.set_name or target.name]
                variant_props = {
                    k: v for k, v in props.items() if entry.properties[k].kind == "VARIANT"
                }
                if variant_props:
                    target = entry.component({**target.variant, **variant_props})
                node = self._instance(
                    node_id, layer["name"], target, props, override.get("nested", {}), path
                )
                if not visible:  # hidden: nothing to label
                    self.instances = [
                        item
                        for item in self.instances
                        if item["id"] != node_id and not item["id"].startswith(node_id + ";")
                    ]
            if not visible:
                node["visible"] = False
            nodes.append(node)
        return nodes

    def _by_id(self, component_id: str) -> _Component:
        for entry in self.entries.values():
            for component in entry.components:
                if component.id == component_id:
                    return component
        raise DescriptionError(f"no component {component_id}")

    # Screens ----------------------------------------------------------------------

    def _screen(self, index: int, raw: Mapping[str, Any]) -> dict[str, Any]:
        counter = itertools.count(1)
        prefix = index + 1

        def children(items: list[dict[str, Any]], path: list[str]) -> list[dict[str, Any]]:
            nodes: list[dict[str, Any]] = []
            for item in items:
                node_id = f"{prefix}:{next(counter)}"
                if "frame" in item:
                    nodes.append(
                        {
                            "id": node_id,
                            "name": item["frame"],
                            "type": "FRAME",
                            "children": children(
                                list(item.get("children", [])), [*path, item["frame"]]
                            ),
                        }
                    )
                elif "text" in item:
                    nodes.append(
                        {
                            "id": node_id,
                            "name": item["text"],
                            "type": "TEXT",
                            "characters": item["text"],
                        }
                    )
                elif "instance" in item:
                    props = dict(item.get("props", {}))
                    component = self._component(item["instance"], props)
                    layer_name = item.get("name", component.set_name or component.name)
                    nodes.append(
                        self._instance(
                            node_id, layer_name, component, props, item.get("nested", {}), path
                        )
                    )
                else:
                    raise DescriptionError(f"screen {raw['name']}: unknown item {item}")
            return nodes

        return {
            "id": f"{prefix}:0",
            "name": raw["name"],
            "type": "FRAME",
            "children": children(list(raw.get("children", [])), [raw["name"]]),
        }


def _combinations(raw: Mapping[str, Any]) -> list[dict[str, str]]:
    """The variant values of each COMPONENT of a set, in order: the description's
    ``combinations``, else every combination of its axes."""
    variants: dict[str, list[str]] = dict(raw.get("variants", {}))
    combinations = raw.get("combinations") or [
        dict(zip(variants, values, strict=True)) for values in itertools.product(*variants.values())
    ]
    return [{axis: str(combination[axis]) for axis in variants} for combination in combinations]


def _parse_ref(ref: str) -> tuple[str, dict[str, str]]:
    match = _REF.match(ref.strip())
    if match is None:
        raise DescriptionError(f"bad component reference {ref!r}")
    variant: dict[str, str] = {}
    for part in (match.group("variant") or "").split(","):
        if part.strip():
            key, _, value = part.partition("=")
            variant[key.strip()] = value.strip()
    return match.group("name").strip(), variant


def _strip_private(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip_private(v) for k, v in value.items() if not k.startswith("_")}
    if isinstance(value, list):
        return [_strip_private(item) for item in value]
    return value


def build_file(description: Mapping[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The Figma file of a description and the list of its screens' instances."""
    builder = FileBuilder(description)
    document = _strip_private(builder.build())
    return document, builder.instances


def render(document: Mapping[str, Any]) -> str:
    """The JSON text written to ``design.json``: stable, diff-friendly."""
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


def iter_instances(instances: list[dict[str, Any]]) -> Iterator[str]:
    for item in instances:
        props = json.dumps(item["props"], ensure_ascii=False) if item["props"] else ""
        variant = f" [{item['variant']}]" if item["variant"] else ""
        yield f"{item['id']:<24} {item['path']}  →  {item['component']}{variant} {props}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set_dir", type=Path, help="folder with description.json")
    parser.add_argument("--list", action="store_true", help="print the screens' instances")
    parser.add_argument(
        "--check", action="store_true", help="fail unless design.json matches the description"
    )
    arguments = parser.parse_args()
    folder: Path = arguments.set_dir
    description = json.loads((folder / "description.json").read_text(encoding="utf-8"))
    try:
        document, instances = build_file(description)
    except DescriptionError as error:
        sys.exit(f"{folder}: {error}")
    text = render(document)
    target = folder / "design.json"
    if arguments.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            sys.exit(f"{target} is not what description.json gives; run without --check")
    else:
        target.write_text(text, encoding="utf-8")
    if arguments.list:
        for line in iter_instances(instances):
            print(line)
        print(f"# {len(instances)} instances")


if __name__ == "__main__":
    main()
