"""``delete design|code-source|tasks|project``: a design, a code source, a task graph, or
a project with everything derived from it.

Through the backend (``--backend-url`` of a running stack, with
``BACKEND_INTERNAL_API_KEY``), which removes the artifacts in S3, the AI-store documents
and the PostgreSQL rows, in that order; running a deletion again is harmless.
"""

from __future__ import annotations

import argparse
from typing import Any
from urllib.parse import quote

from guinness.cli.imports import ImportCommandError, post_to_backend
from guinness.settings import DatabaseSettings


def add_delete_commands(groups: Any, parser_class: type[argparse.ArgumentParser]) -> None:
    """Register ``delete design|code-source|tasks|project``."""
    delete = groups.add_parser(
        "delete", help="delete a design, or a project with everything derived from it"
    )
    delete.set_defaults(command_fn=None, help_parser=delete)
    actions = delete.add_subparsers(
        title="delete commands", metavar="ACTION", parser_class=parser_class
    )
    design = actions.add_parser(
        "design", help="a design: its artifacts, its AI-store document, its rows"
    )
    design.add_argument("--project-id", type=int, required=True)
    design.add_argument("--design-id", required=True)
    design.add_argument("--backend-url", required=True, help="the running stack's backend")
    design.set_defaults(command_fn=run_design_deletion, needs_connection=False)
    source = actions.add_parser(
        "code-source", help="a code source's components (the code index is rebuilt)"
    )
    source.add_argument("--project-id", type=int, required=True)
    source.add_argument(
        "--source", default="default", help="the code source's name (default: default)"
    )
    source.add_argument("--backend-url", required=True, help="the running stack's backend")
    source.set_defaults(command_fn=run_code_source_deletion, needs_connection=False)
    tasks = actions.add_parser("tasks", help="the project's task graph")
    tasks.add_argument("--project-id", type=int, required=True)
    tasks.add_argument("--backend-url", required=True, help="the running stack's backend")
    tasks.set_defaults(command_fn=run_task_graph_deletion, needs_connection=False)
    project = actions.add_parser(
        "project",
        help="a project: every artifact, AI-store document, design, task, request id and "
        "API key of it, then the project",
    )
    project.add_argument("--project-id", type=int, required=True)
    project.add_argument("--backend-url", required=True, help="the running stack's backend")
    project.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    project.set_defaults(command_fn=run_project_deletion, needs_connection=False)


def run_design_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete one design of the project."""
    path = f"/internal/designs/{quote(args.design_id, safe='')}"
    return post_to_backend(args.backend_url, path, args.project_id, b"", [], method="DELETE")


def run_code_source_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete one code source of the project."""
    path = f"/internal/code/sources/{quote(args.source, safe='')}"
    return post_to_backend(args.backend_url, path, args.project_id, b"", [], method="DELETE")


def run_task_graph_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete the project's task graph."""
    return post_to_backend(
        args.backend_url, "/internal/tasks", args.project_id, b"", [], method="DELETE"
    )


def run_project_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete the project with everything derived from it (asks for ``--yes``)."""
    if not args.yes:
        raise ImportCommandError(
            f"deleting project {args.project_id} removes all its data for good; add --yes"
        )
    path = f"/internal/projects/{args.project_id}"
    return post_to_backend(args.backend_url, path, args.project_id, b"", [], method="DELETE")
