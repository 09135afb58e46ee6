"""``guinness-admin import ...``: bring real data in through the backend's import routes, of
a running stack (``--backend-url``) or of a backend built in this process (the default)."""

from __future__ import annotations

import argparse
import json
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import ValidationError as PydanticValidationError

from guinness.cli.local_services import in_process_backend
from guinness.clients.backend_imports import IMPORT_TIMEOUT_MS, BackendImports
from guinness.clients.figma_api import FIGMA_API_URL, FigmaApi, FigmaApiError
from guinness.clients.transport import HttpTransport
from guinness.code.code_connect_files import code_connect_files_in
from guinness.code.packing import zip_folder
from guinness.contracts.code_connect import CodeConnectImportRequest
from guinness.contracts.code_import import (
    CODE_REVISION_PATTERN,
    CODE_SOURCE_PATTERN,
    DEFAULT_CODE_SOURCE,
)
from guinness.designs.figma_links import parse_figma_url
from guinness.errors import UpstreamError, describe_validation_error
from guinness.local.data_dir import local_data_dir
from guinness.local.figma_tokens import LocalFigmaTokens
from guinness.operations.figma_fetch import fetch_document
from guinness.settings import DEFAULT_IMPORT_MAX_BYTES, DatabaseSettings
from guinness.tasks.task_files import read_task_documents

#: The largest file an import reads: the upload limit, as for imports through S3.
MAX_FILE_BYTES = DEFAULT_IMPORT_MAX_BYTES


class ImportCommandError(Exception):
    """An import could not start (unreadable file, missing configuration)."""


def add_import_commands(groups: Any, parser_class: type[argparse.ArgumentParser]) -> None:
    """Register ``import design|code|code-connect|tasks``."""
    imports = groups.add_parser("import", help="import designs, code and tasks into a project")
    imports.set_defaults(command_fn=None, help_parser=imports)
    actions = imports.add_subparsers(
        title="import commands", metavar="ACTION", parser_class=parser_class
    )

    design = actions.add_parser(
        "design",
        help="import a Figma file JSON (GET /v1/files/:key or the /nodes form), or a design "
        "straight from its Figma link (--figma-url, with the project's Figma token)",
    )
    design.add_argument("file", type=Path, nargs="?", help="the Figma file JSON")
    design.add_argument("--project-id", type=int, required=True)
    design.add_argument("--file-key", help="the Figma file key (from its URL), with FILE")
    design.add_argument(
        "--figma-url",
        help="a Figma link (/design/, /file/, /proto/, branch; node-id picks the frame) "
        "instead of FILE: fetched with the project's token (figma-token set)",
    )
    design.add_argument("--depth", type=int, help="with --figma-url: layers to fetch")
    design.add_argument(
        "--node-id",
        action="append",
        help="import only this node (repeatable); default: every frame",
    )
    design.add_argument(
        "--backend-url",
        help="send to a running backend (needs BACKEND_INTERNAL_API_KEY); default: in-process",
    )
    design.set_defaults(command_fn=run_design_import, needs_connection=False)

    code = actions.add_parser(
        "code", help="import a front-end code base (folder, .zip or .tar.gz) and build its index"
    )
    code.add_argument("path", type=Path, help="the code base folder or archive")
    code.add_argument("--project-id", type=int, required=True)
    code.add_argument(
        "--source",
        type=_code_source,
        default=DEFAULT_CODE_SOURCE,
        help="the project's code source to replace (web, design-system ...; default: "
        "default): a project can match designs against several",
    )
    code.add_argument(
        "--revision",
        type=_code_revision,
        help="the revision imported (a commit id), shown by list-code",
    )
    code.add_argument("--backend-url", help="send to a running backend; default: in-process")
    code.set_defaults(command_fn=run_code_import, needs_connection=False)

    connect = actions.add_parser(
        "code-connect",
        help="record a code base's own Figma Code Connect files as ground truth for Des2Code",
        description="Reads the *.figma.ts / *.figma.tsx files under DIR (or, with --parsed, "
        "the JSON `figma connect parse` printed) and puts their mappings on the project's "
        "imported code, replacing the ones it had, without re-importing the code. A later "
        "`import code` takes the mappings from the code base's own Code Connect files again.",
    )
    connect.add_argument("dir", type=Path, nargs="?", help="a folder with Code Connect files")
    connect.add_argument("--parsed", type=Path, help="the output of `figma connect parse`")
    connect.add_argument("--project-id", type=int, required=True)
    connect.add_argument("--backend-url", help="send to a running backend; default: in-process")
    connect.set_defaults(command_fn=run_code_connect_import, needs_connection=False)

    tasks = actions.add_parser(
        "tasks",
        help="import a task graph (folder of Markdown files, a JSON file, or Task Master's "
        "tasks.json)",
    )
    tasks.add_argument(
        "path", type=Path, help="a folder of .md task files, a .json file, or tasks.json"
    )
    tasks.add_argument(
        "--tag", help="a Task Master tasks.json's tag (task list) to import (default: master)"
    )
    tasks.add_argument("--project-id", type=int, required=True)
    tasks.add_argument("--strict", action="store_true", help="refuse cycles and dangling refs")
    tasks.add_argument("--backend-url", help="send to a running backend; default: in-process")
    tasks.set_defaults(command_fn=run_task_import, needs_connection=False)


def _matching(pattern: str, expected: str) -> Callable[[str], str]:
    """An argparse type that takes values matching ``pattern`` (``expected`` says what)."""

    def check(value: str) -> str:
        if not re.fullmatch(pattern, value):
            raise argparse.ArgumentTypeError(f"{value!r}: {expected}")
        return value

    return check


