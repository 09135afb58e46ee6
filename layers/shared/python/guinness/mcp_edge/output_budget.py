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

import base64
import binascii
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass

from mcp_types import CallToolResult

from guinness.errors import ValidationError

DEFAULT_MAX_RESULT_TOKENS = 20_000
MIN_RESULT_TOKENS = 2_000
BYTES_PER_TOKEN = 3
#: ``{"jsonrpc":"2.0","id":…,"result":…}`` around the result, with room for a long id.
_ENVELOPE_BYTES = 160
_BAD_CURSOR = "The cursor is not valid for this call; start again without one."


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


def offset_cursor(offset: int, subject: str) -> str:
    """An opaque cursor for the item at ``offset`` of the list ``subject`` names."""
    data = json.dumps({"offset": offset, "of": _digest(subject)}, separators=(",", ":"))
    return base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")


def cursor_offset(cursor: str | None, subject: str) -> int:
    """The offset a cursor of :func:`offset_cursor` points at (0 without one)."""
    if not cursor:
        return 0
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode()))
        offset, of = data["offset"], data["of"]
    except (ValueError, KeyError, TypeError, binascii.Error):
        raise ValidationError(_BAD_CURSOR) from None
    if not isinstance(offset, int) or offset < 0 or of != _digest(subject):
        raise ValidationError(_BAD_CURSOR)
    return offset


def _digest(subject: str) -> str:
    return hashlib.sha256(subject.encode()).hexdigest()[:12]
