"""The edge as one ASGI app: the guard in front of ``/mcp`` and the REST task-context route.

The same app runs under uvicorn locally and behind Mangum for Lambda Function URL events; it
keeps no per-lifespan state, so any number of warm invocations can reuse one instance.
"""

from __future__ import annotations

from dataclasses import dataclass

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.routing import Route
from starlette.types import ASGIApp

from guinness.logs import Logger
from guinness.mcp_edge.backend_client import BackendClient
from guinness.mcp_edge.blocking import Offload, in_worker_thread
from guinness.mcp_edge.guard import EdgeGuard, EdgePolicy
from guinness.mcp_edge.http_errors import http_exception_handler
from guinness.mcp_edge.identity import EdgeAuthenticator
from guinness.mcp_edge.mcp_endpoint import McpEndpoint
from guinness.mcp_edge.task_context_route import PATH as TASK_CONTEXT_PATH
from guinness.mcp_edge.task_context_route import TaskContextRoute

MCP_PATH = "/mcp"


@dataclass(frozen=True)
class EdgeContext:
    """The edge's collaborators, built once per process."""

    policy: EdgePolicy
    authenticator: EdgeAuthenticator
    backend: BackendClient
    logger: Logger
    offload: Offload = in_worker_thread


def create_edge_app(context: EdgeContext) -> ASGIApp:
    """The edge app for ``context`` (the local stack and tests call this directly)."""
    routes = [
        Route(
            MCP_PATH,
            endpoint=McpEndpoint(
                authenticator=context.authenticator,
                backend=context.backend,
                logger=context.logger,
                max_body_bytes=context.policy.max_body_bytes,
                offload=context.offload,
            ),
        ),
        Route(
            TASK_CONTEXT_PATH,
            endpoint=TaskContextRoute(
                authenticator=context.authenticator,
                backend=context.backend,
                logger=context.logger,
                offload=context.offload,
            ).handle,
            methods=["POST"],
        ),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: http_exception_handler})
    return EdgeGuard(app, context.policy)
