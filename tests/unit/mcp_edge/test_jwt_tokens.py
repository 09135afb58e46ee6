from __future__ import annotations

import base64
import hashlib
import hmac
import json
from datetime import UTC, datetime, timedelta
from typing import Any

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from guinness.errors import InvalidApiKeyError
from guinness.mcp_edge.jwt_tokens import JwtIdentity, JwtSettings, JwtVerifier

SECRET = "unit-test-secret-that-is-long-enough"
ISSUER = "https://issuer.example/"
AUDIENCE = "guinness-mcp"
RSA_KEY = rsa.generate_private_key(public_exponent=65537, key_size=2048)
PUBLIC_JWK = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(RSA_KEY.public_key()))
JWKS = json.dumps({"keys": [{**PUBLIC_JWK, "kid": "k1", "alg": "RS256"}]})


def _claims(**overrides: Any) -> dict[str, Any]:
    now = datetime.now(UTC)
    claims = {
        "iss": ISSUER,
        "aud": AUDIENCE,
        "sub": "7",
        "project_id": 42,
        "iat": now,
        "exp": now + timedelta(minutes=5),
    }
    claims.update(overrides)
    return {key: value for key, value in claims.items() if value is not None}


def _verifier(**settings: Any) -> JwtVerifier:
    return JwtVerifier(
        JwtSettings(
            issuer=ISSUER, audience=AUDIENCE, **{"secret": SECRET, "jwks": JWKS, **settings}
        )
    )


def test_an_hs256_token_names_its_subject_and_project() -> None:
    token = jwt.encode(_claims(), SECRET, algorithm="HS256")

    assert _verifier().verify(token) == JwtIdentity(subject="7", project_id=42)


def test_an_rs256_token_is_verified_with_the_inline_key_set() -> None:
    token = jwt.encode(
        _claims(sub="dev@example.com"), RSA_KEY, algorithm="RS256", headers={"kid": "k1"}
    )

    assert _verifier().verify(token) == JwtIdentity(subject="dev@example.com", project_id=42)


def test_a_configured_project_claim_and_a_string_project_id_are_accepted() -> None:
    token = jwt.encode(_claims(project_id=None, tenant="42"), SECRET, algorithm="HS256")

    assert _verifier(project_claim="tenant").verify(token).project_id == 42


@pytest.mark.parametrize(
    "claims",
    [
        {"exp": datetime.now(UTC) - timedelta(minutes=5)},
        {"aud": "another-service"},
        {"iss": "https://evil.example/"},
        {"exp": None},
        {"sub": None},
        {"sub": "  "},
        {"project_id": None},
        {"project_id": 0},
        {"project_id": "forty-two"},
        {"project_id": True},
    ],
    ids=[
        "expired",
        "audience",
        "issuer",
        "no-exp",
        "no-sub",
        "blank-sub",
        "no-project",
        "zero-project",
        "text-project",
        "bool-project",
    ],
)
def test_a_token_with_bad_claims_is_an_invalid_key(claims: dict[str, Any]) -> None:
    token = jwt.encode(_claims(**claims), SECRET, algorithm="HS256")

    with pytest.raises(InvalidApiKeyError):
        _verifier().verify(token)


def test_a_token_signed_with_another_secret_is_an_invalid_key() -> None:
    token = jwt.encode(_claims(), "another-secret-that-is-long-enough", algorithm="HS256")

    with pytest.raises(InvalidApiKeyError):
        _verifier().verify(token)


def test_an_unsigned_token_is_an_invalid_key() -> None:
    token = jwt.encode(_claims(), key=None, algorithm="none")

    with pytest.raises(InvalidApiKeyError):
        _verifier().verify(token)


def test_the_public_key_can_never_serve_as_an_hs256_secret() -> None:
    pem = RSA_KEY.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    header = _b64({"alg": "HS256", "typ": "JWT", "kid": "k1"})
    payload = _b64({**_claims(), "iat": 0, "exp": 4102444800})
    signature = hmac.new(pem, f"{header}.{payload}".encode(), hashlib.sha256).digest()
    forged = f"{header}.{payload}.{base64.urlsafe_b64encode(signature).rstrip(b'=').decode()}"

    for verifier in (_verifier(secret=None), _verifier()):
        with pytest.raises(InvalidApiKeyError):
            verifier.verify(forged)


def _b64(document: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(document).encode()).rstrip(b"=").decode()


@pytest.mark.parametrize("token", ["", "garbage", "a.b.c", "eyJhbGciOiJIUzI1NiJ9.e30."])
def test_garbage_is_an_invalid_key(token: str) -> None:
    with pytest.raises(InvalidApiKeyError):
        _verifier().verify(token)


def test_an_rs256_token_with_an_unknown_kid_and_no_key_url_is_an_invalid_key() -> None:
    token = jwt.encode(_claims(), RSA_KEY, algorithm="RS256", headers={"kid": "k2"})

    with pytest.raises(InvalidApiKeyError):
        _verifier().verify(token)
