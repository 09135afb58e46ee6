"""The edge's MCP servers: what is costly is built once per process, the server per request.

:class:`EdgeServers` holds the process-wide part: the tool registry (an ``MCPServer`` over the
shared tool definitions, whose construction configures the SDK's logging and derives every
schema, done once), the tool list, and the keys that seal request state. Each HTTP request
then gets its own low-level ``Server`` (the SDK's public low-level API) bound to that
request's :class:`~guinness.mcp_edge.session.ToolSession` as its lifespan state, whose
``tools/list`` and ``tools/call`` are answered by the registry's public ``list_tools`` and
``call_tool``. Only the tools capability is advertised: the edge serves no resources or
prompts.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.mcpserver import Context, MCPServer, RequestStateBoundary, RequestStateSecurity
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from mcp.server.mcpserver.tools import Tool
from mcp_types import (
    CallToolRequestParams,
    CallToolResult,
    InputRequiredResult,
    ListToolsResult,
    PaginatedRequestParams,
)
from pydantic import ValidationError

from guinness import metrics
from guinness.errors import describe_validation_error
from guinness.mcp_edge.session import ToolSession
from guinness.mcp_edge.tool_results import (
    ERROR_META_KEY,
    INTERNAL_ERROR,
    UNKNOWN_TOOL,
    VALIDATION_ERROR,
    failure,
)

SERVER_NAME = "guinness"
SERVER_VERSION = "0.1.0"
INSTRUCTIONS = (
    "Project-scoped context for the API key's project. Des2Code: list-designs to find a "
    "design_id, trigger-des2code (WRITE key) to match it to the imported code, poll "
    "get-des2code with the returned request_id until it is no longer pending, then "
    "get-code-detail for each matched code_id. import-design (WRITE key) imports a design "
    "from its Figma link. Task context: get-task-context with a task id."
)

_sdk_logger = logging.getLogger("mcp.server.mcpserver")


class EdgeServers:
    """Makes each request's MCP server over tools registered once per process."""

    def __init__(self, tools: Sequence[Tool]) -> None:
        # One key per process for sealed request state (the tools never use it).
        self._request_state = RequestStateSecurity.ephemeral()
        self._registry: MCPServer[Any] = MCPServer(
            SERVER_NAME,
            version=SERVER_VERSION,
            instructions=INSTRUCTIONS,
            tools=list(tools),
            log_level="WARNING",
            request_state_security=self._request_state,
        )
        self._input_schemas: Mapping[str, dict[str, Any]] = {
            tool.name: tool.parameters for tool in tools
        }
        self._tool_list: ListToolsResult | None = None

    def server_for(self, session: ToolSession) -> Server[ToolSession]:
        """A fresh server whose every request handler sees ``session``."""

        @asynccontextmanager
        async def bound(_server: Server[ToolSession]) -> AsyncIterator[ToolSession]:
            yield session

        server: Server[ToolSession] = Server(
            SERVER_NAME,
            version=SERVER_VERSION,
            instructions=INSTRUCTIONS,
            lifespan=bound,
            get_tool_input_schema=self._input_schemas.get,
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )
        # As the SDK documents for low-level servers: seal request state under our name.
        server.middleware.append(
            RequestStateBoundary(self._request_state, default_audience=SERVER_NAME)
        )
        return server

    async def _list_tools(
        self, ctx: ServerRequestContext[ToolSession], params: PaginatedRequestParams | None
    ) -> ListToolsResult:
        if self._tool_list is None:
            self._tool_list = ListToolsResult(tools=await self._registry.list_tools())
        return self._tool_list

    async def _call_tool(
        self, ctx: ServerRequestContext[ToolSession], params: CallToolRequestParams
    ) -> CallToolResult | InputRequiredResult:
        """Answer one ``tools/call`` and count it (``ToolCalls``, ``ToolLatency``): every
        call, whatever its end, a protocol fault raised through it included."""
        started = time.perf_counter()
        result: CallToolResult | InputRequiredResult | None = None
        try:
            result = await self._dispatch(ctx, params)
            return result
        finally:
            # ``ctx`` is the SDK's request context; its lifespan state is the session.
            session = getattr(ctx, "lifespan_context", None)
            correlation_id = session.correlation_id if isinstance(session, ToolSession) else None
            self._record_call(params.name, result, started, correlation_id)

    def _record_call(
        self,
        name: str,
        result: CallToolResult | InputRequiredResult | None,
        started: float,
        correlation_id: str | None,
    ) -> None:
        failed = result is None or (isinstance(result, CallToolResult) and result.is_error)
        meta = result.meta if isinstance(result, CallToolResult) else None
        detail = (meta or {}).get(ERROR_META_KEY)
        code = detail.get("code") if isinstance(detail, dict) else None
        metrics.record_tool_call(
            # A name that is no tool is counted as one: callers cannot mint dimensions.
            name if name in self._input_schemas else metrics.UNKNOWN_TOOL,
            outcome=metrics.ToolOutcome.ERROR if failed else metrics.ToolOutcome.OK,
            latency_ms=(time.perf_counter() - started) * 1000,
            error_code=str(code) if code is not None else None,
            correlation_id=correlation_id,
        )

    async def _dispatch(
        self, ctx: ServerRequestContext[ToolSession], params: CallToolRequestParams
    ) -> CallToolResult | InputRequiredResult:
        if params.name not in self._input_schemas:
            return failure(
                UNKNOWN_TOOL,
                f"No tool {params.name!r}; tools/list names the tools this server has.",
            )
        context: Context[Any, Any] = Context(
            request_context=ctx, mcp_server=self._registry, input_params=params
        )
        try:  # an MCPError (a protocol fault) passes through as a JSON-RPC error
            return await self._registry.call_tool(params.name, params.arguments or {}, context)
        except ToolError as exc:
            _log_tool_failure(params.name, exc)
            if isinstance(exc.__cause__, ValidationError):
                # One line naming the argument, with the platform's code (not pydantic's text).
                return failure(VALIDATION_ERROR, describe_validation_error(exc.__cause__.errors()))
            return failure(INTERNAL_ERROR, "Internal error.")


def _log_tool_failure(name: str, exc: ToolError) -> None:
    """Log like the SDK's ``MCPServer`` does: field names only for rejected arguments (the
    values are the caller's data), the stack for anything unexpected."""
    if not isinstance(exc, UnexpectedToolError):
        if isinstance(exc.__cause__, ValidationError):
            fields = sorted(
                {".".join(str(part) for part in error["loc"]) for error in exc.__cause__.errors()}
            )
            _sdk_logger.info("Tool %r rejected arguments: %r", name, fields)
        else:
            _sdk_logger.info("Tool %r failed: %r", name, str(exc))
    else:
        _sdk_logger.exception("Tool %r raised an unexpected exception", name)
