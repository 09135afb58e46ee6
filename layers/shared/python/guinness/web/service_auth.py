"""Service-to-service credentials on internal routes, compared in constant time."""

from __future__ import annotations

import hmac
from collections.abc import Callable

from fastapi import Request

from guinness.errors import ServiceAuthError


def require_header_secret(header: str, expected: Callable[[], str]) -> Callable[[Request], None]:
    """A FastAPI dependency accepting only requests whose ``header`` equals the secret.

    ``expected`` is called per request (it returns a value cached at cold start), so a
    test or a rotated secret can swap it without rebuilding the app.
    """

    def dependency(request: Request) -> None:
        presented = request.headers.get(header)
        if presented is None or not hmac.compare_digest(presented.encode(), expected().encode()):
            raise ServiceAuthError()

    return dependency
