"""get-code-detail within the output budget: the whole file when it fits, else line ranges.

A component's file can be far larger than what an agent reads of a result (a date picker
of 150 KB, a sidebar module of 23 components). The view keeps whole lines only and says
what it left out and how to ask for it:

* ``auto`` (the default): the whole file when it fits, else the component's own lines
  (``source_lines``, recorded by the code import) — or, for a component that is its whole
  file, its first lines;
* ``component``: its own lines; ``file``: the whole file from ``start_line``;
* ``start_line`` / ``end_line`` pick lines; ``max_bytes`` caps the source's size.

Whatever is asked, the view stops at the last whole line that fits, then drops the CSS,
then the props table from the text (the props stay in the structured result).
"""

from __future__ import annotations

from guinness.contracts.sources import CodeDetail
from guinness.errors import ValidationError
from guinness.mcp_edge import markdown
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.mcp_edge.outputs import CodeDetailView, SourceRange
from guinness.mcp_edge.tool_results import ToolOutput, fits, largest_fitting


def code_view(
    detail: CodeDetail,
    budget: OutputBudget,
    *,
    include_source: str = "auto",
    start_line: int | None = None,
    end_line: int | None = None,
    max_bytes: int | None = None,
) -> ToolOutput:
    """The tool output for ``detail`` as asked, within ``budget``."""
    full = CodeDetailView.model_validate(detail.model_dump())
    source = detail.source or ""
    lines = source.splitlines(keepends=True)
    total = len(lines)
    asked_lines = start_line is not None or end_line is not None
    if include_source != "component" and not asked_lines:
        whole = ToolOutput(full, markdown.code_detail(full))
        if (max_bytes is None or len(source.encode()) <= max_bytes) and fits(budget, whole):
            return whole
    first, last = _range(detail, include_source, start_line, end_line, total)
    chosen = lines[first - 1 : last]
    if max_bytes is not None:
        chosen = _within_bytes(chosen, max_bytes)

    def view(n: int, *, css: bool = True, props_table: bool = True) -> ToolOutput:
        shown = chosen[:n]
        end = first + len(shown) - 1
        omitted = _omitted(first, end, last, total, detail, css)
        data = full.model_copy(
            update={
                "source": "".join(shown),
                "css": detail.css if css else None,
                "source_range": SourceRange(start_line=first, end_line=end, total_lines=total),
                "omitted": omitted,
            }
        )
        return ToolOutput(data, markdown.code_detail(data, with_props=props_table))

    n, fitted = largest_fitting(budget, len(chosen), view)
    if n == 0 and chosen and detail.css:
        n, fitted = largest_fitting(budget, len(chosen), lambda k: view(k, css=False))
    if n == 0 and chosen:
        n, fitted = largest_fitting(
            budget, len(chosen), lambda k: view(k, css=False, props_table=False)
        )
    return fitted


def _range(
    detail: CodeDetail,
    include_source: str,
    start_line: int | None,
    end_line: int | None,
    total: int,
) -> tuple[int, int]:
    """The first and last line (1-based, inclusive) asked for."""
    if start_line is not None or end_line is not None:
        first, last = start_line or 1, min(end_line or total, total)
    elif include_source == "file" or not detail.source_lines:
        first, last = 1, total
    else:
        first, last = detail.source_lines[0], min(detail.source_lines[-1], total)
    if total and first > total:
        raise ValidationError(f"start_line {first} is past the file's last line ({total}).")
    if last < first and total:
        raise ValidationError(f"end_line {last} is before start_line {first}.")
    return first, last


def _within_bytes(lines: list[str], max_bytes: int) -> list[str]:
    kept: list[str] = []
    size = 0
    for line in lines:
        size += len(line.encode())
        if size > max_bytes:
            break
        kept.append(line)
    return kept


def _omitted(
    first: int,
    end: int,
    last: int,
    total: int,
    detail: CodeDetail,
    css: bool,
) -> list[str]:
    """What the view leaves out of the file, each with how to ask for it."""
    omitted: list[str] = []
    if end < last:
        omitted.append(
            f"source lines {end + 1}-{last}: call again with start_line={end + 1} "
            f"(and end_line={last})."
        )
    outside = []
    if first > 1:
        outside.append(f"1-{first - 1}")
    if last < total:
        outside.append(f"{last + 1}-{total}")
    if outside:
        omitted.append(
            f"the rest of the file (lines {', '.join(outside)} of {total}): other code of "
            "the same file; ask with start_line / end_line."
        )
    if detail.css and not css:
        omitted.append(
            f"css ({len(detail.css.encode())} bytes): it did not fit beside the source; ask "
            "for fewer source lines (end_line) to get it."
        )
    return omitted
