"""Figma webhook registrations and deliveries in the local stack's data folder (kept over
restarts), the local equivalent of the S3 store: ``{data}/figma-webhooks/{webhook_id}/``
holds ``registration.json``, ``deliveries/{digest}.json`` and ``files/{file_key}.json``."""

from __future__ import annotations

import json
import os
from pathlib import Path

from guinness.contracts.figma import WebhookRegistration
from guinness.contracts.figma import key_segment as _segment


class LocalWebhookStore:
    """The :class:`~guinness.operations.figma_webhooks.WebhookStore` in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder

    def registration(self, webhook_id: str) -> WebhookRegistration | None:
        """The registration of ``webhook_id``, or None."""
        path = self._hook(webhook_id) / "registration.json"
        if not path.is_file():
            return None
        return WebhookRegistration.model_validate_json(path.read_bytes())

    def save_registration(self, registration: WebhookRegistration) -> None:
        """Record (or replace) a registration (owner-only: it holds the passcode's hash)."""
        folder = self._hook(registration.webhook_id)
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        _write(folder / "registration.json", registration.model_dump_json().encode())

    def record_delivery(self, webhook_id: str, delivery: str, body: bytes) -> bool:
        """Record a delivery once (exclusive create): False when it was before."""
        folder = self._hook(webhook_id) / "deliveries"
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        try:
            descriptor = os.open(
                folder / f"{_segment(delivery)}.json", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600
            )
        except FileExistsError:
            return False
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(body)
        return True

    def newest(self, webhook_id: str, file_key: str) -> str | None:
        """The newest delivery timestamp received for the file, or None."""
        path = self._hook(webhook_id) / "files" / f"{_segment(file_key)}.json"
        if not path.is_file():
            return None
        return str(json.loads(path.read_text())["timestamp"])

    def set_newest(self, webhook_id: str, file_key: str, timestamp: str) -> None:
        """Record the newest delivery timestamp for the file."""
        folder = self._hook(webhook_id) / "files"
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        _write(folder / f"{_segment(file_key)}.json", json.dumps({"timestamp": timestamp}).encode())

    def _hook(self, webhook_id: str) -> Path:
        return self._folder / _segment(webhook_id)


def _write(path: Path, body: bytes) -> None:
    temporary = path.with_suffix(".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(body)
    temporary.replace(path)
