"""The Figma webhook function's composition root (outside the VPC: S3 and the fetch
function; no database, no Figma token)."""

from __future__ import annotations

from starlette.applications import Starlette

from guinness.aws.clients import AwsClients
from guinness.aws.figma_fetches import LambdaFigmaFetches
from guinness.aws.figma_webhook_store import S3WebhookStore
from guinness.logs import get_logger
from guinness.operations.figma_webhook_app import figma_webhook_app
from guinness.operations.settings import FigmaWebhookSettings
from guinness.tracing import tracer as tracer  # the Lambda handler's
from guinness.web.lambda_adapter import LazyAsgiHandler

logger = get_logger("figma-webhook")


def build_figma_webhook_app(settings: FigmaWebhookSettings) -> Starlette:
    """The webhook endpoint for ``settings``."""
    aws = AwsClients(settings.aws)
    return figma_webhook_app(
        store=S3WebhookStore(aws.client("s3"), settings.bucket),
        fetches=LambdaFigmaFetches(aws.client("lambda"), settings.figma_fetch_function),
        logger=logger,
    )


def figma_webhook_lambda_handler() -> LazyAsgiHandler:
    """The Lambda handler: the app built from the environment on the first event."""
    return LazyAsgiHandler(lambda: build_figma_webhook_app(FigmaWebhookSettings.from_env()))
