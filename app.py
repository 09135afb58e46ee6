"""CDK app: builds one frozen config from context and composes the platform's stacks."""

from __future__ import annotations

import aws_cdk as cdk

from infra.config import PlatformConfig
from infra.platform_stack import PlatformStack

app = cdk.App()
config = PlatformConfig.from_context(app.node.try_get_context)
PlatformStack(app, f"Guinness-{config.stage}", config=config)
app.synth()
