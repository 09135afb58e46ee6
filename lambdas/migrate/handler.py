"""Migrate Lambda: applies pending database and AI-store migrations on every deploy (a
CloudFormation custom resource) or when an admin invokes it directly."""

from __future__ import annotations

from typing import Any

from guinness.composition.migrate import logger, migrate_function, tracer

_migrate = migrate_function()


@logger.inject_lambda_context
@tracer.capture_lambda_handler(capture_response=False)
def handler(event: dict[str, Any], context: object) -> dict[str, Any]:
    """Run migrations (nothing to undo on a stack delete)."""
    return _migrate(event)
