"""Small factories for matcher tests: real pydantic models with short defaults."""

from __future__ import annotations

from typing import Any

from guinness.code.documents import (
    CodeSourceDocument,
    ComponentReference,
    PropDefinition,
    UsageEvidence,
    make_code_id,
)
from guinness.contracts.des2code import UsageMatch
from guinness.designs.documents import (
    ComponentProperty,
    DesignComponent,
    DesignCounts,
    DesignDocument,
    DesignInstance,
    DesignTreeNode,
    SwappedComponent,
)
from guinness.matching import CodeIndex, MatchResult, build_index, match_design

PROJECT = 42
ORGANIZATION = 7


def union(name: str, *values: str, default: str | None = None) -> PropDefinition:
    """A string-union prop: ``size: "sm" | "md" | "lg"``."""
    return PropDefinition(name=name, kind="string_union", values=list(values), default=default)


def flag(name: str, default: bool | None = None) -> PropDefinition:
    """A boolean prop."""
    return PropDefinition(name=name, kind="boolean", default=default)


def text_prop(name: str) -> PropDefinition:
    """A string prop."""
    return PropDefinition(name=name, kind="string")


def node_prop(name: str) -> PropDefinition:
    """A ReactNode prop (children, icon slots)."""
    return PropDefinition(name=name, kind="node")


def component(
    name: str,
    path: str | None = None,
    *,
    props: list[PropDefinition] | None = None,
    imports: list[str] | None = None,
    usages: list[UsageEvidence] | None = None,
    **fields: Any,
) -> CodeSourceDocument:
    """A React component at ``src/components/{name}/{name}.tsx`` unless ``path`` says."""
    path = path or f"src/components/{name}/{name}.tsx"
    return CodeSourceDocument(
        code_id=make_code_id(PROJECT, path, name),
        project_id=PROJECT,
        organization_id=ORGANIZATION,
        path=path,
        language=fields.pop("language", "tsx"),
        framework=fields.pop("framework", "react"),
        component_name=name,
        kind=fields.pop("kind", "function"),
        export_names=fields.pop("export_names", [name]),
        props=props or [],
        imports=[ComponentReference(name=item) for item in imports or []],
        usages=usages or [],
        source=fields.pop("source", f"export function {name}() {{ return null; }}"),
        **fields,
    )


def story(path: str, **props: str | bool | int) -> UsageEvidence:
    """A Storybook story rendering a component with ``props``."""
    return UsageEvidence(path=path, kind="story", props=props)


def instance(
    set_name: str | None,
    *,
    node_id: str = "1:1",
    name: str | None = None,
    component_name: str | None = None,
    swaps: dict[str, str] | None = None,
    **fields: Any,
) -> DesignInstance:
    """An instance of component set ``set_name`` (or of a standalone component)."""
    variant = fields.pop("variant", {})
    if component_name is None and set_name is not None and variant:
        component_name = ", ".join(f"{key}={value}" for key, value in variant.items())
    return DesignInstance(
        node_id=node_id,
        name=name or set_name or component_name or "Instance",
        component_id=fields.pop("component_id", f"c-{node_id}"),
        component_name=component_name or set_name,
        component_set_name=set_name if variant or fields.pop("is_set", False) else None,
        variant=variant,
        instance_swaps={
            key: SwappedComponent(component_id=f"swap-{value}", component_name=value)
            for key, value in (swaps or {}).items()
        },
        depth=fields.pop("depth", 1),
        **fields,
    )


def design(
    *instances: DesignInstance, options: dict[str, tuple[str, ...]] | None = None
) -> DesignDocument:
    """A frame holding ``instances``; ``options``: the VARIANT axes (and their options)
    of the component every instance comes from."""
    components = [
        DesignComponent(
            component_id=item.component_set_id or item.component_id or "",
            type="COMPONENT_SET",
            name=item.component_set_name or item.name,
            defined_in_design=True,
            properties=[
                ComponentProperty(name=axis, type="VARIANT", variant_options=list(values))
                for axis, values in options.items()
            ],
        )
        for item in instances
        if options
    ]
    return DesignDocument(
        components=components,
        design_id=f"{PROJECT}_FileKey_0:1",
        project_id=PROJECT,
        organization_id=ORGANIZATION,
        file_key="FileKey",
        node_id="0:1",
        name="Screen",
        kind="frame",
        instances=list(instances),
        tree=DesignTreeNode(id="0:1", name="Screen", type="FRAME"),
        counts=DesignCounts(instances=len(instances), components=0, texts=0, nodes=1),
    )


def index_of(*sources: CodeSourceDocument) -> CodeIndex:
    """The code index of ``sources``."""
    return build_index(list(sources))


def match_one(
    item: DesignInstance,
    *sources: CodeSourceDocument,
    options: dict[str, tuple[str, ...]] | None = None,
) -> UsageMatch:
    """Match a single instance against ``sources`` (``options``: see :func:`design`)."""
    return match_all(design(item, options=options), *sources).usage_matches[0]


def match_all(document: DesignDocument, *sources: CodeSourceDocument) -> MatchResult:
    """Match a design against ``sources``."""
    return match_design(document, index_of(*sources))


def signals(match: UsageMatch) -> dict[str, float]:
    """Evidence weights by signal."""
    return {item.signal: item.weight for item in match.evidence}
