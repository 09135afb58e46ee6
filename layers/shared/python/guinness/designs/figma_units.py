"""One design unit of a checked Figma file, read into a ``DesignDocument``."""

from __future__ import annotations

from dataclasses import dataclass, field

from guinness.designs.documents import (
    DesignCounts,
    DesignDocument,
    DesignInstance,
    DesignKind,
    DesignText,
    SwappedComponent,
    design_id_for,
)
from guinness.designs.figma_components import (
    ComponentCatalog,
    ComponentInfo,
    InstanceProperties,
    hidden_swaps,
    read_instance_properties,
)
from guinness.designs.figma_nodes import (
    COMPONENT_TYPES,
    children_of,
    compact_tree,
    describe,
    is_visible,
    node_name,
)
from guinness.designs.figma_source import Node

#: More warnings than this are summarised in one line: they would drown the useful ones.
MAX_WARNINGS = 50


@dataclass(frozen=True)
class DesignUnit:
    """What one design document is made from: a root node and where it sits."""

    node_id: str
    name: str
    kind: DesignKind
    #: The unit's root; for a component library a page-like node holding its components.
    root: Node
    page: Node | None


class ImportWarnings:
    """The warnings of one import: in order, one line per unknown component, capped."""

    def __init__(self) -> None:
        self._messages: list[str] = []
        # component id -> (instances using it, the first of them)
        self._unknown: dict[str, tuple[int, Node]] = {}

    def add(self, message: str) -> None:
        """Record one warning."""
        self._messages.append(message)

    def unknown_component(self, component_id: str, instance: Node) -> None:
        """Record an instance whose main component the file does not define."""
        count, first = self._unknown.get(component_id, (0, instance))
        self._unknown[component_id] = (count + 1, first)

    def messages(self) -> list[str]:
        """Every warning, in the order found, at most ``MAX_WARNINGS`` lines."""
        lines = self._messages + [
            f"Component {component_id} is not defined in the file; {count} instance(s) use "
            f"it (first: {describe(first)}), so their component name is unknown."
            for component_id, (count, first) in self._unknown.items()
        ]
        if len(lines) > MAX_WARNINGS:
            rest = len(lines) - (MAX_WARNINGS - 1)
            lines = [*lines[: MAX_WARNINGS - 1], f"... and {rest} more warnings."]
        return lines


@dataclass
class _InstanceDraft:
    node: Node
    depth: int
    path: list[str]
    parent_instance_id: str | None
    component_id: str | None
    info: ComponentInfo | None
    properties: InstanceProperties
    text_content: list[str] = field(default_factory=list)
    #: Texts of the enclosing instance already seen when this one starts (layer order).
    texts_before: int | None = None


def build_design(
    unit: DesignUnit,
    catalog: ComponentCatalog,
    warnings: ImportWarnings,
    *,
    project_id: int,
    organization_id: int,
    file_key: str,
) -> DesignDocument:
    """Read one unit: its visible instances, texts and components, and its compact tree."""
    drafts: list[_InstanceDraft] = []
    texts: list[DesignText] = []
    # Components whose nodes lie in the unit (document order), then those it only uses
    # (order of first use); dicts as ordered sets.
    defined: dict[str, None] = {}
    used: dict[str, None] = {}
    path: list[str] = []  # names of the current node's ancestors (pre-order bookkeeping)
    open_instances: list[_InstanceDraft] = []  # enclosing instances, outermost first
    nodes = 0
    stack: list[tuple[Node, int]] = [(unit.root, 0)]
    while stack:
        node, depth = stack.pop()
        del path[depth:]
        while open_instances and open_instances[-1].depth >= depth:
            open_instances.pop()
        nodes += 1
        node_type = node["type"]
        if node_type == "TEXT":
            characters = node.get("characters")
            if isinstance(characters, str) and characters.strip():
                texts.append(
                    DesignText(
                        node_id=node["id"],
                        name=node_name(node),
                        text=characters,
                        instance_id=open_instances[-1].node["id"] if open_instances else None,
                    )
                )
                for enclosing in open_instances:
                    enclosing.text_content.append(characters)
        elif node_type == "INSTANCE":
            draft = _draft_instance(node, depth, path, open_instances, catalog, warnings)
            _note_uses(draft, catalog, used)
            drafts.append(draft)
            open_instances.append(draft)
        elif node_type in COMPONENT_TYPES:
            defined[node["id"]] = None
        path.append(node_name(node))
        stack.extend(
            (child, depth + 1) for child in reversed(children_of(node)) if is_visible(child)
        )

    design_components = [
        catalog.design_component(info, defined_in_design=component_id in defined)
        for component_id in {**defined, **used}
        if (info := catalog.get(component_id)) is not None
    ]
    instances = [_instance(draft, catalog) for draft in drafts]
    page = unit.page
    return DesignDocument(
        design_id=design_id_for(project_id=project_id, file_key=file_key, node_id=unit.node_id),
        project_id=project_id,
        organization_id=organization_id,
        file_key=file_key,
        node_id=unit.node_id,
        name=unit.name,
        kind=unit.kind,
        page_id=page["id"] if page is not None else None,
        page_name=node_name(page) if page is not None else None,
        instances=instances,
        components=design_components,
        texts=texts,
        tree=compact_tree(unit.root),
        counts=DesignCounts(
            instances=len(instances),
            components=len(design_components),
            texts=len(texts),
            nodes=nodes,
        ),
    )


