"""``guinness-admin figma-token set|clear`` and ``figma-webhook register``.

Locally the token is kept in the data folder (owner-only files) and the webhook is
registered from here; with ``--remote`` the admin Lambda writes the token to Secrets Manager
(it can write it, never read it) and has the fetch function register the webhook (the only
part of the stack that reads tokens). The token is read from standard input or a prompt,
never from the command line (which shell history and process lists keep).
"""

from __future__ import annotations

import argparse
import getpass
import os
import sys
from typing import Any

from guinness.backend.scope import resolve_scope
from guinness.clients.figma_api import FIGMA_API_URL, FigmaApi, FigmaApiError
from guinness.contracts.figma import FigmaToken, WebhookRegistrationRequest
from guinness.db.connection import Connection
from guinness.local.data_dir import local_data_dir
from guinness.local.figma_tokens import LocalFigmaTokens
from guinness.local.figma_webhook_store import LocalWebhookStore
from guinness.logs import get_logger
from guinness.operations.figma_webhooks import register_webhook

MIN_TOKEN_LENGTH = 8


class FigmaCommandError(Exception):
    """A Figma command could not run; printed as one line."""


def add_figma_commands(groups: Any, parser_class: type[argparse.ArgumentParser]) -> None:
    """Register ``figma-token`` and ``figma-webhook``."""
    tokens = groups.add_parser("figma-token", help="a project's Figma token (import by link)")
    tokens.set_defaults(command_fn=None, help_parser=tokens)
    token_actions = tokens.add_subparsers(
        title="figma-token commands", metavar="ACTION", parser_class=parser_class
    )
    token_set = token_actions.add_parser(
        "set",
        help="set the project's token, read from standard input (or a prompt)",
        description="Create a personal access token in Figma (Settings → Security → Personal "
        "access tokens, scopes file_content:read, and webhooks:write for webhooks) and pipe "
        'it in: `printf %%s "$FIGMA_TOKEN" | guinness-admin figma-token set --project-id 1`.',
    )
    token_set.add_argument("--project-id", type=int, required=True)
    token_set.add_argument(
        "--oauth", action="store_true", help="an OAuth access token (sent as Bearer)"
    )
    token_set.set_defaults(command_fn=figma_token_set)
    token_clear = token_actions.add_parser("clear", help="delete the project's token")
    token_clear.add_argument("--project-id", type=int, required=True)
    token_clear.set_defaults(command_fn=figma_token_clear)

    hooks = groups.add_parser("figma-webhook", help="Figma webhooks that re-import designs")
    hooks.set_defaults(command_fn=None, help_parser=hooks)
    hook_actions = hooks.add_subparsers(
        title="figma-webhook commands", metavar="ACTION", parser_class=parser_class
    )
    register = hook_actions.add_parser(
        "register",
        help="register a webhook with Figma for a team, project or file",
        description="FILE_UPDATE re-imports the project's designs from the changed file and "
        "re-runs Des2Code for those matched before; LIBRARY_PUBLISH re-imports a library. "
        "--endpoint is the stack's FigmaWebhookUrl output (locally: the banner's line).",
    )
    register.add_argument("--project-id", type=int, required=True)
    register.add_argument(
        "--event", dest="event_type", choices=("FILE_UPDATE", "LIBRARY_PUBLISH"),
        default="FILE_UPDATE",
    )  # fmt: skip
    where = register.add_mutually_exclusive_group(required=True)
    where.add_argument("--team-id", help="every file of a Figma team (team admins)")
    where.add_argument("--figma-project-id", help="every file of a Figma project")
    where.add_argument("--file-key", help="one file")
    register.add_argument("--endpoint", required=True, help="where Figma posts deliveries")
    register.add_argument("--description", help="shown in Figma's webhook list")
    register.set_defaults(command_fn=figma_webhook_register)


def read_token(args: argparse.Namespace) -> FigmaToken:
    """The token from standard input (piped) or a prompt; never echoed or printed."""
    value = getpass.getpass("Figma token: ") if sys.stdin.isatty() else sys.stdin.read()
    value = value.strip()
    if len(value) < MIN_TOKEN_LENGTH or any(ch.isspace() for ch in value):
        raise FigmaCommandError("expected one Figma token on standard input")
    return FigmaToken(value, oauth=bool(args.oauth))


def webhook_context(args: argparse.Namespace) -> tuple[str, str]:
    """The registration's ``(context, context_id)`` from the parsed options."""
    if args.team_id:
        return "team", str(args.team_id)
    if args.figma_project_id:
        return "project", str(args.figma_project_id)
    return "file", str(args.file_key)


def figma_token_set(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    """Keep the project's token in the local data folder."""
    resolve_scope(conn, project_id=args.project_id)
    token = read_token(args)
    LocalFigmaTokens(local_data_dir() / "figma-tokens").set_token(args.project_id, token)
    return {"project_id": args.project_id, "oauth": token.oauth, "stored": True}


def figma_token_clear(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    """Delete the project's local token."""
    resolve_scope(conn, project_id=args.project_id)
    deleted = LocalFigmaTokens(local_data_dir() / "figma-tokens").clear_token(args.project_id)
    return {"project_id": args.project_id, "deleted": deleted}


def figma_webhook_register(conn: Connection, args: argparse.Namespace) -> dict[str, Any]:
    """Register the webhook with Figma (``FIGMA_API_URL``) and keep it in the data folder,
    where the local stack's webhook endpoint reads it."""
    scope = resolve_scope(conn, project_id=args.project_id)
    context, context_id = webhook_context(args)
    folder = local_data_dir()
    api_url = os.environ.get("FIGMA_API_URL") or FIGMA_API_URL
    try:
        request = WebhookRegistrationRequest.model_validate(
            {
                "project_id": scope.project_id,
                "organization_id": scope.organization_id,
                "event_type": args.event_type,
                "context": context,
                "context_id": context_id,
                "endpoint": args.endpoint,
                "description": args.description,
            }
        )
        return register_webhook(
            request,
            token=LocalFigmaTokens(folder / "figma-tokens").token_for(scope.project_id),
            api_for=lambda token: FigmaApi(token, base_url=api_url),
            store=LocalWebhookStore(folder / "figma-webhooks"),
            logger=get_logger("admin", stream=sys.stderr),
        )
    except FigmaApiError as exc:
        raise FigmaCommandError(f"{exc.code}: {exc.message}") from None
    except ValueError as exc:
        raise FigmaCommandError(str(exc).splitlines()[-1].strip()) from None
