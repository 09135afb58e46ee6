"""What the edge adds to the contracts in its tools' outputs (``outputSchema`` and
``structuredContent``): the key's project scope on every page of a list.

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


class DesignPage(DesignSummaryPage, ProjectScope):
    """A page of design summaries."""

    @classmethod
    def scoped(cls, page: DesignSummaryPage, scope: ProjectScope) -> DesignPage:
        """``page`` with the key's scope."""
        return cls(items=page.items, next_cursor=page.next_cursor, **scope.model_dump())


class CodePage(CodeSummaryPage, ProjectScope):
    """A page of code source summaries."""

    @classmethod
    def scoped(cls, page: CodeSummaryPage, scope: ProjectScope) -> CodePage:
        """``page`` with the key's scope."""
        return cls(items=page.items, next_cursor=page.next_cursor, **scope.model_dump())


#: get-task-context answers the task-context route's own response.
TaskContext = TaskContextResponse
