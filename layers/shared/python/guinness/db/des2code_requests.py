"""The Des2Code request-ids repository: ``des2code_requests``, every request id
``trigger-des2code`` issued (recorded before the request is queued)."""

from __future__ import annotations

from guinness.db.connection import Connection


def record_request(conn: Connection, *, request_id: str, project_id: int, design_id: str) -> None:
    """Record an issued request id (before it is queued)."""
    conn.run(
        "INSERT INTO des2code_requests (request_id, project_id, design_id)"
        " VALUES (CAST(:request_id AS uuid), :project_id, :design_id)",
        request_id=request_id,
        project_id=project_id,
        design_id=design_id,
    )


def issued_for(conn: Connection, *, request_id: str, project_id: int) -> str | None:
    """The design an issued request id of this project was for; None when never issued."""
    rows = conn.run(
        "SELECT design_id FROM des2code_requests"
        " WHERE request_id = CAST(:request_id AS uuid) AND project_id = :project_id",
        request_id=request_id,
        project_id=project_id,
    )
    return str(rows[0][0]) if rows else None


def delete_design_requests(conn: Connection, *, project_id: int, design_id: str) -> int:
    """Forget the request ids issued for one design; returns how many."""
    rows = conn.run(
        "DELETE FROM des2code_requests WHERE project_id = :project AND design_id = :design"
        " RETURNING request_id",
        project=project_id,
        design=design_id,
    )
    return len(rows)
