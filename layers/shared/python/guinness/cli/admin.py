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

from pg8000.exceptions import DatabaseError, InterfaceError

from guinness import accounts
from guinness.auth import key_store
from guinness.auth.key_admin import create_api_key
from guinness.cli.code_connect_commands import add_code_connect_commands
from guinness.cli.database import resolve_database
from guinness.cli.deletion import add_delete_commands
from guinness.cli.figma_commands import FigmaCommandError, add_figma_commands
from guinness.cli.imports import ImportCommandError, add_import_commands
from guinness.cli.index_commands import add_index_commands
from guinness.contracts.admin import ENTITLEMENTS, SUBSCRIPTION_STATUSES
from guinness.db.connection import Connection, connect
from guinness.db.migrations import MigrationError, apply_migrations
from guinness.errors import ConfigError, PlatformError

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
        return _fail(_database_message(exc))
    except (InterfaceError, OSError) as exc:
        return _fail(f"cannot reach the database ({exc.__class__.__name__}: {exc})")
    print(json.dumps(_jsonable(result), indent=2, default=str))
    return 0


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
    migrate.set_defaults(command_fn=_migrate)

    org = _group(groups, "org", "organizations")
    org_create = org.add_parser("create", help="create an organization")
    org_create.add_argument("--name", required=True)
    org_create.set_defaults(command_fn=_org_create)

    project = _group(groups, "project", "projects")
    project_create = project.add_parser("create", help="create a project in an organization")
    project_create.add_argument("--org-id", type=_positive_int, required=True)
    project_create.add_argument("--name", required=True)
    project_create.set_defaults(command_fn=_project_create)
    project_quota = project.add_parser(
        "quota", help="set the project's requests per API key per minute"
    )
    project_quota.add_argument("--project-id", type=_positive_int, required=True)
    limit = project_quota.add_mutually_exclusive_group(required=True)
    limit.add_argument("--per-minute", type=_non_negative_int, help="0: no quota")
    limit.add_argument(
        "--default", action="store_true", help="back to the service's API_KEY_REQUESTS_PER_MINUTE"
    )
    project_quota.set_defaults(command_fn=_project_quota)

    user = _group(groups, "user", "users")
    user_create = user.add_parser("create", help="create a user")
    user_create.add_argument("--email", required=True)
    user_create.add_argument("--name")
    user_create.set_defaults(command_fn=_user_create)

    subscription = _group(groups, "subscription", "subscriptions (task-context depth)")
    sub_set = subscription.add_parser("set", help="set a user's subscription tier and status")
    sub_set.add_argument("--user-id", type=_positive_int, required=True)
    sub_set.add_argument("--tier", choices=ENTITLEMENTS, required=True)
    sub_set.add_argument("--status", choices=SUBSCRIPTION_STATUSES, default="active")
    sub_set.set_defaults(command_fn=_subscription_set)

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
    key_create.set_defaults(command_fn=_key_create)

    key_list = key.add_parser("list", help="list keys (never secrets or hashes)")
    key_list.add_argument("--project-id", type=_positive_int)
    key_list.add_argument("--user-id", type=_positive_int)
    key_list.add_argument("--all", action="store_true", help="include deleted keys")
    key_list.set_defaults(command_fn=_key_list)

    for action, help_text, function in (
        ("revoke", "revoke a key (takes effect within API_KEY_CACHE_TTL_SECONDS)", _key_revoke),
        ("delete", "delete a key (kept for audit, never accepted again)", _key_delete),
    ):
        sub = key.add_parser(action, help=help_text)
        target = sub.add_mutually_exclusive_group(required=True)
        target.add_argument("--id", type=_positive_int)
        target.add_argument("--prefix")
        sub.set_defaults(command_fn=function)

    add_import_commands(groups, _Parser)
    add_delete_commands(groups, _Parser)
    add_figma_commands(groups, _Parser)
    add_code_connect_commands(groups, _Parser)
    add_index_commands(groups, _Parser)

    job = _group(groups, "job", "import jobs of the deployed stack (with --remote)")
    job_status = job.add_parser("status", help="where an uploaded import stands")
    job_status.add_argument("--id", dest="job_id", required=True)
    job_status.set_defaults(command_fn=_job_status)
    return parser


