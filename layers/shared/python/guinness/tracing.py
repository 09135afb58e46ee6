"""The platform's one X-Ray tracer (Powertools Tracer), shared by every service.

Each composition root re-exports :data:`tracer`; the Lambda handlers wrap their entry
points with ``tracer.capture_lambda_handler`` and the services mark their main units of
work with ``tracer.capture_method``. Responses are never captured (``capture_response=False``
at every use): they hold tool outputs, task bundles and, for the admin function, new API
keys.

Powertools turns the tracer off outside Lambda (no ``LAMBDA_TASK_ROOT``: tests, the local
stack, the CLIs) or with ``POWERTOOLS_TRACE_DISABLED=true``; it then records and sends
nothing. In Lambda it patches botocore only: every call between the deployed services and
to AWS goes through it (S3, SQS, Secrets Manager, Bedrock and the Lambda Invoke hops), and
every function imports it anyway. Powertools' default would patch every library the X-Ray
SDK knows, importing each at every cold start: pymongo, and httpx where a function has no
use for it (in AWS only the Figma fetch calls out with httpx, and its handler's subsegment
is that call); pg8000 would gain nothing, as the SDK traces only its DB-API ``connect``
and the platform uses its native connection.

Exactly one ``Tracer`` is constructed: Powertools shares its configuration between
instances, but a second ``Tracer()`` without ``patch_modules`` would patch everything.
"""

from __future__ import annotations

from aws_lambda_powertools import Tracer

__all__ = ["PATCHED_MODULES", "tracer"]

#: The libraries X-Ray instruments in Lambda.
PATCHED_MODULES = ("botocore",)

#: The one tracer of the process (disabled outside Lambda).
tracer = Tracer(patch_modules=PATCHED_MODULES)
