from __future__ import annotations

import re

import pytest

from guinness.auth.api_keys import (
    SECRET_LENGTH,
    ScryptParams,
    generate_api_key,
    hash_secret,
    parse_api_key,
    verify_secret,
)
from guinness.errors import InvalidApiKeyError

FAST = ScryptParams(n=1024)


def test_generated_key_has_the_documented_shape() -> None:
    key = generate_api_key(FAST)

    assert re.fullmatch(r"guinness_[a-z0-9]{12}_[0-9A-Za-z]{43}", key.text)
    assert key.text.split("_")[1] == key.prefix
    assert len(key.salt) == 16
    assert key.params == FAST


def test_generated_keys_are_unique_and_carry_at_least_256_bits() -> None:
    keys = {generate_api_key(FAST).text for _ in range(50)}

    assert len(keys) == 50
    assert 62**SECRET_LENGTH >= 2**256


def test_parsed_key_verifies_against_its_stored_hash() -> None:
    key = generate_api_key(FAST)
    parsed = parse_api_key(key.text)

    assert parsed.prefix == key.prefix
    assert verify_secret(parsed.secret, key.salt, key.hash, key.params)


def test_wrong_secret_or_salt_or_params_does_not_verify() -> None:
    key = generate_api_key(FAST)
    secret = parse_api_key(key.text).secret
    other_secret = ("A" if secret[0] != "A" else "B") + secret[1:]

    assert not verify_secret(other_secret, key.salt, key.hash, key.params)
    assert not verify_secret(secret, b"x" * 16, key.hash, key.params)
    assert not verify_secret(secret, key.salt, key.hash, ScryptParams(n=2048))


def test_hash_depends_on_every_parameter() -> None:
    salt = b"s" * 16
    hashes = {
        hash_secret("secret", salt, params)
        for params in (
            FAST,
            ScryptParams(n=2048),
            ScryptParams(n=1024, r=4),
            ScryptParams(n=1024, p=2),
        )
    }

    assert len(hashes) == 4


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "guinness",
        "guinness__",
        "guinness_abcdefgh_",
        "guinness_ABCDEFGH_" + "a" * 43,  # prefix must be lowercase
        "guinness_abc_" + "a" * 43,  # prefix too short
        "other_abcdefgh_" + "a" * 43,  # wrong scheme
        "guinness_abcdefgh_" + "a" * 42,  # secret too short
        "guinness_abcdefgh_" + "a" * 42 + "!",  # not base62
        "guinness_abcdefgh_" + "a" * 300,  # absurdly long
        "Bearer guinness_abcdefgh_" + "a" * 43,
    ],
)
def test_malformed_key_text_is_an_invalid_key(text: str | None) -> None:
    with pytest.raises(InvalidApiKeyError) as raised:
        parse_api_key(text)

    assert raised.value.body().model_dump() == {
        "error": {"code": "INVALID_API_KEY", "message": "Invalid or revoked MCP API Key."}
    }


def test_secrets_never_appear_in_reprs() -> None:
    key = generate_api_key(FAST)
    parsed = parse_api_key(key.text)
    secret = parsed.secret

    assert secret not in repr(key)
    assert secret not in repr(parsed)
