"""What the matcher asks about each instance: its names, context and nested instances.

An :class:`InstanceQuery` reads one Figma instance for matching: the names it may stand
for (component set, main component, layer), weighted by how much each is trusted; the
enclosing instance and frames as context; and the instances nested inside it.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass

from guinness.designs.documents import DesignDocument, DesignInstance
from guinness.matching.names import DesignName, Phrase, parse_design_name, phrase
from guinness.matching.retrieval import hypotheses_of

# How much each design name is trusted: the set name is the component's name, the main
# component's own name may be a variant string, the layer name is often renamed.
_SET_TRUST = 1.0
_COMPONENT_TRUST = 0.97
_LAYER_TRUST = 0.85
# Closeness of the enclosing instance, and how fast farther ancestors fade.
_PARENT_CLOSENESS = 1.0
_ANCESTOR_DECAY = 0.25


@dataclass(frozen=True, slots=True)
class InstanceQuery:
    """What the matcher knows about one instance, ready for scoring."""

    instance: DesignInstance
    #: Design names with their trust: component set, main component, layer name.
    names: tuple[tuple[DesignName, float], ...]
    #: Enclosing instances and frames, with closeness in (0, 1].
    context: tuple[tuple[Phrase, float], ...]
    #: Names of the instances nested directly inside it.
    children: tuple[Phrase, ...]
    #: The enclosing instance's component name, when nested.
    parent: Phrase | None
    #: Each VARIANT axis of its component set and the axis's options (``State`` →
    #: ``Default, Hover, Disabled``), when the file defines the set.
    options: tuple[tuple[str, tuple[str, ...]], ...] = ()


def build_queries(design: DesignDocument) -> list[InstanceQuery]:
    """One :class:`InstanceQuery` per instance, with its context and nested instances."""
    by_id = {instance.node_id: instance for instance in design.instances}
    children: dict[str, list[Phrase]] = defaultdict(list)
    for instance in design.instances:
        if instance.parent_instance_id is not None:
            children[instance.parent_instance_id].append(phrase(own_name(instance)))
    options = _variant_options(design)
    queries = []
    for instance in design.instances:
        parent = by_id.get(instance.parent_instance_id or "")
        parent_name = phrase(own_name(parent)) if parent is not None else None
        context: list[tuple[Phrase, float]] = []
        if parent_name:
            context.append((parent_name, _PARENT_CLOSENESS))
        for distance, ancestor in enumerate(reversed(instance.path), start=1):
            ancestor_phrase = phrase(ancestor)
            if ancestor_phrase:
                context.append((ancestor_phrase, math.exp(-_ANCESTOR_DECAY * distance)))
        queries.append(
            InstanceQuery(
                instance=instance,
                names=_design_names(instance),
                context=tuple(context),
                children=tuple(dict.fromkeys(children.get(instance.node_id, []))),
                parent=parent_name or None,
                options=options.get(instance.component_set_id or instance.component_id or "", ()),
            )
        )
    return queries


def _variant_options(design: DesignDocument) -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """Component (set) id → its VARIANT axes with their options."""
    found: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}
    for component in design.components:
        axes = tuple(
            (prop.name, tuple(prop.variant_options))
            for prop in component.properties
            if prop.type == "VARIANT" and prop.variant_options
        )
        if axes:
            found[component.component_id] = axes
    return found


def own_name(instance: DesignInstance) -> str:
    """The instance's component name: its set's, else its main component's (unless that
    is a variant string such as ``Size=Large``), else its layer name."""
    if instance.component_set_name:
        return instance.component_set_name
    if instance.component_name and "=" not in instance.component_name:
        return instance.component_name
    return instance.name


#: Variant axes whose value names the member of a family (``Icon`` with ``Name=Bell``).
_NAMING_AXES = frozenset({"name", "icon", "glyph", "symbol"})


def _family_member(instance: DesignInstance) -> str | None:
    """``Icon / Bell`` for the ``Name=Bell`` variant of the set ``Icon``: read as a path,
    it also stands for ``BellIcon`` and ``Bell``."""
    named = [
        value for axis, value in instance.variant.items() if axis.strip().lower() in _NAMING_AXES
    ]
    if instance.component_set_name and len(named) == 1 and named[0].strip():
        return f"{instance.component_set_name} / {named[0]}"
    return None


def _design_names(instance: DesignInstance) -> tuple[tuple[DesignName, float], ...]:
    names: dict[str, tuple[DesignName, float]] = {}
    candidates = [
        (instance.component_set_name, _SET_TRUST),
        (_family_member(instance), _SET_TRUST),
        (
            instance.component_name
            if instance.component_name and "=" not in instance.component_name
            else None,
            _COMPONENT_TRUST,
        ),
        (instance.name, _LAYER_TRUST),
    ]
    for text, trust in candidates:
        if text and text not in names:
            parsed = parse_design_name(text)
            if parsed.hypotheses:
                names[text] = (parsed, trust)
    return tuple(names.values())


def query_text(query: InstanceQuery) -> str:
    """The text embedded for an instance: its name hypotheses."""
    return " ".join(hypothesis.text for hypothesis in hypotheses_of(query.names))
