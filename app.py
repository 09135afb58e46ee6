"""CDK app: builds one frozen config from context and composes the platform's stacks.

cdk-nag's AWS Solutions checks run on every synth; a finding fails synth unless it is
acknowledged (``Validations.of(...).acknowledge``) with a specific reason.
"""

from __future__ import annotations

import aws_cdk as cdk
from cdk_nag import AwsSolutionsChecks

from infra.config import PlatformConfig
from infra.platform_stack import PlatformStack

app = cdk.App()
config = PlatformConfig.from_context(app.node.try_get_context)
PlatformStack(app, f"Guinness-{config.stage}", config=config)
cdk.Validations.of(app).add_plugins(AwsSolutionsChecks(app))
app.synth()
