"""``delete design|code-source|tasks|project``: a design, a code source, a task graph, or
a project with everything derived from it.

Through the backend, which removes the artifacts, the AI-store documents and the
PostgreSQL rows, in that order: a running stack's (``--backend-url``, with
``BACKEND_INTERNAL_API_KEY``), or the deployed stack's through the admin function
(``--remote FUNCTION``). Both go through :class:`BackendDeletions`; running a deletion again
is harmless.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from guinness.cli.imports import ImportCommandError
from guinness.clients.backend_deletions import DELETION_TIMEOUT_MS, BackendDeletions
from guinness.clients.transport import HttpTransport
from guinness.settings import DatabaseSettings

_BACKEND_URL_HELP = "the running stack's backend (or --remote FUNCTION for the deployed one)"


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
    design.add_argument("--backend-url", help=_BACKEND_URL_HELP)
    design.set_defaults(command_fn=run_design_deletion, needs_connection=False)
    source = actions.add_parser(
        "code-source", help="a code source's components (the code index is rebuilt)"
    )
    source.add_argument("--project-id", type=int, required=True)
    source.add_argument(
        "--source", default="default", help="the code source's name (default: default)"
    )
    source.add_argument("--backend-url", help=_BACKEND_URL_HELP)
    source.set_defaults(command_fn=run_code_source_deletion, needs_connection=False)
    tasks = actions.add_parser("tasks", help="the project's task graph")
    tasks.add_argument("--project-id", type=int, required=True)
    tasks.add_argument("--backend-url", help=_BACKEND_URL_HELP)
    tasks.set_defaults(command_fn=run_task_graph_deletion, needs_connection=False)
    project = actions.add_parser(
        "project",
        help="a project: every artifact, AI-store document, design, task, request id and "
        "API key of it, then the project",
    )
    project.add_argument("--project-id", type=int, required=True)
    project.add_argument("--backend-url", help=_BACKEND_URL_HELP)
    project.add_argument("--yes", action="store_true", help="confirm: this cannot be undone")
    project.set_defaults(command_fn=run_project_deletion, needs_connection=False)


def run_design_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete one design of the project."""
    return _deletions(args).design(project_id=args.project_id, design_id=args.design_id)


def run_code_source_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete one code source of the project."""
    return _deletions(args).code_source(project_id=args.project_id, source=args.source)


def run_task_graph_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete the project's task graph."""
    return _deletions(args).task_graph(project_id=args.project_id)


def run_project_deletion(_: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Delete the project with everything derived from it (asks for ``--yes``)."""
    refusal = unconfirmed_project_deletion(args)
    if refusal:
        raise ImportCommandError(refusal)
    return _deletions(args).project(project_id=args.project_id)


def unconfirmed_project_deletion(args: argparse.Namespace) -> str | None:
    """Why a project's deletion may not run (it needs ``--yes``, locally and with
    ``--remote``), or None."""
    if args.yes:
        return None
    return f"deleting project {args.project_id} removes all its data for good; add --yes"


def _deletions(args: argparse.Namespace) -> BackendDeletions:
    if not args.backend_url:
        raise ImportCommandError(
            "deleting needs the backend: --backend-url URL of a running stack (./dev up"
            " prints it), or --remote FUNCTION for the deployed stack"
        )
    key = os.environ.get("BACKEND_INTERNAL_API_KEY")
    if not key:
        raise ImportCommandError("BACKEND_INTERNAL_API_KEY must be set to use --backend-url")
    transport = HttpTransport(args.backend_url, timeout_ms=DELETION_TIMEOUT_MS, service="backend")
    return BackendDeletions(transport, api_key=key)