def _draft_instance(
    node: Node,
    depth: int,
    path: list[str],
    open_instances: list[_InstanceDraft],
    catalog: ComponentCatalog,
    warnings: ImportWarnings,
) -> _InstanceDraft:
    component_id = node.get("componentId")
    if not isinstance(component_id, str) or not component_id:
        warnings.add(f"Instance {describe(node)} has no 'componentId'.")
        component_id = None
    info = catalog.get(component_id)
    if component_id is not None and info is None:
        warnings.unknown_component(component_id, node)
    return _InstanceDraft(
        node=node,
        depth=depth,
        path=list(path),
        parent_instance_id=open_instances[-1].node["id"] if open_instances else None,
        component_id=component_id,
        info=info,
        properties=read_instance_properties(node.get("componentProperties")),
        texts_before=len(open_instances[-1].text_content) if open_instances else None,
    )


def _note_uses(draft: _InstanceDraft, catalog: ComponentCatalog, used: dict[str, None]) -> None:
    """Record the instance's main component and swapped-in components, each after its set."""
    infos = [draft.info, *(catalog.get(swapped) for swapped in draft.properties.swaps.values())]
    for info in infos:
        if info is not None:
            component_set = catalog.set_of(info)
            if component_set is not None:
                used.setdefault(component_set.component_id, None)
            used.setdefault(info.component_id, None)


def _instance(draft: _InstanceDraft, catalog: ComponentCatalog) -> DesignInstance:
    node, info, properties = draft.node, draft.info, draft.properties
    component_set = catalog.set_of(info) if info is not None else None
    variant = properties.variant
    if not variant and info is not None:
        variant = catalog.variant_of(info)
    hidden = hidden_swaps(node) if properties.swaps else set()
    return DesignInstance(
        node_id=node["id"],
        name=node_name(node),
        component_id=draft.component_id,
        component_key=info.key if info is not None else None,
        component_name=info.name if info is not None else None,
        component_set_id=component_set.component_id if component_set is not None else None,
        component_set_name=component_set.name if component_set is not None else None,
        variant=variant,
        booleans=properties.booleans,
        texts=properties.texts,
        # A swap whose layer the instance hides (an icon slot turned off) is not shown.
        instance_swaps={
            name: _swapped(component_id, catalog)
            for name, component_id in properties.swaps.items()
            if name not in hidden
        },
        text_content=draft.text_content,
        parent_instance_id=draft.parent_instance_id,
        path=draft.path,
        depth=draft.depth,
        texts_before=draft.texts_before,
    )


def _swapped(component_id: str, catalog: ComponentCatalog) -> SwappedComponent:
    info = catalog.get(component_id)
    if info is None:
        return SwappedComponent(component_id=component_id)
    component_set = catalog.set_of(info)
    return SwappedComponent(
        component_id=component_id,
        component_name=info.name,
        component_set_name=component_set.name if component_set is not None else None,
    )
