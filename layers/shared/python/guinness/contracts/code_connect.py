"""The Code Connect export's request and answer (the backend route, the CLI)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.text import Identifier


class LibraryNode(BaseModel):
    """Where a component published from a library file lives."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    file_key: str = Field(pattern=r"^[A-Za-z0-9_-]{1,128}$")
    node_id: str = Field(min_length=1, max_length=64)


class CodeConnectExportRequest(BaseModel):
    """Export the newest (or a named) Des2Code result of a design as Code Connect files."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    design_id: Identifier = Field(min_length=3, max_length=512)
    request_id: Identifier | None = Field(default=None, max_length=64)
    min_confidence: float = Field(default=0.9, ge=0.0, le=1.0)
    #: Figma component key → its library file and node (``GET /v1/components/:key``).
    libraries: dict[str, LibraryNode] = Field(default_factory=dict, max_length=500)


class CodeConnectFileOut(BaseModel):
    """One file to write, relative to the export folder."""

    path: str
    content: str


class SkippedComponent(BaseModel):
    """A Figma component left out, and why."""

    figma_component: str
    reason: str


class CodeConnectExportResult(BaseModel):
    """The files (``*.figma.ts`` templates and ``figma.config.json``) and what was left out."""

    design_id: str
    request_id: str
    files: list[CodeConnectFileOut]
    skipped: list[SkippedComponent]
