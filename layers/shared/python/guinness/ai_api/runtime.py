"""Wiring the AI internal API from its settings (Lambda and local runs share this)."""

from __future__ import annotations

from fastapi import FastAPI

from guinness.ai_api.app import create_ai_app
from guinness.ai_api.code_index_routes import index_model
from guinness.aws.secrets import SecretsManagerFetcher
from guinness.embeddings import model_name
from guinness.settings import AiSettings
from guinness.store.factory import open_document_store


def build_ai_app(settings: AiSettings | None = None) -> FastAPI:
    """The AI API for ``settings`` (default: parsed from the environment)."""
    config = settings or AiSettings.from_env()
    fetch_secret = SecretsManagerFetcher()
    token = config.service_token.resolve(fetch_secret)
    store = open_document_store(config.store, fetch_secret=fetch_secret)
    model = index_model(model_name(config.embedding), config.embedding.dims)
    return create_ai_app(store, service_token=lambda: token, index_model=model)
