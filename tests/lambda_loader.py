"""Loads ``lambdas/<name>/handler.py`` as a module of its own (every Lambda names its
entry module ``handler``, so they cannot all be imported by that name)."""

from __future__ import annotations

from guinness.local.lambda_modules import load_handler

__all__ = ["FakeLambdaContext", "load_handler"]


class FakeLambdaContext:
    """The attributes Powertools reads from a Lambda context."""

    function_name = "test-function"
    memory_limit_in_mb = 256
    invoked_function_arn = "arn:aws:lambda:eu-west-1:123456789012:function:test-function"
    aws_request_id = "00000000-0000-4000-8000-000000000000"

    def get_remaining_time_in_millis(self) -> int:
        return 30_000
