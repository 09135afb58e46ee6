"""Figma webhook registrations and deliveries in the upload bucket, under ``webhooks/``::

webhooks/{webhook_id}/registration.json        project + passcode SHA-256 (fetch function)
webhooks/{webhook_id}/deliveries/{digest}.json  each delivery once (If-None-Match: *)
webhooks/{webhook_id}/files/{file_key}.json     the newest delivery time per file
"""

from __future__ import annotations

import json
from typing import Any

from botocore.exceptions import ClientError

from guinness.contracts.figma import WebhookRegistration
from guinness.contracts.figma import key_segment as _segment

WEBHOOK_PREFIX = "webhooks/"


class S3WebhookStore:
    """The :class:`~guinness.operations.figma_webhooks.WebhookStore` on S3 (boto3 client)."""

    def __init__(self, client: Any, bucket: str) -> None:
        self._client = client
        self._bucket = bucket

    def registration(self, webhook_id: str) -> WebhookRegistration | None:
        """The registration of ``webhook_id``, or None."""
        raw = self._get(f"{WEBHOOK_PREFIX}{_segment(webhook_id)}/registration.json")
        return None if raw is None else WebhookRegistration.model_validate_json(raw)

    def save_registration(self, registration: WebhookRegistration) -> None:
        """Record (or replace) a registration."""
        key = f"{WEBHOOK_PREFIX}{_segment(registration.webhook_id)}/registration.json"
        self._client.put_object(
            Bucket=self._bucket, Key=key, Body=registration.model_dump_json().encode()
        )

    def record_delivery(self, webhook_id: str, delivery: str, body: bytes) -> bool:
        """Record a delivery once (an S3 conditional write): False when it was before."""
        key = f"{WEBHOOK_PREFIX}{_segment(webhook_id)}/deliveries/{_segment(delivery)}.json"
        try:
            self._client.put_object(Bucket=self._bucket, Key=key, Body=body, IfNoneMatch="*")
        except ClientError as exc:
            code = exc.response.get("Error", {}).get("Code")
            if code in ("PreconditionFailed", "ConditionalRequestConflict"):
                return False
            raise
        return True

    def newest(self, webhook_id: str, file_key: str) -> str | None:
        """The newest delivery timestamp received for the file, or None."""
        raw = self._get(_file_key(webhook_id, file_key))
        return None if raw is None else str(json.loads(raw)["timestamp"])

    def set_newest(self, webhook_id: str, file_key: str, timestamp: str) -> None:
        """Record the newest delivery timestamp for the file."""
        body = json.dumps({"timestamp": timestamp}).encode()
        self._client.put_object(Bucket=self._bucket, Key=_file_key(webhook_id, file_key), Body=body)

    def _get(self, key: str) -> bytes | None:
        try:
            response = self._client.get_object(Bucket=self._bucket, Key=key)
        except ClientError as exc:
            # The webhook function may read every key under webhooks/ but not list the
            # bucket (it faces the internet), and without s3:ListBucket S3 answers a
            # missing key 403 AccessDenied instead of 404: under its own grant, that means
            # the object is not there.
            if exc.response.get("Error", {}).get("Code") in ("NoSuchKey", "404", "AccessDenied"):
                return None
            raise
        return bytes(response["Body"].read())


def _file_key(webhook_id: str, file_key: str) -> str:
    return f"{WEBHOOK_PREFIX}{_segment(webhook_id)}/files/{_segment(file_key)}.json"
