"""Design and code tools: list-designs, get-design-detail, list-code, get-code-detail.

Each function is a tool: its docstring is the description the calling model reads, its
``Annotated`` parameters the described input schema, its return annotation the output
schema. Everything is bound to the API key's project.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Literal, TypeVar

from mcp_types import CallToolResult
from pydantic import Field

from guinness.contracts.text import Identifier
from guinness.mcp_edge import markdown
from guinness.mcp_edge.code_views import code_view
from guinness.mcp_edge.output_budget import cursor_offset, offset_cursor
from guinness.mcp_edge.outputs import CodeDetailView, CodePage, DesignDetailView, DesignPage
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.tool_results import ToolOutput, fits, largest_fitting, run_tool
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
Page = TypeVar("Page", DesignPage, CodePage)
Query = Annotated[
    Identifier | None,
    Field(
        max_length=200,
        description="Search text, ranked: the name first (exact, prefix, word), then the "
        "file path, then prop names. Example: button.",
    ),
]
Framework = Annotated[
    Literal["react", "vue", "svelte", "css", "web-component"] | None,
    Field(description="Only components of this framework."),
]
PathPrefix = Annotated[
    Identifier | None,
    Field(max_length=512, description="Only files under this folder, like src/components/."),
]
DesignKind = Annotated[
    Literal["frame", "section", "component_library", "node"] | None,
    Field(description="Only designs of this kind."),
]
IncludeSource = Annotated[
    Literal["auto", "component", "file"],
    Field(
        description="auto: the whole file when it fits the output budget, else the "
        "component's own lines; component: its own lines; file: the whole file (or as much "
        "as fits, from start_line)."
    ),
]
Line = Annotated[int | None, Field(strict=True, ge=1, description="1-based line number.")]
MaxBytes = Annotated[
    int | None,
    Field(strict=True, ge=200, le=1_000_000, description="At most this many bytes of source."),
]
DesignCursor = Annotated[
    Identifier | None,
    Field(max_length=512, description="next_cursor of the previous call, for more instances."),
]


async def list_designs(
    ctx: ToolContext,
    query: Query = None,
    kind: DesignKind = None,
    cursor: Cursor = None,
    limit: Limit = DEFAULT_PAGE_SIZE,
) -> Annotated[CallToolResult, DesignPage]:
    """List the Figma designs imported into this project (one page of summaries).

    Start here to find a design_id; query searches the designs' names (best first). Each
    item has the design's name, kind (frame, section or component_library), Figma file key
    and node id, instance counts and import_status; only designs whose import_status is
    "completed" can be matched. The result also carries the project_id and organization_id
    that trigger-des2code needs. Next steps: get-design-detail to see a design's component
    instances, or trigger-des2code to map them to code.
    """
    session = session_of(ctx)
    search = {"query": query, "kind": kind}
    return await run_tool(
        "list-designs", lambda: _list_designs(session, search, cursor, limit), session
    )


async def get_design_detail(
    ctx: ToolContext, design_id: DesignId, cursor: DesignCursor = None
) -> Annotated[CallToolResult, DesignDetailView]:
    """Read one imported design: its component instances and their property values.

    Returns every visible component instance (Figma node id and name, main component and
    component set, VARIANT / BOOLEAN / TEXT / INSTANCE_SWAP values, text inside it), the
    components it defines or uses, and its visible texts. No embedding vectors. A large
    design comes in pages of instances: call again with next_cursor. Use it to understand
    what a design contains; get-des2code tells which code implements each instance.
    """
    session = session_of(ctx)
    return await run_tool(
        "get-design-detail", lambda: _get_design(session, design_id, cursor), session
    )


async def list_code(
    ctx: ToolContext,
    query: Query = None,
    framework: Framework = None,
    path_prefix: PathPrefix = None,
    cursor: Cursor = None,
    limit: Limit = DEFAULT_PAGE_SIZE,
) -> Annotated[CallToolResult, CodePage]:
    """List or search the components of the code base imported into this project.

    query finds components by name, file path or prop name, best first (query="button"
    puts Button first); framework and path_prefix narrow the list. Each item has a
    code_id, component name, file path, framework (react, vue, svelte, css,
    web-component), export names and the import statement to write. Use get-code-detail
    with a code_id to read its source, props and CSS before editing or reusing it, instead
    of writing a new component.
    """
    session = session_of(ctx)
    search = {"query": query, "framework": framework, "path_prefix": path_prefix}
    return await run_tool("list-code", lambda: _list_code(session, search, cursor, limit), session)


async def get_code_detail(
    ctx: ToolContext,
    code_id: CodeId,
    include_source: IncludeSource = "auto",
    start_line: Line = None,
    end_line: Line = None,
    max_bytes: MaxBytes = None,
) -> Annotated[CallToolResult, CodeDetailView]:
    """Read one code component: source, CSS, props with allowed values, states, and the
    import statement to write (import_statement; null for an internal part).

    The whole file comes back when it fits the output budget; in a large file, the
    component's own lines (source_range says which; omitted says what was left out and
    how to ask for it: start_line / end_line, include_source="file", max_bytes). Call it
    for each code_id that get-des2code matched (usage_matches[].code_id) to see the
    component's real API (props and variant values to pass) and styles before writing
    code.
    """
    session = session_of(ctx)
    return await run_tool(
        "get-code-detail",
        lambda: _get_code(session, code_id, include_source, start_line, end_line, max_bytes),
        session,
    )


def _list_designs(
    session: ToolSession, search: dict[str, str | None], cursor: str | None, limit: int
) -> ToolOutput:
    def fetch(size: int) -> DesignPage:
        page = session.backend.list_designs(
            session.caller, cursor=cursor, limit=size, search=search
        )
        return DesignPage.scoped(page, session.scope)

    return _fitted_page(session, fetch, markdown.design_list, limit)


def _list_code(
    session: ToolSession, search: dict[str, str | None], cursor: str | None, limit: int
) -> ToolOutput:
    def fetch(size: int) -> CodePage:
        page = session.backend.list_code(session.caller, cursor=cursor, limit=size, search=search)
        return CodePage.scoped(page, session.scope)

    return _fitted_page(session, fetch, markdown.code_list, limit)


#: Room kept for a next_cursor when a page is cut (the backend's cursors are shorter).
_CURSOR_ROOM = "x" * 128


def _fitted_page(
    session: ToolSession, fetch: Callable[[int], Page], render: Callable[[Page], str], limit: int
) -> ToolOutput:
    """A page of ``limit`` items, or of fewer when they would not fit the output budget
    (then fetched again at that size, so that its next_cursor follows its last item)."""
    page = fetch(limit)

    def first(n: int) -> ToolOutput:
        data = page.model_copy(
            update={"items": page.items[:n], "next_cursor": page.next_cursor or _CURSOR_ROOM}
        )
        return ToolOutput(data, render(data))

    n, _fitted = largest_fitting(session.budget, len(page.items), first)
    if n < len(page.items):
        page = fetch(max(n, 1))
    return ToolOutput(page, render(page))


def _get_design(session: ToolSession, design_id: str, cursor: str | None) -> ToolOutput:
    detail = session.backend.get_design(session.caller, design_id)
    subject = f"design:{design_id}:{len(detail.instances)}"
    offset = cursor_offset(cursor, subject)
    instances = detail.instances[offset:]
    view = DesignDetailView.model_validate(
        detail.model_dump() | {"total_instances": len(detail.instances)}
    )
    whole = view.model_copy(update={"instances": instances})
    output = ToolOutput(whole, markdown.design_detail(whole))
    if offset == 0 and fits(session.budget, output):
        return output
    # Over budget: instances in pages; the layer tree and the texts (each instance's
    # text_content holds its own) left out, and the component list if need be.
    omitted = [
        f"texts ({len(detail.texts)}): each instance's text_content holds its own texts.",
        "tree (the layer tree): too large beside the instances.",
    ]
    slim = view.model_copy(update={"texts": [], "omitted": omitted})
    slim = DesignDetailView.model_validate(slim.model_dump(exclude={"tree"}))

    def page(n: int, base: DesignDetailView = slim) -> ToolOutput:
        following = offset + n
        data = base.model_copy(
            update={
                "instances": instances[:n],
                "next_cursor": (
                    offset_cursor(following, subject) if following < len(detail.instances) else None
                ),
            }
        )
        return ToolOutput(data, markdown.design_detail(data))

    n, fitted = largest_fitting(session.budget, len(instances), page)
    if n == 0 and instances:
        bare = slim.model_copy(
            update={
                "components": [],
                "omitted": [*omitted, f"components ({len(detail.components)})"],
            }
        )
        n, fitted = largest_fitting(session.budget, len(instances), lambda k: page(k, bare))
    return fitted


def _get_code(
    session: ToolSession,
    code_id: str,
    include_source: str,
    start_line: int | None,
    end_line: int | None,
    max_bytes: int | None,
) -> ToolOutput:
    detail = session.backend.get_code(session.caller, code_id)
    return code_view(
        detail,
        session.budget,
        include_source=include_source,
        start_line=start_line,
        end_line=end_line,
        max_bytes=max_bytes,
    )
