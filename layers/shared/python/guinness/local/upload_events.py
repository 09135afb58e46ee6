"""The local stand-in for the import bucket's S3 event: clients' uploads start the job.

In AWS an object created under ``uploads/`` invokes the import job (retried twice by
Lambda when it fails unexpectedly). moto delivers no such event, so this thread lists the
bucket's uploads and runs the same import job runner on each one it has not seen, with the
same retries. Fetches by Figma link are left to the Figma pipeline, which runs its own.
"""

from __future__ import annotations

import threading
from typing import Any

from guinness.aws.import_uploads import UPLOAD_PREFIX, ImportUploads, job_id_from_upload_key
from guinness.logs import Logger
from guinness.operations.import_jobs import ImportJobRunner

#: Lambda's asynchronous invokes retry a failed event twice.
ATTEMPTS = 3


def run_with_retries(runner: ImportJobRunner, key: str, logger: Logger) -> None:
    """Run the import job of the upload at ``key`` as its S3 event's Lambda would: retried
    twice when it fails unexpectedly (the runner records each failure)."""
    for attempt in range(1, ATTEMPTS + 1):
        try:
            runner.run_upload(key)
            return
        except Exception:
            logger.exception("import job failed", extra={"key": key, "attempt": attempt})


class LocalUploadEvents:
    """Polls the upload bucket; each new client upload runs its import job once."""

    def __init__(
        self,
        *,
        s3: Any,
        bucket: str,
        uploads: ImportUploads,
        runner: ImportJobRunner,
        logger: Logger,
        interval_seconds: float = 0.5,
    ) -> None:
        self._s3 = s3
        self._bucket = bucket
        self._uploads = uploads
        self._runner = runner
        self._logger = logger
        self._interval = interval_seconds
        self._seen: set[str] = set()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="upload-events")

    def start(self) -> None:
        """Start polling."""
        self._thread.start()

    def stop(self) -> None:
        """Stop polling (the job running now finishes first)."""
        self._stop.set()
        self._thread.join(timeout=30)

    def poll_once(self) -> int:
        """Run the job of each upload not seen before; returns how many ran."""
        ran = 0
        pages = self._s3.get_paginator("list_objects_v2").paginate(
            Bucket=self._bucket, Prefix=UPLOAD_PREFIX
        )
        for page in pages:
            for item in page.get("Contents", []):
                key = str(item["Key"])
                if key in self._seen:
                    continue
                self._seen.add(key)
                if self._client_upload(key):
                    run_with_retries(self._runner, key, self._logger)
                    ran += 1
        return ran

    def _client_upload(self, key: str) -> bool:
        job_id = job_id_from_upload_key(key)
        request = self._uploads.read_request(job_id) if job_id else None
        return request is not None and request.origin is None and request.kind != "design"

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            try:
                self.poll_once()
            except Exception:  # moto stopping with the stack, a transient listing error
                self._logger.warning("listing uploads failed", exc_info=True)
