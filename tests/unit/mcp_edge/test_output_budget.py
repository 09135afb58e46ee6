"""The output budget: the estimate, fitting, cursors, and get-code-detail's line views."""

from __future__ import annotations

import pytest
from mcp_types import CallToolResult, TextContent

from guinness.contracts.sources import CodeDetail
from guinness.errors import ValidationError
from guinness.mcp_edge.code_views import code_view
from guinness.mcp_edge.output_budget import (
    OutputBudget,
    cursor_offset,
    offset_cursor,
    result_bytes,
    result_tokens,
)
from guinness.mcp_edge.outputs import CodeDetailView
from guinness.mcp_edge.tool_results import success


def _text(size: int) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text="é" * size)])


def test_the_estimate_counts_utf8_bytes_of_the_whole_result_over_three() -> None:
    small, large = _text(100), _text(1100)
    # Each "é" is two UTF-8 bytes: 1,000 more of them are 2,000 more bytes.
    assert result_bytes(large) - result_bytes(small) == 2000
    assert result_tokens(large) == -(-result_bytes(large) // 3)
    structured = CallToolResult(content=[], structured_content={"source": "x" * 3000})
    assert result_tokens(structured) > 1000  # structuredContent counts too


def test_largest_fitting_finds_the_most_items_that_fit() -> None:
    budget = OutputBudget(max_tokens=2000)
    n, result = budget.largest_fitting(10_000, lambda k: _text(k))
    assert budget.fits(result)
    assert not budget.fits(_text(n + 1))
    assert budget.largest_fitting(5, lambda k: _text(k))[0] == 5


def test_offset_cursors_only_fit_what_they_page() -> None:
    cursor = offset_cursor(40, "design:1")
    assert cursor_offset(cursor, "design:1") == 40
    assert cursor_offset(None, "design:1") == 0
    with pytest.raises(ValidationError):
        cursor_offset(cursor, "design:2")
    with pytest.raises(ValidationError):
        cursor_offset("%%%", "design:1")


# A 150 KB module of many components, each declared on its own lines.
_PART = (
    "export function Part{n}() {{\n" + "  const x = 1; // filler line of the part\n" * 60 + "}}\n"
)
_SOURCE = "".join(_PART.format(n=n) for n in range(60))
_LINES = _SOURCE.count("\n")


def _detail(**more: object) -> CodeDetail:
    fields: dict[str, object] = {
        "code_id": "1_part7",
        "component_name": "Part7",
        "path": "src/parts.tsx",
        "language": "typescript",
        "framework": "react",
        "props": [{"name": "size", "type": '"sm" | "md"', "values": ["sm", "md"]}],
        "source_lines": [7 * 62 + 1, 8 * 62],
        "source": _SOURCE,
        "css": ".part { color: red; }",
        **more,
    }
    return CodeDetail.model_validate(fields)


def _view(output: object) -> CodeDetailView:
    data = output.data  # type: ignore[attr-defined]
    assert isinstance(data, CodeDetailView)
    return data


def test_a_component_in_a_large_file_comes_back_as_its_own_lines() -> None:
    assert len(_SOURCE.encode()) > 150_000
    budget = OutputBudget()
    output = code_view(_detail(), budget)
    view = _view(output)

    assert budget.fits(success(output))
    assert view.source is not None
    assert view.source.startswith("export function Part7()")
    assert view.source_range is not None
    assert (view.source_range.start_line, view.source_range.end_line) == (435, 496)
    assert view.source_range.total_lines == _LINES
    assert view.css == ".part { color: red; }"
    assert any("lines 1-434" in item and "start_line" in item for item in view.omitted)
    text = output.text
    assert "| size |" in text
    assert "```tsx\nexport function Part7()" in text


def test_a_small_file_comes_back_whole_with_nothing_omitted() -> None:
    source = "export function Tiny() {\n  return null;\n}\n"
    view = _view(code_view(_detail(source=source, source_lines=[1, 3]), OutputBudget()))
    assert view.source == source
    assert view.source_range is None
    assert view.omitted == []


def test_line_ranges_and_max_bytes_keep_whole_lines_and_say_what_follows() -> None:
    output = code_view(_detail(), OutputBudget(), start_line=10, end_line=20)
    view = _view(output)
    assert view.source == "".join(_SOURCE.splitlines(keepends=True)[9:20])
    capped = _view(code_view(_detail(), OutputBudget(), include_source="file", max_bytes=500))
    assert capped.source is not None
    assert len(capped.source.encode()) <= 500
    assert capped.source.endswith("\n")
    assert capped.source_range is not None
    following = capped.source_range.end_line + 1
    assert any(f"start_line={following}" in item for item in capped.omitted)


def test_a_whole_file_asked_for_is_cut_at_the_budget_at_a_line() -> None:
    budget = OutputBudget(max_tokens=2000)
    output = code_view(_detail(), budget, include_source="file")
    view = _view(output)
    assert budget.fits(success(output))
    assert view.source_range is not None
    assert view.source_range.start_line == 1
    assert 0 < view.source_range.end_line < _LINES
    assert view.source is not None
    assert view.source.endswith("\n")


def test_bad_line_ranges_are_validation_errors() -> None:
    with pytest.raises(ValidationError, match="past the file's last line"):
        code_view(_detail(), OutputBudget(), start_line=_LINES + 5)
    with pytest.raises(ValidationError, match="before start_line"):
        code_view(_detail(), OutputBudget(), start_line=30, end_line=20)
