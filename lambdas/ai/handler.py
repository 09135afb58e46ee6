"""AI internal API Lambda: the FastAPI app behind Mangum, built once per container."""

from __future__ import annotations

from guinness.ai_api.runtime import build_ai_app
from guinness.web.lambda_adapter import LazyAsgiHandler

handler = LazyAsgiHandler(build_ai_app)
