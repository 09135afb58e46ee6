"""The Des2Code request queue (SQS): the exact body, correlation ids as attributes."""

from __future__ import annotations

from typing import Any

from guinness.contracts.des2code import Des2CodeRequest

CORRELATION_ATTRIBUTE = "correlation_id"
USER_ATTRIBUTE = "user_id"


class Des2CodeQueue:
    """Sends :class:`Des2CodeRequest` bodies to SQS with a boto3 client passed in."""

    def __init__(self, client: Any, queue_url: str) -> None:
        self._client = client
        self._queue_url = queue_url

    def send(self, request: Des2CodeRequest, *, correlation_id: str, user_id: int | None) -> str:
        """Queue one request; returns the SQS message id."""
        response = self._client.send_message(
            QueueUrl=self._queue_url,
            MessageBody=request.model_dump_json(),
            MessageAttributes=message_attributes(correlation_id=correlation_id, user_id=user_id),
        )
        return str(response["MessageId"])


def message_attributes(*, correlation_id: str, user_id: int | None) -> dict[str, dict[str, str]]:
    """A request's message attributes, as SQS takes and delivers them (the worker reads the
    correlation id from them, and the user id when a person triggered the request)."""
    attributes = {CORRELATION_ATTRIBUTE: {"DataType": "String", "StringValue": correlation_id}}
    if user_id is not None:
        attributes[USER_ATTRIBUTE] = {"DataType": "Number", "StringValue": str(user_id)}
    return attributes
