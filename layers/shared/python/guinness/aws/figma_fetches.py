"""Sending Figma fetches to the fetch function: an asynchronous Lambda invoke.

The fetch function runs outside the VPC (Figma's API is on the internet; the VPC has no
NAT); callers inside the VPC reach Lambda's API through its VPC endpoint. Lambda keeps the
event and retries a failed fetch (twice), so the caller answers at once.
"""

from __future__ import annotations

import json
from typing import Any

from guinness.contracts.figma import FigmaFetchRequest, WebhookRegistrationRequest
from guinness.errors import UpstreamError


class LambdaFigmaFetches:
    """Invokes the fetch function with ``InvocationType=Event`` (boto3 Lambda client)."""

    def __init__(self, client: Any, function_name: str) -> None:
        self._client = client
        self._function = function_name

    def submit(self, request: FigmaFetchRequest) -> None:
        """Queue one fetch (Lambda answers 202 once it holds the event)."""
        answer = self._client.invoke(
            FunctionName=self._function,
            InvocationType="Event",
            Payload=request.model_dump_json().encode(),
        )
        if int(answer.get("StatusCode", 0)) != 202:
            raise UpstreamError("The Figma fetch could not be queued; try again.")

    def register_webhook(self, request: WebhookRegistrationRequest) -> dict[str, Any]:
        """Have the fetch function (the only reader of Figma tokens) register a webhook;
        its answer, or the error it gave (as a platform error)."""
        return self._call("webhook.register", request.model_dump(mode="json"))

    def resolve_components(self, project_id: int, keys: list[str]) -> dict[str, dict[str, str]]:
        """Where published components live, asked of the fetch function (the only part
        that reads the project's Figma token): key → ``{file_key, node_id}``."""
        result = self._call("components.resolve", {"project_id": project_id, "keys": keys})
        components = result.get("components")
        return dict(components) if isinstance(components, dict) else {}

    def _call(self, operation: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """One synchronous operation of the fetch function; its JSON answer."""
        answer = self._client.invoke(
            FunctionName=self._function,
            InvocationType="RequestResponse",
            Payload=json.dumps({"operation": operation, "arguments": arguments}).encode(),
        )
        if answer.get("FunctionError"):
            raise UpstreamError("The Figma fetch function failed; see its logs.")
        result = json.loads(answer["Payload"].read() or b"{}")
        if not isinstance(result, dict):
            raise UpstreamError("The Figma fetch function answered no JSON object.")
        error = result.get("error")
        if isinstance(error, dict):
            # Figma's own code leads the message: FIGMA_TOKEN_INVALID, FIGMA_ACCESS_DENIED ...
            raise UpstreamError(f"{error.get('code')}: {error.get('message')}")
        return result
