"""get-des2code within the output budget: every match while it fits, else pages.

Without a cursor the result keeps every ``usage_match`` as long as the whole result fits.
Over budget, the first page carries the summary (status, ``matched_codes``, the diagnostics
with the unmatched nodes and why) and as many ``usage_matches`` as fit, with ``next_cursor``;
the following pages carry ``usage_matches`` only. Filters (an instance subtree, a minimum
confidence) apply before paging, and a cursor is only valid with the filters it came with.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from guinness.contracts.des2code import Des2CodeResult, UsageMatch
from guinness.mcp_edge import markdown
from guinness.mcp_edge.output_budget import OutputBudget, cursor_offset, offset_cursor
from guinness.mcp_edge.outputs import Des2CodePage
from guinness.mcp_edge.tool_results import ToolOutput, largest_fitting

_SUMMARY_ON_FIRST_PAGE = (
    "the summary (matched_codes, diagnostics, matcher settings): on the first page, without cursor."
)


_SKELETON_LEFT_OUT = (
    "skeleton: the frame as code does not fit beside the matches; each usage_match has its "
    "snippet, and node_id gives one instance's subtree."
)


@dataclass(frozen=True)
class MatchFilters:
    """Which usage_matches a call asks for."""

    #: An instance and the instances nested in it.
    node_id: str | None = None
    min_confidence: float | None = None

    def key(self) -> str:
        """What a cursor is tied to."""
        return f"{self.node_id or ''}|{self.min_confidence if self.min_confidence else ''}"

    def keeps(self, match: UsageMatch, nested_in: Mapping[str, str | None]) -> bool:
        """Whether ``match`` passes (``nested_in``: instance node id → enclosing instance)."""
        if self.min_confidence is not None and (
            not match.matched or match.confidence < self.min_confidence
        ):
            return False
        if self.node_id is None:
            return True
        node: str | None = match.node_id
        seen: set[str] = set()
        while node is not None and node not in seen:
            if node == self.node_id:
                return True
            seen.add(node)
            node = nested_in.get(node)
        return False


def match_page(
    result: Des2CodeResult,
    budget: OutputBudget,
    filters: MatchFilters,
    nested_in: Mapping[str, str | None],
    *,
    cursor: str | None,
    limit: int | None,
) -> ToolOutput:
    """The page of ``result`` that ``cursor`` names, within ``budget``."""
    matches = [match for match in result.usage_matches if filters.keeps(match, nested_in)]
    subject = f"des2code:{result.request_id}:{filters.key()}"
    offset = cursor_offset(cursor, subject)
    first_page = offset == 0
    base = Des2CodePage.model_validate(result.model_dump() | {"total_usage_matches": len(matches)})
    omitted: list[str] = []
    if not first_page:
        base = base.model_copy(
            update={
                "matched_codes": [],
                "retrieval_diagnostics": None,
                "usage_diagnostics": None,
                "matcher_config": None,
                "model_summary": None,
                "skeleton": None,
            }
        )
        omitted.append(_SUMMARY_ON_FIRST_PAGE)
    rest = matches[offset:]
    count = min(limit, len(rest)) if limit is not None else len(rest)

    def page(n: int, data: Des2CodePage = base, notes: tuple[str, ...] = ()) -> ToolOutput:
        following = offset + n
        more = following < len(matches)
        left = [f"usage_matches {following + 1}-{len(matches)}: call again with next_cursor."]
        view = data.model_copy(
            update={
                "usage_matches": rest[:n],
                "next_cursor": offset_cursor(following, subject) if more else None,
                "omitted": [*omitted, *notes, *(left if more else [])],
            }
        )
        return ToolOutput(view, markdown.des2code(view, first_page=first_page))

    n, fitted = largest_fitting(budget, count, page)
    if first_page and base.skeleton and n < count:
        # Paged: the frame's skeleton gives way to the matches (each has its snippet).
        base = base.model_copy(update={"skeleton": None})
        omitted.append(_SKELETON_LEFT_OUT)
        n, fitted = largest_fitting(budget, count, lambda k: page(k, base))
    if n == 0 and count and first_page:
        n, fitted = _without_long_lists(budget, base, count, page)
    if n == 0 and count:  # one match alone over budget: its evidence and alternatives go
        slim = [match.model_copy(update={"evidence": [], "alternatives": []}) for match in rest[:1]]
        note = "evidence and alternatives of this match: too large for the output budget."
        rest[:1] = slim
        n, fitted = largest_fitting(budget, 1, lambda k: page(k, base, notes=(note,)))
    return fitted


def _without_long_lists(
    budget: OutputBudget, base: Des2CodePage, count: int, page: Callable[..., ToolOutput]
) -> tuple[int, ToolOutput]:
    """The first page when its summary alone is over budget: the unmatched-node list cut."""
    diagnostics = base.usage_diagnostics
    unmatched = diagnostics.unmatched_nodes if diagnostics is not None else []
    if diagnostics is None or not unmatched:
        return 0, page(0)

    def cut(k: int) -> tuple[Des2CodePage, tuple[str, ...]]:
        assert diagnostics is not None
        data = base.model_copy(
            update={
                "usage_diagnostics": diagnostics.model_copy(
                    update={"unmatched_nodes": unmatched[:k]}
                )
            }
        )
        note = (
            f"unmatched_nodes {k + 1}-{len(unmatched)}: each is also a usage_match with its "
            "unmatched_reason."
        )
        return data, ((note,) if k < len(unmatched) else ())

    kept, _fitted = largest_fitting(budget, len(unmatched), lambda k: page(1, *cut(k)))
    data, notes = cut(kept)
    return largest_fitting(budget, count, lambda n: page(n, data, notes))
