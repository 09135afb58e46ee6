"""Figma webhook Lambda (outside the VPC, behind its own CloudFront behaviour): checks a
delivery's passcode, records it and queues the re-import; never the MCP edge."""

from __future__ import annotations

from typing import Any

from guinness.composition.figma_webhook import figma_webhook_lambda_handler, tracer

_serve = figma_webhook_lambda_handler()


@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Serve one webhook delivery (an X-Ray subsegment in Lambda)."""
    return _serve(event, context)
