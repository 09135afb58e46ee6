"""Figma webhook Lambda (outside the VPC, behind its own CloudFront behaviour): checks a
delivery's passcode, records it and queues the re-import; never the MCP edge."""

from __future__ import annotations

from guinness.composition.figma_webhook import figma_webhook_lambda_handler

handler = figma_webhook_lambda_handler()
