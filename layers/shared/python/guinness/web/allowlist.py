"""Host and Origin allowlists (DNS-rebinding protection) with wildcard subdomains and ports.

The SDK accepts only exact values or ``host:*``. In AWS the function's own URL cannot be put
into its environment without a deployment cycle, so an entry may also start with ``*.``:

* ``localhost:*`` — that host on any port (or none);
* ``api.example.com`` — exactly that host, without a port;
* ``*.lambda-url.eu-west-1.on.aws`` — any subdomain of that suffix (not the suffix itself);
* origins add a scheme: ``https://*.cloudfront.net``, ``http://127.0.0.1:*``.

Matching is case-insensitive. A value that cannot be parsed is never allowed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
_HOSTNAME = re.compile(rf"{_LABEL}(?:\.{_LABEL})*")
_IPV6 = re.compile(r"\[[0-9a-f:.]+\]")
_PORT = re.compile(r"[0-9]{1,5}")
_SCHEMES = ("http", "https")


@dataclass(frozen=True)
class _HostPort:
    host: str
    port: str | None


@dataclass(frozen=True)
class _Pattern:
    scheme: str | None
    host: str
    any_subdomain: bool
    port: str | None  # None: no port; "*": any port or none; digits: exactly that port

    def matches(self, scheme: str | None, value: _HostPort) -> bool:
        if self.scheme != scheme:
            return False
        if self.any_subdomain:
            if not value.host.endswith("." + self.host):
                return False
        elif value.host != self.host:
            return False
        return self.port == "*" or self.port == value.port


class Allowlist:
    """Decides whether a Host (``with_scheme=False``) or Origin header value is allowed."""

    def __init__(self, patterns: Iterable[str], *, with_scheme: bool) -> None:
        self._with_scheme = with_scheme
        parsed: list[_Pattern] = []
        for text in patterns:
            pattern = _parse_pattern(text, with_scheme=with_scheme)
            if pattern is None:
                raise ValueError(f"invalid allowlist entry {text!r}")
            parsed.append(pattern)
        self._patterns = tuple(parsed)

    def allows(self, value: str) -> bool:
        """Whether the header value matches one of the patterns."""
        parsed = _parse_value(value, with_scheme=self._with_scheme)
        if parsed is None:
            return False
        scheme, host_port = parsed
        return any(pattern.matches(scheme, host_port) for pattern in self._patterns)


def pattern_problem(pattern: str, *, with_scheme: bool) -> str | None:
    """Why ``pattern`` is not a valid allowlist entry, or None when it is."""
    if _parse_pattern(pattern, with_scheme=with_scheme) is not None:
        return None
    if with_scheme:
        return "expected scheme://host[:port], e.g. https://*.cloudfront.net or http://localhost:*"
    return "expected host[:port], e.g. localhost:*, api.example.com or *.on.aws"


def _parse_pattern(text: str, *, with_scheme: bool) -> _Pattern | None:
    scheme, rest = _split_scheme(text.strip().lower(), with_scheme=with_scheme)
    if rest is None:
        return None
    any_subdomain = rest.startswith("*.")
    if any_subdomain:
        rest = rest[2:]
    host_port = _split_host_port(rest, allow_any_port=True)
    if host_port is None or (any_subdomain and host_port.host.startswith("[")):
        return None
    return _Pattern(scheme, host_port.host, any_subdomain, host_port.port)


def _parse_value(text: str, *, with_scheme: bool) -> tuple[str | None, _HostPort] | None:
    scheme, rest = _split_scheme(text.strip().lower(), with_scheme=with_scheme)
    if rest is None:
        return None
    host_port = _split_host_port(rest, allow_any_port=False)
    return None if host_port is None else (scheme, host_port)


def _split_scheme(text: str, *, with_scheme: bool) -> tuple[str | None, str | None]:
    if not with_scheme:
        return None, text
    scheme, separator, rest = text.partition("://")
    if not separator or scheme not in _SCHEMES:
        return None, None
    return scheme, rest


def _split_host_port(text: str, *, allow_any_port: bool) -> _HostPort | None:
    if text.startswith("["):
        end = text.find("]")
        host, remainder = text[: end + 1], text[end + 1 :]
        if end < 0 or not _IPV6.fullmatch(host):
            return None
        if not remainder:
            return _HostPort(host, None)
        if not remainder.startswith(":"):
            return None
        port: str | None = remainder[1:]
    else:
        host, separator, port = text.partition(":")
        if not _HOSTNAME.fullmatch(host):
            return None
        if not separator:
            return _HostPort(host, None)
    if port == "*" and allow_any_port:
        return _HostPort(host, "*")
    if port is None or not _PORT.fullmatch(port):
        return None
    return _HostPort(host, port)
