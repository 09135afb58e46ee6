"""Code pushed from CI: a WRITE key asks for a presigned upload of its own project's code
archive; the asynchronous import job imports it as one code source."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.code_import import (
    CODE_REVISION_PATTERN,
    CODE_SOURCE_PATTERN,
    DEFAULT_CODE_SOURCE,
)

#: An archive's name: a .zip or a .tar.gz, no folders.
ARCHIVE_NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(?:zip|tar\.gz|tgz)$"


class CodeUploadRequest(BaseModel):
    """Which code source the archive replaces, and what it is called."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    source: str = Field(default=DEFAULT_CODE_SOURCE, pattern=CODE_SOURCE_PATTERN)
    archive_name: str = Field(default="code.zip", pattern=ARCHIVE_NAME_PATTERN)
    #: The revision pushed (a commit id); shown by list-code for each component.
    revision: str | None = Field(default=None, pattern=CODE_REVISION_PATTERN)


class CodeUploadTicket(BaseModel):
    """Send the archive as the ``file`` form field of a POST to ``url``, after ``fields``
    (in their order); then poll the job's status."""

    job_id: str
    url: str
    fields: dict[str, str]
    max_bytes: int
    expires_in_seconds: int
    source: str
