"""Backend internal API Lambda: the FastAPI app behind Mangum, built once per container."""

from __future__ import annotations

from guinness.composition.backend import backend_lambda_handler

handler = backend_lambda_handler()
