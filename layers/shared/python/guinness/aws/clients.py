"""boto3 clients made from a service's :class:`~guinness.aws.settings.AwsSettings`.

Every AWS client a service uses comes from one :class:`AwsClients`, so the region, the
endpoints (moto locally) and the credentials are decided once, in the settings, and never by
editing the process environment.
"""

from __future__ import annotations

import threading
from typing import Any

from guinness.aws.secrets import SecretsManagerFetcher
from guinness.aws.settings import AwsSettings


class AwsClients:
    """Makes boto3 clients for one service; boto3 is imported on the first client."""

    def __init__(self, settings: AwsSettings) -> None:
        self.settings = settings
        self._session: Any = None
        # boto3 sessions are not safe to share between threads while creating clients.
        self._lock = threading.Lock()

    def client(self, service: str, **options: Any) -> Any:
        """A new client of ``service`` (``"s3"``, ``"sqs"``, ``"secretsmanager"`` ...);
        ``options`` are botocore ``Config`` options (timeouts, retries, signature version)."""
        from botocore.config import Config

        config = Config(**options) if options else None
        with self._lock:
            return self._boto_session().client(
                service, endpoint_url=self.settings.endpoint_for(service), config=config
            )

    def secret_fetcher(self) -> SecretsManagerFetcher:
        """The service's Secrets Manager reads (its client made on the first ARN fetched;
        values reused for :data:`~guinness.aws.secrets.DEFAULT_MAX_AGE_SECONDS`)."""
        return SecretsManagerFetcher(make_client=lambda: self.client("secretsmanager"))

    def _boto_session(self) -> Any:
        if self._session is None:
            import boto3

            settings = self.settings
            self._session = boto3.session.Session(
                region_name=settings.region,
                aws_access_key_id=settings.access_key_id,
                aws_secret_access_key=(
                    settings.secret_access_key.get_secret_value()
                    if settings.secret_access_key
                    else None
                ),
                aws_session_token=(
                    settings.session_token.get_secret_value() if settings.session_token else None
                ),
            )
        return self._session
