"""Design and code reads for MCP: scope-checked here, documents from the AI API."""

from __future__ import annotations

from collections.abc import Mapping

from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.contracts.sources import DesignDetail, DesignSummaryPage
from guinness.db.connection import Database
from guinness.db.design_imports import recent_imports
from guinness.db.designs import DesignRow, get_design_row, import_statuses
from guinness.errors import DesignNotFoundError, NotFoundError

#: How many of the project's newest link and webhook imports the first page lists.
RECENT_IMPORTS = 10


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
    update: dict[str, object] = {"items": items}
    if cursor is None and not any((search or {}).values()):
        # The first page says what is being imported by link or webhook, and what failed.
        with database.connection() as conn:
            update["imports"] = recent_imports(
                conn, project_id=scope.project_id, limit=RECENT_IMPORTS
            )
    return page.model_copy(update=update)


def get_design(ai: AiClient, database: Database, scope: Scope, design_id: str) -> DesignDetail:
    """One design document, after the scope check."""
    row = require_design(database, scope, design_id)
    try:
        document = ai.get_design(
            project_id=scope.project_id, organization_id=scope.organization_id, design_id=design_id
        )
    except NotFoundError:
        if row.import_status == "completed":
            raise
        # Queued by link and not imported yet (or its import failed): the status only.
        return DesignDetail(
            design_id=row.design_id,
            name=row.name or None,
            file_key=row.file_key,
            node_id=row.node_id,
            import_status=row.import_status,
            import_error=row.import_error,
        )
    return document.model_copy(
        update={"import_status": row.import_status, "import_error": row.import_error}
    )
