"""The Figma webhook endpoint as an ASGI app: ``POST /webhooks/figma`` (and ``GET`` for a
health check). The work is :func:`~guinness.operations.figma_webhooks.receive_delivery`;
this reads the body with a size cap and answers its JSON."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from guinness.backend.figma_imports import FigmaFetches
from guinness.logs import Logger
from guinness.operations.figma_webhooks import (
    MAX_DELIVERY_BYTES,
    WebhookStore,
    receive_delivery,
)

WEBHOOK_PATH = "/webhooks/figma"


def figma_webhook_app(*, store: WebhookStore, fetches: FigmaFetches, logger: Logger) -> Starlette:
    """The endpoint Figma posts deliveries to."""

    async def deliver(request: Request) -> JSONResponse:
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > MAX_DELIVERY_BYTES:
            status, answer = (
                413,
                {"error": {"code": "PAYLOAD_TOO_LARGE", "message": "A delivery is small JSON."}},
            )
            return JSONResponse(answer, status_code=status)
        body = bytearray()
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_DELIVERY_BYTES:
                break
        try:
            status, answer = receive_delivery(
                bytes(body), store=store, fetches=fetches, logger=logger
            )
        except Exception:
            # Figma retries a delivery that failed: say so, never with a traceback.
            logger.exception("figma delivery failed")
            status, answer = (
                503,
                {
                    "error": {
                        "code": "UNAVAILABLE",
                        "message": "Try again; the delivery was not queued.",
                    }
                },
            )
        return JSONResponse(answer, status_code=status)

    async def health(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "accepts": "POST Figma webhook v2 deliveries"})

    return Starlette(
        routes=[
            Route(WEBHOOK_PATH, deliver, methods=["POST"]),
            Route(WEBHOOK_PATH, health, methods=["GET"]),
        ]
    )
