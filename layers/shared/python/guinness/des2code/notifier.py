"""The worker's side of the AI-status webhook: a signed POST to the backend."""

from __future__ import annotations

from guinness.clients.transport import InternalTransport, raise_for_error
from guinness.contracts.backend import API_KEY_HEADER, PROJECT_HEADER
from guinness.contracts.des2code import AiStatusWebhook
from guinness.des2code.webhook_signature import signed_headers

WEBHOOK_PATH = "/internal/webhooks/ai-status"


class WebhookNotifier:
    """Posts :class:`AiStatusWebhook` events, signed with the shared secret (Standard
    Webhooks: the event's ``webhook_id`` is the ``webhook-id``)."""

    def __init__(self, transport: InternalTransport, *, api_key: str, signing_secret: str) -> None:
        self._transport = transport
        self._api_key = api_key
        self._secret = signing_secret

    def send(self, event: AiStatusWebhook) -> None:
        """Deliver one event; raises UpstreamError / UpstreamTimeoutError on failure."""
        body = event.model_dump_json().encode()
        response = self._transport.request(
            "POST",
            WEBHOOK_PATH,
            headers={
                API_KEY_HEADER: self._api_key,
                PROJECT_HEADER: str(event.project_id),
                **signed_headers(body, self._secret, webhook_id=event.webhook_id),
                "content-type": "application/json",
            },
            content=body,
        )
        raise_for_error(response, service="backend")
