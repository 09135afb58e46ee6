"""What a code import reports back (backend → CLI, admin Lambda and import job)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.code_index import CodeIndexRecord

#: A project's code source when it has one (and what code imported before sources had
#: names belongs to).
DEFAULT_CODE_SOURCE = "default"
#: A code source's name: ``web``, ``design-system``, ``mobile``.
CODE_SOURCE_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,63}$"
#: A code source's revision: a commit id, a tag, a version (``3f2c1ab``, ``v2.4.0``).
CODE_REVISION_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._/+-]{0,99}$"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class FileProblem(_Frozen):
    """A file that could not be (fully) analysed, and why."""

    path: str
    reason: str


class CodeImportCounts(_Frozen):
    """Totals of one import."""

    files: int
    parsed: int
    unparseable: int
    skipped: int
    components: int
    usages: int
    by_framework: dict[str, int] = Field(default_factory=dict)


class CodeImportResult(BaseModel):
    """What a code import did."""

    counts: CodeImportCounts
    components: int
    unparseable: list[FileProblem]
    partially_parsed: list[FileProblem]
    skipped: dict[str, int]
    index: CodeIndexRecord
    #: The code source the import replaced (the project's others are left as they were).
    code_source: str = DEFAULT_CODE_SOURCE
    #: The revision it was imported at, when the import named one.
    code_revision: str | None = None
