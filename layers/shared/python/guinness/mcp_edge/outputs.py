"""The tools' output contracts (each tool's ``outputSchema`` and ``structuredContent``).

Lists and details name the fields a caller relies on and allow more, so the backend can
grow a document without breaking a client that validates against the schema. The Des2Code
result reuses the artifact's own contract models, and the task context its response model.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from guinness.des2code.contracts import (
    ArtifactError,
    ArtifactMetadata,
    MatchedCode,
    MatcherConfig,
    ModelSummary,
    RetrievalDiagnostics,
    UsageDiagnostics,
    UsageMatch,
)
from guinness.tasks.models import TaskContextResponse


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class ProjectScope(BaseModel):
    """The API key's scope: what trigger-des2code must be given."""

    project_id: int = Field(description="The project every tool is bound to.")
    organization_id: int = Field(description="The project's organization.")


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


class DesignPage(ProjectScope):
    """A page of design summaries."""

    items: list[DesignSummary]
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
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
    framework: str | None = Field(default=None, description="react, vue, svelte or css.")
    export_names: list[str] = Field(default_factory=list)
    deprecated: bool = False


class CodePage(ProjectScope):
    """A page of code source summaries."""

    items: list[CodeSummary]
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class CodeDetail(_Open):
    """One component with its full source and CSS."""

    code_id: str
    component_name: str | None = None
    path: str | None = None
    language: str | None = None
    framework: str | None = None
    props: list[dict[str, Any]] = Field(
        default_factory=list, description="name, type, kind, values, default, required."
    )
    variants: dict[str, list[str]] = Field(
        default_factory=dict, description="Prop name to its allowed values."
    )
    states: list[str] = Field(default_factory=list, description="CSS interaction states.")
    source: str | None = Field(default=None, description="The component's full source.")
    css: str | None = Field(default=None, description="Its stylesheet, when it has one.")


class Des2CodeTrigger(BaseModel):
    """A queued Des2Code request."""

    request_id: str = Field(description="Pass to get-des2code to read this run's result.")
    design_id: str
    status: Literal["queued"] = "queued"
    code_index_id: str = Field(description="The ready code index the run will match against.")


class Des2CodeResult(BaseModel):
    """A Des2Code artifact (success or failed), or ``pending`` while a request runs."""

    status: Literal["success", "failed", "pending"]
    request_id: str
    design_id: str
    project_id: int | None = None
    organization_id: int | None = None
    code_index_id: str | None = None
    matched_codes: list[MatchedCode] = Field(
        default_factory=list, description="Code components the design uses, with scores."
    )
    usage_matches: list[UsageMatch] = Field(
        default_factory=list,
        description="Per Figma instance: the matched code_id, component, suggested props, "
        "confidence and evidence (or why it is unmatched).",
    )
    retrieval_diagnostics: RetrievalDiagnostics | None = None
    usage_diagnostics: UsageDiagnostics | None = None
    matcher_config: MatcherConfig | None = None
    model_summary: ModelSummary | None = None
    metadata: ArtifactMetadata | None = None
    processed_at: datetime | None = None
    error: ArtifactError | None = None


#: get-task-context answers the task-context route's own response.
TaskContext = TaskContextResponse
