"""``guinness-admin --remote FUNCTION``: the same commands against the deployed stack.

A command becomes one synchronous invoke of the admin Lambda (AWS credentials and region
from the usual environment). ``import design|code|code-connect|tasks`` asks the admin Lambda for a
presigned upload, sends the file straight to S3 (a folder is packed first), and the stack's
import job runs it; ``job status --id`` reads where it stands.
"""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx

from guinness.cli.deletion import unconfirmed_project_deletion
from guinness.cli.figma_commands import read_token, webhook_context
from guinness.cli.imports import code_connect_request
from guinness.clients.lambda_transport import create_lambda_client
from guinness.code.packing import zip_folder
from guinness.contracts.admin import AdminRequest

INVOKE_TIMEOUT_MS = 120_000
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")
_MARKDOWN = (".md", ".markdown")


class RemoteError(Exception):
    """The remote operation failed; the message is one line for the user."""


def _args(*names: str, **renamed: str) -> Callable[[argparse.Namespace], dict[str, Any]]:
    def pick(args: argparse.Namespace) -> dict[str, Any]:
        chosen = {name: getattr(args, name) for name in names}
        chosen.update({target: getattr(args, source) for target, source in renamed.items()})
        return {k: v.isoformat() if hasattr(v, "isoformat") else v for k, v in chosen.items()}

    return pick


#: CLI command function name -> (admin operation, its arguments from the parsed CLI args),
#: for the commands that do not name their operation themselves (``operation`` and
#: ``arguments_of`` in the parsed arguments: every command of ``operations.admin_commands``).
_OPERATIONS: dict[str, tuple[str, Callable[[argparse.Namespace], dict[str, Any]]]] = {
    "figma_token_clear": ("figma-token.clear", _args("project_id")),
    "run_design_deletion": ("delete.design", _args("project_id", "design_id")),
    "run_code_source_deletion": ("delete.code-source", _args("project_id", "source")),
    "run_task_graph_deletion": ("delete.tasks", _args("project_id")),
}


def _token_arguments(args: argparse.Namespace) -> dict[str, Any]:
    token = read_token(args)  # standard input or a prompt, never the command line
    return {"project_id": args.project_id, "token": token.value, "oauth": token.oauth}


def _webhook_arguments(args: argparse.Namespace) -> dict[str, Any]:
    context, context_id = webhook_context(args)
    chosen = _args("project_id", "event_type", "endpoint", "description")(args)
    return {**chosen, "context": context, "context_id": context_id}


def _figma_import_arguments(args: argparse.Namespace) -> dict[str, Any]:
    return _args("project_id", "figma_url", "depth")(args)


def _project_deletion_arguments(args: argparse.Namespace) -> dict[str, Any]:
    refusal = unconfirmed_project_deletion(args)
    if refusal:
        raise RemoteError(refusal)
    return {"project_id": args.project_id, "confirm": True}


#: Commands whose arguments need more than picking (a token to read, a link import, a
#: confirmation).
_SPECIAL: dict[str, tuple[str, Callable[[argparse.Namespace], dict[str, Any]]]] = {
    "figma_token_set": ("figma-token.set", _token_arguments),
    "figma_webhook_register": ("figma-webhook.register", _webhook_arguments),
    "run_project_deletion": ("delete.project", _project_deletion_arguments),
}


def run_remote(function: str, args: argparse.Namespace, *, client: Any = None) -> Any:
    """Run the parsed command through the admin Lambda ``function``; returns its result."""
    name = getattr(getattr(args, "command_fn", None), "__name__", "")
    lambda_client = client or create_lambda_client(timeout_ms=INVOKE_TIMEOUT_MS)
    operation = getattr(args, "operation", None)
    if operation is not None:
        arguments = {
            k: v.isoformat() if hasattr(v, "isoformat") else v
            for k, v in args.arguments_of(args).items()
        }
        return invoke(function, operation, arguments, client=lambda_client)
    if name == "run_design_import" and getattr(args, "figma_url", None):
        return invoke(function, "import.figma", _figma_import_arguments(args), client=lambda_client)
    if name in _SPECIAL:
        operation, build = _SPECIAL[name]
        return invoke(function, operation, build(args), client=lambda_client)
    upload = _UPLOADS.get(name)
    if upload is not None:
        kind, payload = upload
        file_name, body = payload(args)
        return _upload_import(function, lambda_client, args, kind, file_name, body)
    if name not in _OPERATIONS:
        raise RemoteError(f"this command cannot run with --remote ({name or 'unknown'})")
    operation, arguments_of = _OPERATIONS[name]
    return invoke(function, operation, arguments_of(args), client=lambda_client)


