"""``guinness-admin``: organizations, projects, users, subscriptions, API keys, migrations.

Every command prints one JSON document on stdout (scriptable) and, on failure, one line
``guinness-admin: error: ...`` on stderr with a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict, is_dataclass
from datetime import datetime
from typing import Any, NoReturn

from guinness.cli.code_connect_commands import add_code_connect_commands
from guinness.cli.database import resolve_database
from guinness.cli.deletion import add_delete_commands
from guinness.cli.figma_commands import FigmaCommandError, add_figma_commands
from guinness.cli.imports import ImportCommandError, add_import_commands
from guinness.cli.index_commands import add_index_commands
from guinness.contracts.admin import (
    DEFAULT_LIST_LIMIT,
    ENTITLEMENTS,
    MAX_LIST_LIMIT,
    SUBSCRIPTION_STATUSES,
)
from guinness.db.connection import Connection, DatabaseError, InterfaceError, connect
from guinness.db.migrations import MigrationError
from guinness.errors import ConfigError, PlatformError
from guinness.local.data_dir import local_data_dir
from guinness.local.running_stacks import SeveralStacksError, running_data_dir
from guinness.operations.admin_commands import (
    database_refusal,
    parse_arguments,
    run_admin_command,
)

PROG = "guinness-admin"
# Most commands take a connection; import commands take the database settings.
Command = Callable[[Any, argparse.Namespace], Any]


class CommandError(Exception):
    """A command failed for a reason the user can fix; printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # One line instead of usage + error; `--help` still shows the full usage.
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def main(argv: Sequence[str] | None = None) -> int:
    """Run one admin command; returns the process exit code."""
    # Stdout is the command's answer (JSON): services run in-process print no metric lines.
    os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")
    parser = build_parser()
    args = parser.parse_args(argv)
    command: Command | None = getattr(args, "command_fn", None)
    if command is None:
        # A group named without an action (``key``): show that group's help.
        getattr(args, "help_parser", parser).print_help()
        return 2
    if getattr(args, "remote", None):
        return _run_remote(args.remote, args)
    try:
        _use_the_running_stacks_data_dir()
    except SeveralStacksError as exc:
        return _fail(str(exc))
    try:
        settings = resolve_database(migrate_embedded=True)
        if not getattr(args, "needs_connection", True):
            result = command(settings, args)
        else:
            conn = connect(settings)
            try:
                result = command(conn, args)
            finally:
                conn.close()
    except (
        CommandError,
        ConfigError,
        FigmaCommandError,
        ImportCommandError,
        MigrationError,
        PlatformError,
    ) as exc:
        return _fail(str(exc))
    except DatabaseError as exc:
        return _fail(str(database_refusal(exc, with_detail=True)))
    except (InterfaceError, OSError) as exc:
        return _fail(f"cannot reach the database ({exc.__class__.__name__}: {exc})")
    _after(args)
    print(json.dumps(_jsonable(result), indent=2, default=str))
    return 0


def _after(args: argparse.Namespace) -> None:
    if getattr(args, "operation", None) == "key.create":
        print("Store this key now: it is shown only once.", file=sys.stderr)


