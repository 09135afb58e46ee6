"""What the services store Des2Code artifacts in and queue Des2Code requests on.

Two adapters implement each: in AWS, S3 (:class:`guinness.aws.artifact_bucket.ArtifactBucket`)
and SQS (:class:`guinness.aws.queue.Des2CodeQueue`); in the local stack, files and a
SQLite queue in the local data folder (``guinness.local.folder_artifacts`` and
``guinness.local.folder_queue``), so a restart loses neither. The composition roots take
either; one contract suite (``tests/integration/storage``) runs against both.
"""

from __future__ import annotations

from typing import Protocol

from guinness.contracts.des2code import Des2CodeRequest


class ArtifactStore(Protocol):
    """Immutable artifact objects under keys (``artifacts/{design_id}/...``)."""

    def list_keys(self, prefix: str) -> list[str]:
        """Every key under ``prefix`` (a plain string prefix, as S3 reads it)."""
        ...

    def read(self, key: str) -> bytes | None:
        """The object's bytes; None when it is missing or larger than any real artifact."""
        ...

    def exists(self, key: str) -> bool:
        """Whether an object exists at ``key``."""
        ...

    def create(self, key: str, body: bytes) -> bool:
        """Write ``body`` only if nothing exists at ``key``; returns whether it wrote."""
        ...

    def mark_superseded(self, keys: list[str]) -> int:
        """Mark ``keys`` replaced by a newer artifact; returns how many were marked now."""
        ...

    def delete_prefix(self, prefix: str) -> int:
        """Delete every object under ``prefix``; returns how many were deleted."""
        ...


class RequestQueue(Protocol):
    """Where Des2Code requests wait for the worker."""

    def send(self, request: Des2CodeRequest, *, correlation_id: str, user_id: int | None) -> str:
        """Queue one request (SPEC's exact body); returns the message id."""
        ...
