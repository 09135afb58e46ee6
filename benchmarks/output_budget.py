"""Every tool's answers against the output budget, with a real library imported.

Goal (the answers-at-scale issue): with a real library imported, no result of any tool
exceeds ``MCP_MAX_RESULT_TOKENS`` (default 20,000, estimated as UTF-8 bytes / 3 over the
whole JSON-RPC result); ``list-code query="button"`` ranks the Button component first; a
component in a 150 KB file comes back as its own lines.

The stack is the one ``./dev up`` runs (embedded PostgreSQL, moto, every service), on a
fresh database with the demo design and tasks; the code base is the library at ``CODE``
(e.g. PrimeVue's ``packages/primevue/src``: its DatePicker is a 150 KB single-file
component; shadcn/ui's registry: a 25 KB sidebar module of 23 components), and
``--design FILE`` adds a Figma file (say a labelled corpus set's ``design.json``) whose
units are matched by the real worker. One MCP client (the Python SDK, over streamable
HTTP) then walks every tool over the largest inputs there are: every page of
``list-code`` and ``list-designs``, ``get-code-detail`` of every component, every page of
``get-design-detail`` and ``get-des2code`` of every design, ``get-task-context``.

Prints one ``name: value unit`` line per figure: per tool the calls, the largest result
in tokens and how many were over budget; the rank of Button for ``query="button"``; the
largest file and what ``get-code-detail`` returned of it.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections import defaultdict
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
import httpx
import httpx2
from _support import wait_for_index
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult

ROOT = Path(__file__).resolve().parents[1]


@asynccontextmanager
async def connected(url: str, key: str) -> AsyncIterator[Client]:
    """One SDK client for the whole walk."""
    async with (
        httpx2.AsyncClient(headers={"MCP-API-Key": key}, timeout=120) as http,
        Client(streamable_http_client(url, http_client=http), mode="legacy", cache=None) as c,
    ):
        yield c


class Walk:
    """Calls tools and keeps, per tool, the calls, the largest result and those over."""

    def __init__(self, client: Client, budget: int) -> None:
        from guinness.mcp_edge.output_budget import result_tokens

        self._client = client
        self._budget = budget
        self._tokens = result_tokens
        self.calls: dict[str, int] = defaultdict(int)
        self.largest: dict[str, int] = defaultdict(int)
        self.over: dict[str, int] = defaultdict(int)
        self.errors: dict[str, int] = defaultdict(int)

    async def call(self, tool: str, **arguments: Any) -> dict[str, Any]:
        result: CallToolResult = await self._client.call_tool(tool, arguments)
        tokens = self._tokens(result)
        self.calls[tool] += 1
        self.largest[tool] = max(self.largest[tool], tokens)
        if tokens > self._budget:
            self.over[tool] += 1
        if result.is_error:
            self.errors[tool] += 1
            return {}
        return result.structured_content or {}

    async def pages(self, tool: str, **arguments: Any) -> list[dict[str, Any]]:
        """Every page of a paged tool."""
        found: list[dict[str, Any]] = []
        cursor = None
        while True:
            page = await self.call(tool, **arguments, **({"cursor": cursor} if cursor else {}))
            found.append(page)
            cursor = page.get("next_cursor")
            if not cursor:
                return found


async def walk(url: str, key: str, task_id: str, budget: int) -> None:
    async with connected(url, key) as client:
        walk = Walk(client, budget)
        started = time.perf_counter()
        code_pages = await walk.pages("list-code", limit=100)
        items = [item for page in code_pages for item in page.get("items", [])]
        print(f"budget list-code pages: {len(code_pages)} pages")
        print(f"budget components: {len(items)} components")
        ranked = await walk.call("list-code", query="button", limit=10)
        names = [item.get("component_name") for item in ranked.get("items", [])]
        rank = names.index("Button") + 1 if "Button" in names else 0
        print(f"budget list-code query=button first: {names[0] if names else '-'} name")
        print(f"budget list-code query=button rank of Button: {rank} rank")
        trimmed = 0
        biggest: tuple[int, str, dict[str, Any]] = (0, "", {})
        for item in items:
            detail = await walk.call("get-code-detail", code_id=item["code_id"])
            if detail.get("omitted"):
                trimmed += 1
            total = (detail.get("source_range") or {}).get("total_lines") or len(
                (detail.get("source") or "").splitlines()
            )
            if total > biggest[0]:
                biggest = (total, item.get("component_name") or "?", detail)
        print(f"budget get-code-detail trimmed: {trimmed} results")
        total, name, detail = biggest
        shown = detail.get("source_range") or {"start_line": 1, "end_line": total}
        print(f"budget largest file: {total} lines ({name})")
        print(
            f"budget largest file shown: {shown['end_line'] - shown['start_line'] + 1} lines "
            f"({shown['start_line']}-{shown['end_line']})"
        )
        designs = [
            item
            for page in await walk.pages("list-designs", limit=100)
            for item in page.get("items", [])
        ]
        for design in designs:
            design_id = design["design_id"]
            await walk.pages("get-design-detail", design_id=design_id)
            await walk.pages("get-des2code", design_id=design_id)
        await walk.call("get-task-context", taskId=task_id, maxDepth=50)
        print(f"budget walk: {time.perf_counter() - started:.1f} s")
        for tool in sorted(walk.calls):
            print(f"budget {tool} calls: {walk.calls[tool]} calls")
            print(f"budget {tool} largest: {walk.largest[tool]} tokens")
            print(f"budget {tool} over budget: {walk.over[tool]} results")
            print(f"budget {tool} errors: {walk.errors[tool]} results")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("code", type=Path, help="the code base to import (a folder)")
    parser.add_argument("--design", type=Path, help="a Figma file JSON to import and match")
    parser.add_argument("--file-key", default="BUDGETFILE", help="its Figma file key")
    options = parser.parse_args(argv)
    from guinness.code.packing import zip_folder
    from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER, USER_HEADER
    from guinness.db.embedded import start_embedded_postgres
    from guinness.local.demo import DEMO_TASK, ensure_demo_scope, import_demo_content
    from guinness.local.stack import run_stack
    from guinness.mcp_edge.output_budget import DEFAULT_MAX_RESULT_TOKENS

    budget = int(os.environ.get("MCP_MAX_RESULT_TOKENS", DEFAULT_MAX_RESULT_TOKENS))
    print(f"budget MCP_MAX_RESULT_TOKENS: {budget} tokens")
    with tempfile.TemporaryDirectory() as folder:
        embedded = start_embedded_postgres(Path(folder) / "pg", delete_on_stop=True)
        try:
            environ = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
            with run_stack(embedded.settings, mcp_port=0, environ=environ) as stack:
                scope = ensure_demo_scope(stack.database, Path(folder) / "data")
                import_demo_content(stack.backend_url, stack.internal_key, scope, ROOT / "demo")
                headers = {
                    API_KEY_HEADER: stack.internal_key,
                    PROJECT_HEADER: str(scope.project_id),
                    USER_HEADER: str(scope.user_id),
                }
                with httpx.Client(
                    base_url=stack.backend_url, headers=headers, timeout=900
                ) as backend:
                    _import(backend, options, zip_folder(options.code), scope)
                    wait_for_index(
                        stack.ai_url, stack.environments["ai"], scope.project_id, timeout_s=600
                    )
                    _match_every_design(backend, scope)
                anyio.run(walk, stack.mcp_url, scope.api_key, DEMO_TASK, budget)
        finally:
            embedded.stop()


def _import(backend: httpx.Client, options: Any, archive: bytes, scope: Any) -> None:
    if options.design is not None:
        design = backend.post(
            "/internal/imports/designs",
            params={"file_key": options.file_key},
            content=options.design.read_bytes(),
        )
        design.raise_for_status()
    code = backend.post(
        "/internal/imports/code", params={"archive_name": "code.zip"}, content=archive
    )
    code.raise_for_status()
    print(f"budget imported: {code.json()['components']} components")


def _match_every_design(backend: httpx.Client, scope: Any) -> None:
    """Trigger Des2Code for every design unit and wait until each has a result."""
    designs = backend.get("/internal/designs", params={"limit": 100}).json()["items"]
    pending: dict[str, str] = {}
    for design in designs:
        triggered = backend.post(
            "/internal/des2code",
            json={
                "design_id": design["design_id"],
                "project_id": scope.project_id,
                "organization_id": scope.organization_id,
            },
        )
        if triggered.status_code == 202:
            pending[design["design_id"]] = triggered.json()["request_id"]
    for _ in range(600):
        for design_id, request_id in list(pending.items()):
            answer = backend.get(
                f"/internal/des2code/{quote(design_id, safe='')}", params={"request_id": request_id}
            ).json()
            if answer.get("status") != "pending":
                del pending[design_id]
        if not pending:
            return
        time.sleep(0.5)
    raise RuntimeError(f"Des2Code still pending for {sorted(pending)}")


if __name__ == "__main__":
    main()
