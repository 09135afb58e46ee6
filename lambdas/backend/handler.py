"""Backend internal API Lambda: the FastAPI app behind Mangum, built once per container."""

from __future__ import annotations

from guinness.backend.runtime import build_backend_app
from guinness.web.lambda_adapter import LazyAsgiHandler

handler = LazyAsgiHandler(build_backend_app)
