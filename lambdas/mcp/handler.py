"""MCP edge Lambda (Function URL behind CloudFront): ``/mcp`` and the REST task-context route.

The ASGI app is built on the first event and reused by warm invocations; every HTTP request
still gets its own MCP server and transport (see ``guinness.mcp_edge.mcp_endpoint``).
"""

from __future__ import annotations

from typing import Any

from guinness.composition.edge import edge_lambda_handler, tracer

_serve = edge_lambda_handler()


@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Serve one Function URL event (an X-Ray subsegment in Lambda)."""
    return _serve(event, context)
