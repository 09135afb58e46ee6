"""Importing a Figma file: parse, record scope rows, hand documents to the AI API.

The backend owns imports: it writes the PostgreSQL ``designs`` rows (pending, then
completed or failed with the reason) and sends each design document to the AI service,
which never touches the scope tables. A file that cannot be parsed writes no document;
when it named existing designs, those are marked failed with the parser's reason. A design
whose document the AI service does not store is counted as a failed import.
"""

from __future__ import annotations

from collections.abc import Sequence

from guinness import metrics
from guinness.backend.scope import Scope
from guinness.clients.ai_client import AiClient
from guinness.contracts.backend import DesignImportResult, ImportedDesign
from guinness.db.connection import Database
from guinness.db.designs import mark_nodes_failed, set_design_status, upsert_pending_design
from guinness.designs.figma_import import import_figma_file, normalise_node_ids
from guinness.errors import FigmaFileError, PlatformError, ValidationError
from guinness.logs import Logger

_FILE_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


def import_design_file(
    *,
    database: Database,
    ai: AiClient,
    scope: Scope,
    file_key: str,
    raw: bytes,
    node_ids: Sequence[str] | None,
    logger: Logger,
    max_bytes: int,
) -> DesignImportResult:
    """Import the designs of one Figma file JSON into the caller's project."""
    if not file_key or len(file_key) > 128 or not set(file_key) <= _FILE_KEY_CHARS:
        raise ValidationError("file_key must be the Figma file key (letters, digits, - and _).")
    try:
        parsed = import_figma_file(
            raw,
            project_id=scope.project_id,
            organization_id=scope.organization_id,
            file_key=file_key,
            node_ids=list(node_ids) if node_ids else None,
            max_bytes=max_bytes,
        )
    except FigmaFileError as exc:
        if node_ids:
            with database.connection() as conn:
                mark_nodes_failed(
                    conn,
                    project_id=scope.project_id,
                    file_key=file_key,
                    node_ids=normalise_node_ids(node_ids),
                    error=exc.message,
                )
        logger.info("design import refused", extra={"file_key": file_key, "reason": exc.message})
        raise

    written: list[ImportedDesign] = []
    for design in parsed.designs:
        with database.connection() as conn:
            upsert_pending_design(
                conn,
                design_id=design.design_id,
                project_id=scope.project_id,
                organization_id=scope.organization_id,
                file_key=file_key,
                node_id=design.node_id,
                name=design.name,
            )
        status, error = "completed", None
        try:
            ai.put_design(
                project_id=scope.project_id,
                organization_id=scope.organization_id,
                document=design.model_dump(mode="json"),
            )
        except PlatformError as exc:
            status, error = "failed", f"storing the design failed: {exc.message}"
            metrics.record_import_failure(
                "design", reason=metrics.import_failure_reason(exc), error_code=exc.code
            )
            logger.warning(
                "design document not stored",
                extra={"design_id": design.design_id, "code": exc.code},
            )
        with database.connection() as conn:
            set_design_status(
                conn,
                design_id=design.design_id,
                project_id=scope.project_id,
                status=status,
                error=error,
            )
        written.append(
            ImportedDesign(
                design_id=design.design_id,
                node_id=design.node_id,
                name=design.name,
                kind=design.kind,
                import_status=status,
                import_error=error,
                instances=len(design.instances),
            )
        )
    logger.info(
        "design import finished",
        extra={"file_key": file_key, "designs": len(written), "warnings": len(parsed.warnings)},
    )
    return DesignImportResult(file_key=file_key, designs=written, warnings=list(parsed.warnings))
