"""import-design (needs WRITE): import a design from its Figma link, asynchronously.

The edge holds no Figma credential: it hands the link to the backend, which queues the
fetch (run outside the VPC with the project's token) and answers at once; list-designs and
get-design-detail show the designs ``pending`` until the import job finishes them.
"""

from __future__ import annotations

from typing import Annotated

from mcp_types import CallToolResult
from pydantic import Field

from guinness.auth.principal import Permission
from guinness.contracts.figma import FigmaImportRequest, FigmaImportTicket
from guinness.mcp_edge.session import ToolContext, ToolSession, session_of
from guinness.mcp_edge.tool_results import ToolOutput, run_tool

IMPORT_DESIGN = "import-design"
FigmaUrl = Annotated[
    str,
    Field(
        min_length=1,
        max_length=2048,
        description="A Figma link: https://www.figma.com/design/<fileKey>/...?node-id=1-2 "
        "(also /file/, /proto/ and branch links); node-id picks the frame to import.",
    ),
]
Depth = Annotated[
    int | None,
    Field(
        strict=True,
        ge=1,
        le=100,
        description="Levels of layers to fetch under the linked node (default: all).",
    ),
]


async def import_design(
    ctx: ToolContext, figma_url: FigmaUrl, depth: Depth = None
) -> Annotated[CallToolResult, FigmaImportTicket]:
    """Import a design into the project straight from its Figma link (no file download).

    Needs an API key with WRITE permission, and a Figma token set for the project by an
    admin. Returns at once with import_id, the design_ids the import will write (empty for
    a link to the whole file) and status "pending". Then poll get-design-detail with a
    design_id (or list-designs, whose imports list shows this import) every few seconds
    until import_status is completed or failed (with the reason: a token without access,
    a missing node, ...). Once completed, call trigger-des2code on the design.
    """
    session = session_of(ctx)
    return await run_tool(IMPORT_DESIGN, lambda: _import_design(session, figma_url, depth), session)


def _import_design(session: ToolSession, figma_url: str, depth: int | None) -> ToolOutput:
    session.require(Permission.WRITE, tool=IMPORT_DESIGN)
    ticket = session.backend.import_design_by_link(
        session.caller, FigmaImportRequest(figma_url=figma_url, depth=depth)
    )
    designs = ", ".join(ticket.design_ids) if ticket.design_ids else "every frame of the file"
    summary = (
        f"Queued import {ticket.import_id} of {designs} (status pending). Poll "
        "get-design-detail (or list-designs) until import_status is completed, then "
        "trigger-des2code."
    )
    return ToolOutput(ticket, summary)
