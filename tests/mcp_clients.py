"""The Python MCP SDK's client, driven synchronously: one connection per call, over real HTTP.

``ERAS`` are the two protocol eras the SDK speaks: ``legacy`` (the ``initialize`` handshake)
and ``2026-07-28`` (no handshake; every request self-contained).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult, ListToolsResult

MODERN = "2026-07-28"
ERAS = ("legacy", MODERN)


@asynccontextmanager
async def connected(base_url: str, *, headers: dict[str, str], era: str) -> AsyncIterator[Client]:
    """A connected SDK client for ``{base_url}/mcp``."""
    async with (
        httpx2.AsyncClient(headers=headers, timeout=30) as http,
        Client(
            streamable_http_client(f"{base_url}/mcp", http_client=http), mode=era, cache=None
        ) as client,
    ):
        yield client


def list_tools(base_url: str, *, headers: dict[str, str], era: str) -> ListToolsResult:
    """``tools/list`` over a fresh connection."""

    async def run() -> ListToolsResult:
        async with connected(base_url, headers=headers, era=era) as client:
            return await client.list_tools()

    return anyio.run(run)


def call_tool(
    base_url: str,
    name: str,
    arguments: dict[str, Any] | None = None,
    *,
    headers: dict[str, str],
    era: str,
) -> CallToolResult:
    """``tools/call`` over a fresh connection."""

    async def run() -> CallToolResult:
        async with connected(base_url, headers=headers, era=era) as client:
            return await client.call_tool(name, arguments or {})

    return anyio.run(run)


def protocol_version(base_url: str, *, headers: dict[str, str], era: str) -> str:
    """The protocol version a connection negotiates."""

    async def run() -> str:
        async with connected(base_url, headers=headers, era=era) as client:
            return client.protocol_version

    return anyio.run(run)


def error_code(result: CallToolResult) -> str:
    """The stable code of an ``isError`` result."""
    assert result.is_error, result
    assert result.structured_content is None, result
    assert result.meta is not None, result
    detail = result.meta["guinness/error"]
    assert result.content[0].text == f"{detail['code']}: {detail['message']}"
    return str(detail["code"])
