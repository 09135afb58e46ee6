"""``guinness-admin index build|status``: a project's code index, through the AI API."""

from __future__ import annotations

import argparse
from typing import Any

from guinness.cli.local_services import in_process_ai_client, project_scope
from guinness.db.connection import Database
from guinness.settings import DatabaseSettings


def add_index_commands(groups: Any, parser_class: type[argparse.ArgumentParser]) -> None:
    """Register ``index build`` and ``index status``."""
    index = groups.add_parser("index", help="the project's code index (Des2Code needs a ready one)")
    index.set_defaults(command_fn=None, help_parser=index)
    actions = index.add_subparsers(
        title="index commands", metavar="ACTION", parser_class=parser_class
    )
    build = actions.add_parser("build", help="build the index from the project's imported code")
    build.add_argument("--project-id", type=int, required=True)
    build.set_defaults(command_fn=run_index_build, needs_connection=False)
    status = actions.add_parser("status", help="show the current (newest ready) and latest build")
    status.add_argument("--project-id", type=int, required=True)
    status.set_defaults(command_fn=run_index_status, needs_connection=False)


def run_index_build(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Build the index now and return its record (ready, or failed with the reason)."""
    database = Database(settings)
    try:
        scope = project_scope(database, args.project_id)
        with in_process_ai_client(database) as ai:
            record = ai.start_code_index_build(
                project_id=scope.project_id, organization_id=scope.organization_id
            )
            return record.model_dump(mode="json")
    finally:
        database.close()


def run_index_status(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """The current and latest index records of the project."""
    database = Database(settings)
    try:
        scope = project_scope(database, args.project_id)
        with in_process_ai_client(database) as ai:
            return ai.code_index_status(project_id=scope.project_id).model_dump(mode="json")
    finally:
        database.close()
