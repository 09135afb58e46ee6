"""The public MCP edge: ``/mcp`` (stateless streamable HTTP) and ``POST /api/v1/mcp/task-context``.

Entry points: :func:`guinness.mcp_edge.runtime.build_edge_app` (settings → ASGI app, used by
the Lambda handler and local runs) and :func:`guinness.mcp_edge.app.create_edge_app`
(collaborators → ASGI app, used by tests and the local stack). This package module imports
nothing so that :mod:`guinness.settings` can use the pure :mod:`~guinness.mcp_edge.allowlist`.
"""
