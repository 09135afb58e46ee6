"""Code Connect on the wire: the export's request and answer, and the mappings a code
base's own Code Connect files declare (what ``import code-connect`` sends)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.code_index import CodeIndexRecord
from guinness.contracts.des2code import PropValue
from guinness.contracts.text import Identifier

#: Mappings one ``import code-connect`` takes (a design system has a few hundred).
MAX_CODE_CONNECT_MAPPINGS = 5_000
#: Code Connect files (or ``figma connect parse`` entries) one import reads.
MAX_CODE_CONNECT_FILES = 5_000
#: One Code Connect file's text.
MAX_CODE_CONNECT_FILE_BYTES = 1_000_000


class CodeConnectProperty(BaseModel):
    """One Figma property a Code Connect file maps, and the code prop it sets
    (``children`` for the element's content)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    figma: str = Field(max_length=512)
    kind: Literal["enum", "boolean", "string"]
    prop: str = Field(max_length=256)
    #: A variant's Figma values and the code literal each gives.
    values: dict[str, PropValue] = Field(default_factory=dict, max_length=500)


class CodeConnectMapping(BaseModel):
    """A Figma component node and the code component a Code Connect file connects it to."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    file_key: str = Field(pattern=r"^[A-Za-z0-9_-]{1,128}$")
    node_id: str = Field(min_length=1, max_length=64)
    #: The code component's name as the file imports it (``Button``, ``Card.Header``).
    component: str = Field(min_length=1, max_length=256)
    #: The Code Connect file, relative to the code base root.
    path: str = Field(max_length=1024)
    properties: tuple[CodeConnectProperty, ...] = Field(default=(), max_length=200)


class CodeConnectFileIn(BaseModel):
    """One Code Connect file's text, as ``import code-connect`` sends it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    path: str = Field(min_length=1, max_length=1024)
    content: str = Field(max_length=MAX_CODE_CONNECT_FILE_BYTES)


class CodeConnectImportRequest(BaseModel):
    """A code base's Code Connect files, or the JSON ``figma connect parse`` printed for
    them (its entries: ``figmaNode``, ``component``, ``template``, ``source``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    files: list[CodeConnectFileIn] = Field(default_factory=list, max_length=MAX_CODE_CONNECT_FILES)
    parsed: list[dict[str, object]] = Field(default_factory=list, max_length=MAX_CODE_CONNECT_FILES)


class ReplaceCodeConnectRequest(BaseModel):
    """The AI API's side: put these mappings on the project's code sources (replacing the
    ones they had)."""

    model_config = ConfigDict(extra="forbid")

    organization_id: int = Field(gt=0)
    mappings: list[CodeConnectMapping] = Field(max_length=MAX_CODE_CONNECT_MAPPINGS)


class UnresolvedMapping(BaseModel):
    """A mapping whose component the project's code has no component of that name for."""

    component: str
    path: str
    node_id: str


class ReplaceCodeConnectResponse(BaseModel):
    """How the mappings landed: components that now carry one, and those left unnamed."""

    mappings: int
    connected_components: int
    unresolved: list[UnresolvedMapping]


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


class CodeConnectImportResult(BaseModel):
    """What ``import code-connect`` did: the mappings read and where they landed, the files
    that declared none, and the index build that makes them count."""

    files: int
    mappings: int
    connected_components: int
    unresolved: list[UnresolvedMapping]
    unreadable: list[str]
    index: CodeIndexRecord
