"""The AI internal API's composition root."""

from __future__ import annotations

from fastapi import FastAPI

from guinness.ai_api.app import create_ai_app
from guinness.ai_api.code_index_routes import index_model
from guinness.aws.clients import AwsClients
from guinness.code_index.runner import BuildRunner
from guinness.db.ai_store.factory import open_document_store
from guinness.embeddings import model_name
from guinness.logs import Logger
from guinness.settings import AiSettings
from guinness.store.documents import DocumentStore
from guinness.tracing import tracer as tracer  # the Lambda handler's
from guinness.web.lambda_adapter import LazyAsgiHandler


def build_ai_app(
    settings: AiSettings,
    *,
    store: DocumentStore | None = None,
    build_runner: BuildRunner | None = None,
    logger: Logger | None = None,
) -> FastAPI:
    """The AI API for ``settings``. ``store`` replaces the configured document store (a
    caller that already holds one); ``build_runner`` says where index builds run (inline by
    default, as in Lambda; a background thread for a long-running local server)."""
    aws = AwsClients(settings.aws)
    fetch_secret = aws.secret_fetcher()
    token = settings.service_token.resolve(fetch_secret)
    documents = store or open_document_store(settings.store, fetch_secret=fetch_secret)
    return create_ai_app(
        documents,
        service_token=lambda: token,
        logger=logger,
        build_runner=build_runner,
        index_model=index_model(model_name(settings.embedding), settings.embedding.dims),
    )


def ai_lambda_handler() -> LazyAsgiHandler:
    """The Lambda handler: the app built from the environment on the first event."""
    return LazyAsgiHandler(lambda: build_ai_app(AiSettings.from_env()))
