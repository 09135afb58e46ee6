from __future__ import annotations

import pytest

from guinness.errors import EdgeTokenError, OriginNotAllowedError, PayloadTooLargeError
from guinness.mcp_edge.guard import EdgePolicy
from guinness.web.allowlist import Allowlist

HOSTS = Allowlist(["*.lambda-url.eu-west-1.on.aws"], with_scheme=False)
ORIGINS = Allowlist(["https://*.cloudfront.net"], with_scheme=True)
HOST = {"host": "abc.lambda-url.eu-west-1.on.aws"}


EDGE_TOKEN = "edge-secret"


def _policy(token: str | None = EDGE_TOKEN) -> EdgePolicy:
    return EdgePolicy(edge_token=token, hosts=HOSTS, origins=ORIGINS, max_body_bytes=2048)


def test_a_request_with_the_token_an_allowed_host_and_no_origin_passes() -> None:
    assert _policy().check_headers({**HOST, "x-mcp-token": "edge-secret"}) is None


@pytest.mark.parametrize("token", [None, "", "edge-secre", "edge-secret2", "EDGE-SECRET"])
def test_a_missing_or_wrong_edge_token_is_forbidden(token: str | None) -> None:
    headers = HOST if token is None else {**HOST, "x-mcp-token": token}

    assert isinstance(_policy().check_headers(headers), EdgeTokenError)


def test_locally_no_edge_token_is_needed() -> None:
    assert _policy(token=None).check_headers(HOST) is None


def test_the_edge_token_is_checked_before_host_and_origin() -> None:
    refused = _policy().check_headers({"host": "evil.example", "origin": "https://evil.example"})

    assert isinstance(refused, EdgeTokenError)


@pytest.mark.parametrize(
    ("headers", "message"),
    [
        ({}, "Host not allowed."),
        ({"host": "evil.example"}, "Host not allowed."),
        ({**HOST, "origin": "https://evil.example"}, "Origin not allowed."),
        ({**HOST, "origin": "null"}, "Origin not allowed."),
    ],
)
def test_a_host_or_present_origin_off_the_allowlist_is_refused(
    headers: dict[str, str], message: str
) -> None:
    refused = _policy(token=None).check_headers(headers)

    assert isinstance(refused, OriginNotAllowedError)
    assert refused.message == message
    assert (refused.status, refused.code) == (403, "ORIGIN_NOT_ALLOWED")


def test_an_allowed_origin_passes() -> None:
    assert (
        _policy(token=None).check_headers({**HOST, "origin": "https://d1.cloudfront.net"}) is None
    )


@pytest.mark.parametrize(("length", "refused"), [("2048", False), ("2049", True), ("junk", False)])
def test_a_declared_body_over_the_limit_is_refused_up_front(length: str, refused: bool) -> None:
    result = _policy(token=None).check_headers({**HOST, "content-length": length})

    assert isinstance(result, PayloadTooLargeError) is refused
