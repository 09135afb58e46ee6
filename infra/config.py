"""The one frozen configuration of the CDK app, read from ``cdk.json`` context."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

_STAGE = re.compile(r"^[A-Za-z][A-Za-z0-9-]{0,20}$")


@dataclass(frozen=True)
class PlatformConfig:
    """Deploy-time choices: stage name, AI store, Lambda sizes."""

    stage: str = "dev"
    ai_store: str = "postgres"
    lambda_memory_mb: int = 1024

    @classmethod
    def from_context(cls, get: Callable[[str], Any]) -> PlatformConfig:
        """Build from ``cdk.json`` / ``-c key=value`` context; invalid values fail synth."""
        stage = str(get("stage") or "dev")
        if not _STAGE.match(stage):
            raise ValueError(f"context 'stage' must match {_STAGE.pattern}, got {stage!r}")
        ai_store = str(get("aiStore") or "postgres")
        if ai_store not in ("postgres", "documentdb"):
            raise ValueError(f"context 'aiStore' must be postgres or documentdb, got {ai_store!r}")
        memory = int(get("lambdaMemoryMb") or 1024)
        if not 128 <= memory <= 10_240:
            raise ValueError(f"context 'lambdaMemoryMb' must be 128..10240, got {memory}")
        return cls(stage=stage, ai_store=ai_store, lambda_memory_mb=memory)
