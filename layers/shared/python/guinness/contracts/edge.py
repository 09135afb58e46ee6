"""The headers CloudFront adds on the way to the MCP edge: the CDK stack writes them, the
edge reads them. Lowercase, as ASGI hands header names to the edge and as CloudFront
Functions must name them (HTTP header names are case-insensitive on the wire)."""

from __future__ import annotations

#: The shared secret proving a request came through the distribution (an origin custom
#: header, from a generated secret).
EDGE_TOKEN_HEADER = "x-mcp-token"  # noqa: S105 - a header name, not a secret
#: The viewer's address, written by the distribution's viewer-request function (the edge's
#: auth throttle counts failures per address; ``X-Forwarded-For`` is never read).
VIEWER_ADDRESS_HEADER = "x-guinness-viewer-address"
