"""Settings of the admin Lambda and the import job, parsed once per cold start.

Both use the backend's database variables (``DATABASE_*``) and the upload bucket
(``IMPORT_BUCKET``); the import job also calls the AI internal API like the backend does
(``AI_INTERNAL_URL``, ``AI_SERVICE_TOKEN`` or ``AI_SERVICE_TOKEN_SECRET_ARN``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field

from guinness.aws.settings import AwsSettings
from guinness.clients.figma_api import FIGMA_API_URL
from guinness.env import EnvReader, SecretSetting
from guinness.settings import (
    MAX_BACKEND_TIMEOUT_MS,
    AiStoreSettings,
    DatabaseSettings,
    EmbeddingSettings,
    UploadSettings,
)


@dataclass(frozen=True)
class AdminSettings:
    """The admin Lambda."""

    database: DatabaseSettings
    uploads: UploadSettings
    aws: AwsSettings
    #: Imports by link and webhook registrations go to the Figma fetch function.
    figma_fetch_function: str | None = None
    #: Where project Figma tokens are written (``{prefix}/projects/{id}/figma-token``).
    figma_token_prefix: str | None = None
    #: The backend deletions go through (``lambda://`` in AWS), with its service key.
    backend_internal_url: str | None = None
    backend_internal_api_key: SecretSetting = field(
        default_factory=lambda: SecretSetting(name="BACKEND_INTERNAL_API_KEY")
    )

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> AdminSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        database = DatabaseSettings.read(env)
        uploads = UploadSettings.read(env)
        aws = AwsSettings.read(env)
        backend_url = env.url("BACKEND_INTERNAL_URL")
        backend_key = env.secret("BACKEND_INTERNAL_API_KEY", required=backend_url is not None)
        return cls(
            database=_checked(env, "admin", database),
            uploads=uploads,
            aws=aws,
            figma_fetch_function=env.string("FIGMA_FETCH_FUNCTION"),
            figma_token_prefix=env.string("FIGMA_TOKEN_SECRET_PREFIX"),
            backend_internal_url=backend_url,
            backend_internal_api_key=backend_key,
        )


@dataclass(frozen=True)
class ImportJobSettings:
    """The import job Lambda."""

    database: DatabaseSettings
    uploads: UploadSettings
    ai_internal_url: str
    ai_service_token: SecretSetting
    ai_internal_timeout_ms: int
    aws: AwsSettings
    embedding: EmbeddingSettings
    #: With both, a webhook's re-import re-runs Des2Code for designs matched before.
    artifact_bucket: str | None = None
    des2code_queue_url: str | None = None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ImportJobSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        database = DatabaseSettings.read(env)
        settings_uploads = UploadSettings.read(env)
        url = env.url("AI_INTERNAL_URL", required=True) or ""
        token = env.secret("AI_SERVICE_TOKEN", required=True)
        timeout = env.integer(
            "AI_INTERNAL_TIMEOUT_MS",
            MAX_BACKEND_TIMEOUT_MS,
            minimum=1,
            maximum=MAX_BACKEND_TIMEOUT_MS,
        )
        aws = AwsSettings.read(env)
        embedding = EmbeddingSettings.read(env)
        return cls(
            database=_checked(env, "import job", database),
            uploads=settings_uploads,
            ai_internal_url=url,
            ai_service_token=token,
            ai_internal_timeout_ms=timeout,
            aws=aws,
            embedding=embedding,
            artifact_bucket=env.string("ARTIFACT_BUCKET"),
            des2code_queue_url=env.string("DES2CODE_QUEUE_URL"),
        )


@dataclass(frozen=True)
class FigmaFetchSettings:
    """The Figma fetch function (outside the VPC: Figma's API and S3, no database)."""

    uploads: UploadSettings
    figma_api_url: str
    figma_token_prefix: str
    aws: AwsSettings

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> FigmaFetchSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        settings = cls(
            uploads=UploadSettings.read(env),
            figma_api_url=figma_api_url(env),
            figma_token_prefix=env.string("FIGMA_TOKEN_SECRET_PREFIX", required=True) or "",
            aws=AwsSettings.read(env),
        )
        env.check("figma fetch")
        return settings


@dataclass(frozen=True)
class FigmaWebhookSettings:
    """The Figma webhook receiver (outside the VPC: S3 and the fetch function only)."""

    bucket: str
    figma_fetch_function: str
    aws: AwsSettings

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> FigmaWebhookSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        settings = cls(
            bucket=env.string("IMPORT_BUCKET", required=True) or "",
            figma_fetch_function=env.string("FIGMA_FETCH_FUNCTION", required=True) or "",
            aws=AwsSettings.read(env),
        )
        env.check("figma webhook")
        return settings


def figma_api_url(env: EnvReader) -> str:
    """``FIGMA_API_URL``: Figma's REST API base (a local fake in tests and local runs)."""
    value = env.string("FIGMA_API_URL", FIGMA_API_URL) or FIGMA_API_URL
    if not value.startswith(("http://", "https://")):
        env.problem(f"FIGMA_API_URL must be an http:// or https:// URL, got {value!r}")
    return value.rstrip("/")


@dataclass(frozen=True)
class MigrateSettings:
    """The migrate Lambda: the backend's database and the AI document store."""

    database: DatabaseSettings
    store: AiStoreSettings
    aws: AwsSettings

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> MigrateSettings:
        """Parse and validate; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        database = DatabaseSettings.read(env)
        store = AiStoreSettings.read(env)
        aws = AwsSettings.read(env)
        return cls(database=_checked(env, "migrate", database), store=store, aws=aws)


def _checked(env: EnvReader, service: str, database: DatabaseSettings | None) -> DatabaseSettings:
    """Raise for every problem ``env`` collected, then the (required) database settings."""
    env.check(service)
    if database is None:  # unreachable: check() raised for the missing host
        raise AssertionError("database settings missing")
    return database
