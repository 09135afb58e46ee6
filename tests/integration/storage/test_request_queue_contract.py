"""One contract for the Des2Code queue: SQS in AWS, a SQLite file in the data folder locally.

The worker reads what the queue delivers through Powertools' SQS records, so the folder
queue must deliver what SQS does: the exact body, the attributes, the receive count, the
visibility timeout and the redrive to the dead-letter queue.
"""

from __future__ import annotations

import time
from pathlib import Path

from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSEvent

from guinness.contracts.des2code import Des2CodeRequest
from guinness.ids import uuid7
from guinness.local.folder_queue import FolderQueue
from guinness.local.sqs_events import sqs_event
from tests.integration.storage.conftest import MAX_RECEIVES, VISIBILITY_SECONDS, QueuePair


def _request() -> Des2CodeRequest:
    return Des2CodeRequest(
        design_id="3_FILE_1:2", project_id=3, organization_id=7, request_id=str(uuid7())
    )


def _wait_out_visibility() -> None:
    time.sleep(VISIBILITY_SECONDS + 0.3)


def test_a_request_arrives_as_its_exact_body_with_its_attributes(queue_pair: QueuePair) -> None:
    request = _request()
    message_id = queue_pair.sender.send(request, correlation_id="corr-1", user_id=42)

    [message] = queue_pair.messages.receive(10, 1)

    assert message["MessageId"] == message_id
    assert Des2CodeRequest.model_validate_json(message["Body"]) == request
    assert message["Body"] == request.model_dump_json()
    assert message["Attributes"]["ApproximateReceiveCount"] == "1"
    # As the worker reads it: a Lambda SQS record through Powertools.
    [record] = SQSEvent(sqs_event([message], "arn:aws:sqs:local:0:requests", "eu-west-1")).records
    assert record.message_attributes["correlation_id"].string_value == "corr-1"
    assert record.message_attributes["user_id"].string_value == "42"
    assert record.message_attributes["user_id"].data_type == "Number"
    assert record.attributes.approximate_receive_count == "1"


def test_a_request_nobody_triggered_has_no_user(queue_pair: QueuePair) -> None:
    queue_pair.sender.send(_request(), correlation_id="corr-2", user_id=None)

    [message] = queue_pair.messages.receive(10, 1)

    assert set(message["MessageAttributes"]) == {"correlation_id"}


def test_a_received_request_is_invisible_then_delivered_again(queue_pair: QueuePair) -> None:
    request = _request()
    queue_pair.sender.send(request, correlation_id="c", user_id=None)
    [first] = queue_pair.messages.receive(10, 1)

    assert queue_pair.messages.receive(10, 0) == []
    _wait_out_visibility()
    [again] = queue_pair.messages.receive(10, 1)

    assert again["MessageId"] == first["MessageId"]
    assert again["Attributes"]["ApproximateReceiveCount"] == "2"
    assert again["ReceiptHandle"] != first["ReceiptHandle"]


def test_a_deleted_request_is_gone(queue_pair: QueuePair) -> None:
    queue_pair.sender.send(_request(), correlation_id="c", user_id=None)
    [message] = queue_pair.messages.receive(10, 1)

    queue_pair.messages.delete(message["ReceiptHandle"])
    _wait_out_visibility()

    assert queue_pair.messages.receive(10, 0) == []


def test_after_the_receive_limit_a_request_goes_to_the_dead_letter_queue(
    queue_pair: QueuePair,
) -> None:
    request = _request()
    queue_pair.sender.send(request, correlation_id="c", user_id=None)
    for _ in range(MAX_RECEIVES):
        assert len(queue_pair.messages.receive(10, 1)) == 1
        _wait_out_visibility()

    assert queue_pair.messages.receive(10, 0) == []
    [dead] = queue_pair.dead_letters.receive(10, 1)
    assert dead["Body"] == request.model_dump_json()


def test_a_receive_takes_at_most_ten_in_the_order_sent(queue_pair: QueuePair) -> None:
    sent = [queue_pair.sender.send(_request(), correlation_id="c", user_id=None) for _ in range(12)]

    first = queue_pair.messages.receive(10, 1)
    rest = queue_pair.messages.receive(10, 1)

    assert len(first) == 10
    assert {m["MessageId"] for m in first} | {m["MessageId"] for m in rest} == set(sent)


# The folder queue's own promise: a restart, clean or not, loses no request.


def test_the_folder_queue_keeps_requests_across_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "queue.sqlite3"
    queue = FolderQueue(path, "requests", visibility_timeout_seconds=VISIBILITY_SECONDS)
    waiting, in_flight = _request(), _request()
    queue.send(in_flight, correlation_id="c", user_id=None)
    [taken] = queue.receive(1, 0)  # a worker killed before deleting it
    queue.send(waiting, correlation_id="c", user_id=None)

    reopened = FolderQueue(path, "requests", visibility_timeout_seconds=VISIBILITY_SECONDS)

    assert reopened.count() == 2
    [next_one] = reopened.receive(10, 0)
    assert next_one["Body"] == waiting.model_dump_json()
    reopened.delete(next_one["ReceiptHandle"])
    _wait_out_visibility()
    [retried] = reopened.receive(10, 0)
    assert retried["MessageId"] == taken["MessageId"]
    assert retried["Attributes"]["ApproximateReceiveCount"] == "2"
    # The receipt handle of the killed worker's receive is stale now.
    reopened.delete(taken["ReceiptHandle"])
    assert reopened.count() == 1
