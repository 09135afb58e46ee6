"""The code index record (as stored in the document store and shown by status reads) and the
AI API's code index requests and answers."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt

IndexStatus = Literal["building", "ready", "failed"]


class IndexCounts(BaseModel):
    """What the index covers."""

    model_config = ConfigDict(frozen=True)

    components: int = Field(ge=0)
    props: int = Field(ge=0)
    variant_props: int = Field(ge=0)
    with_embedding: int = Field(ge=0)


class IndexModel(BaseModel):
    """The features and models the index was built with."""

    model_config = ConfigDict(frozen=True)

    embedding_model: str
    embedding_dims: int
    lexical_model: str
    features: list[str]


class CodeIndexRecord(BaseModel):
    """One build of a project's code index. The current index is the newest ready one."""

    model_config = ConfigDict(frozen=True)

    index_id: str = Field(description="UUIDv7: newer builds sort later.")
    project_id: int = Field(gt=0)
    organization_id: int = Field(gt=0)
    status: IndexStatus
    created_at: datetime
    finished_at: datetime | None = None
    counts: IndexCounts | None = None
    model: IndexModel | None = None
    code_digest: str | None = Field(
        default=None, description="Digest of the code set the index was built from."
    )
    error: str | None = None

    def as_document(self) -> dict[str, Any]:
        """The JSON body stored for this record."""
        return self.model_dump(mode="json")


class CodeIndexStatus(BaseModel):
    """The current (newest ready) index and the newest build of any status."""

    current: CodeIndexRecord | None
    latest: CodeIndexRecord | None


class BuildRequest(BaseModel):
    """Start a build for the project."""

    model_config = ConfigDict(extra="forbid")

    organization_id: PositiveInt
