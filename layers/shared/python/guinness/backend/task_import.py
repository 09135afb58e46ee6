"""Importing a project's task graph (Markdown files or JSON) through the backend."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from guinness.backend.scope import Scope
from guinness.contracts.tasks import ImportResult
from guinness.db.connection import Database
from guinness.db.tasks import replace_task_graph
from guinness.errors import TaskGraphError
from guinness.logs import Logger
from guinness.tasks.graph import build_task_graph
from guinness.tasks.task_document import TaskDocument
from guinness.tasks.task_files import parse_task_files, parse_task_json

MAX_TASK_FILES = 100_000


def documents_from_payload(raw: bytes, *, tag: str | None = None) -> list[TaskDocument]:
    """Task documents from a request body: ``{"tasks": [...]}`` (JSON form),
    ``{"files": {"name.md": "---\\nid: ...\\n---\\n..."}}`` (Markdown files by name), or a
    Task Master ``tasks.json`` (``tag`` picks its task list; ``master`` by default)."""
    try:
        payload: Any = json.loads(raw)
    except ValueError as exc:
        raise TaskGraphError(f"the request body is not valid JSON: {exc}") from None
    if isinstance(payload, Mapping) and "files" in payload:
        files = payload["files"]
        if not isinstance(files, Mapping) or not all(
            isinstance(name, str) and isinstance(text, str) for name, text in files.items()
        ):
            raise TaskGraphError('"files" must map file names to Markdown text')
        if len(files) > MAX_TASK_FILES:
            raise TaskGraphError(f"at most {MAX_TASK_FILES} task files per import")
        return parse_task_files(files)
    return parse_task_json(payload, source="request body", tag=tag)


def import_task_graph(
    *,
    database: Database,
    scope: Scope,
    documents: list[TaskDocument],
    strict: bool,
    logger: Logger,
) -> ImportResult:
    """Validate the graph and replace the project's tasks and edges atomically."""
    graph = build_task_graph(documents, strict=strict)
    with database.connection() as conn:
        result = replace_task_graph(conn, project_id=scope.project_id, graph=graph)
    logger.info(
        "task graph imported",
        extra={
            "project_id": scope.project_id,
            "tasks": result.taskCount,
            "edges": result.edgeCount,
            "problems": result.problem_count,
        },
    )
    return result
