"""Queueing an import by Figma link: record it, mark its designs pending, start the fetch.

The fetch runs where Figma is reachable (outside the VPC) and feeds the asynchronous
import job; this part answers at once with the import's id and the design ids it will
write, which ``list-designs`` and ``get-design-detail`` show as ``pending`` until the job
finishes them.
"""

from __future__ import annotations

from typing import Protocol

from guinness.backend.scope import Scope
from guinness.contracts.figma import FigmaFetchRequest, FigmaImportRequest, FigmaImportTicket
from guinness.db.connection import Database
from guinness.db.design_imports import finish_import, record_import
from guinness.db.designs import queue_pending_designs
from guinness.designs.figma_links import parse_figma_url
from guinness.errors import PlatformError, UpstreamError
from guinness.ids import uuid7
from guinness.logs import Logger


class FigmaFetches(Protocol):
    """Where fetches are sent (the fetch function, invoked asynchronously, in AWS)."""

    def submit(self, request: FigmaFetchRequest) -> None:
        """Start one fetch; returns once it is queued."""


class ComponentResolver(Protocol):
    """Asks Figma where published components live (the fetch function, with the token)."""

    def resolve_components(self, project_id: int, keys: list[str]) -> dict[str, dict[str, str]]:
        """Component key → ``{file_key, node_id}`` for those Figma knows."""


def queue_figma_import(
    *,
    database: Database,
    fetches: FigmaFetches | None,
    scope: Scope,
    request: FigmaImportRequest,
    logger: Logger,
) -> FigmaImportTicket:
    """Queue the import of the linked design; raises ValidationError for a bad link."""
    link = parse_figma_url(request.figma_url)
    if fetches is None:
        raise UpstreamError(
            "Import by Figma link is not configured on this deployment (no fetch function)."
        )
    import_id = str(uuid7())
    node_ids = list(link.node_ids)
    with database.transaction() as conn:
        record_import(
            conn,
            import_id=import_id,
            project_id=scope.project_id,
            organization_id=scope.organization_id,
            file_key=link.file_key,
            node_ids=node_ids,
            origin="link",
        )
        design_ids = queue_pending_designs(
            conn,
            project_id=scope.project_id,
            organization_id=scope.organization_id,
            file_key=link.file_key,
            node_ids=node_ids,
        )
    fetch = FigmaFetchRequest(
        job_id=import_id,
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        url=request.figma_url,
        depth=request.depth,
    )
    try:
        fetches.submit(fetch)
    except Exception as exc:
        logger.exception("figma fetch not queued", extra={"import_id": import_id})
        message = "The Figma fetch could not be queued; try again."
        with database.connection() as conn:
            finish_import(conn, import_id=import_id, error_code="UNAVAILABLE", error=message)
        if isinstance(exc, PlatformError):
            raise
        raise UpstreamError(message) from None
    logger.info(
        "figma import queued",
        extra={"import_id": import_id, "file_key": link.file_key, "nodes": len(node_ids)},
    )
    what = f"{len(design_ids)} design(s)" if design_ids else "every frame of the file"
    return FigmaImportTicket(
        import_id=import_id,
        file_key=link.file_key,
        node_ids=node_ids,
        design_ids=design_ids,
        message=f"Queued the import of {what}. list-designs and get-design-detail show "
        "its status; trigger-des2code works once a design is completed.",
    )
