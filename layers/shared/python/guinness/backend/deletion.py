"""Deleting a design, a code source, a task graph or a whole project, with everything
derived from it.

A design: its Des2Code artifacts (S3), its document in the AI store, its scope row and
the request ids issued for it (PostgreSQL). A code source: its components in the AI store
(their vectors and Code Connect mappings with them), then a new code index build. A task
graph: the project's tasks and their edges. A project: every artifact under its prefix,
every AI-store document of every kind, its API keys and their quota windows, then the
project row, whose designs, design imports, tasks and request ids go with it (ON DELETE
CASCADE). The stores outside PostgreSQL go first and the rows last, so an interrupted
deletion leaves the rows that let it be run again; running it again is harmless (a second
run finds nothing and says so). Each deletion is logged with what it removed.
"""

from __future__ import annotations

from guinness.backend.context import BackendContext
from guinness.backend.scope import Scope
from guinness.contracts.backend import (
    CodeSourceDeletion,
    DesignDeletion,
    ProjectDeletion,
    TaskGraphDeletion,
)
from guinness.contracts.des2code import artifact_prefix
from guinness.db import des2code_requests, designs, keys, projects, tasks


def delete_design(context: BackendContext, scope: Scope, design_id: str) -> DesignDeletion:
    """Delete the design ``design_id`` of the caller's project."""
    prefix = artifact_prefix(
        organization_id=scope.organization_id, project_id=scope.project_id, design_id=design_id
    )
    artifacts = context.require_artifacts().delete_prefix(prefix)
    ai_document = context.ai.delete_design(project_id=scope.project_id, design_id=design_id)
    with context.database.transaction() as conn:
        requests = des2code_requests.delete_design_requests(
            conn, project_id=scope.project_id, design_id=design_id
        )
        rows = designs.delete_design(conn, project_id=scope.project_id, design_id=design_id)
    deletion = DesignDeletion(
        design_id=design_id,
        project_id=scope.project_id,
        artifacts=artifacts,
        ai_document=ai_document,
        design_rows=rows,
        request_ids=requests,
    )
    context.logger.info("design deleted", extra=deletion.model_dump())
    return deletion


def delete_project(context: BackendContext, project_id: int) -> ProjectDeletion:
    """Delete the project ``project_id`` and everything derived from it."""
    with context.database.connection() as conn:
        project = projects.get_project(conn, project_id=project_id)
    if project is None:
        # Its rows are gone, so its artifacts' prefix cannot be named; the AI store is
        # keyed by the project id alone: whatever an interrupted run left there goes now.
        context.ai.delete_project(project_id=project_id)
        deletion = ProjectDeletion(project_id=project_id, existed=False, artifacts=0, api_keys=0)
        context.logger.info("project already deleted", extra=deletion.model_dump())
        return deletion
    artifacts = context.require_artifacts().delete_prefix(
        f"{project.organization_id}/{project.id}/"
    )
    context.ai.delete_project(project_id=project_id)
    with context.database.transaction() as conn:
        api_keys = keys.delete_project_keys(conn, project_id=project_id)
        projects.delete_project(conn, project_id=project_id)
    deletion = ProjectDeletion(
        project_id=project_id, existed=True, artifacts=artifacts, api_keys=api_keys
    )
    context.logger.info("project deleted", extra=deletion.model_dump())
    return deletion


def delete_code_source(context: BackendContext, scope: Scope, source: str) -> CodeSourceDeletion:
    """Delete the code source ``source`` (``default`` for code imported without a name)
    of the caller's project, and rebuild the project's code index without it."""
    context.ai.replace_code(
        project_id=scope.project_id,
        organization_id=scope.organization_id,
        sources=[],
        code_source=source,
    )
    index = context.ai.start_code_index_build(
        project_id=scope.project_id, organization_id=scope.organization_id
    )
    deletion = CodeSourceDeletion(
        project_id=scope.project_id,
        code_source=source,
        index_id=index.index_id,
    )
    context.logger.info("code source deleted", extra=deletion.model_dump())
    return deletion


def delete_task_graph(context: BackendContext, scope: Scope) -> TaskGraphDeletion:
    """Delete the caller's project's task graph (its tasks; their edges go with them)."""
    with context.database.transaction() as conn:
        deleted = tasks.delete_task_graph(conn, project_id=scope.project_id)
    deletion = TaskGraphDeletion(project_id=scope.project_id, tasks=deleted)
    context.logger.info("task graph deleted", extra=deletion.model_dump())
    return deletion
