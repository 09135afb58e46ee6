"""Des2Code tools: trigger-des2code (needs WRITE) and get-des2code.

The chain a model follows: list-designs → trigger-des2code → poll get-des2code with the
returned request_id until it is no longer pending → get-code-detail for each matched code_id.
"""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult
from pydantic import Field

from guinness.auth.principal import Permission
from guinness.contracts.des2code import Des2CodeTrigger, Des2CodeTriggerRequest
from guinness.contracts.text import Identifier
from guinness.errors import PermissionDeniedError
from guinness.mcp_edge.match_pages import MatchFilters, match_page
from guinness.mcp_edge.outputs import Des2CodePage
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.source_tools import DesignId
from guinness.mcp_edge.tool_results import ToolOutput, run_tool

TRIGGER = "trigger-des2code"
ProjectId = Annotated[
    int, Field(strict=True, gt=0, description="The API key's project_id (list-designs returns it).")
]
OrganizationId = Annotated[
    int,
    Field(
        strict=True, gt=0, description="The API key's organization_id (list-designs returns it)."
    ),
]
RequestId = Annotated[
    Identifier | None,
    Field(
        max_length=64,
        description="The request_id trigger-des2code returned; omit for the newest result.",
    ),
]
NodeId = Annotated[
    Identifier | None,
    Field(
        max_length=64,
        description="Only this Figma instance (node id like 12:34) and the instances inside it.",
    ),
]
MinConfidence = Annotated[
    float | None, Field(ge=0.0, le=1.0, description="Only matches at least this confident.")
]
MatchCursor = Annotated[
    Identifier | None,
    Field(max_length=512, description="next_cursor of the previous call (same filters)."),
]
MatchLimit = Annotated[
    int | None,
    Field(
        strict=True,
        ge=1,
        le=500,
        description="At most this many usage_matches (default: all that fit).",
    ),
]


async def trigger_des2code(
    ctx: ToolContext,
    design_id: DesignId,
    project_id: ProjectId,
    organization_id: OrganizationId,
) -> Annotated[CallToolResult, Des2CodeTrigger]:
    """Queue Des2Code matching for an imported design: which code components implement it.

    Needs an API key with WRITE permission. project_id and organization_id must be exactly the
    API key's scope (list-designs returns both). The design's import must be completed and the
    project's code index ready; otherwise the call fails with DESIGN_NOT_READY or
    INDEX_NOT_READY. Returns a request_id right away: then call get-des2code with the same
    design_id and that request_id every few seconds until status is no longer "pending".
    """
    session = session_of(ctx)
    return await run_tool(
        TRIGGER,
        lambda: _trigger(session, design_id, project_id, organization_id),
        session,
    )


async def get_des2code(
    ctx: ToolContext,
    design_id: DesignId,
    request_id: RequestId = None,
    node_id: NodeId = None,
    min_confidence: MinConfidence = None,
    cursor: MatchCursor = None,
    limit: MatchLimit = None,
) -> Annotated[CallToolResult, Des2CodePage]:
    """Read the Des2Code result of a design: the code component behind each Figma instance.

    With request_id (from trigger-des2code) it answers that run, or status "pending" while it
    is still running; without, the newest result (DES2CODE_NOT_FOUND when there is none yet).
    In a result, usage_matches lists each Figma instance with its variant/state values, the
    matched code_id and component, suggested props, confidence and evidence, and a
    snippet (the import line and the element to write); skeleton is the whole frame as
    code; matched_codes lists the components used. Every usage_match comes back while
    the result fits the output budget; a larger result gives its summary first
    (matched_codes, unmatched nodes and why) and usage_matches in pages: call again with
    next_cursor. node_id keeps one instance and the instances nested in it; min_confidence
    keeps confident matches. Next: get-code-detail for each code_id you will edit or
    reuse, and a Figma tool for the node's geometry.
    """
    session = session_of(ctx)
    filters = MatchFilters(node_id=node_id, min_confidence=min_confidence)
    return await run_tool(
        "get-des2code",
        lambda: _get_result(session, design_id, request_id, filters, cursor, limit),
        session,
    )


def _trigger(
    session: ToolSession, design_id: str, project_id: int, organization_id: int
) -> ToolOutput:
    session.require(Permission.WRITE, tool=TRIGGER)
    scope = session.scope
    if (project_id, organization_id) != (scope.project_id, scope.organization_id):
        raise PermissionDeniedError(
            f"This API key is bound to project {scope.project_id} in organization "
            f"{scope.organization_id}; {TRIGGER} only accepts that scope."
        )
    data = session.backend.trigger_des2code(
        session.caller,
        Des2CodeTriggerRequest(
            design_id=design_id, project_id=project_id, organization_id=organization_id
        ),
    )
    summary = (
        f"Queued Des2Code request {data.request_id} for design {data.design_id} (code index "
        f"{data.code_index_id}). Poll get-des2code with this design_id and "
        f"request_id={data.request_id} until status is success or failed."
    )
    return ToolOutput(data, summary)


def _get_result(
    session: ToolSession,
    design_id: str,
    request_id: str | None,
    filters: MatchFilters,
    cursor: str | None,
    limit: int | None,
) -> ToolOutput:
    data = session.backend.get_des2code(session.caller, design_id, request_id=request_id)
    if data.status != "success":
        page = Des2CodePage.model_validate(data.model_dump())
        return ToolOutput(page, _status_text(page))
    nested_in: dict[str, str | None] = {}
    if filters.node_id is not None:
        design = session.backend.get_design(session.caller, design_id)
        nested_in = {
            str(instance.get("node_id")): instance.get("parent_instance_id")
            for instance in design.instances
        }
    return match_page(data, session.budget, filters, nested_in, cursor=cursor, limit=limit)


def _status_text(page: Des2CodePage) -> str:
    if page.status == "pending":
        return (
            f"Des2Code request {page.request_id} for design {page.design_id} is still "
            "pending; call get-des2code again in a few seconds."
        )
    reason = f"{page.error.code}: {page.error.message}" if page.error else "no reason given"
    return f"Des2Code request {page.request_id} for design {page.design_id} failed ({reason})."
