"""Choosing the internal transport from a service address.

``http://`` / ``https://`` (local runs, tests) speak HTTP; ``lambda://<function>[:alias]``
(the deployed stack) invokes the function through the Lambda VPC endpoint.
"""

from __future__ import annotations

from typing import Any

from guinness.aws.clients import AwsClients
from guinness.clients.lambda_transport import SCHEME, LambdaTransport, function_from_url
from guinness.clients.transport import HttpTransport, InternalTransport


def transport_for(
    url: str,
    *,
    timeout_ms: int,
    service: str,
    aws: AwsClients | None = None,
    lambda_client: Any = None,
) -> InternalTransport:
    """The transport for ``url``: a ``lambda://`` address invokes through a Lambda client
    made by ``aws`` (or ``lambda_client`` itself, in tests)."""
    if url.startswith(SCHEME):
        return LambdaTransport(
            function_from_url(url),
            timeout_ms=timeout_ms,
            service=service,
            client=lambda_client,
            aws=aws,
        )
    return HttpTransport(url, timeout_ms=timeout_ms, service=service)
