"""``/mcp``: authenticate, then serve the request with a fresh MCP server and transport.

Only POST is served: a stateless GET stream would hold a Lambda open for nothing, so GET
(and DELETE, there being no session to end) answers 405. The caller is authenticated
before any MCP processing (SPEC: auth failures are HTTP answers), then the JSON-RPC envelope
is checked (:mod:`~guinness.mcp_edge.jsonrpc_envelope`) before the SDK or a tool sees it.
Each request then gets its own MCP server over the process's tool registry
(:mod:`~guinness.mcp_edge.mcp_server`), bound to the caller's
:class:`~guinness.mcp_edge.session.ToolSession`, and its own stateless streamable-HTTP
session manager answering JSON: no session state survives the request, so any instance can
answer any request, in both protocol eras (the ``initialize`` handshake versions and
2026-07-28).
"""

from __future__ import annotations

from mcp.server.transport_security import TransportSecuritySettings
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from guinness.errors import PayloadTooLargeError, PlatformError
from guinness.logs import Logger
from guinness.mcp_edge.backend_client import BackendClient, correlation_id_for
from guinness.mcp_edge.blocking import Offload
from guinness.mcp_edge.catalog import edge_tools
from guinness.mcp_edge.guard import buffer_body
from guinness.mcp_edge.http_errors import (
    internal_error_response,
    method_not_allowed,
    platform_error_response,
)
from guinness.mcp_edge.identity import EdgeAuthenticator, peer_of
from guinness.mcp_edge.jsonrpc_envelope import envelope_fault
from guinness.mcp_edge.mcp_server import EdgeServers
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.mcp_edge.session import ToolSession

# The edge guard has already checked Host and Origin against the configured allowlists.
_CHECKED_BY_GUARD = TransportSecuritySettings(enable_dns_rebinding_protection=False)


class McpEndpoint:
    """The ASGI app behind ``/mcp``."""

    def __init__(
        self,
        *,
        authenticator: EdgeAuthenticator,
        backend: BackendClient,
        logger: Logger,
        max_body_bytes: int,
        offload: Offload,
        budget: OutputBudget | None = None,
    ) -> None:
        self._authenticator = authenticator
        self._backend = backend
        self._logger = logger
        self._max_body_bytes = max_body_bytes
        self._offload = offload
        self._budget = budget or OutputBudget()
        # Built now, at cold start, rather than by the first request.
        self._servers = EdgeServers(edge_tools())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Serve one HTTP request."""
        if scope["method"] != "POST":
            await method_not_allowed("POST")(scope, receive, send)
            return
        headers = Headers(scope=scope)
        buffered = await buffer_body(receive, self._max_body_bytes)
        if buffered is None:  # the guard has refused it already, unless mounted without one
            too_large = PayloadTooLargeError(
                f"The request body is larger than {self._max_body_bytes} bytes."
            )
            await platform_error_response(too_large)(scope, receive, send)
            return
        try:
            peer = peer_of(scope)
            principal = await self._offload(
                lambda: self._authenticator.authenticate(headers, peer=peer)
            )
        except PlatformError as exc:
            await platform_error_response(exc, self._logger)(scope, buffered.replay, send)
            return
        except Exception:  # e.g. the database is unreachable: logged, answered 500
            self._logger.exception("authentication failed unexpectedly")
            await internal_error_response()(scope, buffered.replay, send)
            return
        fault = envelope_fault(headers.get("content-type"), buffered.body)
        if fault is not None:
            answer = JSONResponse(fault.body(), status_code=fault.status)
            await answer(scope, buffered.replay, send)
            return
        session = ToolSession(
            principal=principal,
            backend=self._backend,
            logger=self._logger,
            correlation_id=correlation_id_for(scope),
            offload=self._offload,
            budget=self._budget,
        )
        server = self._servers.server_for(session)
        server.streamable_http_app(
            json_response=True,
            stateless_http=True,
            transport_security=_CHECKED_BY_GUARD,
            max_request_body_size=self._max_body_bytes,
        )
        manager = server.session_manager
        async with manager.run():
            await manager.handle_request(scope, buffered.replay, send)
