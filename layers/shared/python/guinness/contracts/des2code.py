"""The Des2Code contracts, defined once and used by producer and consumer alike:
the SQS request body (backend → worker), the S3 artifact (worker → backend → MCP client)
and the AI-status webhook (worker → backend).
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, field_validator, model_validator

from guinness.contracts.text import Identifier
from guinness.ids import is_uuid7

ARTIFACT_SCHEMA_VERSION = "1"
_DESIGN_ID = re.compile(r"^(?P<project>[1-9][0-9]*)_[A-Za-z0-9_-]{1,128}_.{1,200}$")
PropValue = str | int | float | bool


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Des2CodeRequest(_Strict):
    """The SQS message body: exactly these four fields, nothing else."""

    design_id: str = Field(min_length=3, max_length=512)
    project_id: PositiveInt
    organization_id: PositiveInt
    request_id: str

    @field_validator("request_id")
    @classmethod
    def _uuid7(cls, value: str) -> str:
        if not is_uuid7(value):
            raise ValueError("request_id must be a lowercase UUIDv7")
        return value

    @model_validator(mode="after")
    def _design_in_project(self) -> Des2CodeRequest:
        match = _DESIGN_ID.match(self.design_id)
        if match is None or int(match["project"]) != self.project_id:
            raise ValueError("design_id must be {project_id}_{file_key}_{node_id}")
        return self


def artifact_prefix(*, organization_id: int, project_id: int, design_id: str) -> str:
    """The S3 prefix holding every artifact of one design."""
    return f"{organization_id}/{project_id}/des2code/{design_id}/"


def artifact_key(request: Des2CodeRequest, *, failed: bool) -> str:
    """``{organization_id}/{project_id}/des2code/{design_id}/{request_id}[-failed].json``."""
    suffix = "-failed" if failed else ""
    prefix = artifact_prefix(
        organization_id=request.organization_id,
        project_id=request.project_id,
        design_id=request.design_id,
    )
    return f"{prefix}{request.request_id}{suffix}.json"


class Evidence(_Strict):
    """One checkable reason behind a match (or against one)."""

    signal: str = Field(
        description="name, variant, boolean, text, swap, css_state, graph, "
        "usage, vector, alias, deprecated, ..."
    )
    detail: str = Field(description="What was compared, in words a person can check.")
    weight: float = Field(description="Contribution to the score (negative for penalties).")


class Candidate(_Strict):
    """A runner-up considered for an instance."""

    code_id: str
    component_name: str
    score: float


class UsageMatch(_Strict):
    """One Figma instance and the code component that implements it (or why none does)."""

    node_id: str
    node_name: str
    component_id: str | None = None
    component_name: str | None = Field(default=None, description="Figma main component name.")
    component_set_name: str | None = None
    variant: dict[str, str] = Field(default_factory=dict)
    booleans: dict[str, bool] = Field(default_factory=dict)
    texts: dict[str, str] = Field(default_factory=dict)
    matched: bool
    code_id: str | None = None
    code_component: str | None = None
    code_path: str | None = None
    code_source: str | None = Field(
        default=None,
        description="The project's code source the component comes from (web, "
        "design-system ...; default when the project has one).",
    )
    suggested_props: dict[str, PropValue] = Field(default_factory=dict)
    confidence: float = Field(ge=0.0, le=1.0)
    evidence: list[Evidence] = Field(default_factory=list)
    alternatives: list[Candidate] = Field(default_factory=list)
    unmatched_reason: str | None = None
    snippet: str | None = Field(
        default=None,
        description="The code to write: the import line and the element with its props "
        "and text, in the component's framework (matched instances).",
    )

    @model_validator(mode="after")
    def _consistent(self) -> UsageMatch:
        if self.matched and (self.code_id is None or self.code_component is None):
            raise ValueError("a matched instance needs code_id and code_component")
        if not self.matched and not self.unmatched_reason:
            raise ValueError("an unmatched instance needs unmatched_reason")
        return self


class MatchedCode(_Strict):
    """A code component the design uses, with how often and how surely."""

    code_id: str
    component_name: str
    path: str
    instances: int = Field(ge=1)
    best_score: float
    mean_score: float
    evidence: list[str] = Field(default_factory=list)


class UnmatchedNode(_Strict):
    """An instance left unmatched, and why."""

    node_id: str
    node_name: str
    reason: str


class RetrievalDiagnostics(_Strict):
    """What retrieval looked at."""

    code_components: int = Field(ge=0, description="Components in the index.")
    instances: int = Field(ge=0, description="Instances in the design.")
    candidates_considered: int = Field(ge=0)
    timings_ms: dict[str, float] = Field(default_factory=dict)


class UsageDiagnostics(_Strict):
    """How the instances came out."""

    matched: int = Field(ge=0)
    unmatched: int = Field(ge=0)
    unmatched_nodes: list[UnmatchedNode] = Field(default_factory=list)


class MatcherConfig(_Strict):
    """The matcher version and thresholds that produced the artifact."""

    version: str
    min_confidence: float
    weights: dict[str, float] = Field(default_factory=dict)
    max_alternatives: int = 3


class ModelSummary(_Strict):
    """The embedding and lexical models used."""

    embedding_model: str
    embedding_dims: int
    lexical_model: str


class ArtifactMetadata(_Strict):
    """Where the artifact came from."""

    schema_version: str = ARTIFACT_SCHEMA_VERSION
    producer: str = "des2code-worker"
    attempt: int = Field(ge=1, default=1)
    design_name: str | None = None


class ArtifactError(_Strict):
    """Why a request failed."""

    code: str
    message: str


class Des2CodeArtifact(_Strict):
    """The immutable result of one Des2Code request, as stored in S3 and returned by
    ``get-des2code``."""

    status: Literal["success", "failed"]
    request_id: str
    design_id: str
    project_id: PositiveInt
    organization_id: PositiveInt
    code_index_id: str | None = None
    matched_codes: list[MatchedCode] = Field(default_factory=list)
    usage_matches: list[UsageMatch] = Field(default_factory=list)
    retrieval_diagnostics: RetrievalDiagnostics | None = None
    usage_diagnostics: UsageDiagnostics | None = None
    matcher_config: MatcherConfig | None = None
    model_summary: ModelSummary | None = None
    #: The whole frame as code: its instances nested as in the design, imports on top.
    skeleton: str | None = None
    metadata: ArtifactMetadata = Field(default_factory=ArtifactMetadata)
    processed_at: datetime
    error: ArtifactError | None = None

    @model_validator(mode="after")
    def _status_matches_content(self) -> Des2CodeArtifact:
        if not is_uuid7(self.request_id):
            raise ValueError("request_id must be a UUIDv7")
        if self.status == "success":
            missing = [
                name
                for name in (
                    "code_index_id",
                    "retrieval_diagnostics",
                    "usage_diagnostics",
                    "matcher_config",
                    "model_summary",
                )
                if getattr(self, name) is None
            ]
            if missing or self.error is not None:
                raise ValueError(f"a success artifact needs {missing} and no error")
        elif self.error is None:
            raise ValueError("a failed artifact needs an error")
        return self

    def belongs_to(self, request: Des2CodeRequest) -> bool:
        """Whether this artifact's scope is exactly the request's."""
        return (
            self.request_id == request.request_id
            and self.design_id == request.design_id
            and self.project_id == request.project_id
            and self.organization_id == request.organization_id
        )


class AiStatusWebhook(_Strict):
    """The AI-status webhook body the worker posts to the backend after each request."""

    webhook_id: str = Field(description="Deterministic: `{request_id}:{status}`.")
    operation: Literal["des2code"] = "des2code"
    status: Literal["success", "failed"]
    request_id: str
    design_id: str
    project_id: PositiveInt
    organization_id: PositiveInt
    artifact_key: str
    error: ArtifactError | None = None
    sent_at: datetime

    @model_validator(mode="after")
    def _deterministic_id(self) -> AiStatusWebhook:
        if self.webhook_id != f"{self.request_id}:{self.status}":
            raise ValueError("webhook_id must be {request_id}:{status}")
        return self


class Des2CodeTriggerRequest(_Strict):
    """``POST /internal/des2code``: the design and the caller's exact scope."""

    design_id: Identifier
    project_id: PositiveInt
    organization_id: PositiveInt


class WebhookReceipt(BaseModel):
    """The backend's answer to an AI-status webhook delivery."""

    webhook_id: str
    accepted: bool = True
    duplicate: bool = False


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
    skeleton: str | None = Field(
        default=None,
        description="The whole frame as code: every instance in layer order, nested ones "
        "inside their parent's element, unmatched ones as comments, imports once on top.",
    )
    metadata: ArtifactMetadata | None = None
    processed_at: datetime | None = None
    error: ArtifactError | None = None

    @classmethod
    def from_artifact(cls, artifact: Des2CodeArtifact) -> Des2CodeResult:
        """The result a stored artifact reads as."""
        return cls.model_validate(artifact.model_dump())
