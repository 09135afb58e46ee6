"""CDK app: builds one frozen config from context and composes the platform's stacks.

cdk-nag's AWS Solutions checks run on every synth; a finding fails synth unless it is
acknowledged (``Validations.of(...).acknowledge``) with a specific reason.
"""

from __future__ import annotations

import aws_cdk as cdk
from cdk_nag import AwsSolutionsChecks

from infra.config import PlatformConfig
from infra.platform_stack import PlatformStack
from infra.waf_stack import EdgeWafStack

app = cdk.App()
config = PlatformConfig.from_context(app.node.try_get_context)
PlatformStack(app, f"Guinness-{config.stage}", config=config)
# In us-east-1, as a CLOUDFRONT-scope web ACL must be: deployed first, its ARN passed back
# to the platform stack as -c wafWebAclArn (README, Deploying).
EdgeWafStack(app, f"Guinness-{config.stage}-Waf", config=config)
cdk.Validations.of(app).add_plugins(AwsSolutionsChecks(app))
app.synth()
