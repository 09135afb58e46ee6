"""The edge as one ASGI app: the guard in front of ``/mcp`` and the REST task-context route.

The same app runs under uvicorn locally and behind Mangum for Lambda Function URL events; it
keeps no per-lifespan state, so any number of warm invocations can reuse one instance.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route
from starlette.types import ASGIApp

from guinness.errors import NotFoundError
from guinness.logs import Logger
from guinness.mcp_edge.backend_client import BackendClient
from guinness.mcp_edge.blocking import Offload, in_worker_thread
from guinness.mcp_edge.code_upload_route import PATH as CODE_UPLOAD_PATH
from guinness.mcp_edge.code_upload_route import STATUS_PATH as CODE_UPLOAD_STATUS_PATH
from guinness.mcp_edge.code_upload_route import CodeUploadRoute
from guinness.mcp_edge.guard import EdgeGuard, EdgePolicy
from guinness.mcp_edge.http_errors import error_response, http_exception_handler
from guinness.mcp_edge.identity import EdgeAuthenticator
from guinness.mcp_edge.mcp_endpoint import McpEndpoint
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.mcp_edge.task_context_route import PATH as TASK_CONTEXT_PATH
from guinness.mcp_edge.task_context_route import TaskContextRoute

MCP_PATH = "/mcp"
#: What clients ask for when they take a refused key for an OAuth challenge: OAuth
#: discovery (RFC 8414, RFC 9728, OpenID) and dynamic client registration (RFC 7591).
OAUTH_PATHS = ("/.well-known/{rest:path}", "/register", "/authorize", "/token")
NO_OAUTH = (
    "This MCP server does not use OAuth: each request carries an MCP API key "
    "(the MCP-API-Key header, or Authorization: Bearer <key>). A client that asks for this "
    "after a 401 was sent a key that is missing, mistyped, revoked or expired: check the "
    "key in the client's configuration, or create a new one."
)


async def no_oauth(request: Request) -> Response:
    """404 for OAuth discovery and registration, saying what to do instead (clients such as
    Claude Code quote this body when registration fails)."""
    return error_response(404, NotFoundError.code, NO_OAUTH)


@dataclass(frozen=True)
class EdgeContext:
    """The edge's collaborators, built once per process."""

    policy: EdgePolicy
    authenticator: EdgeAuthenticator
    backend: BackendClient
    logger: Logger
    offload: Offload = in_worker_thread
    budget: OutputBudget = field(default_factory=OutputBudget)


def _code_upload_routes(context: EdgeContext) -> list[Route]:
    uploads = CodeUploadRoute(
        authenticator=context.authenticator,
        backend=context.backend,
        logger=context.logger,
        offload=context.offload,
    )
    return [
        Route(CODE_UPLOAD_PATH, endpoint=uploads.start, methods=["POST"]),
        Route(CODE_UPLOAD_STATUS_PATH, endpoint=uploads.status, methods=["GET"]),
    ]


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
                budget=context.budget,
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
        *_code_upload_routes(context),
        *(Route(path, endpoint=no_oauth, methods=["GET", "POST"]) for path in OAUTH_PATHS),
    ]
    app = Starlette(routes=routes, exception_handlers={HTTPException: http_exception_handler})
    return EdgeGuard(app, context.policy, context.authenticator.early_refusal)
