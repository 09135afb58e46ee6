"""The Des2Code worker's logic for one SQS record (the Lambda handler only adapts events).

Outcomes per record:

* success: the artifact is written once (S3 conditional create), the webhook is sent;
* permanent failure (design gone, index not ready, matcher error): a ``-failed.json``
  artifact records why, the webhook is sent, and the record is done;
* poisoned body: when its scope is readable a failed artifact records why; the record is
  reported failed every time so SQS moves it to the DLQ after the redrive limit;
* transient failure (store, S3 or backend unavailable): the record is reported failed so
  SQS retries it; on the final attempt a failed artifact records why first, so no request
  stays pending forever.

Each artifact written is counted once (``Des2CodeRequests`` succeeded or failed; a success
with its duration and matched and unmatched instances), and each transient failure as a
retry (:mod:`guinness.metrics`). Each record, and the matching within it, is an X-Ray
subsegment in Lambda.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError as PydanticValidationError

from guinness import metrics
from guinness.code.documents import CodeSourceDocument
from guinness.code_index.lifecycle import current_index
from guinness.contracts.des2code import (
    AiStatusWebhook,
    ArtifactError,
    ArtifactMetadata,
    Des2CodeArtifact,
    Des2CodeRequest,
    artifact_key,
    artifact_prefix,
)
from guinness.des2code.artifact_selection import Scope, superseded_keys
from guinness.des2code.notifier import WebhookNotifier
from guinness.designs.documents import DesignDocument
from guinness.errors import ArtifactFailureCode, UpstreamError, UpstreamTimeoutError
from guinness.logs import Logger
from guinness.matching import Embedder, build_index, default_embedder, match_design
from guinness.ports import ArtifactStore
from guinness.store.documents import DocumentKind, DocumentStore
from guinness.tracing import tracer


class TransientError(Exception):
    """A dependency was unavailable; SQS should deliver the record again."""


class PoisonedMessageError(Exception):
    """The body is not a valid request; it belongs in the DLQ."""


class _PermanentFailure(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.error = ArtifactError(code=code, message=message)


#: Errors of the store, S3 or the network that a retry may cure.
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (OSError, TimeoutError, ConnectionError)


@dataclass
class Des2CodeWorker:
    """Everything one record needs; adapters are passed in."""

    store: DocumentStore
    artifacts: ArtifactStore
    notifier: WebhookNotifier
    logger: Logger
    max_receive_count: int = 3
    embedder: Embedder | None = None
    transient_errors: tuple[type[BaseException], ...] = TRANSIENT_ERRORS
    clock: Callable[[], datetime] = lambda: datetime.now(UTC)

    @tracer.capture_method(capture_response=False)
    def process(self, body: str, *, receive_count: int = 1) -> str:
        """Handle one record body; returns the artifact key written or found.

        Raises TransientError or PoisonedMessageError for the batch to report the record.
        """
        started = time.perf_counter()
        request = self._parse(body, receive_count)
        final_attempt = receive_count >= self.max_receive_count
        try:
            return self._run(request, receive_count, started)
        except self.transient_errors as exc:
            metrics.record_des2code_retry()
            reason = f"{exc.__class__.__name__} while processing (attempt {receive_count})"
            self.logger.warning(
                "des2code transient failure",
                extra={"request_id": request.request_id, "reason": reason, "final": final_attempt},
            )
            if final_attempt:
                self._record_exhausted(request, reason, receive_count)
            raise TransientError(reason) from exc

    def _record_exhausted(self, request: Des2CodeRequest, reason: str, receive_count: int) -> None:
        """On the last attempt, leave a failed artifact unless a result already exists."""
        try:
            if any(self.artifacts.exists(artifact_key(request, failed=f)) for f in (False, True)):
                return
            self.record_failure(
                request,
                ArtifactError(code=ArtifactFailureCode.RETRIES_EXHAUSTED, message=reason),
                receive_count,
            )
        except self.transient_errors:
            # S3 itself is down: the DLQ consumer records the failure later.
            self.logger.exception(
                "could not record exhausted request", extra={"request_id": request.request_id}
            )

    def _run(self, request: Des2CodeRequest, receive_count: int, started: float) -> str:
        for failed in (False, True):
            existing = artifact_key(request, failed=failed)
            if self.artifacts.exists(existing):
                self.logger.info(
                    "des2code artifact exists; not writing again",
                    extra={"request_id": request.request_id, "key": existing},
                )
                self._notify(request, "failed" if failed else "success", existing, None)
                return existing
        try:
            artifact = self._match(request, receive_count)
        except _PermanentFailure as failure:
            return self.record_failure(request, failure.error, receive_count)
        key = artifact_key(request, failed=False)
        if self.artifacts.create(key, artifact.model_dump_json().encode()):
            usage = artifact.usage_diagnostics
            metrics.record_des2code_success(
                duration_ms=(time.perf_counter() - started) * 1000,
                matched=usage.matched if usage else 0,
                unmatched=usage.unmatched if usage else 0,
            )
            self._supersede_older(request)
        self._notify(request, "success", key, None)
        return key

    def _supersede_older(self, request: Des2CodeRequest) -> None:
        """Tag the design's artifacts a newer one replaced (all but the newest and the
        newest success), for the bucket's lifecycle rule to expire; best effort: a
        failure is logged, the request stays done."""
        scope = Scope(request.organization_id, request.project_id, request.design_id)
        prefix = artifact_prefix(
            organization_id=request.organization_id,
            project_id=request.project_id,
            design_id=request.design_id,
        )
        try:
            older = superseded_keys(self.artifacts.list_keys(prefix), scope)
            tagged = self.artifacts.mark_superseded(older)
        except self.transient_errors:
            self.logger.exception(
                "could not tag superseded artifacts", extra={"request_id": request.request_id}
            )
            return
        if tagged:
            self.logger.info(
                "des2code artifacts superseded",
                extra={
                    "request_id": request.request_id,
                    "design_id": request.design_id,
                    "superseded": tagged,
                },
            )

    @tracer.capture_method(capture_response=False)
    def _match(self, request: Des2CodeRequest, receive_count: int) -> Des2CodeArtifact:
        started = time.perf_counter()
        stored = self.store.get(
            DocumentKind.DESIGN, project_id=request.project_id, doc_id=request.design_id
        )
        if stored is None or stored.organization_id != request.organization_id:
            raise _PermanentFailure(
                ArtifactFailureCode.DESIGN_NOT_FOUND, "The design is not in this project."
            )
        index = current_index(self.store, project_id=request.project_id)
        if index is None:
            raise _PermanentFailure(
                ArtifactFailureCode.INDEX_NOT_READY, "The project has no ready code index."
            )
        embedder = self.embedder or default_embedder()
        if index.model is not None and index.model.embedding_model != embedder.name:
            # Stored code vectors and query vectors must come from the same model.
            raise _PermanentFailure(
                ArtifactFailureCode.INDEX_MODEL_MISMATCH,
                f"The code index was built with {index.model.embedding_model} but the worker "
                f"embeds with {embedder.name}; re-import the code to rebuild the index.",
            )
        try:
            design = DesignDocument.model_validate(stored.body)
            sources = [
                CodeSourceDocument.model_validate({**doc.body, "embedding": doc.embedding})
                for doc in self.store.iter_all(
                    DocumentKind.CODE, project_id=request.project_id, with_embedding=True
                )
            ]
        except PydanticValidationError as exc:
            raise _PermanentFailure(
                ArtifactFailureCode.INVALID_DOCUMENT,
                f"A stored document does not validate ({exc.error_count()} problems).",
            ) from None
        try:
            result = match_design(design, build_index(sources, embedder=embedder))
        except (ValueError, KeyError, TypeError, ArithmeticError) as exc:
            self.logger.exception("matcher failed", extra={"request_id": request.request_id})
            raise _PermanentFailure(
                ArtifactFailureCode.MATCHER_ERROR, f"The matcher failed: {exc.__class__.__name__}."
            ) from exc
        diagnostics = result.retrieval_diagnostics.model_copy(
            update={
                "timings_ms": {
                    **result.retrieval_diagnostics.timings_ms,
                    "total_worker": round((time.perf_counter() - started) * 1000, 3),
                }
            }
        )
        return Des2CodeArtifact(
            status="success",
            request_id=request.request_id,
            design_id=request.design_id,
            project_id=request.project_id,
            organization_id=request.organization_id,
            code_index_id=index.index_id,
            matched_codes=result.matched_codes,
            usage_matches=result.usage_matches,
            retrieval_diagnostics=diagnostics,
            usage_diagnostics=result.usage_diagnostics,
            matcher_config=result.matcher_config,
            model_summary=result.model_summary,
            skeleton=result.skeleton,
            metadata=ArtifactMetadata(attempt=receive_count, design_name=design.name),
            processed_at=self.clock(),
        )

    def record_failure(
        self, request: Des2CodeRequest, error: ArtifactError, receive_count: int
    ) -> str:
        artifact = Des2CodeArtifact(
            status="failed",
            request_id=request.request_id,
            design_id=request.design_id,
            project_id=request.project_id,
            organization_id=request.organization_id,
            metadata=ArtifactMetadata(attempt=receive_count),
            processed_at=self.clock(),
            error=error,
        )
        key = artifact_key(request, failed=True)
        written = self.artifacts.create(key, artifact.model_dump_json().encode())
        if written:
            metrics.record_des2code_failure(error.code)
            self._supersede_older(request)
        self.logger.info(
            "des2code failed",
            extra={"request_id": request.request_id, "code": error.code, "written": written},
        )
        if written:
            self._notify_quietly(request, "failed", key, error)
        return key

    def _parse(self, body: str, receive_count: int) -> Des2CodeRequest:
        try:
            return Des2CodeRequest.model_validate_json(body)
        except PydanticValidationError as exc:
            problems = exc.error_count()
        scope = _readable_scope(body)
        self.logger.error(
            "poisoned des2code message",
            extra={"problems": problems, "scope_readable": scope is not None},
        )
        if scope is not None:
            self.record_failure(
                scope,
                ArtifactError(
                    code=ArtifactFailureCode.INVALID_REQUEST,
                    message=f"The queued request body is not valid ({problems} problems).",
                ),
                receive_count,
            )
        raise PoisonedMessageError(f"invalid request body ({problems} problems)")

    def _notify(
        self, request: Des2CodeRequest, status: str, key: str, error: ArtifactError | None
    ) -> None:
        event = AiStatusWebhook(
            webhook_id=f"{request.request_id}:{status}",
            status="failed" if status == "failed" else "success",
            request_id=request.request_id,
            design_id=request.design_id,
            project_id=request.project_id,
            organization_id=request.organization_id,
            artifact_key=key,
            error=error,
            sent_at=self.clock(),
        )
        try:
            self.notifier.send(event)
        except (UpstreamError, UpstreamTimeoutError) as exc:
            # The artifact is written; a retry finds it and sends the webhook again.
            raise ConnectionError(f"webhook delivery failed: {exc.message}") from exc

    def _notify_quietly(
        self, request: Des2CodeRequest, status: str, key: str, error: ArtifactError | None
    ) -> None:
        try:
            self._notify(request, status, key, error)
        except ConnectionError:
            self.logger.warning("webhook not delivered", extra={"request_id": request.request_id})


def record_dead_letter(worker: Des2CodeWorker, body: str) -> str | None:
    """DLQ consumer: make sure a dead request has a failed artifact; returns its key.

    Bodies whose scope cannot be read are only logged (nothing can be written for them).
    """
    request = _readable_scope(body)
    if request is None:
        worker.logger.error("dead letter without a readable scope")
        return None
    for failed in (False, True):
        key = artifact_key(request, failed=failed)
        if worker.artifacts.exists(key):
            return key
    return worker.record_failure(
        request,
        ArtifactError(
            code=ArtifactFailureCode.DEAD_LETTER, message="The request could not be processed."
        ),
        worker.max_receive_count,
    )


def _readable_scope(body: str) -> Des2CodeRequest | None:
    """The request's scope when a bad body still names a valid one (e.g. extra fields)."""
    try:
        data: Any = json.loads(body)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    try:
        return Des2CodeRequest.model_validate(
            {
                name: data.get(name)
                for name in ("design_id", "project_id", "organization_id", "request_id")
            }
        )
    except PydanticValidationError:
        return None
