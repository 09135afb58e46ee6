"""The designs repository: the ``designs`` scope table (the backend's record of imported
designs)."""

from __future__ import annotations

from dataclasses import dataclass

from guinness.db.connection import Connection
from guinness.designs.documents import design_id_for


@dataclass(frozen=True)
class DesignRow:
    """A design's scope and import status."""

    design_id: str
    project_id: int
    organization_id: int
    file_key: str
    node_id: str
    name: str
    import_status: str
    import_error: str | None


def upsert_pending_design(
    conn: Connection,
    *,
    design_id: str,
    project_id: int,
    organization_id: int,
    file_key: str,
    node_id: str,
    name: str,
) -> None:
    """Record a design as being imported (status pending)."""
    conn.run(
        "INSERT INTO designs (design_id, project_id, organization_id, file_key, node_id, name,"
        " import_status, import_error) VALUES (:design_id, :project_id, :organization_id,"
        " :file_key, :node_id, :name, 'pending', NULL)"
        " ON CONFLICT (design_id) DO UPDATE SET name = excluded.name,"
        " import_status = 'pending', import_error = NULL, updated_at = now()",
        design_id=design_id,
        project_id=project_id,
        organization_id=organization_id,
        file_key=file_key,
        node_id=node_id,
        name=name,
    )


def set_design_status(
    conn: Connection, *, design_id: str, project_id: int, status: str, error: str | None = None
) -> None:
    """Move a design to ``completed`` or ``failed`` (with the reason)."""
    conn.run(
        "UPDATE designs SET import_status = :status, import_error = :error, updated_at = now()"
        " WHERE design_id = :design_id AND project_id = :project_id",
        status=status,
        error=error,
        design_id=design_id,
        project_id=project_id,
    )


def get_design_row(conn: Connection, *, project_id: int, design_id: str) -> DesignRow | None:
    """The project's design with this id (None for another project's id)."""
    rows = conn.run(
        "SELECT design_id, project_id, organization_id, file_key, node_id, name, import_status,"
        " import_error FROM designs WHERE design_id = :design_id AND project_id = :project_id",
        design_id=design_id,
        project_id=project_id,
    )
    if not rows:
        return None
    row = rows[0]
    return DesignRow(
        design_id=str(row[0]),
        project_id=int(row[1]),
        organization_id=int(row[2]),
        file_key=str(row[3]),
        node_id=str(row[4]),
        name=str(row[5]),
        import_status=str(row[6]),
        import_error=row[7],
    )


def mark_nodes_failed(
    conn: Connection, *, project_id: int, file_key: str, node_ids: list[str], error: str
) -> int:
    """Mark the named designs of a file failed (an import of them was refused)."""
    rows = conn.run(
        "UPDATE designs SET import_status = 'failed', import_error = :error, updated_at = now()"
        " WHERE project_id = :project_id AND file_key = :file_key"
        " AND node_id = ANY(CAST(:node_ids AS text[])) RETURNING design_id",
        error=error,
        project_id=project_id,
        file_key=file_key,
        node_ids=node_ids,
    )
    return len(rows)


def import_statuses(conn: Connection, *, project_id: int, design_ids: list[str]) -> dict[str, str]:
    """Import status by design id, for the project's designs among ``design_ids``."""
    rows = conn.run(
        "SELECT design_id, import_status FROM designs"
        " WHERE project_id = :project_id AND design_id = ANY(CAST(:ids AS text[]))",
        project_id=project_id,
        ids=design_ids,
    )
    return {str(row[0]): str(row[1]) for row in rows}


def queue_pending_designs(
    conn: Connection,
    *,
    project_id: int,
    organization_id: int,
    file_key: str,
    node_ids: list[str],
) -> list[str]:
    """Record the designs a link import will write as pending (a design imported before
    keeps its name until the new import replaces it); returns their design ids."""
    design_ids = [
        design_id_for(project_id=project_id, file_key=file_key, node_id=node_id)
        for node_id in node_ids
    ]
    for design_id, node_id in zip(design_ids, node_ids, strict=True):
        conn.run(
            "INSERT INTO designs (design_id, project_id, organization_id, file_key, node_id,"
            " import_status, import_error) VALUES (:design_id, :project_id, :organization_id,"
            " :file_key, :node_id, 'pending', NULL)"
            " ON CONFLICT (design_id) DO UPDATE SET import_status = 'pending',"
            " import_error = NULL, updated_at = now()",
            design_id=design_id,
            project_id=project_id,
            organization_id=organization_id,
            file_key=file_key,
            node_id=node_id,
        )
    return design_ids


def file_node_ids(conn: Connection, *, project_id: int, file_key: str) -> list[str]:
    """The node ids of the project's designs from one Figma file."""
    rows = conn.run(
        "SELECT node_id FROM designs WHERE project_id = :project_id AND file_key = :file_key"
        " ORDER BY node_id",
        project_id=project_id,
        file_key=file_key,
    )
    return [str(row[0]) for row in rows]


def delete_design(conn: Connection, *, project_id: int, design_id: str) -> int:
    """Delete the project's design row; returns how many rows went (0 or 1)."""
    rows = conn.run(
        "DELETE FROM designs WHERE project_id = :project AND design_id = :design"
        " RETURNING design_id",
        project=project_id,
        design=design_id,
    )
    return len(rows)
