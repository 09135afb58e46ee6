"""Imports by Figma link in the local stack: the AWS path, in-process.

In AWS a fetch is an asynchronous invoke of the fetch function, whose upload's S3 event
starts the import job (retried twice by Lambda when it fails unexpectedly). Here a fetch is
a task on a small thread pool that runs the same fetch service, then the same import job
runner on the upload it wrote, with the same retries.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from guinness.contracts.figma import FigmaFetchRequest
from guinness.local.upload_events import run_with_retries
from guinness.logs import Logger
from guinness.operations.figma_fetch import FigmaFetchService
from guinness.operations.import_jobs import ImportJobRunner


class LocalFigmaPipeline:
    """The local stand-in for the fetch function and the upload event."""

    def __init__(self, *, fetch: FigmaFetchService, runner: ImportJobRunner, logger: Logger):
        self._fetch = fetch
        self._runner = runner
        self._logger = logger
        self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="figma-fetch")

    def submit(self, request: FigmaFetchRequest) -> None:
        """Queue one fetch; returns at once."""
        self._executor.submit(self._run, request)

    def resolve_components(self, project_id: int, keys: list[str]) -> dict[str, dict[str, str]]:
        """Where published components live (the fetch service, in-process)."""
        answer = self._fetch.resolve_components(project_id, keys)
        return dict(answer.get("components") or {})

    def close(self) -> None:
        """Finish the fetches under way and stop."""
        self._executor.shutdown(wait=True, cancel_futures=True)

    def _run(self, request: FigmaFetchRequest) -> None:
        answer = self._fetch.handle(request.model_dump(mode="json"))
        key = answer.get("upload")
        if not isinstance(key, str):
            self._logger.warning("figma fetch refused", extra={"job_id": request.job_id})
            return
        run_with_retries(self._runner, key, self._logger)
