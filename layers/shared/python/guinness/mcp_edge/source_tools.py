"""Design and code tools: list-designs, get-design-detail, list-code, get-code-detail.

Each function is a tool: its docstring is the description the calling model reads, its
``Annotated`` parameters the described input schema, its return annotation the output
schema. Everything is bound to the API key's project.
"""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult
from pydantic import Field

from guinness.contracts.text import Identifier
from guinness.mcp_edge.outputs import CodeDetail, CodePage, DesignDetail, DesignPage
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.tool_results import ToolOutput, run_tool
from guinness.store.documents import DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE

Cursor = Annotated[
    Identifier | None,
    Field(
        max_length=512,
        description="next_cursor from the previous page; omit for the first page.",
    ),
]
Limit = Annotated[
    int,
    Field(strict=True, ge=1, le=MAX_PAGE_SIZE, description=f"Items per page (1-{MAX_PAGE_SIZE})."),
]
DesignId = Annotated[
    Identifier,
    Field(
        min_length=3,
        max_length=512,
        description="A design_id from list-designs, like 42_AbCdEf123_1:2.",
    ),
]
CodeId = Annotated[
    Identifier,
    Field(
        min_length=3,
        max_length=512,
        description="A code_id from list-code or from get-des2code's usage_matches.",
    ),
]
_MORE = "More results: call again with cursor={cursor!r}."


async def list_designs(
    ctx: ToolContext, cursor: Cursor = None, limit: Limit = DEFAULT_PAGE_SIZE
) -> Annotated[CallToolResult, DesignPage]:
    """List the Figma designs imported into this project (one page of summaries).

    Start here to find a design_id. Each item has the design's name, kind (frame, section or
    component_library), Figma file key and node id, instance counts and import_status; only
    designs whose import_status is "completed" can be matched. The result also carries the
    project_id and organization_id that trigger-des2code needs. Next steps: get-design-detail
    to see a design's component instances, or trigger-des2code to map them to code.
    """
    session = session_of(ctx)
    return await run_tool("list-designs", lambda: _list_designs(session, cursor, limit), session)


async def get_design_detail(
    ctx: ToolContext, design_id: DesignId
) -> Annotated[CallToolResult, DesignDetail]:
    """Read one imported design: its component instances and their property values.

    Returns every visible component instance (Figma node id and name, main component and
    component set, VARIANT / BOOLEAN / TEXT / INSTANCE_SWAP values, text inside it), the
    components it defines or uses, and its visible texts. No embedding vectors. Use it to
    understand what a design contains; get-des2code tells which code implements each instance.
    """
    session = session_of(ctx)
    return await run_tool("get-design-detail", lambda: _get_design(session, design_id), session)


async def list_code(
    ctx: ToolContext, cursor: Cursor = None, limit: Limit = DEFAULT_PAGE_SIZE
) -> Annotated[CallToolResult, CodePage]:
    """List the components of the code base imported into this project (one page).

    Each item has a code_id, component name, file path, framework (react, vue, svelte,
    css, web-component), export names and the import statement to write. Use
    get-code-detail with a code_id to read its source, props and CSS before editing or
    reusing it, instead of writing a new component.
    """
    session = session_of(ctx)
    return await run_tool("list-code", lambda: _list_code(session, cursor, limit), session)


async def get_code_detail(
    ctx: ToolContext, code_id: CodeId
) -> Annotated[CallToolResult, CodeDetail]:
    """Read one code component: full source, CSS, props with allowed values, states, and
    the import statement to write (import_statement; null for an internal part).

    Call it for each code_id that get-des2code matched (usage_matches[].code_id) to see the
    component's real API (props and variant values to pass) and styles before writing code.
    """
    session = session_of(ctx)
    return await run_tool("get-code-detail", lambda: _get_code(session, code_id), session)


def _list_designs(session: ToolSession, cursor: str | None, limit: int) -> ToolOutput:
    page = session.backend.list_designs(session.caller, cursor=cursor, limit=limit)
    data = DesignPage.scoped(page, session.scope)
    lines = [
        f"{len(data.items)} design(s) in project {data.project_id} "
        f"(organization {data.organization_id})."
    ]
    for item in data.items:
        instances = (item.counts or {}).get("instances", 0)
        lines.append(
            f"- {item.design_id}: {item.name or '(unnamed)'} "
            f"({item.kind or 'design'}, {item.import_status}, {instances} instances)"
        )
    if data.next_cursor:
        lines.append(_MORE.format(cursor=data.next_cursor))
    return ToolOutput(data, "\n".join(lines))


def _get_design(session: ToolSession, design_id: str) -> ToolOutput:
    data = session.backend.get_design(session.caller, design_id)
    summary = (
        f"Design {data.design_id} {data.name or '(unnamed)'!r} ({data.kind or 'design'}, "
        f"import {data.import_status or 'unknown'}): {len(data.instances)} instances, "
        f"{len(data.components)} components, {len(data.texts)} texts."
    )
    return ToolOutput(data, summary)


def _list_code(session: ToolSession, cursor: str | None, limit: int) -> ToolOutput:
    page = session.backend.list_code(session.caller, cursor=cursor, limit=limit)
    data = CodePage.scoped(page, session.scope)
    lines = [f"{len(data.items)} code component(s) in project {data.project_id}."]
    for item in data.items:
        lines.append(
            f"- {item.code_id}: {item.component_name or '?'} "
            f"({item.framework or 'code'}) {item.path or ''}".rstrip()
        )
    if data.next_cursor:
        lines.append(_MORE.format(cursor=data.next_cursor))
    return ToolOutput(data, "\n".join(lines))


def _get_code(session: ToolSession, code_id: str) -> ToolOutput:
    data = session.backend.get_code(session.caller, code_id)
    css = ", with CSS" if data.css else ""
    summary = (
        f"{data.component_name or data.code_id} ({data.framework or 'code'}) at "
        f"{data.path or '?'}: {len(data.props)} props, {len(data.source or '')} characters "
        f"of source{css}."
    )
    if data.import_statement:
        summary += f"\nImport it with: {data.import_statement}"
    return ToolOutput(data, summary)
