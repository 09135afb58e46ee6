"""Figma contracts: a project's token as the stores keep it and the Figma client sends it,
and the link imports (the request, the ticket it answers, the fetch event, the record)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator


@dataclass(frozen=True)
class FigmaToken:
    """A personal access token, or an OAuth token (``oauth``). Its repr hides the value."""

    value: str
    oauth: bool = False

    def headers(self) -> dict[str, str]:
        """How Figma's API takes it: ``X-Figma-Token``, or ``Authorization: Bearer``."""
        if self.oauth:
            return {"Authorization": f"Bearer {self.value}"}
        return {"X-Figma-Token": self.value}

    def __repr__(self) -> str:  # never the secret
        return f"FigmaToken(oauth={self.oauth})"


#: Where a link import came from: a user's link, or a Figma webhook delivery.
ImportOrigin = Literal["link", "webhook"]
ImportState = Literal["pending", "completed", "failed"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FigmaImportRequest(_Model):
    """Import a design from its Figma link (the backend route's body, the MCP tool's input)."""

    figma_url: str = Field(min_length=1, max_length=2048)
    #: Levels of children to fetch under each linked node (default: all).
    depth: int | None = Field(default=None, ge=1, le=100)


class FigmaImportTicket(_Model):
    """A queued link import: it runs asynchronously; the design ids show its progress."""

    import_id: str
    status: ImportState = "pending"
    file_key: str
    node_ids: list[str]
    #: The designs the import will write (empty when the link names the whole file: the
    #: file's frames are known once it is fetched; ``list-designs`` shows them then).
    design_ids: list[str]
    message: str


class FigmaFetchRequest(_Model):
    """The Figma fetch function's event: one fetch that feeds one import job."""

    job_id: str = Field(min_length=1, max_length=64)
    project_id: int = Field(gt=0)
    organization_id: int = Field(gt=0)
    url: str = Field(min_length=1, max_length=2048)
    depth: int | None = Field(default=None, ge=1, le=100)
    origin: ImportOrigin = "link"
    #: Re-import only the designs of this file the project already has (a webhook).
    reimport_file: bool = False
    #: Then re-run Des2Code for those of them that were matched before.
    rematch: bool = False


class DesignImport(_Model):
    """One link or webhook import of a project, as ``list-designs`` shows it."""

    import_id: str
    file_key: str
    node_ids: list[str]
    origin: ImportOrigin
    status: ImportState
    design_ids: list[str] = Field(default_factory=list)
    error_code: str | None = None
    error: str | None = None
    requested_at: datetime
    updated_at: datetime


#: The events a webhook registration may ask for (those that change what designs are).
WebhookEvent = Literal["FILE_UPDATE", "LIBRARY_PUBLISH"]
WebhookContext = Literal["team", "project", "file"]


class WebhookRegistrationRequest(BaseModel):
    """Register a Figma webhook for a project (the admin command's arguments)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    project_id: int = Field(gt=0)
    organization_id: int = Field(gt=0)
    event_type: WebhookEvent = "FILE_UPDATE"
    context: WebhookContext
    context_id: str = Field(min_length=1, max_length=200)
    #: Where Figma sends deliveries: the stack's ``FigmaWebhookUrl`` output.
    endpoint: str = Field(min_length=8, max_length=2048)
    description: str | None = Field(default=None, max_length=140)

    @field_validator("endpoint")
    @classmethod
    def _https(cls, value: str) -> str:
        if not value.startswith(("https://", "http://127.0.0.1", "http://localhost")):
            raise ValueError("endpoint must be an https:// URL (Figma calls it)")
        return value


class WebhookRegistration(BaseModel):
    """What a delivery is checked against: the project and the passcode's SHA-256."""

    model_config = ConfigDict(frozen=True)

    webhook_id: str
    project_id: int
    organization_id: int
    event_type: WebhookEvent
    context: WebhookContext
    context_id: str
    endpoint: str
    passcode_sha256: str
    created_at: datetime = Field(default_factory=lambda: datetime.now(UTC))


def key_segment(value: str) -> str:
    """An id as one segment of a store key: letters, digits, ``-`` and ``_`` only (webhook
    ids and file keys come from outside); raises ValueError otherwise."""
    cleaned = "".join(ch for ch in value if ch.isalnum() or ch in "-_")
    if not cleaned or cleaned != value:
        raise ValueError("an id in a webhook key must be letters, digits, - or _")
    return cleaned
