"""What a tool call is bound to: the authenticated principal, the backend, a logger.

The edge builds one :class:`ToolSession` per HTTP request and hands it to that request's
fresh MCP server as its lifespan state; tools read it from their ``Context``. Tool
definitions themselves are built once per process (:mod:`guinness.mcp_edge.catalog`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mcp.server.mcpserver import Context

from guinness.auth.principal import Permission, Principal
from guinness.errors import PermissionDeniedError
from guinness.logs import Logger
from guinness.mcp_edge.backend_client import BackendClient, Caller
from guinness.mcp_edge.blocking import Offload
from guinness.mcp_edge.output_budget import OutputBudget
from guinness.mcp_edge.outputs import ProjectScope

#: The ``Context`` tools receive (the SDK injects it by this annotation).
ToolContext = Context[Any, Any]


@dataclass(frozen=True)
class ToolSession:
    """One request's caller and collaborators."""

    principal: Principal
    backend: BackendClient
    logger: Logger
    correlation_id: str
    offload: Offload
    budget: OutputBudget = field(default_factory=OutputBudget)

    @property
    def caller(self) -> Caller:
        """The backend headers' subject: the key's project and user."""
        return Caller(
            project_id=self.principal.project_id,
            user_id=self.principal.user_id,
            correlation_id=self.correlation_id,
        )

    @property
    def scope(self) -> ProjectScope:
        """The key's project and organization."""
        return ProjectScope(
            project_id=self.principal.project_id,
            organization_id=self.principal.organization_id,
        )

    def require(self, permission: Permission, *, tool: str) -> None:
        """Raise PermissionDeniedError unless the key holds ``permission``."""
        if not self.principal.can(permission):
            raise PermissionDeniedError(
                f"{tool} needs an API key with {permission.value} permission; "
                "this key can only read."
            )


def session_of(ctx: ToolContext) -> ToolSession:
    """The session of the request a tool runs in."""
    session = ctx.request_context.lifespan_context
    if not isinstance(session, ToolSession):
        raise TypeError("the MCP server was started without a tool session")
    return session
