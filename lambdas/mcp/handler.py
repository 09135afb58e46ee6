"""MCP edge Lambda (Function URL behind CloudFront): ``/mcp`` and the REST task-context route.

The ASGI app is built on the first event and reused by warm invocations; every HTTP request
still gets its own MCP server and transport (see ``guinness.mcp_edge.mcp_endpoint``).
"""

from __future__ import annotations

from guinness.mcp_edge.runtime import build_lambda_edge_app
from guinness.web.lambda_adapter import LazyAsgiHandler

handler = LazyAsgiHandler(build_lambda_edge_app)
