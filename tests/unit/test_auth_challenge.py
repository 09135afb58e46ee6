"""The ``WWW-Authenticate`` challenge of ``INVALID_API_KEY`` (RFC 6750 §3) and the edge's
mapping of it to an HTTP answer."""

from __future__ import annotations

import json

import pytest

from guinness.errors import ERROR_CODES, InvalidApiKeyError, error_for_code
from guinness.mcp_edge.http_errors import platform_error_response

INVALID_TOKEN = 'Bearer error="invalid_token", error_description="Invalid or revoked MCP API Key."'
NO_CREDENTIAL = 'Bearer realm="guinness"'
BODY = {"error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}}


def test_a_presented_bad_key_gets_the_invalid_token_challenge() -> None:
    assert InvalidApiKeyError().headers() == {"WWW-Authenticate": INVALID_TOKEN}


def test_a_missing_credential_gets_a_challenge_without_error_information() -> None:
    assert InvalidApiKeyError(credential_presented=False).headers() == {
        "WWW-Authenticate": NO_CREDENTIAL
    }


@pytest.mark.parametrize("presented", [True, False])
def test_the_challenge_never_changes_the_status_or_the_body(presented: bool) -> None:
    error = InvalidApiKeyError(credential_presented=presented)

    assert error.status == ERROR_CODES["INVALID_API_KEY"] == 401
    assert error.body().model_dump() == BODY


def test_an_error_rebuilt_from_a_downstream_body_keeps_the_challenge() -> None:
    error = error_for_code("INVALID_API_KEY", "Invalid or revoked MCP API Key.")

    assert error.headers() == {"WWW-Authenticate": INVALID_TOKEN}


@pytest.mark.parametrize(
    ("message", "description"),
    [
        ('A "quoted" \\ message', "A quoted  message"),
        ("Two\r\nlines", "Twolines"),
        ("Schlüssel ungültig", "Schlssel ungltig"),
    ],
)
def test_a_message_cannot_break_the_header(message: str, description: str) -> None:
    challenge = InvalidApiKeyError(message).headers()["WWW-Authenticate"]

    assert challenge == f'Bearer error="invalid_token", error_description="{description}"'


@pytest.mark.parametrize(
    ("error", "challenge"),
    [
        (InvalidApiKeyError(), INVALID_TOKEN),
        (InvalidApiKeyError(credential_presented=False), NO_CREDENTIAL),
    ],
)
def test_the_edge_answer_carries_the_challenge_and_the_unchanged_body(
    error: InvalidApiKeyError, challenge: str
) -> None:
    response = platform_error_response(error)

    assert response.status_code == 401
    assert response.headers.getlist("www-authenticate") == [challenge]
    assert json.loads(bytes(response.body)) == BODY