_code_source = _matching(
    CODE_SOURCE_PATTERN,
    "a code source is lowercase letters, digits, '-' or '_' (web, design-system)",
)
_code_revision = _matching(CODE_REVISION_PATTERN, "not a revision (a commit id, a tag)")


@contextmanager
def backend_imports(
    settings: DatabaseSettings, args: argparse.Namespace
) -> Iterator[BackendImports]:
    """The backend's import routes: the running backend at ``--backend-url`` (with
    ``BACKEND_INTERNAL_API_KEY``), else the backend built and served in this process."""
    url = getattr(args, "backend_url", None)
    if not url:
        with in_process_backend(settings) as imports:
            yield imports
        return
    key = os.environ.get("BACKEND_INTERNAL_API_KEY")
    if not key:
        raise ImportCommandError("BACKEND_INTERNAL_API_KEY must be set to use --backend-url")
    transport = HttpTransport(url.rstrip("/"), timeout_ms=IMPORT_TIMEOUT_MS, service="backend")
    try:
        yield BackendImports(transport, api_key=key)
    except UpstreamError as exc:
        raise ImportCommandError(f"{url}: {exc.message}") from None
    finally:
        transport.close()


def run_design_import(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Import one Figma file (or linked design) and return the backend's import result."""
    if args.figma_url:
        if args.file is not None:
            raise ImportCommandError("give FILE or --figma-url, not both")
        return _import_figma_link(settings, args)
    if args.file is None or not args.file_key:
        raise ImportCommandError("give FILE with --file-key, or --figma-url")
    raw = _read_file(args.file)
    with backend_imports(settings, args) as imports:
        return imports.design(
            project_id=args.project_id, file_key=args.file_key, document=raw, node_ids=args.node_id
        )


def _import_figma_link(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """With ``--backend-url``: queue it on the running stack (asynchronous, as the MCP tool
    does). In-process: fetch it from ``FIGMA_API_URL`` with the project's local token, then
    import the file before returning."""
    if args.backend_url:
        with backend_imports(settings, args) as imports:
            return imports.figma_link(
                project_id=args.project_id, figma_url=args.figma_url, depth=args.depth
            )
    link = parse_figma_url(args.figma_url)
    token = LocalFigmaTokens(local_data_dir() / "figma-tokens").token_for(args.project_id)
    if token is None:
        raise ImportCommandError(
            f"project {args.project_id} has no Figma token: run figma-token set first"
        )
    api = FigmaApi(token, base_url=os.environ.get("FIGMA_API_URL") or FIGMA_API_URL)
    try:
        document = fetch_document(link, api, depth=args.depth)
    except FigmaApiError as exc:
        raise ImportCommandError(f"{exc.code}: {exc.message}") from None
    with backend_imports(settings, args) as imports:
        return imports.design(
            project_id=args.project_id,
            file_key=link.file_key,
            document=json.dumps(document).encode(),
            node_ids=list(link.node_ids) or None,
        )


def run_code_import(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Import a code base, replace the project's code and build the index."""
    if not args.path.exists():
        raise ImportCommandError(f"cannot read {args.path}: no such file or folder")
    archive = zip_folder(args.path) if args.path.is_dir() else _read_file(args.path)
    name = f"{args.path.name}.zip" if args.path.is_dir() else args.path.name
    with backend_imports(settings, args) as imports:
        return imports.code(
            project_id=args.project_id,
            archive=archive,
            archive_name=name,
            source=args.source,
            revision=args.revision,
        )


def code_connect_request(args: argparse.Namespace) -> CodeConnectImportRequest:
    """The Code Connect files under ``DIR``, or the ``figma connect parse`` output in
    ``--parsed``, as the import's request body."""
    if (args.dir is None) == (args.parsed is None):
        raise ImportCommandError("give DIR or --parsed FILE (one of them)")
    if args.dir is not None:
        if not args.dir.is_dir():
            raise ImportCommandError(f"cannot read {args.dir}: not a folder")
        return CodeConnectImportRequest(files=code_connect_files_in(args.dir))
    try:
        parsed = json.loads(_read_file(args.parsed))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ImportCommandError(f"{args.parsed} is not JSON") from None
    entries = parsed.get("docs", []) if isinstance(parsed, dict) else parsed
    try:
        return CodeConnectImportRequest(parsed=entries)
    except PydanticValidationError as exc:
        problem = describe_validation_error(exc.errors())
        raise ImportCommandError(
            f"{args.parsed} is not `figma connect parse` output: {problem}"
        ) from None


def run_code_connect_import(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Record the Code Connect mappings of a folder (or of parse output) on the project."""
    request = code_connect_request(args)
    with backend_imports(settings, args) as imports:
        return imports.code_connect(project_id=args.project_id, request=request)


def run_task_import(settings: DatabaseSettings, args: argparse.Namespace) -> Any:
    """Import a task graph, replacing the project's tasks."""
    if not args.path.exists():
        raise ImportCommandError(f"cannot read {args.path}: no such file or folder")
    documents = read_task_documents(args.path, tag=args.tag)
    with backend_imports(settings, args) as imports:
        return imports.tasks(
            project_id=args.project_id,
            documents=[document.as_json() for document in documents],
            strict=args.strict,
        )


def _read_file(path: Path) -> bytes:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise ImportCommandError(f"cannot read {path}: {exc.strerror}") from None
    if size > MAX_FILE_BYTES:
        raise ImportCommandError(f"{path} is larger than {MAX_FILE_BYTES} bytes")
    return path.read_bytes()
