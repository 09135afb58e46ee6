"""The edge's AWS WAF web ACL, in us-east-1 (a CLOUDFRONT-scope ACL must live there).

Its own stack, ``Guinness-<stage>-Waf``, because the platform stack may be in any region:
deploy it first, then give its ``WebAclArn`` output to the platform stack as context
(``-c wafWebAclArn=arn:aws:wafv2:us-east-1:…``), which attaches it to the distribution.
Rules, in order: a rate-based rule per client address (``wafRateLimit`` requests per five
minutes; over it, 429 until the address slows down), then AWS's managed known-bad-inputs
rule group. The edge's own limits (failed keys per address, per-key quotas) come after.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_wafv2 as wafv2
from constructs import Construct

from infra.config import PlatformConfig

WAF_REGION = "us-east-1"


class EdgeWafStack(cdk.Stack):
    """A CLOUDFRONT-scope web ACL with a per-address rate rule."""

    def __init__(self, scope: Construct, construct_id: str, *, config: PlatformConfig) -> None:
        super().__init__(
            scope,
            construct_id,
            env=cdk.Environment(region=WAF_REGION),
            description=f"{config.prefix}: the MCP edge's WAF web ACL (CloudFront scope)",
        )
        metric = config.prefix.replace("-", "")
        self.web_acl = wafv2.CfnWebACL(
            self,
            "EdgeWebAcl",
            name=f"{config.prefix}-edge",
            scope="CLOUDFRONT",
            default_action=wafv2.CfnWebACL.DefaultActionProperty(allow={}),
            visibility_config=_visibility(f"{metric}Edge"),
            rules=[
                wafv2.CfnWebACL.RuleProperty(
                    name="rate-per-address",
                    priority=0,
                    action=wafv2.CfnWebACL.RuleActionProperty(
                        block=wafv2.CfnWebACL.BlockActionProperty(
                            custom_response=wafv2.CfnWebACL.CustomResponseProperty(
                                response_code=429
                            )
                        )
                    ),
                    statement=wafv2.CfnWebACL.StatementProperty(
                        rate_based_statement=wafv2.CfnWebACL.RateBasedStatementProperty(
                            aggregate_key_type="IP",
                            limit=config.waf_rate_limit,
                            evaluation_window_sec=300,
                        )
                    ),
                    visibility_config=_visibility(f"{metric}RatePerAddress"),
                ),
                wafv2.CfnWebACL.RuleProperty(
                    name="known-bad-inputs",
                    priority=1,
                    override_action=wafv2.CfnWebACL.OverrideActionProperty(none={}),
                    statement=wafv2.CfnWebACL.StatementProperty(
                        managed_rule_group_statement=wafv2.CfnWebACL.ManagedRuleGroupStatementProperty(
                            vendor_name="AWS", name="AWSManagedRulesKnownBadInputsRuleSet"
                        )
                    ),
                    visibility_config=_visibility(f"{metric}KnownBadInputs"),
                ),
            ],
        )
        cdk.CfnOutput(
            self,
            "WebAclArn",
            value=self.web_acl.attr_arn,
            description="Pass to the platform stack: -c wafWebAclArn=<this>",
        )


def _visibility(metric: str) -> wafv2.CfnWebACL.VisibilityConfigProperty:
    return wafv2.CfnWebACL.VisibilityConfigProperty(
        cloud_watch_metrics_enabled=True, metric_name=metric, sampled_requests_enabled=True
    )
