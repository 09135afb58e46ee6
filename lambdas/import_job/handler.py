"""Import job Lambda: runs an uploaded import (S3 ``ObjectCreated`` on ``uploads/``).

Each record's job records its own outcome in S3 (``guinness-admin --remote ... job status``
reads it). An unexpected failure is raised after it is recorded, so Lambda's asynchronous
retry runs the job again.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from guinness.logs import get_logger
from guinness.operations.import_jobs import ImportJobRunner
from guinness.operations.runtime import build_import_job_runner

logger = get_logger("import-job")


@cache
def _runner() -> ImportJobRunner:
    return build_import_job_runner()


@logger.inject_lambda_context
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Run the import job of every uploaded object in the event."""
    states: dict[str, str] = {}
    for record in event.get("Records", []):
        key = str(record["s3"]["object"]["key"])
        status = _runner().run_upload(key)
        if status is not None:
            states[status.job_id] = status.state
    return {"jobs": states}
