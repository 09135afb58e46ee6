"""Design and code sources as the backend answers them and the MCP read tools return them.

Lists and details name the fields a caller relies on and allow more, so the AI API can grow
a document without breaking a client that validates against the schema.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.code_index import CodeIndexRecord
from guinness.contracts.figma import DesignImport


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class DesignSummary(_Open):
    """One imported design unit (a top-level frame or section, or a component library)."""

    design_id: str = Field(description="Pass to get-design-detail, trigger-des2code, get-des2code.")
    name: str | None = None
    kind: str | None = Field(default=None, description="frame, section, component_library, node.")
    file_key: str | None = Field(default=None, description="The Figma file key.")
    node_id: str | None = Field(default=None, description="The Figma node id of the unit.")
    page_name: str | None = None
    counts: dict[str, int] | None = Field(
        default=None, description="instances, components, texts, nodes."
    )
    import_status: str = Field(
        default="unknown", description="pending, completed or failed; only completed can match."
    )


class DesignSummaryPage(BaseModel):
    """A page of design summaries."""

    items: list[DesignSummary]
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )
    total: int | None = Field(
        default=None, description="How many items the search matched in all (only with a query)."
    )
    imports: list[DesignImport] | None = Field(
        default=None,
        description="The newest imports by Figma link or webhook (first page, no search): "
        "pending, completed with the design ids they wrote, or failed with the reason.",
    )


class DesignDetail(_Open):
    """One design unit: its component instances with property values, components, texts."""

    design_id: str
    name: str | None = None
    kind: str | None = None
    file_key: str | None = None
    node_id: str | None = None
    import_status: str | None = None
    import_error: str | None = None
    instances: list[dict[str, Any]] = Field(
        default_factory=list,
        description="Component instances: node_id, name, component/set names, variant, "
        "booleans, texts, instance_swaps, text_content, path.",
    )
    components: list[dict[str, Any]] = Field(
        default_factory=list, description="Components and component sets defined or used."
    )
    texts: list[dict[str, Any]] = Field(default_factory=list, description="Visible text nodes.")
    counts: dict[str, int] | None = None


class CodeSummary(_Open):
    """One component of the imported code base."""

    code_id: str = Field(description="Pass to get-code-detail.")
    component_name: str | None = None
    path: str | None = Field(default=None, description="File relative to the code base root.")
    framework: str | None = Field(
        default=None, description="react, vue, svelte, css or web-component."
    )
    export_names: list[str] = Field(default_factory=list)
    internal: bool = Field(
        default=False, description="Exported nowhere: a part of another component."
    )
    import_statement: str | None = Field(
        default=None, description='How a consumer imports it: import { Button } from "@acme/ui";'
    )
    deprecated: bool = False
    code_source: str | None = Field(
        default=None, description="The project's code source it comes from (web, ...)."
    )
    code_revision: str | None = Field(
        default=None, description="The revision of that source it was imported at."
    )


class IndexBrief(BaseModel):
    """One build of the project's code index, in brief."""

    index_id: str
    status: str = Field(description="building, ready or failed.")
    finished_at: datetime | None = None
    components: int | None = Field(default=None, description="Components it indexed.")
    error: str | None = None

    @classmethod
    def of(cls, record: CodeIndexRecord | None) -> IndexBrief | None:
        """The brief of ``record`` (None for none)."""
        if record is None:
            return None
        return cls(
            index_id=record.index_id,
            status=record.status,
            finished_at=record.finished_at,
            components=record.counts.components if record.counts else None,
            error=record.error,
        )


class CodeSummaryPage(BaseModel):
    """A page of code source summaries."""

    items: list[CodeSummary]
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )
    total: int | None = Field(
        default=None, description="How many items the search matched in all (only with a query)."
    )
    index: IndexBrief | None = Field(
        default=None,
        description="The code index Des2Code uses: the newest ready build (first page only).",
    )
    latest_build: IndexBrief | None = Field(
        default=None,
        description="The newest build when it is not that index: still building, or failed "
        "with its error (first page only).",
    )


class CodeDetail(_Open):
    """One component with its full source and CSS."""

    code_id: str
    component_name: str | None = None
    path: str | None = None
    language: str | None = None
    framework: str | None = None
    import_source: str | None = Field(
        default=None,
        description="The module to import it from: a package entry point, a path alias, "
        "or the module's path from the code base root; null when it is exported nowhere.",
    )
    import_statement: str | None = Field(
        default=None, description='How a consumer imports it: import { Button } from "@acme/ui";'
    )
    props: list[dict[str, Any]] = Field(
        default_factory=list, description="name, type, kind, values, default, required."
    )
    variants: dict[str, list[str]] = Field(
        default_factory=dict, description="Prop name to its allowed values."
    )
    states: list[str] = Field(default_factory=list, description="CSS interaction states.")
    source_lines: list[int] | None = Field(
        default=None,
        description="First and last line (1-based) of the component's own declaration in "
        "its file; null when the component is the whole file.",
    )
    source: str | None = Field(default=None, description="The component's full source.")
    css: str | None = Field(default=None, description="Its stylesheet, when it has one.")
