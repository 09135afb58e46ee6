"""get-des2code's pages: everything while it fits, else the summary first and pages."""

from __future__ import annotations

import pytest

from guinness.contracts.des2code import (
    Des2CodeResult,
    Evidence,
    MatchedCode,
    UnmatchedNode,
    UsageDiagnostics,
    UsageMatch,
)
from guinness.errors import ValidationError
from guinness.mcp_edge.match_pages import MatchFilters, match_page
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.mcp_edge.outputs import Des2CodePage
from guinness.mcp_edge.tool_results import ToolOutput, success

REQUEST = "0190d1c2-7a1b-7c3d-8e4f-0123456789ab"


def _match(n: int, *, matched: bool = True, confidence: float = 0.9) -> UsageMatch:
    return UsageMatch(
        node_id=f"1:{n}",
        node_name=f"Button {n}",
        matched=matched,
        code_id="1_button" if matched else None,
        code_component="Button" if matched else None,
        code_path="src/Button.tsx" if matched else None,
        suggested_props={"variant": "primary", "size": "md"} if matched else {},
        confidence=confidence if matched else 0.0,
        evidence=[Evidence(signal="name", detail="Figma 'Button' = code 'Button'", weight=0.5)],
        unmatched_reason=None if matched else "no component with this name",
    )


def _result(count: int) -> Des2CodeResult:
    matches = [_match(n, matched=n % 5 != 0, confidence=0.5 + (n % 5) / 10) for n in range(count)]
    unmatched = [m for m in matches if not m.matched]
    return Des2CodeResult(
        status="success",
        request_id=REQUEST,
        design_id="1_KEY_1:0",
        matched_codes=[
            MatchedCode(
                code_id="1_button",
                component_name="Button",
                path="src/Button.tsx",
                instances=count,
                best_score=0.9,
                mean_score=0.8,
            )
        ],
        usage_matches=matches,
        usage_diagnostics=UsageDiagnostics(
            matched=count - len(unmatched),
            unmatched=len(unmatched),
            unmatched_nodes=[
                UnmatchedNode(node_id=m.node_id, node_name=m.node_name, reason="no match")
                for m in unmatched
            ],
        ),
    )


def _page(output: ToolOutput) -> Des2CodePage:
    assert isinstance(output.data, Des2CodePage)
    return output.data


def test_a_result_that_fits_comes_back_whole_with_a_table_in_the_text() -> None:
    output = match_page(_result(12), OutputBudget(), MatchFilters(), {}, cursor=None, limit=None)
    page = _page(output)
    assert len(page.usage_matches) == 12
    assert page.next_cursor is None
    assert page.omitted == []
    assert "| node | instance | component | file | props | confidence |" in output.text
    assert '| 1:1 | Button 1 | Button (1_button) | src/Button.tsx | {"variant":"primary"' in (
        output.text
    )
    assert "Unmatched:" in output.text


def test_over_budget_the_summary_comes_first_and_the_pages_cover_every_match_once() -> None:
    budget = OutputBudget(max_tokens=3000)
    result = _result(400)
    seen: list[str] = []
    cursor = None
    pages = 0
    while True:
        output = match_page(result, budget, MatchFilters(), {}, cursor=cursor, limit=None)
        assert budget.fits(success(output))
        page = _page(output)
        if pages == 0:
            assert page.matched_codes
            assert page.total_usage_matches == 400
        else:
            assert page.matched_codes == []
            assert page.usage_diagnostics is None
        seen += [match.node_id for match in page.usage_matches]
        pages += 1
        cursor = page.next_cursor
        if cursor is None:
            break
        assert any("call again with next_cursor" in item for item in page.omitted)
    assert pages > 2
    assert seen == [match.node_id for match in result.usage_matches]


def test_a_summary_too_long_for_the_budget_has_its_unmatched_list_cut() -> None:
    budget = OutputBudget(max_tokens=2000)
    result = _result(500)  # 100 unmatched nodes, listed twice (table and diagnostics)
    output = match_page(result, budget, MatchFilters(), {}, cursor=None, limit=None)
    page = _page(output)
    assert budget.fits(success(output))
    assert page.usage_matches
    assert any(item.startswith("unmatched_nodes ") for item in page.omitted)


def test_filters_keep_a_subtree_and_confident_matches_and_bind_the_cursor() -> None:
    result = _result(20)
    nested_in = {"1:3": "1:2", "1:4": "1:3", "1:2": None}
    subtree = match_page(
        result, OutputBudget(), MatchFilters(node_id="1:2"), nested_in, cursor=None, limit=None
    )
    assert [m.node_id for m in _page(subtree).usage_matches] == ["1:2", "1:3", "1:4"]
    confident = match_page(
        result, OutputBudget(), MatchFilters(min_confidence=0.85), {}, cursor=None, limit=None
    )
    assert {m.node_id for m in _page(confident).usage_matches} == {
        f"1:{n}" for n in range(20) if n % 5 >= 4
    }
    limited = match_page(result, OutputBudget(), MatchFilters(), {}, cursor=None, limit=5)
    cursor = _page(limited).next_cursor
    assert len(_page(limited).usage_matches) == 5
    assert cursor
    with pytest.raises(ValidationError):
        match_page(
            result, OutputBudget(), MatchFilters(min_confidence=0.5), {}, cursor=cursor, limit=5
        )
