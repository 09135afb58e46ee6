"""Des2Code tools: trigger-des2code (needs WRITE) and get-des2code.

The chain a model follows: list-designs → trigger-des2code → poll get-des2code with the
returned request_id until it is no longer pending → get-code-detail for each matched code_id.
"""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult
from pydantic import Field

from guinness.auth.principal import Permission
from guinness.contracts.des2code import Des2CodeResult, Des2CodeTrigger, Des2CodeTriggerRequest
from guinness.contracts.text import Identifier
from guinness.errors import PermissionDeniedError
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
    ctx: ToolContext, design_id: DesignId, request_id: RequestId = None
) -> Annotated[CallToolResult, Des2CodeResult]:
    """Read the Des2Code result of a design: the code component behind each Figma instance.

    With request_id (from trigger-des2code) it answers that run, or status "pending" while it
    is still running; without, the newest result (DES2CODE_NOT_FOUND when there is none yet).
    In a result, usage_matches lists each Figma instance with its variant/state values, the
    matched code_id and component, suggested props, confidence and evidence; matched_codes
    lists the components used. Next: get-code-detail for each code_id you will edit or reuse,
    and a Figma tool for the node's geometry.
    """
    session = session_of(ctx)
    return await run_tool(
        "get-des2code", lambda: _get_result(session, design_id, request_id), session
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


def _get_result(session: ToolSession, design_id: str, request_id: str | None) -> ToolOutput:
    data = session.backend.get_des2code(session.caller, design_id, request_id=request_id)
    if data.status == "pending":
        summary = (
            f"Des2Code request {data.request_id} for design {data.design_id} is still pending; "
            "call get-des2code again in a few seconds."
        )
    elif data.status == "failed":
        reason = f"{data.error.code}: {data.error.message}" if data.error else "no reason given"
        summary = (
            f"Des2Code request {data.request_id} for design {data.design_id} failed ({reason})."
        )
    else:
        matched = sum(1 for match in data.usage_matches if match.matched)
        summary = (
            f"Des2Code request {data.request_id} for design {data.design_id}: {matched} of "
            f"{len(data.usage_matches)} instances matched to {len(data.matched_codes)} code "
            "components. Read usage_matches, then get-code-detail for each code_id."
        )
    return ToolOutput(data, summary)
