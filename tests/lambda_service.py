"""A local Lambda service: the Invoke API's HTTP path, served on loopback, running real
handler modules in this process.

Real boto3 Lambda clients reach it through boto3's own endpoint setting
(``AWS_ENDPOINT_URL_LAMBDA``), so the code under test builds its clients exactly as in AWS.
It answers as the service does: ``POST /2015-03-31/functions/{name}/invocations`` with the
handler's return value as the JSON payload; an unhandled exception as ``X-Amz-Function-Error:
Unhandled`` with ``errorMessage`` / ``errorType``; an unknown function as a 404
``ResourceNotFoundException``. An asynchronous invoke (``X-Amz-Invocation-Type: Event``)
answers 202 with no payload, as Lambda does once it holds the event; the handler runs
before that answer (deterministic tests) and its failure is only recorded. moto's Lambda
needs Docker to run functions, which this machine does not have.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tests.lambda_loader import FakeLambdaContext
from tests.servers import serve

Handler = Callable[[dict[str, Any], Any], Any]
INVOKE_PATH = "/2015-03-31/functions/{function:path}/invocations"


@dataclass
class LambdaService:
    """The functions it runs (by name) and every invocation it received."""

    functions: dict[str, Handler]
    url: str = ""
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    async_failures: list[tuple[str, str]] = field(default_factory=list)

    async def invoke(self, request: Request) -> Response:
        """One ``Invoke`` call."""
        function = unquote(request.path_params["function"])
        name = function.rsplit(":function:", 1)[-1].split(":")[0]
        handler = self.functions.get(name)
        if handler is None:
            return Response(
                json.dumps({"Type": "User", "message": f"Function not found: {function}"}),
                status_code=404,
                headers={"x-amzn-ErrorType": "ResourceNotFoundException"},
                media_type="application/json",
            )
        event = json.loads(await request.body() or b"null")
        self.calls.append((function, event))
        if request.headers.get("x-amz-invocation-type") == "Event":
            try:
                await run_in_threadpool(handler, event, FakeLambdaContext())
            except Exception as exc:  # Lambda would retry; the caller never hears of it
                self.async_failures.append((function, repr(exc)))
            return Response(status_code=202)
        try:
            result = await run_in_threadpool(handler, event, FakeLambdaContext())
        except Exception as exc:  # what the Lambda service reports for an unhandled error
            body = {"errorMessage": str(exc), "errorType": type(exc).__name__}
            return Response(
                json.dumps(body),
                headers={"X-Amz-Function-Error": "Unhandled", "X-Amz-Executed-Version": "1"},
                media_type="application/json",
            )
        return Response(
            json.dumps(result),
            headers={"X-Amz-Executed-Version": "1"},
            media_type="application/json",
        )


@contextmanager
def running_lambda_service(functions: dict[str, Handler]) -> Iterator[LambdaService]:
    """Serve ``functions`` until the block ends; ``service.url`` is the endpoint."""
    service = LambdaService(functions)
    app = Starlette(routes=[Route(INVOKE_PATH, service.invoke, methods=["POST"])])
    with serve(app) as url:
        service.url = url
        yield service
