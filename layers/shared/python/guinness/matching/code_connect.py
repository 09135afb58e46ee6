"""A code base's own Code Connect files as ground truth for Des2Code.

When a Code Connect file of the imported code base connects a Figma component (its node
in the design's file) to a code component, every instance of that component — or of a
variant of that component set — is matched to it with confidence 1.0 and the evidence
``code_connect``; its props come from the file's property mappings (a variant's Figma
value → the code literal the file gives, a boolean, a text), over the props Des2Code reads
itself when they agree on the component. Other instances are matched as usual.
"""

from __future__ import annotations

from collections.abc import Sequence

from guinness.code.documents import CodeConnectNode
from guinness.contracts.des2code import Evidence, PropValue, UsageMatch
from guinness.designs.documents import DesignDocument, DesignInstance
from guinness.matching.index import CodeIndex, IndexedComponent

Mapped = dict[tuple[str, str], tuple[IndexedComponent, CodeConnectNode]]


def connected_nodes(index: CodeIndex) -> Mapped:
    """Every (file key, node id) a Code Connect file connects, with its component."""
    found: Mapped = {}
    for component in index.components:
        for node in component.source.code_connect:
            found.setdefault((node.file_key, node.node_id), (component, node))
    return found


def with_code_connect(
    matches: Sequence[UsageMatch], design: DesignDocument, mapped: Mapped
) -> list[UsageMatch]:
    """``matches`` with every instance of a connected Figma component answered by it."""
    if not mapped:
        return list(matches)
    instances = {instance.node_id: instance for instance in design.instances}
    answered: list[UsageMatch] = []
    for match in matches:
        instance = instances.get(match.node_id)
        found = _connected(instance, design.file_key, mapped) if instance else None
        if instance is None or found is None:
            answered.append(match)
            continue
        answered.append(_answered(match, instance, *found))
    return answered


def _connected(
    instance: DesignInstance, file_key: str, mapped: Mapped
) -> tuple[IndexedComponent, CodeConnectNode] | None:
    for node_id in (instance.component_set_id, instance.component_id):
        if node_id and (file_key, node_id) in mapped:
            return mapped[(file_key, node_id)]
    return None


def _answered(
    match: UsageMatch,
    instance: DesignInstance,
    component: IndexedComponent,
    node: CodeConnectNode,
) -> UsageMatch:
    same = match.code_id == component.source.code_id
    props: dict[str, PropValue] = dict(match.suggested_props) if same else {}
    for item in node.properties:
        value: PropValue | None = None
        if item.kind == "enum":
            chosen = instance.variant.get(item.figma)
            value = item.values.get(chosen) if chosen is not None else None
        elif item.kind == "boolean":
            value = instance.booleans.get(item.figma)
        elif item.kind == "string":
            value = instance.texts.get(item.figma)
        if value is not None:
            props[item.prop] = value
    evidence = Evidence(
        signal="code_connect",
        detail=f"{node.path} connects Figma node {node.node_id} to "
        f"{component.source.component_name}",
        weight=1.0,
    )
    return match.model_copy(
        update={
            "matched": True,
            "code_id": component.source.code_id,
            "code_component": component.source.component_name,
            "code_path": component.source.path,
            "code_source": component.source.code_source,
            "confidence": 1.0,
            "suggested_props": props,
            "evidence": [evidence, *(match.evidence if same else [])],
            "unmatched_reason": None,
        }
    )
