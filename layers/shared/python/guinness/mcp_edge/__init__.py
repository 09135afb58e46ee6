"""The public MCP edge: ``/mcp`` (stateless streamable HTTP) and ``POST /api/v1/mcp/task-context``.

:func:`guinness.mcp_edge.app.create_edge_app` turns the edge's collaborators into the ASGI
app; :func:`guinness.composition.edge.build_edge_app` (the edge's composition root) builds
them from settings for the Lambda handler, the local stack and the tests.
"""
