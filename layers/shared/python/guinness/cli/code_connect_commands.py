"""``guinness-admin export code-connect``: a design's Des2Code matches as Figma Code Connect
files, written into a folder (``*.figma.ts`` templates and ``figma.config.json``), through
a running backend (``--backend-url``, as the local stack prints it)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

from guinness.cli.imports import ImportCommandError, backend_imports

_LIBRARY = re.compile(r"^(?P<key>[^=]+)=(?P<file>[A-Za-z0-9_-]+):(?P<node>\d+[:-]\d+)$")


def add_code_connect_commands(groups: Any, parser_class: type[argparse.ArgumentParser]) -> None:
    """Register ``export code-connect``."""
    exports = groups.add_parser("export", help="export what the platform knows, as files")
    exports.set_defaults(command_fn=None, help_parser=exports)
    actions = exports.add_subparsers(
        title="export commands", metavar="ACTION", parser_class=parser_class
    )
    code_connect = actions.add_parser(
        "code-connect",
        help="a design's Des2Code matches as Figma Code Connect files",
        description="Writes a Code Connect template (*.figma.ts) per Figma component the "
        "newest Des2Code result matched confidently, and figma.config.json; prints what "
        "was left out and why. Check them with `npx @figma/code-connect connect parse`.",
    )
    code_connect.add_argument("--project-id", type=int, required=True)
    code_connect.add_argument("--design-id", required=True)
    code_connect.add_argument("--request-id", help="a named Des2Code run (default: the newest)")
    code_connect.add_argument("--out", type=Path, required=True, help="folder to write into")
    code_connect.add_argument("--min-confidence", type=float, default=0.9)
    code_connect.add_argument(
        "--library",
        action="append",
        default=[],
        metavar="KEY=FILE_KEY:NODE_ID",
        help="where a component published from a library file lives (repeatable)",
    )
    code_connect.add_argument(
        "--backend-url", required=True, help="the running backend (needs BACKEND_INTERNAL_API_KEY)"
    )
    code_connect.set_defaults(command_fn=run_code_connect_export, needs_connection=False)


def run_code_connect_export(settings: Any, args: argparse.Namespace) -> Any:
    """Ask the backend for the files and write them under ``--out``."""
    libraries: dict[str, dict[str, str]] = {}
    for item in args.library:
        found = _LIBRARY.match(item)
        if found is None:
            raise ImportCommandError(f"--library {item!r}: expected KEY=FILE_KEY:NODE_ID")
        node = found.group("node").replace("-", ":")
        libraries[found.group("key")] = {"file_key": found.group("file"), "node_id": node}
    body = {
        "design_id": args.design_id,
        "request_id": args.request_id,
        "min_confidence": args.min_confidence,
        "libraries": libraries,
    }
    with backend_imports(settings, args) as imports:
        answer = imports.export_code_connect(project_id=args.project_id, body=body)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for file in answer["files"]:
        target = (out / file["path"]).resolve()
        if out.resolve() not in target.parents:
            raise ImportCommandError(f"refusing to write outside {out}: {file['path']}")
        target.write_text(file["content"], encoding="utf-8")
        written.append(str(target.relative_to(out.resolve())))
    return {"written": written, "skipped": answer["skipped"], "request_id": answer["request_id"]}
