"""What the edge adds to the contracts in its tools' outputs (``outputSchema`` and
``structuredContent``): the key's project scope on every page of a list.

Everything else a tool returns is a contract model as the backend answers it
(:mod:`guinness.contracts`), so the output schemas are those models' own.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from guinness.contracts.des2code import Des2CodeResult, Des2CodeTrigger
from guinness.contracts.sources import CodeDetail, CodeSummary, DesignDetail, DesignSummary
from guinness.contracts.tasks import TaskContextResponse

__all__ = [
    "CodeDetail",
    "CodePage",
    "Des2CodeResult",
    "Des2CodeTrigger",
    "DesignDetail",
    "DesignPage",
    "ProjectScope",
    "TaskContext",
]


class ProjectScope(BaseModel):
    """The API key's scope: what trigger-des2code must be given."""

    project_id: int = Field(description="The project every tool is bound to.")
    organization_id: int = Field(description="The project's organization.")


class DesignPage(ProjectScope):
    """A page of design summaries."""

    items: list[DesignSummary]
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class CodePage(ProjectScope):
    """A page of code source summaries."""

    items: list[CodeSummary]
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


#: get-task-context answers the task-context route's own response.
TaskContext = TaskContextResponse
