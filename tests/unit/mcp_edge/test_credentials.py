from __future__ import annotations

import pytest

from guinness.mcp_edge.credentials import Credential, CredentialKind, presented_credential

KEY = "guinness_abcdefghijkl_" + "A" * 43
OTHER = "guinness_zzzzzzzzzzzz_" + "B" * 43
API_KEY = CredentialKind.API_KEY


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ({"mcp-api-key": KEY}, Credential(API_KEY, KEY)),
        ({"authorization": f"Bearer {KEY}"}, Credential(API_KEY, KEY)),
        ({"authorization": f"bearer   {KEY} "}, Credential(API_KEY, KEY)),
        ({"x-mcp-api-key": KEY}, Credential(API_KEY, KEY)),
        ({"authorization": "Bearer eyJ.a.b"}, Credential(CredentialKind.JWT, "eyJ.a.b")),
        ({}, None),
    ],
    ids=["preferred", "bearer-key", "bearer-case-and-blanks", "seed-header", "bearer-jwt", "none"],
)
def test_the_presented_credential_is_read_from_any_supported_header(
    headers: dict[str, str], expected: Credential | None
) -> None:
    assert presented_credential(headers) == expected


def test_the_preferred_header_wins_even_when_others_are_present() -> None:
    headers = {"mcp-api-key": KEY, "authorization": f"Bearer {OTHER}", "x-mcp-api-key": OTHER}

    assert presented_credential(headers) == Credential(API_KEY, KEY)


def test_bearer_wins_over_the_seed_header() -> None:
    headers = {"authorization": f"Bearer {KEY}", "x-mcp-api-key": OTHER}

    assert presented_credential(headers) == Credential(API_KEY, KEY)


@pytest.mark.parametrize("value", ["Basic dXNlcjpwYXNz", "Bearer", "Bearer   ", "Token abc"])
def test_an_unusable_authorization_header_is_a_bad_key_not_a_missing_one(value: str) -> None:
    headers = {"authorization": value, "x-mcp-api-key": KEY}

    assert presented_credential(headers) == Credential(API_KEY, "")


def test_secrets_do_not_appear_in_the_credentials_repr() -> None:
    assert KEY not in repr(presented_credential({"mcp-api-key": KEY}))
