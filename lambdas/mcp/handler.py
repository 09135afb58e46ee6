"""MCP edge Lambda (Function URL behind CloudFront): ``/mcp`` and the REST task-context route.

The ASGI app is built on the first event and reused by warm invocations; every HTTP request
still gets its own MCP server and transport (see ``guinness.mcp_edge.mcp_endpoint``).
"""

from __future__ import annotations

from guinness.composition.edge import edge_lambda_handler

handler = edge_lambda_handler()
