"""The text block of each tool result: what a model reads, as compact Markdown.

A client or model that reads only ``content`` gets the answer itself here — the lists, a
table of matches, the source in a fenced block with its props table — while
``structuredContent`` keeps the full JSON. Renderings are compact (one line or table row
per item) because both count against the output budget.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from guinness.contracts.des2code import UsageMatch
from guinness.mcp_edge.outputs import (
    CodeDetailView,
    CodePage,
    Des2CodePage,
    DesignDetailView,
    DesignPage,
)

_CELL_CHARS = 160
_FENCE_LANGUAGES = {"typescript": "tsx", "javascript": "jsx"}


def cell(value: Any, limit: int = _CELL_CHARS) -> str:
    """A table cell: one line, pipes escaped, long values shortened with an ellipsis."""
    if value is None or value == "" or value == [] or value == {}:
        return ""
    text = value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))
    text = " ".join(text.split()).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> list[str]:
    """A Markdown table (no lines when there are no rows)."""
    body = [f"| {' | '.join(cell(value) for value in row)} |" for row in rows]
    if not body:
        return []
    return [f"| {' | '.join(headers)} |", f"|{'---|' * len(headers)}", *body]


def more(next_cursor: str | None, what: str = "results") -> list[str]:
    """The line saying how to get the next page, if there is one."""
    return [f"More {what}: call again with cursor={next_cursor!r}."] if next_cursor else []


def omissions(omitted: Sequence[str]) -> list[str]:
    """The lines saying what the output budget left out."""
    return [f"Left out to fit the output budget: {item}" for item in omitted]


def design_list(page: DesignPage) -> str:
    """list-designs."""
    found = f" of {page.total} found" if page.total is not None else ""
    lines = [
        f"{len(page.items)} design(s){found} in project {page.project_id} "
        f"(organization {page.organization_id})."
    ]
    lines += table(
        ("design_id", "name", "kind", "import", "instances"),
        (
            (
                item.design_id,
                item.name,
                item.kind,
                item.import_status,
                (item.counts or {}).get("instances", 0),
            )
            for item in page.items
        ),
    )
    if page.imports:
        lines += ["", "Imports by Figma link or webhook (newest first):"]
        lines += table(
            ("import_id", "origin", "file_key", "status", "designs", "error"),
            (
                (
                    item.import_id,
                    item.origin,
                    item.file_key,
                    item.status,
                    ", ".join(item.design_ids or item.node_ids) or "whole file",
                    item.error or "",
                )
                for item in page.imports
            ),
        )
    return "\n".join(lines + more(page.next_cursor))


def code_list(page: CodePage) -> str:
    """list-code."""
    found = f" of {page.total} found" if page.total is not None else ""
    lines = [f"{len(page.items)} code component(s){found} in project {page.project_id}."]
    lines += _index_lines(page)
    lines += table(
        ("code_id", "component", "framework", "path", "import"),
        (
            (
                item.code_id,
                item.component_name + (" (internal)" if item.internal else "")
                if item.component_name
                else "?",
                item.framework,
                item.path,
                item.import_statement,
            )
            for item in page.items
        ),
    )
    return "\n".join(lines + more(page.next_cursor))


def _index_lines(page: CodePage) -> list[str]:
    """Which code index Des2Code uses, and the newest build when it is another."""
    lines: list[str] = []
    if page.index is not None:
        counted = f", {page.index.components} components" if page.index.components else ""
        lines.append(f"Code index {page.index.index_id}: {page.index.status}{counted}.")
    build = page.latest_build
    if build is not None:
        error = f": {build.error}" if build.error else ""
        lines.append(f"Newest build {build.index_id}: {build.status}{error}.")
    return lines


def design_detail(view: DesignDetailView) -> str:
    """get-design-detail: a row per instance."""
    total = view.total_instances if view.total_instances is not None else len(view.instances)
    lines = [
        f"Design {view.design_id} {view.name or '(unnamed)'!r} ({view.kind or 'design'}, "
        f"import {view.import_status or 'unknown'}): {total} instances, "
        f"{len(view.components)} components, {len(view.texts)} texts shown."
    ]
    if view.import_error:
        lines.append(f"Import error: {view.import_error}")
    lines += table(
        ("node_id", "name", "component", "properties", "text"),
        (
            (
                instance.get("node_id"),
                instance.get("name"),
                instance.get("component_set_name") or instance.get("component_name"),
                _instance_properties(instance),
                " / ".join(instance.get("text_content") or []),
            )
            for instance in view.instances
        ),
    )
    return "\n".join(lines + omissions(view.omitted) + more(view.next_cursor, "instances"))


def _instance_properties(instance: dict[str, Any]) -> dict[str, Any]:
    properties: dict[str, Any] = {}
    for key in ("variant", "booleans", "texts"):
        value = instance.get(key)
        if isinstance(value, dict):
            properties.update(value)
    swaps = instance.get("instance_swaps")
    if isinstance(swaps, dict):
        for name, swapped in swaps.items():
            properties[name] = swapped.get("name") if isinstance(swapped, dict) else swapped
    return properties


def code_detail(view: CodeDetailView, *, with_props: bool = True) -> str:
    """get-code-detail: what it is, how to import it, its props, its source."""
    lines = [
        f"{view.component_name or view.code_id} ({view.framework or 'code'}) at "
        f"{view.path or '?'}, code_id {view.code_id}."
    ]
    if view.import_statement:
        lines.append(f"Import it with: `{view.import_statement}`")
    if view.states:
        lines.append(f"CSS states (not props): {', '.join(view.states)}")
    if with_props:
        lines += table(
            ("prop", "type", "values", "default", "required"),
            (
                (
                    prop.get("name"),
                    prop.get("type") or prop.get("kind"),
                    prop.get("values"),
                    prop.get("default"),
                    "yes" if prop.get("required") else "",
                )
                for prop in view.props
            ),
        )
    elif view.props:
        lines.append(f"{len(view.props)} props: see props in the structured result.")
    if view.source is not None:
        where = ""
        if view.source_range is not None:
            span = view.source_range
            where = f" (lines {span.start_line}-{span.end_line} of {span.total_lines})"
        lines += [f"Source{where}:", _fenced(view.source, view.language)]
    if view.css:
        lines += ["CSS:", _fenced(view.css, "css")]
    return "\n".join(lines + omissions(view.omitted))


def _fenced(text: str, language: str | None) -> str:
    fence = "```"
    while fence in text:
        fence += "`"
    tag = _FENCE_LANGUAGES.get(language or "", language or "")
    return f"{fence}{tag}\n{text}\n{fence}"


def des2code(page: Des2CodePage, *, first_page: bool) -> str:
    """get-des2code: status, then a row per instance, then the components and misses."""
    matches = page.usage_matches
    total = page.total_usage_matches if page.total_usage_matches is not None else len(matches)
    matched = sum(1 for match in matches if match.matched)
    lines = [
        f"Des2Code {page.request_id} for design {page.design_id}: {page.status}; "
        f"{len(matches)} of {total} instances shown, {matched} of them matched."
    ]
    lines += table(
        ("node", "instance", "component", "file", "props", "confidence"),
        (_match_row(match) for match in matches),
    )
    if first_page and page.matched_codes:
        lines.append("Components used:")
        lines += table(
            ("code_id", "component", "path", "instances"),
            (
                (code.code_id, code.component_name, code.path, code.instances)
                for code in page.matched_codes
            ),
        )
    unmatched = page.usage_diagnostics.unmatched_nodes if page.usage_diagnostics else []
    if first_page and unmatched:
        lines.append("Unmatched:")
        lines += [f"- {node.node_id} {node.node_name}: {node.reason}" for node in unmatched]
    if first_page and page.skeleton:
        lines += [
            "The frame as code (each usage_match has its own snippet):",
            "```",
            page.skeleton,
            "```",
        ]
    lines += omissions(page.omitted) + more(page.next_cursor, "usage_matches")
    if first_page and page.status == "success":
        lines.append("Next: get-code-detail for each code_id you will edit or reuse.")
    return "\n".join(lines)


def _match_row(match: UsageMatch) -> tuple[Any, ...]:
    if not match.matched:
        return (match.node_id, match.node_name, "—", "", match.unmatched_reason, "")
    return (
        match.node_id,
        match.node_name,
        f"{match.code_component} ({match.code_id})",
        match.code_path,
        match.suggested_props,
        f"{match.confidence:.2f}",
    )
