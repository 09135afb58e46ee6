"""The task-context tool: get-task-context (the same backend logic as the REST route)."""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult
from pydantic import Field

from guinness.contracts.tasks import (
    DEFAULT_MAX_TOKENS,
    MAX_DEPTH_LIMIT,
    TASK_ID_PATTERN,
    TaskContextRequest,
)
from guinness.mcp_edge.outputs import TaskContext
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.tool_results import ToolOutput, run_tool

TaskId = Annotated[
    str,
    Field(
        min_length=1,
        max_length=200,
        pattern=f"^{TASK_ID_PATTERN}$",
        description="Id of the atomic task to work on, as in the project's task files.",
    ),
]
MaxDepth = Annotated[
    int,
    Field(
        ge=0,
        le=MAX_DEPTH_LIMIT,
        description="Dependency levels upstream to include (the Free tier is capped at 2).",
    ),
]
IncludeSourceCode = Annotated[
    bool, Field(description="Append the source of the code each task references.")
]
_LISTED_TASKS = 12
MaxTokens = Annotated[
    int | None,
    Field(
        ge=1,
        description="Token budget of the bundle; the deepest dependencies are dropped whole "
        "to fit. null means no budget.",
    ),
]


async def get_task_context(
    ctx: ToolContext,
    taskId: TaskId,  # the seed's (camelCase) field names
    maxDepth: MaxDepth = 5,
    includeSourceCode: IncludeSourceCode = True,
    maxTokens: MaxTokens = DEFAULT_MAX_TOKENS,
) -> Annotated[CallToolResult, TaskContext]:
    """Get the Markdown context bundle for one task of the project's task graph.

    The bundle holds the task's upstream dependencies first (base dependencies before the
    tasks that need them) and the target task last, depth-limited by maxDepth and the
    subscription tier (truncated is true when the tier or the token budget cut it). Read
    markdownBundle before starting the task; collectedNodes lists the tasks it contains.
    TASK_NOT_FOUND means the id is not in this project's task graph.
    """
    session = session_of(ctx)
    return await run_tool(
        "get-task-context",
        lambda: _task_context(
            session,
            TaskContextRequest(
                taskId=taskId,
                maxDepth=maxDepth,
                includeSourceCode=includeSourceCode,
                maxTokens=maxTokens,
            ),
        ),
        session,
    )


def _task_context(session: ToolSession, request: TaskContextRequest) -> ToolOutput:
    data = session.backend.task_context(session.caller, request)
    shown = data.collectedNodes[:_LISTED_TASKS]
    more = len(data.collectedNodes) - len(shown)
    order = " -> ".join(shown) + (f" (+{more} more)" if more > 0 else "")
    depth = f"depth {data.effectiveMaxDepth} of {data.requestedMaxDepth} requested"
    cut = ", truncated" if data.truncated else ""
    summary = (
        f"Task context for {data.taskId}: {len(data.collectedNodes)} task(s) ({order}), "
        f"{depth}{cut}, about {data.tokenEstimate} tokens in markdownBundle."
    )
    return ToolOutput(data, summary)
