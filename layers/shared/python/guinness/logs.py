"""Structured JSON logging through Powertools, one logger per service.

Log fields must never include tokens, API keys, SQL parameters or prompt text; log ids
and prefixes instead.
"""

from __future__ import annotations

import logging
from typing import TextIO

from aws_lambda_powertools import Logger

__all__ = ["Logger", "get_logger"]


def get_logger(service: str, *, stream: TextIO | None = None) -> Logger:
    """The Powertools logger of ``service``; ``stream`` redirects it (CLIs log to stderr so
    stdout stays machine-readable)."""
    if stream is None:
        return Logger(service=f"guinness-{service}")
    return Logger(service=f"guinness-{service}", logger_handler=logging.StreamHandler(stream))
