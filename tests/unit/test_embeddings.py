from __future__ import annotations

import io
import json
from typing import Any

import boto3
import pytest
from botocore.response import StreamingBody
from botocore.stub import Stubber

from guinness.embeddings import (
    BedrockEmbedding,
    EmbeddingUnavailableError,
    make_embedder,
    model_name,
)
from guinness.errors import ConfigError
from guinness.matching import build_index, match_design
from guinness.settings import BackendSettings, EmbeddingSettings
from tests.unit.matching.factories import component, design, instance

BASE = {
    "DATABASE_URL": "postgresql://u@h/d",
    "BACKEND_INTERNAL_API_KEY": "k",
    "AI_INTERNAL_URL": "http://127.0.0.1:1",
    "AI_SERVICE_TOKEN": "t",
    "DES2CODE_QUEUE_URL": "q",
    "ARTIFACT_BUCKET": "b",
    "WEBHOOK_SIGNING_SECRET": "w",
}


def _body(payload: dict[str, Any]) -> StreamingBody:
    raw = json.dumps(payload).encode()
    return StreamingBody(io.BytesIO(raw), len(raw))


def test_the_built_in_embedding_is_the_default() -> None:
    settings = BackendSettings.from_env(BASE)

    assert settings.embedding == EmbeddingSettings()
    assert make_embedder(settings.embedding).name == "guinness-char-ngram-hash-v1"


def test_bedrock_needs_one_of_titans_sizes() -> None:
    with pytest.raises(ConfigError, match="EMBEDDING_DIMS"):
        BackendSettings.from_env({**BASE, "EMBEDDING_PROVIDER": "bedrock", "EMBEDDING_DIMS": "300"})


def test_bedrock_embeddings_come_from_invoke_model_and_are_cached() -> None:
    client = boto3.client(
        "bedrock-runtime", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x"
    )
    stubber = Stubber(client)
    stubber.add_response(
        "invoke_model",
        {"body": _body({"embedding": [0.6, 0.8] + [0.0] * 254}), "contentType": "application/json"},
        {
            "modelId": "amazon.titan-embed-text-v2:0",
            "body": json.dumps(
                {"inputText": "Primary button", "dimensions": 256, "normalize": True}
            ),
            "contentType": "application/json",
            "accept": "application/json",
        },
    )
    embed = BedrockEmbedding(client, model_id="amazon.titan-embed-text-v2:0", dims=256)

    with stubber:
        first = embed("Primary button")
        second = embed("Primary button")  # a second call would exhaust the stub

    assert first[:2] == [0.6, 0.8]
    assert second == first
    stubber.assert_no_pending_responses()


def test_a_wrong_size_answer_is_a_clear_error() -> None:
    client = boto3.client(
        "bedrock-runtime", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x"
    )
    stubber = Stubber(client)
    stubber.add_response(
        "invoke_model",
        {"body": _body({"embedding": [1.0, 0.0]}), "contentType": "application/json"},
    )
    embed = BedrockEmbedding(client, model_id="amazon.titan-embed-text-v2:0", dims=256)

    with stubber, pytest.raises(EmbeddingUnavailableError, match="2 dimensions, expected 256"):
        embed("x")


class _FakeBedrock:
    """Deterministic vectors by text, as a stand-in Bedrock client for a matching run."""

    def invoke_model(self, **kwargs: Any) -> dict[str, Any]:
        text = json.loads(kwargs["body"])["inputText"].lower()
        vector = [1.0 if "button" in text else 0.0, 1.0 if "card" in text else 0.0] + [0.01] * 254
        return {"body": _body({"embedding": vector})}


def test_the_matcher_runs_on_the_bedrock_embedder() -> None:
    embedder = make_embedder(
        EmbeddingSettings(provider="bedrock", dims=256), bedrock_client=_FakeBedrock()
    )
    sources = [component("Button"), component("Card")]

    result = match_design(design(instance("Button")), build_index(sources, embedder=embedder))

    assert result.model_summary.embedding_model == "bedrock:amazon.titan-embed-text-v2:0"
    assert result.usage_matches[0].code_component == "Button"


def test_every_service_that_embeds_reads_the_same_choice() -> None:
    from guinness.operations.settings import ImportJobSettings
    from guinness.settings import AiSettings, WorkerSettings

    choice = {"EMBEDDING_PROVIDER": "bedrock", "EMBEDDING_DIMS": "512"}
    worker = {**BASE, "BACKEND_INTERNAL_URL": "http://127.0.0.1:1"}
    job = {**BASE, "IMPORT_BUCKET": "uploads"}
    parsed = [
        BackendSettings.from_env({**BASE, **choice}).embedding,
        AiSettings.from_env({**BASE, **choice}).embedding,
        WorkerSettings.from_env({**worker, **choice}).embedding,
        ImportJobSettings.from_env({**job, **choice}).embedding,
    ]

    assert parsed == [EmbeddingSettings(provider="bedrock", dims=512)] * 4
    assert model_name(parsed[0]) == "bedrock:amazon.titan-embed-text-v2:0"
    assert model_name(EmbeddingSettings()) == "guinness-char-ngram-hash-v1"
