"""Contracts of import jobs, shared by the admin operation that creates a job, the S3
adapter that stores it and the import job that runs it.

Large imports (over Lambda's 6 MB request limit) go through S3: the admin operation records
an :class:`ImportJobRequest` and returns a presigned upload; the upload's ``ObjectCreated``
event starts the import job, which records :class:`ImportJobStatus` as it goes.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from guinness.contracts.code_import import CODE_REVISION_PATTERN, CODE_SOURCE_PATTERN
from guinness.errors import ErrorDetail

#: What an upload can hold (each has an importer in ``import_jobs.IMPORTERS``).
ImportKind = Literal["design", "code", "code-connect", "tasks"]
JobState = Literal["waiting_for_upload", "running", "completed", "failed"]
_FILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$")


class ImportJobRequest(BaseModel):
    """What to import, recorded when the upload is handed out."""

    model_config = ConfigDict(frozen=True)

    job_id: str
    kind: ImportKind
    project_id: int = Field(gt=0)
    organization_id: int = Field(gt=0)
    file_name: str
    file_key: str | None = None
    node_ids: list[str] | None = None
    archive_name: str | None = None
    strict: bool = False
    #: A code import's code source (``web``, ``design-system``); ``default`` when unset.
    code_source: str | None = Field(default=None, pattern=CODE_SOURCE_PATTERN)
    code_revision: str | None = Field(default=None, pattern=CODE_REVISION_PATTERN)
    #: A Task Master ``tasks.json``'s tag (task list) to import; ``master`` when unset.
    tag: str | None = Field(default=None, min_length=1, max_length=100)
    #: Set for an import by Figma link or webhook: the job then finishes its
    #: ``design_imports`` row (and records it first, for a webhook's).
    origin: Literal["link", "webhook"] | None = None
    #: Re-import only the designs of ``file_key`` the project already has (a webhook).
    reimport_file: bool = False
    #: Then re-run Des2Code for the designs among them that were matched before.
    rematch: bool = False
    requested_at: datetime = Field(default_factory=lambda: datetime.now(UTC))

    @field_validator("file_name")
    @classmethod
    def _safe_file_name(cls, value: str) -> str:
        if not _FILE_NAME.match(value):
            raise ValueError("file_name must be letters, digits, '.', '_' or '-' (no folders)")
        return value


class ImportJobStatus(BaseModel):
    """Where a job stands; ``result`` is the import's own result once completed."""

    job_id: str
    kind: ImportKind
    project_id: int
    state: JobState
    updated_at: datetime = Field(default_factory=lambda: datetime.now(UTC))
    result: dict[str, Any] | None = None
    error: ErrorDetail | None = None


class UploadTicket(BaseModel):
    """A presigned S3 POST: send the file as the ``file`` form field after ``fields``."""

    job_id: str
    url: str
    fields: dict[str, str]
    max_bytes: int
    expires_in_seconds: int
