"""How a service's boto3 clients reach AWS, read from boto3's own standard variables."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

from pydantic import SecretStr

from guinness.env import EnvReader

#: Services whose boto3 endpoint can be set one by one (``AWS_ENDPOINT_URL_<SERVICE ID>``).
AWS_SERVICE_IDS = {
    "s3": "S3",
    "sqs": "SQS",
    "secretsmanager": "SECRETS_MANAGER",
    "lambda": "LAMBDA",
    "bedrock-runtime": "BEDROCK_RUNTIME",
}
DEFAULT_AWS_REGION = "us-east-1"


@dataclass(frozen=True)
class AwsSettings:
    """How boto3 clients reach AWS, read from boto3's own standard variables.

    ``AWS_REGION`` (or ``AWS_DEFAULT_REGION``), ``AWS_ENDPOINT_URL`` and the per-service
    ``AWS_ENDPOINT_URL_S3`` / ``_SQS`` / ``_SECRETS_MANAGER`` / ``_LAMBDA`` /
    ``_BEDROCK_RUNTIME`` (local runs point them at moto), and static credentials when the
    mapping holds them. Reading them from the settings mapping, not from the process, lets a
    local stack or a test give each service its own without editing ``os.environ``; in
    Lambda the mapping is the environment, so boto3 behaves exactly as it would on its own.
    """

    region: str = DEFAULT_AWS_REGION
    endpoint_url: str | None = None
    service_endpoints: tuple[tuple[str, str], ...] = ()
    access_key_id: str | None = None
    secret_access_key: SecretStr | None = None
    session_token: SecretStr | None = None

    def endpoint_for(self, service: str) -> str | None:
        """The endpoint a client of ``service`` (a boto3 service name) must use, if any."""
        return dict(self.service_endpoints).get(service, self.endpoint_url)

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> AwsSettings:
        """Parse and validate on their own; raises ConfigError naming every bad variable."""
        env = EnvReader(os.environ if environ is None else environ)
        settings = cls.read(env)
        env.check("AWS")
        return settings

    @classmethod
    def read(cls, env: EnvReader) -> AwsSettings:
        """Read the region, endpoint and credential variables boto3 itself reads."""
        region = env.raw("AWS_REGION") or env.raw("AWS_DEFAULT_REGION") or DEFAULT_AWS_REGION
        ignore = env.boolean("AWS_IGNORE_CONFIGURED_ENDPOINT_URLS", False)
        endpoints: list[tuple[str, str]] = []
        general = None
        if not ignore:
            general = _endpoint(env, "AWS_ENDPOINT_URL")
            for service, service_id in AWS_SERVICE_IDS.items():
                url = _endpoint(env, f"AWS_ENDPOINT_URL_{service_id}")
                if url is not None:
                    endpoints.append((service, url))
        key_id = env.raw("AWS_ACCESS_KEY_ID")
        secret = env.raw("AWS_SECRET_ACCESS_KEY")
        if (key_id is None) != (secret is None):
            env.problem("set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither")
        token = env.raw("AWS_SESSION_TOKEN")
        return cls(
            region=region,
            endpoint_url=general,
            service_endpoints=tuple(endpoints),
            access_key_id=key_id if secret is not None else None,
            secret_access_key=SecretStr(secret) if secret is not None and key_id else None,
            session_token=SecretStr(token) if token and key_id and secret else None,
        )


def _endpoint(env: EnvReader, name: str) -> str | None:
    value = env.raw(name)
    if value is not None and not value.startswith(("http://", "https://")):
        env.problem(f"{name} must be an http:// or https:// URL, got {value!r}")
        return None
    return value
