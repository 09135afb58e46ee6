"""Secrets Manager reads, fetched once per cold start and cached in memory."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class SecretNotAvailableError(Exception):
    """A configured secret could not be read (missing, no permission, binary)."""


class SecretsManagerFetcher:
    """Callable ``fetch(arn) -> str`` backed by a boto3 ``secretsmanager`` client.

    Give the client, or ``make_client`` to create it on the first fetch, so services whose
    configuration holds no secret ARN (local runs) never create one
    (:meth:`guinness.aws.clients.AwsClients.secret_fetcher`).
    """

    def __init__(
        self, client: Any | None = None, *, make_client: Callable[[], Any] | None = None
    ) -> None:
        if client is None and make_client is None:
            raise ValueError("give a secretsmanager client or a function that makes one")
        self._client = client
        self._make_client = make_client
        self._cache: dict[str, str] = {}
        self._lock = threading.Lock()

    def __call__(self, secret_arn: str) -> str:
        """The secret's string value (cached after the first read)."""
        with self._lock:
            cached = self._cache.get(secret_arn)
        if cached is not None:
            return cached
        client = self._get_client()
        try:
            response = client.get_secret_value(SecretId=secret_arn)
        except client.exceptions.ResourceNotFoundException:
            raise SecretNotAvailableError(f"secret {secret_arn} does not exist") from None
        value = response.get("SecretString")
        if not isinstance(value, str):
            raise SecretNotAvailableError(f"secret {secret_arn} has no string value")
        with self._lock:
            self._cache[secret_arn] = value
        return value

    def _get_client(self) -> Any:
        if self._client is None and self._make_client is not None:
            self._client = self._make_client()
        return self._client
