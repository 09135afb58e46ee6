"""The task-context tool: get-task-context (the same backend logic as the REST route)."""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult

from guinness.contracts.tasks import (
    DEFAULT_MAX_TOKENS,
    IncludeSourceCode,
    MaxDepth,
    MaxTokens,
    TaskContextRequest,
    TaskId,
)
from guinness.mcp_edge.outputs import TaskContext
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.tool_results import ToolOutput, run_tool

_LISTED_TASKS = 12


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
