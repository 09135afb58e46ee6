"""Import jobs in S3: the request, the uploaded file and the job's status, per job id.

Layout of the upload bucket::

    jobs/{job_id}/request.json    what to import (written when the upload is handed out)
    jobs/{job_id}/status.json     waiting_for_upload -> running -> completed | failed
    uploads/{job_id}/{file_name}  the file; its ObjectCreated event starts the import job
"""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote_plus

from botocore.exceptions import ClientError

from guinness.contracts.import_jobs import ImportJobRequest, ImportJobStatus, UploadTicket
from guinness.errors import PayloadTooLargeError

UPLOAD_PREFIX = "uploads/"
JOB_PREFIX = "jobs/"


def job_id_from_upload_key(key: str) -> str | None:
    """The job id of an upload key as an S3 event carries it (URL-encoded); None otherwise."""
    parts = unquote_plus(key).split("/")
    if len(parts) != 3 or parts[0] + "/" != UPLOAD_PREFIX or not parts[1] or not parts[2]:
        return None
    return parts[1]


class ImportUploads:
    """Reads and writes import jobs with a boto3 S3 client passed in."""

    def __init__(self, client: Any, bucket: str) -> None:
        self._client = client
        self._bucket = bucket

    def create(
        self, request: ImportJobRequest, *, max_bytes: int, expires_in_seconds: int
    ) -> UploadTicket:
        """Record the job and presign a POST that accepts one file of at most ``max_bytes``."""
        self._put_json(f"{JOB_PREFIX}{request.job_id}/request.json", request.model_dump_json())
        self.write_status(
            ImportJobStatus(
                job_id=request.job_id,
                kind=request.kind,
                project_id=request.project_id,
                state="waiting_for_upload",
            )
        )
        key = f"{UPLOAD_PREFIX}{request.job_id}/{request.file_name}"
        post = self._client.generate_presigned_post(
            Bucket=self._bucket,
            Key=key,
            Conditions=[["content-length-range", 1, max_bytes]],
            ExpiresIn=expires_in_seconds,
        )
        return UploadTicket(
            job_id=request.job_id,
            url=str(post["url"]),
            fields={str(name): str(value) for name, value in post["fields"].items()},
            max_bytes=max_bytes,
            expires_in_seconds=expires_in_seconds,
        )

    def put_upload(
        self, request: ImportJobRequest, body: bytes, *, file_name: str | None = None
    ) -> str:
        """Record the job and write its file ourselves (a fetch, not a client's upload):
        the upload's S3 event starts the import job as for a presigned POST. ``file_name``
        replaces the request's (a fetch that failed hands the job its failure). Returns the
        upload's key."""
        self._put_json(f"{JOB_PREFIX}{request.job_id}/request.json", request.model_dump_json())
        key = f"{UPLOAD_PREFIX}{request.job_id}/{file_name or request.file_name}"
        self._client.put_object(
            Bucket=self._bucket, Key=key, Body=body, ContentType="application/json"
        )
        return key

    def read_request(self, job_id: str) -> ImportJobRequest | None:
        """The job's request; None when no such job was handed out."""
        raw = self._get(f"{JOB_PREFIX}{job_id}/request.json")
        return None if raw is None else ImportJobRequest.model_validate_json(raw)

    def read_status(self, job_id: str) -> ImportJobStatus | None:
        """The job's current status; None for an unknown job."""
        raw = self._get(f"{JOB_PREFIX}{job_id}/status.json")
        return None if raw is None else ImportJobStatus.model_validate_json(raw)

    def write_status(self, status: ImportJobStatus) -> None:
        """Replace the job's status."""
        self._put_json(f"{JOB_PREFIX}{status.job_id}/status.json", status.model_dump_json())

    def read_upload(self, key: str, *, max_bytes: int) -> bytes:
        """The uploaded file's bytes (the presigned POST already capped its size)."""
        response = self._client.get_object(Bucket=self._bucket, Key=unquote_plus(key))
        if int(response.get("ContentLength", 0)) > max_bytes:
            raise PayloadTooLargeError(f"The upload is larger than {max_bytes} bytes.")
        return bytes(response["Body"].read())

    def _put_json(self, key: str, body: str) -> None:
        self._client.put_object(
            Bucket=self._bucket, Key=key, Body=body.encode(), ContentType="application/json"
        )

    def _get(self, key: str) -> bytes | None:
        try:
            response = self._client.get_object(Bucket=self._bucket, Key=key)
        except ClientError as exc:
            if exc.response.get("Error", {}).get("Code") in ("NoSuchKey", "404"):
                return None
            raise
        return bytes(response["Body"].read())
