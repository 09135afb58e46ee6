"""The AI-status webhook: verify the signature and the scope, log the status.

The backend stores no Des2Code result in PostgreSQL: the artifact in S3 is the result.
Webhook ids are deterministic (``{request_id}:{status}``), so a repeated delivery is
recognised (per warm instance) and reported as a duplicate instead of logged twice.
"""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import ValidationError as PydanticValidationError

from guinness.backend.context import BackendContext
from guinness.backend.scope import Scope
from guinness.backend.sources import require_design
from guinness.contracts.des2code import (
    AiStatusWebhook,
    Des2CodeRequest,
    WebhookReceipt,
    artifact_key,
)
from guinness.des2code.webhook_signature import WebhookSignatureError, verify
from guinness.errors import (
    DesignNotFoundError,
    ServiceAuthError,
    ValidationError,
    describe_validation_error,
)
from guinness.lru import LruCache

_SEEN_LIMIT = 4096


class SeenWebhooks:
    """A bounded memory of webhook ids this instance has accepted."""

    def __init__(self, limit: int = _SEEN_LIMIT) -> None:
        self._ids: LruCache[str, bool] = LruCache(limit)

    def first_time(self, webhook_id: str) -> bool:
        """Record ``webhook_id``; False when it was already recorded."""
        return self._ids.add(webhook_id, True)


def receive_ai_status(
    context: BackendContext,
    scope: Scope,
    *,
    body: bytes,
    headers: Mapping[str, str],
    seen: SeenWebhooks,
) -> WebhookReceipt:
    """Verify (Standard Webhooks headers), scope-check and log one webhook delivery."""
    if context.webhook_secret is None:
        raise RuntimeError("the backend has no webhook signing secret configured")
    try:
        signed_id = verify(body, headers, context.webhook_secret)
    except WebhookSignatureError as exc:
        context.logger.warning("webhook signature rejected", extra={"reason": str(exc)})
        raise ServiceAuthError("Invalid webhook signature.") from None
    try:
        event = AiStatusWebhook.model_validate_json(body)
    except PydanticValidationError as exc:
        raise ValidationError(describe_validation_error(exc.errors())) from None
    if signed_id != event.webhook_id:
        # The signature covers the id; a body must not reuse another event's signature.
        raise ValidationError("webhook-id does not match the event's webhook_id.")
    if (event.project_id, event.organization_id) != (scope.project_id, scope.organization_id):
        raise DesignNotFoundError()
    require_design(context.database, scope, event.design_id)
    request = Des2CodeRequest(
        design_id=event.design_id,
        project_id=event.project_id,
        organization_id=event.organization_id,
        request_id=event.request_id,
    )
    if event.artifact_key != artifact_key(request, failed=event.status == "failed"):
        raise ValidationError("artifact_key does not match the request's scope and status.")
    if not seen.first_time(event.webhook_id):
        context.logger.info("duplicate AI-status webhook", extra={"webhook_id": event.webhook_id})
        return WebhookReceipt(webhook_id=event.webhook_id, duplicate=True)
    context.logger.info(
        "des2code finished",
        extra={
            "webhook_id": event.webhook_id,
            "status": event.status,
            "request_id": event.request_id,
            "design_id": event.design_id,
            "artifact_key": event.artifact_key,
            "error_code": event.error.code if event.error else None,
        },
    )
    return WebhookReceipt(webhook_id=event.webhook_id)
