"""Des2Code artifacts in S3: immutable JSON objects under a per-design prefix."""

from __future__ import annotations

from typing import Any

from botocore.exceptions import ClientError

MAX_ARTIFACT_BYTES = 32 * 1024 * 1024
#: The tag an artifact gets once a newer one replaces it; the bucket's lifecycle rule
#: expires tagged objects after the retention age (``artifactRetentionDays``).
SUPERSEDED_TAG = {"Key": "superseded", "Value": "true"}


class ArtifactBucket:
    """Reads and writes artifact objects with a boto3 S3 client passed in."""

    def __init__(self, client: Any, bucket: str) -> None:
        self._client = client
        self._bucket = bucket

    def list_keys(self, prefix: str) -> list[str]:
        """Every key under ``prefix`` (all pages)."""
        keys: list[str] = []
        paginator = self._client.get_paginator("list_objects_v2")
        for page in paginator.paginate(Bucket=self._bucket, Prefix=prefix):
            keys.extend(str(item["Key"]) for item in page.get("Contents", []))
        return keys

    def read(self, key: str) -> bytes | None:
        """The object's bytes; None when it is missing or larger than any real artifact."""
        try:
            response = self._client.get_object(Bucket=self._bucket, Key=key)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                return None
            raise
        if int(response.get("ContentLength", 0)) > MAX_ARTIFACT_BYTES:
            return None
        return bytes(response["Body"].read())

    def exists(self, key: str) -> bool:
        """Whether an object exists at ``key``."""
        try:
            self._client.head_object(Bucket=self._bucket, Key=key)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in ("NoSuchKey", "404", "NotFound"):
                return False
            raise
        return True

    def create(self, key: str, body: bytes) -> bool:
        """Write ``body`` only if nothing exists at ``key``; returns whether it wrote.

        S3 conditional writes (``If-None-Match: *``) make re-delivered requests write once.
        """
        try:
            self._client.put_object(
                Bucket=self._bucket,
                Key=key,
                Body=body,
                ContentType="application/json",
                IfNoneMatch="*",
            )
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in (
                "PreconditionFailed",
                "ConditionalRequestConflict",
            ):
                return False
            raise
        return True

    def mark_superseded(self, keys: list[str]) -> int:
        """Tag ``keys`` superseded (those already tagged are left as they are); returns how
        many were tagged now."""
        tagged = 0
        for key in keys:
            current = self._client.get_object_tagging(Bucket=self._bucket, Key=key)
            if SUPERSEDED_TAG in current.get("TagSet", []):
                continue
            self._client.put_object_tagging(
                Bucket=self._bucket, Key=key, Tagging={"TagSet": [SUPERSEDED_TAG]}
            )
            tagged += 1
        return tagged

    def delete_prefix(self, prefix: str) -> int:
        """Delete every object under ``prefix`` (a design's or a project's artifacts);
        returns how many were deleted (0 when none was left: deleting twice is fine)."""
        keys = self.list_keys(prefix)
        for start in range(0, len(keys), 1000):  # DeleteObjects takes 1,000 keys at most
            batch = keys[start : start + 1000]
            answer = self._client.delete_objects(
                Bucket=self._bucket,
                Delete={"Objects": [{"Key": key} for key in batch], "Quiet": True},
            )
            errors = answer.get("Errors", [])
            if errors:
                raise OSError(f"S3 refused to delete {len(errors)} objects under {prefix}")
        return len(keys)
