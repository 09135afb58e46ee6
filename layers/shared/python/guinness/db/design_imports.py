"""The design-imports repository, ``design_imports``: imports by Figma link or webhook,
from queued to finished.

The backend records an import when it queues the fetch (a webhook's import is recorded by
the import job, which is the first part of that path with the database); the import job
finishes it with the designs it wrote, or the reason it failed.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from guinness.contracts.figma import DesignImport, ImportOrigin
from guinness.db.connection import Connection

_COLUMNS = (
    "import_id, file_key, node_ids, origin, status, design_ids, error_code, error,"
    " requested_at, updated_at"
)


def record_import(
    conn: Connection,
    *,
    import_id: str,
    project_id: int,
    organization_id: int,
    file_key: str,
    node_ids: Sequence[str],
    origin: ImportOrigin,
) -> None:
    """Record a queued import (again is a no-op: S3 and Lambda may deliver twice)."""
    conn.run(
        "INSERT INTO design_imports (import_id, project_id, organization_id, file_key,"
        " node_ids, origin) VALUES (:import_id, :project_id, :organization_id, :file_key,"
        " CAST(:node_ids AS text[]), :origin) ON CONFLICT (import_id) DO NOTHING",
        import_id=import_id,
        project_id=project_id,
        organization_id=organization_id,
        file_key=file_key,
        node_ids=list(node_ids),
        origin=origin,
    )


def finish_import(
    conn: Connection,
    *,
    import_id: str,
    design_ids: Sequence[str] = (),
    error_code: str | None = None,
    error: str | None = None,
) -> bool:
    """Mark the import completed (with the designs it wrote) or failed (with ``error``);
    whether such an import was recorded."""
    rows = conn.run(
        "UPDATE design_imports SET status = :status, design_ids = CAST(:design_ids AS text[]),"
        " error_code = :error_code, error = :error, updated_at = now()"
        " WHERE import_id = :import_id RETURNING import_id",
        status="failed" if error is not None else "completed",
        design_ids=list(design_ids),
        error_code=error_code,
        error=error,
        import_id=import_id,
    )
    return bool(rows)


def recent_imports(conn: Connection, *, project_id: int, limit: int) -> list[DesignImport]:
    """The project's newest imports by link or webhook, newest first."""
    rows = conn.run(
        f"SELECT {_COLUMNS} FROM design_imports WHERE project_id = :project_id"
        " ORDER BY requested_at DESC, import_id DESC LIMIT :limit",
        project_id=project_id,
        limit=limit,
    )
    return [_design_import(row) for row in rows]


def get_import(conn: Connection, *, project_id: int, import_id: str) -> DesignImport | None:
    """One of the project's imports."""
    rows = conn.run(
        f"SELECT {_COLUMNS} FROM design_imports"
        " WHERE project_id = :project_id AND import_id = :import_id",
        project_id=project_id,
        import_id=import_id,
    )
    return _design_import(rows[0]) if rows else None


def _design_import(row: Sequence[Any]) -> DesignImport:
    requested_at: datetime = row[8]
    updated_at: datetime = row[9]
    return DesignImport(
        import_id=str(row[0]),
        file_key=str(row[1]),
        node_ids=[str(node) for node in row[2] or []],
        origin=row[3],
        status=row[4],
        design_ids=[str(design) for design in row[5] or []],
        error_code=row[6],
        error=row[7],
        requested_at=requested_at,
        updated_at=updated_at,
    )
