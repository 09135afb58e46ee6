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
    stdout stays machine-readable).

    Records are written by the logger's own JSON handler and do not propagate to the root
    logger: whatever else configured a root handler (Lambda's runtime, the MCP SDK's Rich
    console handler, a test runner) would print each line a second time, and a Rich
    console costs about as much as the request it logs.
    """
    if stream is None:
        logger = Logger(service=f"guinness-{service}")
    else:
        logger = Logger(service=f"guinness-{service}", logger_handler=logging.StreamHandler(stream))
    logging.getLogger(logger.name).propagate = False
    return logger
