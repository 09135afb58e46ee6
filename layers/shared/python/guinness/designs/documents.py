"""Design documents: the one contract for an imported design unit.

The backend produces these from a Figma file (``figma_import``); the AI document store
keeps them; the Des2Code worker and the matcher read them. A document describes one
design unit (a top-level frame or section, a named node, or a page's component library)
with the component instances it uses, the components it defines or references, its
visible text and a compact node tree.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

#: What a design unit is: a page's top-level FRAME or SECTION, the top-level components
#: and component sets of a page ("component_library"), or any other node named at import.
DesignKind = Literal["frame", "section", "component_library", "node"]

#: The component property types Figma defines.
PropertyType = Literal["VARIANT", "BOOLEAN", "TEXT", "INSTANCE_SWAP"]


def design_id_for(*, project_id: int, file_key: str, node_id: str) -> str:
    """The design id of a unit: ``{project_id}_{file_key}_{node_id}``."""
    return f"{project_id}_{file_key}_{node_id}"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class ComponentProperty(_Frozen):
    """One property a component or component set defines."""

    name: str = Field(description="Property name without Figma's `#id` suffix, e.g. `Label`.")
    type: PropertyType = Field(description="VARIANT, BOOLEAN, TEXT or INSTANCE_SWAP.")
    default_value: str | bool | None = Field(
        default=None,
        description="Default value; for INSTANCE_SWAP the default component's node id. "
        "None when the file does not say (variants derived from component names).",
    )
    variant_options: list[str] = Field(
        default_factory=list, description="The allowed values of a VARIANT property."
    )


class DesignComponent(_Frozen):
    """A component or component set defined in, or referenced by, a design unit."""

    component_id: str = Field(description="Figma node id of the COMPONENT / COMPONENT_SET.")
    type: Literal["COMPONENT", "COMPONENT_SET"]
    name: str = Field(description="Own name; a variant's is like `Size=Large, State=Hover`.")
    key: str | None = Field(default=None, description="Figma's stable component key.")
    description: str = ""
    remote: bool = Field(default=False, description="Published from another library file.")
    component_set_id: str | None = Field(
        default=None, description="For a variant: the id of its COMPONENT_SET."
    )
    component_set_name: str | None = Field(
        default=None, description="For a variant: its set's name, e.g. `Button`."
    )
    variant: dict[str, str] = Field(
        default_factory=dict, description="For a variant: its values, parsed from its name."
    )
    properties: list[ComponentProperty] = Field(
        default_factory=list,
        description="Property definitions of a set or of a standalone component "
        "(a variant's properties are on its set).",
    )
    defined_in_design: bool = Field(
        description="True when the component's node lies inside this design unit; false "
        "when the unit only uses it (defined elsewhere in the file or in a library)."
    )


class SwappedComponent(_Frozen):
    """The component an INSTANCE_SWAP property points at."""

    component_id: str
    component_name: str | None = Field(default=None, description="None when unknown.")
    component_set_name: str | None = None


class DesignInstance(_Frozen):
    """One visible component INSTANCE in a design unit, with its property values."""

    node_id: str = Field(description="Instance node id; nested ones look like `I12:3;4:5`.")
    name: str = Field(description="The instance layer's name.")
    component_id: str | None = Field(description="Main component id (`componentId`).")
    component_key: str | None = Field(default=None, description="Main component key.")
    component_name: str | None = Field(
        default=None,
        description="Main component's own name (e.g. `Size=Large, State=Hover`); None "
        "when the file does not define the component.",
    )
    component_set_id: str | None = None
    component_set_name: str | None = Field(default=None, description="e.g. `Button`.")
    variant: dict[str, str] = Field(
        default_factory=dict,
        description="VARIANT values from `componentProperties`, else parsed from the "
        "component name.",
    )
    booleans: dict[str, bool] = Field(default_factory=dict, description="BOOLEAN values.")
    texts: dict[str, str] = Field(default_factory=dict, description="TEXT property values.")
    instance_swaps: dict[str, SwappedComponent] = Field(
        default_factory=dict, description="INSTANCE_SWAP values by property name."
    )
    text_content: list[str] = Field(
        default_factory=list,
        description="Characters of the visible TEXT nodes in the instance's subtree.",
    )
    parent_instance_id: str | None = Field(
        default=None, description="The nearest enclosing INSTANCE, when nested."
    )
    path: list[str] = Field(
        default_factory=list,
        description="Names of the ancestors, from the design unit's root to the parent.",
    )
    depth: int = Field(ge=0, description="Levels below the design unit's root (root = 0).")
    texts_before: int | None = Field(
        default=None,
        description="How many of the enclosing instance's texts come before this one in "
        "layer order (an icon after a button's label has all of them before it); nested "
        "instances only.",
    )


class DesignText(_Frozen):
    """One visible TEXT node of a design unit."""

    node_id: str
    name: str
    text: str = Field(description="The node's characters.")
    instance_id: str | None = Field(
        default=None, description="The nearest enclosing INSTANCE, if the text is inside one."
    )


class DesignTreeNode(_Frozen):
    """A node of the compact tree: visible nodes only, instances without their insides."""

    id: str
    name: str
    type: str
    children: list[DesignTreeNode] = Field(default_factory=list)
    omitted_children: int = Field(
        default=0, ge=0, description="Visible children left out to keep the tree small."
    )


class DesignCounts(_Frozen):
    """Sizes of a design unit."""

    instances: int = Field(ge=0)
    components: int = Field(ge=0)
    texts: int = Field(ge=0)
    nodes: int = Field(ge=0, description="Visible nodes in the unit, its root included.")


class DesignDocument(_Frozen):
    """One imported design unit as stored for Des2Code."""

    design_id: str = Field(description="`{project_id}_{file_key}_{node_id}`.")
    project_id: int = Field(gt=0)
    organization_id: int = Field(gt=0)
    file_key: str = Field(min_length=1, description="The Figma file key given at import.")
    node_id: str = Field(
        min_length=1, description="Root node of the unit; the page id for a component library."
    )
    name: str
    kind: DesignKind
    page_id: str | None = Field(default=None, description="None when the file does not say.")
    page_name: str | None = None
    instances: list[DesignInstance] = Field(default_factory=list)
    components: list[DesignComponent] = Field(default_factory=list)
    texts: list[DesignText] = Field(default_factory=list)
    tree: DesignTreeNode
    counts: DesignCounts
    embedding: list[float] | None = Field(
        default=None, description="Stored vector; never returned to clients."
    )

    @model_validator(mode="after")
    def _design_id_matches_scope(self) -> DesignDocument:
        expected = design_id_for(
            project_id=self.project_id, file_key=self.file_key, node_id=self.node_id
        )
        if self.design_id != expected:
            raise ValueError(f"design_id must be {expected!r}, not {self.design_id!r}")
        return self
