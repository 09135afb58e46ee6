"""Import job Lambda: runs an uploaded import (S3 ``ObjectCreated`` on ``uploads/``).

Each record's job records its own outcome in S3 (``guinness-admin --remote ... job status``
reads it). An unexpected failure is raised after it is recorded, so Lambda's asynchronous
retry runs the job again.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from guinness.composition.import_job import (
    ImportJobRunner,
    import_job_from_environment,
    logger,
    tracer,
)


@cache
def _runner() -> ImportJobRunner:
    return import_job_from_environment()


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    """Run the import job of every uploaded object in the event."""
    return _runner().run_event(event)