def _use_the_running_stacks_data_dir() -> None:
    """Without ``LOCAL_DATA_DIR``, the data folder of the local stack that runs, if one does
    (it may have been started with another ``LOCAL_DATA_DIR``)."""
    if os.environ.get("LOCAL_DATA_DIR"):
        return
    found = running_data_dir()
    if found is None:
        return
    if found != local_data_dir():
        print(f"{PROG}: using the running local stack's data folder {found}", file=sys.stderr)
    os.environ["LOCAL_DATA_DIR"] = str(found)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand (also used by the docs test)."""
    parser = _Parser(
        prog=PROG,
        description="Manage organizations, projects, users, subscriptions, API keys and "
        "migrations. Uses DATABASE_URL (or DATABASE_HOST ...) when set, else the embedded "
        "local PostgreSQL under LOCAL_DATA_DIR (default .local).",
    )
    parser.add_argument(
        "--remote",
        metavar="FUNCTION",
        help="run against the deployed stack by invoking its admin Lambda (name or ARN; AWS "
        "credentials and region from the environment)",
    )
    groups = parser.add_subparsers(title="commands", metavar="COMMAND", parser_class=_Parser)

    migrate = groups.add_parser("migrate", help="apply pending database migrations")
    _runs(migrate, "migrate", lambda args: {})

    org = _group(groups, "org", "organizations")
    org_create = org.add_parser("create", help="create an organization")
    org_create.add_argument("--name", required=True)
    _runs(org_create, "org.create", lambda args: {"name": args.name})
    _listing(org.add_parser("list", help="list organizations, by id"), "org.list")

    project = _group(groups, "project", "projects")
    project_create = project.add_parser("create", help="create a project in an organization")
    project_create.add_argument("--org-id", type=_positive_int, required=True)
    project_create.add_argument("--name", required=True)
    _runs(
        project_create,
        "project.create",
        lambda args: {"organization_id": args.org_id, "name": args.name},
    )
    project_list = project.add_parser("list", help="list projects, by id")
    project_list.add_argument("--org-id", type=_positive_int, help="only this organization's")
    _listing(project_list, "project.list", organization_id="org_id")
    project_quota = project.add_parser(
        "quota", help="set the project's requests per API key per minute"
    )
    project_quota.add_argument("--project-id", type=_positive_int, required=True)
    limit = project_quota.add_mutually_exclusive_group(required=True)
    limit.add_argument("--per-minute", type=_non_negative_int, help="0: no quota")
    limit.add_argument(
        "--default", action="store_true", help="back to the service's API_KEY_REQUESTS_PER_MINUTE"
    )
    _runs(
        project_quota,
        "project.quota",
        lambda args: {
            "project_id": args.project_id,
            "requests_per_minute": None if args.default else args.per_minute,
        },
    )

    user = _group(groups, "user", "users")
    user_create = user.add_parser("create", help="create a user")
    user_create.add_argument("--email", required=True)
    user_create.add_argument("--name")
    _runs(user_create, "user.create", lambda args: {"email": args.email, "name": args.name})
    _listing(
        user.add_parser("list", help="list users with their subscriptions, by id"), "user.list"
    )

    subscription = _group(groups, "subscription", "subscriptions (task-context depth)")
    sub_set = subscription.add_parser("set", help="set a user's subscription tier and status")
    sub_set.add_argument("--user-id", type=_positive_int, required=True)
    sub_set.add_argument("--tier", choices=ENTITLEMENTS, required=True)
    sub_set.add_argument("--status", choices=SUBSCRIPTION_STATUSES, default="active")
    _runs(
        sub_set,
        "subscription.set",
        lambda args: {"user_id": args.user_id, "tier": args.tier, "status": args.status},
    )

    key = _group(groups, "key", "MCP API keys")
    key_create = key.add_parser(
        "create", help="create a project-scoped API key (printed once, never stored)"
    )
    key_create.add_argument("--user-id", type=_positive_int, required=True)
    key_create.add_argument("--project-id", type=_positive_int, required=True)
    key_create.add_argument("--name", required=True, help="what the key is for")
    key_create.add_argument(
        "--write", action="store_true", help="READ+WRITE (allows trigger-des2code); default READ"
    )
    expiry = key_create.add_mutually_exclusive_group()
    expiry.add_argument("--expires-at", type=_timestamp, help="ISO 8601 with time zone")
    expiry.add_argument("--expires-in-days", type=_positive_int)
    _runs(
        key_create,
        "key.create",
        _picked("user_id", "project_id", "name", "write", "expires_at", "expires_in_days"),
    )

    key_list = key.add_parser("list", help="list keys (never secrets or hashes)")
    key_list.add_argument("--project-id", type=_positive_int)
    key_list.add_argument("--user-id", type=_positive_int)
    key_list.add_argument("--all", action="store_true", help="include deleted keys")
    _runs(
        key_list,
        "key.list",
        _picked("project_id", "user_id", include_deleted="all"),
    )

    for action, help_text in (
        ("revoke", "revoke a key (takes effect within API_KEY_CACHE_TTL_SECONDS)"),
        ("delete", "delete a key (kept for audit, never accepted again)"),
    ):
        sub = key.add_parser(action, help=help_text)
        target = sub.add_mutually_exclusive_group(required=True)
        target.add_argument("--id", type=_positive_int)
        target.add_argument("--prefix")
        _runs(sub, f"key.{action}", _picked("id", "prefix"))

    add_import_commands(groups, _Parser)
    add_delete_commands(groups, _Parser)
    add_figma_commands(groups, _Parser)
    add_code_connect_commands(groups, _Parser)
    add_index_commands(groups, _Parser)

    job = _group(groups, "job", "import jobs of the deployed stack (with --remote)")
    job_status = job.add_parser("status", help="where an uploaded import stands")
    job_status.add_argument("--id", dest="job_id", required=True)
    job_status.set_defaults(
        command_fn=_job_status, operation="import.status", arguments_of=_picked("job_id")
    )
    return parser


def _group(groups: Any, name: str, help_text: str) -> Any:
    parser = groups.add_parser(name, help=help_text)
    parser.set_defaults(command_fn=None, help_parser=parser)
    return parser.add_subparsers(title=f"{name} commands", metavar="ACTION", parser_class=_Parser)


def _runs(
    parser: argparse.ArgumentParser,
    operation: str,
    arguments_of: Callable[[argparse.Namespace], dict[str, Any]],
) -> None:
    """The command runs the admin operation ``operation`` (``operations.admin_commands``)
    with the arguments ``arguments_of`` takes from the command line: here, or through the
    admin Lambda with ``--remote``."""
    parser.set_defaults(
        command_fn=_run_admin_command, operation=operation, arguments_of=arguments_of
    )


def _listing(parser: argparse.ArgumentParser, operation: str, **renamed: str) -> None:
    """A listing command: one page of ``--limit`` rows after ``--after-id``."""
    parser.add_argument(
        "--limit",
        type=_positive_int,
        default=DEFAULT_LIST_LIMIT,
        help=f"at most this many (default {DEFAULT_LIST_LIMIT}, at most {MAX_LIST_LIMIT})",
    )
    parser.add_argument(
        "--after-id", type=_non_negative_int, help="the next page: the last page's next_after_id"
    )
    _runs(parser, operation, _picked("limit", "after_id", **renamed))


def _picked(*names: str, **renamed: str) -> Callable[[argparse.Namespace], dict[str, Any]]:
    """Arguments named as on the command line (``renamed``: operation's name -> CLI's)."""

    def pick(args: argparse.Namespace) -> dict[str, Any]:
        chosen = {name: getattr(args, name) for name in names}
        chosen.update({target: getattr(args, source) for target, source in renamed.items()})
        return chosen

    return pick


def _run_admin_command(conn: Connection, args: argparse.Namespace) -> Any:
    arguments = parse_arguments(args.operation, args.arguments_of(args))
    return run_admin_command(conn, args.operation, arguments, with_detail=True)


def _job_status(_: Connection, args: argparse.Namespace) -> Any:
    raise CommandError("job status needs --remote FUNCTION (local imports run in-process)")


def _run_remote(function: str, args: argparse.Namespace) -> int:
    from guinness.cli.remote import RemoteError, run_remote

    try:
        result = run_remote(function, args)
    except RemoteError as exc:
        return _fail(str(exc))
    _after(args)
    print(json.dumps(result, indent=2, default=str))
    return 0


def _positive_int(text: str) -> int:
    value = _integer(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be a positive integer")
    return value


def _non_negative_int(text: str) -> int:
    value = _integer(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must be zero or a positive integer")
    return value


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None


def _timestamp(text: str) -> datetime:
    try:
        value = datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not an ISO 8601 timestamp") from None
    if value.tzinfo is None:
        raise argparse.ArgumentTypeError(f"{text!r} needs a time zone, e.g. 2027-01-31T00:00Z")
    return value


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return 1


def _jsonable(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    return value


if __name__ == "__main__":
    raise SystemExit(main())
