from __future__ import annotations

import pytest

from guinness.web.allowlist import Allowlist, pattern_problem

HOSTS = Allowlist(
    ["127.0.0.1:*", "localhost:*", "api.example.com", "*.lambda-url.eu-west-1.on.aws", "[::1]:*"],
    with_scheme=False,
)
ORIGINS = Allowlist(["http://localhost:*", "https://*.cloudfront.net"], with_scheme=True)


@pytest.mark.parametrize(
    "host",
    [
        "127.0.0.1:8000",
        "127.0.0.1",
        "LOCALHOST:3000",
        "api.example.com",
        "abcdefghij.lambda-url.eu-west-1.on.aws",
        "a.b.lambda-url.eu-west-1.on.aws",
        "[::1]:8080",
    ],
)
def test_hosts_on_the_allowlist_are_allowed(host: str) -> None:
    assert HOSTS.allows(host)


@pytest.mark.parametrize(
    "host",
    [
        "",
        "evil.example.com",
        "api.example.com:8443",
        "lambda-url.eu-west-1.on.aws",
        "abcdefghij.lambda-url.us-east-1.on.aws",
        "abcdefghij.lambda-url.eu-west-1.on.aws.evil.com",
        "xlambda-url.eu-west-1.on.aws",
        "127.0.0.1:notaport",
        "127.0.0.1:80:80",
        "[::2]:8080",
        "local host",
    ],
)
def test_hosts_off_the_allowlist_or_unparseable_are_refused(host: str) -> None:
    assert not HOSTS.allows(host)


@pytest.mark.parametrize(
    ("origin", "allowed"),
    [
        ("http://localhost:5173", True),
        ("https://d111111abcdef8.cloudfront.net", True),
        ("https://localhost:5173", False),
        ("http://d111111abcdef8.cloudfront.net", False),
        ("https://cloudfront.net", False),
        ("https://cloudfront.net.evil.example", False),
        ("null", False),
        ("file://", False),
    ],
)
def test_origins_match_scheme_host_and_port(origin: str, allowed: bool) -> None:
    assert ORIGINS.allows(origin) is allowed


@pytest.mark.parametrize(
    ("pattern", "with_scheme"),
    [
        ("*", False),
        ("*.*.com", False),
        ("host:port", False),
        ("localhost:*", True),
        ("ftp://x.example", True),
        ("https://*.[::1]", True),
        ("", False),
    ],
)
def test_invalid_patterns_are_explained_and_refused(pattern: str, with_scheme: bool) -> None:
    assert pattern_problem(pattern, with_scheme=with_scheme)
    with pytest.raises(ValueError, match="invalid allowlist entry"):
        Allowlist([pattern], with_scheme=with_scheme)


def test_valid_patterns_have_no_problem() -> None:
    assert pattern_problem("*.on.aws:*", with_scheme=False) is None
    assert pattern_problem("https://*.cloudfront.net:443", with_scheme=True) is None
