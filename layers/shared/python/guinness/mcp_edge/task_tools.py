"""The task-context tool: get-task-context (the same backend logic as the REST route)."""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult

from guinness.contracts.tasks import (
    IncludeSourceCode,
    MaxDepth,
    MaxTokens,
    TaskContextRequest,
    TaskId,
)
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.mcp_edge.outputs import TaskContext
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.tool_results import ToolOutput, fits, run_tool
from guinness.tasks.budget import CHARS_PER_TOKEN

_LISTED_TASKS = 12
#: Bytes of the result besides the bundle's two copies: the summary line, collectedNodes,
#: nodeTokens and the other fields of a large graph's answer.
_RESULT_ROOM_BYTES = 8_000


async def get_task_context(
    ctx: ToolContext,
    taskId: TaskId,  # the seed's (camelCase) field names
    maxDepth: MaxDepth = 5,
    includeSourceCode: IncludeSourceCode = True,
    maxTokens: MaxTokens = None,
) -> Annotated[CallToolResult, TaskContext]:
    """Get the Markdown context bundle for one task of the project's task graph.

    The bundle holds the task's upstream dependencies first (base dependencies before the
    tasks that need them) and the target task last, depth-limited by maxDepth and the
    subscription tier: truncated is true only when the tier clamped maxDepth (Free: 2).
    maxTokens (a token budget; by default, and at most, what fits this server's output
    budget) drops the deepest dependencies whole to fit: then budgetLimited is true and
    omittedNodes lists them, shallowest first (call again with one of them as taskId to
    read it). Read markdownBundle before starting the task; collectedNodes lists the
    tasks it contains. TASK_NOT_FOUND means the id is not in this project's task graph.
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
                maxTokens=_fitting_max_tokens(session.budget, maxTokens),
            ),
        ),
        session,
    )


def _fitting_max_tokens(budget: OutputBudget, asked: int | None) -> int:
    """The bundle's token budget: what was asked, at most what fits the output budget.

    The bundle is in the result twice (the text block and ``markdownBundle``) and the
    bundle's tokens are estimated at four characters each, the output budget's at three
    bytes: so a bundle may take an eighth of the output budget's bytes, less the room the
    rest of the result takes.
    """
    fitting = max((budget.max_bytes - _RESULT_ROOM_BYTES) // (2 * CHARS_PER_TOKEN), 500)
    return min(asked, fitting) if asked is not None else fitting


def _task_context(session: ToolSession, request: TaskContextRequest) -> ToolOutput:
    output = _answer(session, request)
    for _attempt in range(3):  # a rendering larger than estimated: a smaller bundle
        if fits(session.budget, output) or request.maxTokens is None:
            break
        smaller = request.model_copy(update={"maxTokens": max(request.maxTokens // 2, 1)})
        attempt = _answer(session, smaller)
        if attempt.data == output.data:
            break
        request, output = smaller, attempt
    if not fits(session.budget, output):
        # The target task alone is that large: its bundle once, in markdownBundle.
        text = output.text.partition("\n\n")[0] + (
            "\n\nThe bundle is in markdownBundle of the structured result only: twice (here "
            "too) it would be over this server's output budget."
        )
        output = ToolOutput(output.data, text)
    return output


def _answer(session: ToolSession, request: TaskContextRequest) -> ToolOutput:
    data = session.backend.task_context(session.caller, request)
    shown = data.collectedNodes[:_LISTED_TASKS]
    more = len(data.collectedNodes) - len(shown)
    order = " -> ".join(shown) + (f" (+{more} more)" if more > 0 else "")
    depth = f"depth {data.effectiveMaxDepth} of {data.requestedMaxDepth} requested"
    clamp = ", truncated by the subscription tier" if data.truncated else ""
    summary = (
        f"Task context for {data.taskId}: {len(data.collectedNodes)} task(s) ({order}), "
        f"{depth}{clamp}, about {data.tokenEstimate} tokens in markdownBundle."
        + _budget_note(data, request.maxTokens)
    )
    return ToolOutput(data, f"{summary}\n\n{data.markdownBundle}")


def _budget_note(data: TaskContext, max_tokens: int | None) -> str:
    """What the token budget did, if anything (budgetLimited, omittedNodes)."""
    note = ""
    if data.budgetLimited:
        shown = data.omittedNodes[:_LISTED_TASKS]
        more = len(data.omittedNodes) - len(shown)
        omitted = ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")
        note += (
            f" budgetLimited: {len(data.omittedNodes)} task(s) within the depth left out to "
            f"fit maxTokens={max_tokens} (omittedNodes: {omitted})."
        )
    if data.targetExceedsBudget:
        note += f" The target task alone is larger than maxTokens={max_tokens}."
    return note
