"""Structured JSON logging through Powertools, one logger per service.

Log fields must never include tokens, API keys, SQL parameters or prompt text; log ids
and prefixes instead.
"""

from __future__ import annotations

from aws_lambda_powertools import Logger

__all__ = ["Logger", "get_logger"]


def get_logger(service: str) -> Logger:
    """The Powertools logger of ``service`` (child loggers share its configuration)."""
    return Logger(service=f"guinness-{service}")
