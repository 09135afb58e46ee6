"""What the edge adds to the contracts in its tools' outputs (``outputSchema`` and
``structuredContent``): the key's project scope on every page of a list, and what the
output budget left out of a result (``omitted``, ``next_cursor``, ``source_range``).

Everything else a tool returns is a contract model as the backend answers it
(:mod:`guinness.contracts`), so the output schemas are those models' own.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from guinness.contracts.des2code import Des2CodeResult, Des2CodeTrigger
from guinness.contracts.sources import (
    CodeDetail,
    CodeSummaryPage,
    DesignDetail,
    DesignSummaryPage,
)
from guinness.contracts.tasks import TaskContextResponse

__all__ = [
    "CodeDetail",
    "CodeDetailView",
    "CodePage",
    "Des2CodePage",
    "Des2CodeResult",
    "Des2CodeTrigger",
    "DesignDetail",
    "DesignDetailView",
    "DesignPage",
    "ProjectScope",
    "SourceRange",
    "TaskContext",
]


class ProjectScope(BaseModel):
    """The API key's scope: what trigger-des2code must be given."""

    project_id: int = Field(description="The project every tool is bound to.")
    organization_id: int = Field(description="The project's organization.")


class DesignPage(DesignSummaryPage, ProjectScope):
    """A page of design summaries."""

    @classmethod
    def scoped(cls, page: DesignSummaryPage, scope: ProjectScope) -> DesignPage:
        """``page`` with the key's scope."""
        return cls(
            items=page.items,
            next_cursor=page.next_cursor,
            total=page.total,
            imports=page.imports,
            **scope.model_dump(),
        )


class CodePage(CodeSummaryPage, ProjectScope):
    """A page of code source summaries."""

    @classmethod
    def scoped(cls, page: CodeSummaryPage, scope: ProjectScope) -> CodePage:
        """``page`` with the key's scope."""
        return cls(
            items=page.items,
            next_cursor=page.next_cursor,
            total=page.total,
            index=page.index,
            latest_build=page.latest_build,
            **scope.model_dump(),
        )


_OMITTED = (
    "What was left out to keep the result within the output budget, each with how to ask "
    "for it; empty when nothing was."
)


class SourceRange(BaseModel):
    """The lines of the file that ``source`` holds."""

    start_line: int = Field(ge=1)
    end_line: int = Field(ge=0)
    total_lines: int = Field(ge=0)


class CodeDetailView(CodeDetail):
    """One component; its source whole, or the lines asked for when the file is large."""

    source_range: SourceRange | None = Field(
        default=None, description="The lines source holds when it is not the whole file."
    )
    omitted: list[str] = Field(default_factory=list, description=_OMITTED)


class DesignDetailView(DesignDetail):
    """One design; over the output budget, its instances in pages."""

    total_instances: int | None = Field(default=None, description="Instances in the design.")
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next instances; null on the last."
    )
    omitted: list[str] = Field(default_factory=list, description=_OMITTED)


class Des2CodePage(Des2CodeResult):
    """A Des2Code result; over the output budget, its summary first and usage_matches in
    pages."""

    total_usage_matches: int | None = Field(
        default=None, description="usage_matches in the whole result (after the filters)."
    )
    next_cursor: str | None = Field(
        default=None,
        description="Pass as cursor (with the same filters) for the next usage_matches.",
    )
    omitted: list[str] = Field(default_factory=list, description=_OMITTED)


#: get-task-context answers the task-context route's own response.
TaskContext = TaskContextResponse
