"""Lambda SQS event shapes built from real SQS messages (local worker loop and tests)."""

from __future__ import annotations

from typing import Any


def sqs_record(message: dict[str, Any], queue_arn: str, region: str) -> dict[str, Any]:
    """One received SQS message as Lambda's event source mapping delivers it."""
    attributes = message.get("Attributes", {})
    return {
        "messageId": message["MessageId"],
        "receiptHandle": message["ReceiptHandle"],
        "body": message["Body"],
        "attributes": {
            "ApproximateReceiveCount": attributes.get("ApproximateReceiveCount", "1"),
            "SentTimestamp": attributes.get("SentTimestamp", "0"),
            "SenderId": attributes.get("SenderId", "local"),
            "ApproximateFirstReceiveTimestamp": attributes.get(
                "ApproximateFirstReceiveTimestamp", "0"
            ),
        },
        "messageAttributes": {
            name: {
                "stringValue": value.get("StringValue"),
                "binaryValue": None,
                "stringListValues": [],
                "binaryListValues": [],
                "dataType": value["DataType"],
            }
            for name, value in message.get("MessageAttributes", {}).items()
        },
        "md5OfBody": message.get("MD5OfBody", ""),
        "eventSource": "aws:sqs",
        "eventSourceARN": queue_arn,
        "awsRegion": region,
    }


def sqs_event(messages: list[dict[str, Any]], queue_arn: str, region: str) -> dict[str, Any]:
    """A Lambda SQS event holding ``messages``."""
    return {"Records": [sqs_record(message, queue_arn, region) for message in messages]}
