"""AI internal API Lambda: the FastAPI app behind Mangum, built once per container."""

from __future__ import annotations

from guinness.composition.ai import ai_lambda_handler

handler = ai_lambda_handler()
