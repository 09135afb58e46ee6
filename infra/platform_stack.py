"""The platform stack: composes the constructs (more arrive with the deployment issue)."""

from __future__ import annotations

from pathlib import Path

import aws_cdk as cdk
from aws_cdk import aws_lambda as lambda_
from constructs import Construct

from infra.config import PlatformConfig

REPO_ROOT = Path(__file__).resolve().parent.parent
RUNTIME = lambda_.Runtime.PYTHON_3_12
ARCHITECTURE = lambda_.Architecture.ARM_64


class PlatformStack(cdk.Stack):
    """Everything one stage of the platform needs."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(
            scope, construct_id, description=f"Guinness MCP context platform ({config.stage})"
        )
        self.shared_layer = lambda_.LayerVersion(
            self,
            "SharedCode",
            code=lambda_.Code.from_asset(
                str(REPO_ROOT / "layers" / "shared"), exclude=["**/__pycache__", "**/*.pyc"]
            ),
            compatible_runtimes=[RUNTIME],
            compatible_architectures=[ARCHITECTURE],
            description="guinness package: shared domain code and adapters",
        )
