"""The output budget: every tool result fits what an agent will read of it.

Agents cap what they read of a tool result (Claude Code's default is 25,000 tokens), so
each result is held to ``MCP_MAX_RESULT_TOKENS`` (default 20,000). The estimate is
conservative and needs no tokenizer: the UTF-8 bytes of the whole JSON-RPC result — text
blocks and ``structuredContent`` together, as the SDK serialises them — divided by three
(a token of English, code or JSON is three bytes or more).

A tool over budget pages or trims at an item or line boundary and says what is left and
how to get it (``next_cursor``, ``omitted``); :meth:`OutputBudget.largest_fitting` finds
how many items fit. Cursors the edge makes itself (pages of one document's lists) are
offsets tied to what they page, so a cursor is never replayed against something else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mcp_types import CallToolResult

from guinness.store.documents import cursor_offset, offset_cursor

__all__ = [
    "DEFAULT_MAX_RESULT_TOKENS",
    "OutputBudget",
    "cursor_offset",
    "offset_cursor",
    "result_bytes",
    "result_tokens",
]

DEFAULT_MAX_RESULT_TOKENS = 20_000
MIN_RESULT_TOKENS = 2_000
BYTES_PER_TOKEN = 3
#: ``{"jsonrpc":"2.0","id":…,"result":…}`` around the result, with room for a long id.
_ENVELOPE_BYTES = 160


def result_bytes(result: CallToolResult) -> int:
    """The UTF-8 size of ``result`` as it goes on the wire, with its JSON-RPC envelope."""
    return len(result.model_dump_json(by_alias=True, exclude_none=True).encode()) + _ENVELOPE_BYTES


def result_tokens(result: CallToolResult) -> int:
    """The conservative token estimate of ``result`` (bytes / 3, rounded up)."""
    return -(-result_bytes(result) // BYTES_PER_TOKEN)


@dataclass(frozen=True)
class OutputBudget:
    """The most tokens one tool result may take."""

    max_tokens: int = DEFAULT_MAX_RESULT_TOKENS

    @property
    def max_bytes(self) -> int:
        """The same budget in UTF-8 bytes of the result."""
        return self.max_tokens * BYTES_PER_TOKEN

    def fits(self, result: CallToolResult) -> bool:
        """Whether ``result`` is within the budget."""
        return result_bytes(result) <= self.max_bytes

    def largest_fitting(
        self, count: int, build: Callable[[int], CallToolResult]
    ) -> tuple[int, CallToolResult]:
        """The largest ``n`` in ``0..count`` whose ``build(n)`` fits, and that result.

        ``build`` must grow with ``n``. When not even ``build(0)`` fits, ``(0, build(0))``:
        the caller decides what else to leave out.
        """
        whole = build(count)
        if self.fits(whole):
            return count, whole
        low, high = 0, count - 1  # build(high + 1) does not fit
        best = build(0)
        if not self.fits(best):
            return 0, best
        while low < high:
            middle = (low + high + 1) // 2
            candidate = build(middle)
            if self.fits(candidate):
                low, best = middle, candidate
            else:
                high = middle - 1
        return low, best
