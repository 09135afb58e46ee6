"""Which embedding the platform uses: the built-in hashed n-grams (default, no network) or
Amazon Bedrock (optional, behind configuration).

The same choice must serve the code import (stored code vectors), the index record and
the worker (query vectors), so every service reads it from the same variables:

* ``EMBEDDING_PROVIDER`` — ``hashed`` (default) or ``bedrock``;
* ``BEDROCK_EMBEDDING_MODEL_ID`` — default ``amazon.titan-embed-text-v2:0``;
* ``EMBEDDING_DIMS`` — 256 (default), 512 or 1024 for Bedrock (Titan v2's sizes).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from typing import Any

from guinness.aws.clients import AwsClients
from guinness.code.documents import CodeSourceDocument
from guinness.env import EnvReader
from guinness.lru import LruCache
from guinness.matching.vectors import Embedder, default_embedder
from guinness.settings import EmbeddingSettings

_CACHE_SIZE = 4096


class EmbeddingUnavailableError(Exception):
    """The embedding service failed or answered something unusable."""


class BedrockEmbedding:
    """Titan text embeddings through ``bedrock-runtime`` ``InvokeModel``, cached per text."""

    def __init__(self, client: Any, *, model_id: str, dims: int) -> None:
        self._client = client
        self._model_id = model_id
        self._dims = dims
        self._cache: LruCache[str, list[float]] = LruCache(_CACHE_SIZE)

    def __call__(self, text: str) -> Sequence[float]:
        """The normalized embedding of ``text``."""
        cached = self._cache.get(text)
        if cached is not None:
            return cached
        body = json.dumps({"inputText": text[:8000], "dimensions": self._dims, "normalize": True})
        response = self._client.invoke_model(
            modelId=self._model_id,
            body=body,
            contentType="application/json",
            accept="application/json",
        )
        try:
            vector = [float(value) for value in json.loads(response["body"].read())["embedding"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbeddingUnavailableError(f"{self._model_id} answered no embedding") from exc
        if len(vector) != self._dims:
            raise EmbeddingUnavailableError(
                f"{self._model_id} answered {len(vector)} dimensions, expected {self._dims}"
            )
        self._cache.put(text, vector)
        return vector


def model_name(settings: EmbeddingSettings) -> str:
    """The embedding model's name as index records and artifacts show it."""
    if settings.provider == "bedrock":
        return f"bedrock:{settings.bedrock_model_id}"
    from guinness.code.features import EMBEDDING_MODEL

    return EMBEDDING_MODEL


def configured_code_embedder() -> Callable[[CodeSourceDocument], list[float]]:
    """The code embedder the environment configures (command-line imports)."""
    env = EnvReader(os.environ)
    settings = EmbeddingSettings.read(env)
    env.check("embedding")
    return code_embedder(make_embedder(settings))


def make_embedder(
    settings: EmbeddingSettings, *, bedrock_client: Any = None, aws: AwsClients | None = None
) -> Embedder:
    """The embedder the settings choose (a Bedrock client made by ``aws`` only for Bedrock)."""
    if settings.provider != "bedrock":
        return default_embedder()
    if bedrock_client is None and aws is not None:
        bedrock_client = aws.client("bedrock-runtime")
    if bedrock_client is None:
        import boto3  # only Bedrock deployments pay for it

        bedrock_client = boto3.client("bedrock-runtime", region_name=settings.region)
    from guinness.code.features import code_embedding_text

    return Embedder(
        name=model_name(settings),
        dims=settings.dims,
        embed=BedrockEmbedding(
            bedrock_client, model_id=settings.bedrock_model_id, dims=settings.dims
        ),
        describe=code_embedding_text,
    )


def code_embedder(embedder: Embedder) -> Callable[[CodeSourceDocument], list[float]]:
    """The function the code import stores vectors with, for ``embedder``."""
    from guinness.code.features import code_embedding_text

    def embed(document: CodeSourceDocument) -> list[float]:
        return [float(value) for value in embedder.embed(code_embedding_text(document))]

    return embed
