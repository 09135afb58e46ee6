"""Design and code reads for MCP: scope-checked here, documents from the AI API."""

from __future__ import annotations

from collections.abc import Mapping

from guinness.backend.design_rows import DesignRow, get_design_row, import_statuses
from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.contracts.sources import DesignDetail, DesignSummaryPage
from guinness.db.connection import Database
from guinness.errors import DesignNotFoundError


def require_design(database: Database, scope: Scope, design_id: str) -> DesignRow:
    """The project's design row, or 404 (another project's design ids included)."""
    with database.connection() as conn:
        row = get_design_row(conn, project_id=scope.project_id, design_id=design_id)
    if row is None or row.organization_id != scope.organization_id:
        raise DesignNotFoundError()
    return row


def list_designs(
    ai: AiClient,
    database: Database,
    scope: Scope,
    *,
    cursor: str | None,
    limit: int,
    search: Mapping[str, str | None] | None = None,
) -> DesignSummaryPage:
    """A page of design summaries, each with its import status from PostgreSQL."""
    page = ai.list_designs(
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        cursor=cursor,
        limit=limit,
        search=search,
    )
    ids = [item.design_id for item in page.items]
    statuses: dict[str, str] = {}
    if ids:
        with database.connection() as conn:
            statuses = import_statuses(conn, project_id=scope.project_id, design_ids=ids)
    items = [
        item.model_copy(update={"import_status": statuses.get(item.design_id, "unknown")})
        for item in page.items
    ]
    return page.model_copy(update={"items": items})


def get_design(ai: AiClient, database: Database, scope: Scope, design_id: str) -> DesignDetail:
    """One design document, after the scope check."""
    row = require_design(database, scope, design_id)
    document = ai.get_design(
        project_id=scope.project_id, organization_id=scope.organization_id, design_id=design_id
    )
    return document.model_copy(
        update={"import_status": row.import_status, "import_error": row.import_error}
    )