def _group(groups: Any, name: str, help_text: str) -> Any:
    parser = groups.add_parser(name, help=help_text)
    parser.set_defaults(command_fn=None, help_parser=parser)
    return parser.add_subparsers(title=f"{name} commands", metavar="ACTION", parser_class=_Parser)


def _migrate(conn: Connection, _: argparse.Namespace) -> dict[str, Any]:
    return {"applied": apply_migrations(conn)}


def _org_create(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    return {"organization_id": accounts.create_organization(conn, name=args.name)}


def _project_create(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    project = accounts.create_project(conn, organization_id=args.org_id, name=args.name)
    return {"project_id": project.id, "organization_id": project.organization_id}


def _project_quota(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    per_minute = None if args.default else args.per_minute
    return accounts.set_project_quota(
        conn, project_id=args.project_id, requests_per_minute=per_minute
    )


def _user_create(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    return {"user_id": accounts.create_user(conn, email=args.email, name=args.name)}


def _subscription_set(conn: Connection, args: argparse.Namespace) -> Any:
    return accounts.set_subscription(
        conn, user_id=args.user_id, entitlement_id=args.tier, status=args.status
    )


def _key_create(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    created = create_api_key(
        conn,
        user_id=args.user_id,
        project_id=args.project_id,
        name=args.name,
        write=args.write,
        expires_at=args.expires_at,
        expires_in_days=args.expires_in_days,
    )
    print("Store this key now: it is shown only once.", file=sys.stderr)
    return created.as_json()


def _key_list(conn: Connection, args: argparse.Namespace) -> list[dict[str, Any]]:
    keys = key_store.list_api_keys(
        conn, project_id=args.project_id, user_id=args.user_id, include_deleted=args.all
    )
    return [{**asdict(summary), "state": summary.state} for summary in keys]


def _key_revoke(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    key_id = _key_id(conn, args)
    if not key_store.revoke_api_key(conn, key_id=key_id):
        raise CommandError(f"no live API key with id {key_id}")
    return {"revoked": key_id}


def _key_delete(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    key_id = _key_id(conn, args)
    if not key_store.delete_api_key(conn, key_id=key_id):
        raise CommandError(f"no live API key with id {key_id}")
    return {"deleted": key_id}


def _key_id(conn: Connection, args: argparse.Namespace) -> int:
    if args.id is not None:
        return int(args.id)
    found = key_store.find_api_key_id(conn, prefix=args.prefix)
    if found is None:
        raise CommandError(f"no API key with prefix {args.prefix!r}")
    return found


def _job_status(_: Connection, args: argparse.Namespace) -> Any:
    raise CommandError("job status needs --remote FUNCTION (local imports run in-process)")


def _run_remote(function: str, args: argparse.Namespace) -> int:
    from guinness.cli.remote import RemoteError, run_remote

    try:
        result = run_remote(function, args)
    except RemoteError as exc:
        return _fail(str(exc))
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


_SQLSTATE_HINTS = {
    "23503": "a referenced row does not exist",
    "23505": "it already exists",
    "23514": "a value is not allowed",
    "22P02": "a value has the wrong format",
    # undefined_table: a database nothing has migrated yet.
    "42P01": "the database has no schema yet: run `./dev admin migrate` (or `./dev up` once)",
}


def _database_message(exc: DatabaseError) -> str:
    details = exc.args[0] if exc.args and isinstance(exc.args[0], dict) else {}
    hint = _SQLSTATE_HINTS.get(str(details.get("C", "")))
    message = str(details.get("M", "database error"))
    return f"{hint} ({message})" if hint else message


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return 1


def _jsonable(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    return value


if __name__ == "__main__":
    raise SystemExit(main())
