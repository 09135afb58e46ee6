"""The deployed worker's retry classification: which failures SQS should redeliver."""

from __future__ import annotations

from botocore.exceptions import ClientError, EndpointConnectionError
from pg8000.exceptions import DatabaseError, InterfaceError
from pymongo.errors import ConnectionFailure, OperationFailure

from guinness.composition.worker import transient_errors


def test_lost_database_connections_and_aws_failures_are_retried() -> None:
    retried = transient_errors("postgres")

    assert isinstance(InterfaceError("network error"), retried)
    assert isinstance(ConnectionRefusedError(), retried)
    assert isinstance(TimeoutError(), retried)
    assert isinstance(EndpointConnectionError(endpoint_url="https://s3.example"), retried)
    throttled = ClientError({"Error": {"Code": "SlowDown", "Message": "x"}}, "PutObject")
    assert isinstance(throttled, retried)


def test_bad_data_is_not_retried() -> None:
    retried = transient_errors("postgres")

    assert not isinstance(DatabaseError("invalid input syntax"), retried)
    assert not isinstance(ValueError("bad document"), retried)
    assert not isinstance(KeyError("node"), retried)


def test_documentdb_connection_failures_are_retried_only_where_documentdb_is_the_store() -> None:
    assert isinstance(ConnectionFailure("no primary"), transient_errors("documentdb"))
    assert not isinstance(ConnectionFailure("no primary"), transient_errors("postgres"))
    assert not isinstance(OperationFailure("bad query"), transient_errors("documentdb"))
