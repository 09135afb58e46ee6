"""Tool results: the success shape and the one mapping from errors to ``isError`` results.

A success carries what a model needs as text (a Markdown rendering of the answer: the
task bundle, a table of matches, a fenced source block) and the full JSON in
``structuredContent``, both inside the output budget
(:mod:`~guinness.mcp_edge.output_budget`). An
error carries ``CODE: message`` as text and ``{"code", "message"}`` under the result's
``_meta["guinness/error"]``, with the platform's stable codes; a timeout of the backend reads
``BACKEND_TIMEOUT``.
Nothing unexpected reaches the caller: it is logged with its stack and answered
``INTERNAL_ERROR``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mcp_types import CallToolResult, TextContent
from pydantic import BaseModel

from guinness.errors import (
    ErrorDetail,
    PlatformError,
    ToolResultCode,
    UpstreamTimeoutError,
    ValidationError,
)
from guinness.mcp_edge.output_budget import OutputBudget, result_tokens

if TYPE_CHECKING:
    from guinness.mcp_edge.session import ToolSession

#: ``_meta`` key of an error result: ``{"code": ..., "message": ...}``.
ERROR_META_KEY = "guinness/error"
BACKEND_TIMEOUT = ToolResultCode.BACKEND_TIMEOUT.value
UNKNOWN_TOOL = ToolResultCode.UNKNOWN_TOOL.value
RESULT_TOO_LARGE = ToolResultCode.RESULT_TOO_LARGE.value
INTERNAL_ERROR = PlatformError.code
VALIDATION_ERROR = ValidationError.code


@dataclass(frozen=True)
class ToolOutput:
    """What a tool produced: its output model and its Markdown rendering for the model."""

    data: BaseModel
    text: str


def success(output: ToolOutput) -> CallToolResult:
    """A successful result: the Markdown text plus the full JSON."""
    return CallToolResult(
        content=[TextContent(type="text", text=output.text)],
        structured_content=output.data.model_dump(mode="json", by_alias=True),
    )


def fits(budget: OutputBudget, output: ToolOutput) -> bool:
    """Whether the result of ``output`` is within ``budget``."""
    return budget.fits(success(output))


def largest_fitting(
    budget: OutputBudget, count: int, make: Callable[[int], ToolOutput]
) -> tuple[int, ToolOutput]:
    """The most items (``0..count``) whose output ``make(n)`` fits ``budget``, and it."""
    outputs: dict[int, ToolOutput] = {}

    def build(n: int) -> CallToolResult:
        outputs[n] = make(n)
        return success(outputs[n])

    n, _result = budget.largest_fitting(count, build)
    return n, outputs[n]


def failure(code: str, message: str) -> CallToolResult:
    """An ``isError`` result with a stable code (in the text and in ``_meta``)."""
    detail = ErrorDetail(code=code, message=message)
    # No structuredContent: clients validate it against the tool's outputSchema even on errors.
    return CallToolResult(
        content=[TextContent(type="text", text=f"{code}: {message}")],
        is_error=True,
        _meta={ERROR_META_KEY: detail.model_dump()},
    )


def error_result(exc: PlatformError) -> CallToolResult:
    """The tool result for a platform error."""
    if isinstance(exc, UpstreamTimeoutError):
        return failure(BACKEND_TIMEOUT, "The backend did not answer in time; try again shortly.")
    return failure(exc.code, exc.message)


async def run_tool(
    tool: str, action: Callable[[], ToolOutput], session: ToolSession
) -> CallToolResult:
    """Run a tool body (a blocking call, offloaded as the session says); every failure becomes
    an ``isError`` result (the one mapping)."""
    logger = session.logger
    try:
        output = await session.offload(action)
    except PlatformError as exc:
        if exc.status >= 500:
            logger.warning("tool failed", extra={"tool": tool, "code": exc.code})
        return error_result(exc)
    except Exception:  # the tool boundary: log the stack, answer a stable code
        logger.exception("tool crashed", extra={"tool": tool})
        return failure(INTERNAL_ERROR, "Internal error.")
    result = success(output)
    if not session.budget.fits(result):  # each tool pages or trims first; this is the floor
        tokens = result_tokens(result)
        logger.warning("tool result over budget", extra={"tool": tool, "tokens": tokens})
        return failure(
            RESULT_TOO_LARGE,
            f"The answer (about {tokens} tokens) is over this server's output budget of "
            f"{session.budget.max_tokens} tokens even at its smallest page; ask for less "
            "(a smaller limit, a filter, a line range).",
        )
    return result