def invoke(function: str, operation: str, arguments: dict[str, Any], *, client: Any) -> Any:
    """One admin operation; raises RemoteError with the operation's error message."""
    from botocore.exceptions import BotoCoreError, ClientError

    event = AdminRequest(operation=operation, arguments=arguments).model_dump(mode="json")
    try:
        answer = client.invoke(
            FunctionName=function,
            InvocationType="RequestResponse",
            Payload=json.dumps(event).encode(),
        )
        payload = json.loads(answer["Payload"].read() or b"null")
    except (BotoCoreError, ClientError) as exc:
        raise RemoteError(f"cannot invoke {function}: {exc}") from None
    if answer.get("FunctionError"):
        message = payload.get("errorMessage") if isinstance(payload, dict) else None
        raise RemoteError(f"{function} failed: {message or 'unhandled error'}")
    if isinstance(payload, dict) and isinstance(payload.get("error"), dict):
        raise RemoteError(f"{payload['error'].get('code')}: {payload['error'].get('message')}")
    if not isinstance(payload, dict) or "result" not in payload:
        raise RemoteError(f"{function} answered something that is not an admin result")
    return payload["result"]


def upload_file(ticket: dict[str, Any], file_name: str, body: bytes) -> None:
    """Send ``body`` with a presigned POST (the ticket the admin Lambda handed out)."""
    try:
        response = httpx.post(
            ticket["url"], data=ticket["fields"], files={"file": (file_name, body)}, timeout=600
        )
    except httpx.HTTPError as exc:
        raise RemoteError(f"upload of {file_name} failed: {exc.__class__.__name__}") from None
    if response.status_code >= 300:
        raise RemoteError(f"upload of {file_name} refused by S3 (HTTP {response.status_code})")


def _design_payload(args: argparse.Namespace) -> tuple[str, bytes]:
    return _safe_name(args.file.name, "design.json"), _read(args.file)


def _code_payload(args: argparse.Namespace) -> tuple[str, bytes]:
    path: Path = args.path
    if not path.is_dir():
        return _safe_name(path.name, "code.zip"), _read(path)
    return _safe_name(f"{path.name}.zip", "code.zip"), zip_folder(path)


def _tasks_payload(args: argparse.Namespace) -> tuple[str, bytes]:
    path: Path = args.path
    if path.is_dir():
        files = {
            item.relative_to(path).as_posix(): item.read_text(encoding="utf-8")
            for item in sorted(path.rglob("*"))
            if item.is_file() and item.suffix.lower() in _MARKDOWN
        }
        return "tasks.json", json.dumps({"files": files}).encode()
    if path.suffix.lower() in _MARKDOWN:
        files = {path.name: path.read_text(encoding="utf-8")}
        return "tasks.json", json.dumps({"files": files}).encode()
    return _safe_name(path.name, "tasks.json"), _read(path)


def _code_connect_payload(args: argparse.Namespace) -> tuple[str, bytes]:
    return "code-connect.json", code_connect_request(args).model_dump_json().encode()


_UPLOADS: dict[str, tuple[str, Callable[[argparse.Namespace], tuple[str, bytes]]]] = {
    "run_design_import": ("design", _design_payload),
    "run_code_import": ("code", _code_payload),
    "run_code_connect_import": ("code-connect", _code_connect_payload),
    "run_task_import": ("tasks", _tasks_payload),
}


def _upload_import(
    function: str, client: Any, args: argparse.Namespace, kind: str, file_name: str, body: bytes
) -> Any:
    arguments: dict[str, Any] = {
        "kind": kind,
        "project_id": args.project_id,
        "file_name": file_name,
    }
    if kind == "design":
        arguments.update(file_key=args.file_key, node_ids=args.node_id)
    if kind == "code":
        arguments["code_source"] = getattr(args, "source", None)
        arguments["code_revision"] = getattr(args, "revision", None)
    if kind == "tasks":
        arguments["strict"] = bool(getattr(args, "strict", False))
        arguments["tag"] = getattr(args, "tag", None)
    ticket = invoke(function, "import.upload", arguments, client=client)
    upload_file(ticket, file_name, body)
    return {
        "job_id": ticket["job_id"],
        "state": "uploaded",
        "next": f"guinness-admin --remote {function} job status --id {ticket['job_id']}",
    }


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise RemoteError(f"cannot read {path}: {exc.strerror}") from None


def _safe_name(name: str, fallback: str) -> str:
    return _UNSAFE.sub("_", name).lstrip("._-")[:200] or fallback
