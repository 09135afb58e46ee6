"""``guinness-local``: the whole stack on embedded defaults (no AWS account, no Docker).

PostgreSQL (data kept under ``LOCAL_DATA_DIR``), moto for S3 and SQS, the AI API, the
backend, the Des2Code worker and the MCP edge at ``http://127.0.0.1:<port>/mcp``. On first
start it imports the demo design, code base and tasks; every start prints a working
READ+WRITE key. Runs until Ctrl-C or SIGTERM, then stops everything it started; what
it keeps in the data folder (the database, artifacts, queued Des2Code requests) is there
at the next start, and requests a killed stack was processing are retried then.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import signal
import threading
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from guinness.cli.database import local_data_dir, resolve_database
from guinness.db.databases import url_for
from guinness.local.demo import (
    DEMO_EMAIL,
    DEMO_FILE_KEY,
    DEMO_ORGANIZATION,
    DEMO_PROJECT,
    DEMO_TASK,
    LOCAL_FIGMA_TOKEN,
    DemoScope,
    ensure_demo_scope,
    has_demo_content,
    import_demo_content,
)

if TYPE_CHECKING:
    from guinness.local.stack import RunningStack


def main(argv: Sequence[str] | None = None) -> int:
    """Start the local stack; returns the exit code."""
    parser = argparse.ArgumentParser(prog="guinness-local", description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000, help="MCP edge port (default 8000)")
    parser.add_argument(
        "--once", action="store_true", help="start, set up, print, and stop (no wait)"
    )
    parser.add_argument("--verbose", action="store_true", help="log every service at INFO")
    parser.add_argument(
        "--demo-dir",
        type=Path,
        default=Path("demo"),
        help="the demo content imported on first start (default: ./demo, as ./dev up runs it)",
    )
    args = parser.parse_args(argv)
    # From here on, SIGTERM stops the stack as Ctrl-C does, even while it is starting.
    signal.signal(signal.SIGTERM, _interrupt)
    if not (args.demo_dir / "figma").is_dir():
        parser.error(f"no demo content in {args.demo_dir}; pass --demo-dir (see ./dev up)")
    # Quiet by default: the services log JSON at INFO, which buries the banner.
    os.environ.setdefault("POWERTOOLS_LOG_LEVEL", "INFO" if args.verbose else "WARNING")
    # Metrics are CloudWatch's (EMF lines in Lambda's logs); here they would fill the console.
    os.environ.setdefault("POWERTOOLS_METRICS_DISABLED", "true")
    logging.getLogger("werkzeug").setLevel(logging.INFO if args.verbose else logging.WARNING)
    # Imported after the log level is set: the services' loggers are made at import.
    from guinness.local.running_stacks import announced
    from guinness.local.stack import run_stack

    data_dir = local_data_dir()
    settings = resolve_database()
    print(
        "starting PostgreSQL, moto (S3, SQS), AI API, backend, worker, Figma fetch and MCP edge...",
        flush=True,
    )
    demo_figma = next(iter(sorted((args.demo_dir / "figma").glob("*.json"))), None)
    try:
        with (
            run_stack(
                settings, mcp_port=args.port, data_dir=data_dir, demo_figma=demo_figma
            ) as running,
            announced(data_dir, mcp_url=running.mcp_url, backend_url=running.backend_url),
        ):
            scope = ensure_demo_scope(running.database, data_dir)
            imported: list[str] = []
            if not has_demo_content(running.database, scope):
                imported = import_demo_content(
                    running.backend_url, running.internal_key, scope, args.demo_dir
                )
            _print_banner(running, scope, imported, database_url=url_for(settings))
            if args.once:
                return 0
            print("Running. Press Ctrl-C to stop.", flush=True)
            try:
                _wait_forever()
            finally:
                print("Stopping.", flush=True)
    except KeyboardInterrupt:
        return 0
    return 0


def _print_banner(
    running: RunningStack, scope: DemoScope, imported: list[str], *, database_url: str
) -> None:
    key = scope.api_key
    state = "new" if scope.key_is_new else "reused"
    figma_note = (
        f"; a local fake: token {LOCAL_FIGMA_TOKEN}, file {DEMO_FILE_KEY}"
        if running.figma_is_fake
        else ""
    )
    cursor = {"mcpServers": {"guinness": {"url": running.mcp_url, "headers": {"MCP-API-Key": key}}}}
    lines = [
        "",
        f"MCP endpoint    {running.mcp_url}",
        f"API key         {key}  ({state}, READ+WRITE)",
        f"project         {scope.project_id} ({DEMO_PROJECT}, {DEMO_ORGANIZATION})",
        f"user            {scope.user_id} ({DEMO_EMAIL}, pro_tier)",
        f"demo design     {scope.design_id}",
        f"demo task       {DEMO_TASK}",
        f"task context    POST {running.mcp_url.removesuffix('/mcp')}/api/v1/mcp/task-context",
        f"backend         {running.backend_url}  (for --backend-url, with"
        f" BACKEND_INTERNAL_API_KEY={running.internal_key})",
        f"PostgreSQL      {database_url}",
        f"AWS (moto)      {running.aws_url}",
        f"Figma API       {running.figma_api_url}  (FIGMA_API_URL{figma_note})",
        f"Figma webhook   {running.figma_webhook_url}",
        f"demo import     {'; '.join(imported) if imported else 'already imported'}",
        "",
        "Claude Code:",
        f"  claude mcp add --transport http guinness {running.mcp_url}"
        f' --header "MCP-API-Key: {key}"',
        "Cursor (~/.cursor/mcp.json):",
        "  " + json.dumps(cursor),
        "",
    ]
    print("\n".join(lines), flush=True)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    """SIGTERM as Ctrl-C: the stack's exit stack unwinds and stops every service."""
    raise KeyboardInterrupt


def _wait_forever() -> None:
    """Until Ctrl-C or SIGTERM (which raise KeyboardInterrupt in the main thread)."""
    stopped = threading.Event()
    # Event.wait with a timeout keeps the main thread responsive to signals.
    while not stopped.wait(timeout=1.0):
        continue


if __name__ == "__main__":
    raise SystemExit(main())
