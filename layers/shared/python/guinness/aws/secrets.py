"""Secrets Manager reads through Powertools Parameters, cached for a few minutes."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.parameters import SecretsProvider

#: How long a secret's value is reused before Secrets Manager is asked again.
DEFAULT_MAX_AGE_SECONDS = 300


class SecretNotAvailableError(Exception):
    """A configured secret could not be read (missing, no permission, binary)."""


class SecretsManagerFetcher:
    """Callable ``fetch(arn) -> str`` backed by a Powertools ``SecretsProvider``.

    Give the boto3 ``secretsmanager`` client, or ``make_client`` to create it on the first
    fetch, so services whose configuration holds no secret ARN (local runs) never create one
    (:meth:`guinness.aws.clients.AwsClients.secret_fetcher`); Powertools (and with it boto3)
    is imported on that first fetch too.

    A value is reused for ``max_age`` seconds, then read again. Secrets rotate (the database
    owner's every 30 days), and every new database connection resolves its password anew,
    so a warm container logs in with the rotated password at most ``max_age`` seconds after
    the rotation instead of failing until it is recycled. Five minutes keeps a container to
    at most a dozen reads of a secret an hour; Powertools' own default, 5 seconds, would add a
    Secrets Manager call to most new connections. ``max_age=0`` reads on every call.
    """

    def __init__(
        self,
        client: Any | None = None,
        *,
        make_client: Callable[[], Any] | None = None,
        max_age: int = DEFAULT_MAX_AGE_SECONDS,
    ) -> None:
        if client is None and make_client is None:
            raise ValueError("give a secretsmanager client or a function that makes one")
        self._client = client
        self._make_client = make_client
        self._max_age = max_age
        self._provider: SecretsProvider | None = None
        self._lock = threading.Lock()

    def __call__(self, secret_arn: str) -> str:
        """The secret's string value (read again once ``max_age`` seconds old)."""
        from aws_lambda_powertools.utilities.parameters import GetParameterError

        try:
            value = self._get_provider().get(secret_arn, max_age=self._max_age)
        except GetParameterError as exc:
            raise SecretNotAvailableError(_reason(secret_arn, exc)) from exc
        if not isinstance(value, str):
            raise SecretNotAvailableError(f"secret {secret_arn} has no string value")
        return value

    def _get_provider(self) -> SecretsProvider:
        with self._lock:
            if self._provider is None:
                from aws_lambda_powertools.utilities.parameters import SecretsProvider

                client = self._client
                if client is None and self._make_client is not None:
                    client = self._make_client()
                self._provider = SecretsProvider(boto3_client=client)
            return self._provider


def _reason(secret_arn: str, error: Exception) -> str:
    # Powertools raises GetParameterError while handling the SDK's error, without
    # chaining it: the ClientError (and its code) is the exception's context.
    response = getattr(error.__context__, "response", None)
    code = response.get("Error", {}).get("Code") if isinstance(response, dict) else None
    if code == "ResourceNotFoundException":
        return f"secret {secret_arn} does not exist"
    return f"secret {secret_arn} could not be read: {error}"
