"""The public edge: CloudFront in front of the MCP function's URL.

The Function URL has auth type NONE (origin access control on a Function URL needs a body
hash header MCP clients never send); CloudFront adds ``X-MCP-Token`` from a generated
secret and the MCP function refuses requests without it. HTTPS only, caching disabled,
every method, every viewer header except Host forwarded. The default behavior serves
``/mcp`` and ``/api/v1/*`` (the function answers 404 to anything else).

``/webhooks/figma*`` goes to the Figma webhook receiver's own Function URL instead (same
policies, no ``X-MCP-Token``: Figma's deliveries carry their webhook's passcode, which the
receiver checks), so Figma has a stable public address and never reaches the MCP function.
"""

from __future__ import annotations

import aws_cdk as cdk
from aws_cdk import aws_cloudfront as cloudfront
from aws_cdk import aws_cloudfront_origins as origins
from aws_cdk import aws_lambda as lambda_
from aws_cdk import aws_s3 as s3
from constructs import Construct

from guinness.contracts.edge import EDGE_TOKEN_HEADER, VIEWER_ADDRESS_HEADER
from infra.config import PlatformConfig
from infra.constructs.functions import PlatformFunction

FIGMA_WEBHOOK_PATH = "/webhooks/figma"
#: Above the receiver's own timeout, so CloudFront never gives up first.
FIGMA_WEBHOOK_READ_TIMEOUT_SECONDS = 20


class Edge(Construct):
    """Function URL + CloudFront distribution."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        config: PlatformConfig,
        mcp: PlatformFunction,
        edge_token: cdk.SecretValue,
        log_bucket: s3.IBucket,
        figma_webhook: lambda_.IFunctionUrl,
    ) -> None:
        super().__init__(scope, construct_id)
        if mcp.alias is None:
            raise ValueError("the MCP function must be invokable (have its live alias)")
        self.function_url = mcp.alias.add_function_url(
            auth_type=lambda_.FunctionUrlAuthType.NONE,
            invoke_mode=lambda_.InvokeMode.BUFFERED,
        )
        origin = origins.FunctionUrlOrigin(
            self.function_url,
            # A CloudFormation dynamic reference, resolved at deploy time.
            custom_headers={EDGE_TOKEN_HEADER: edge_token.unsafe_unwrap()},
            read_timeout=cdk.Duration.seconds(30),
        )
        # The caller's address for the edge's throttle, written by CloudFront from the
        # connection (any value a client sends in this header is replaced).
        viewer_address = cloudfront.Function(
            self,
            "ViewerAddress",
            comment="Writes the viewer's address for the MCP edge's throttle",
            runtime=cloudfront.FunctionRuntime.JS_2_0,
            code=cloudfront.FunctionCode.from_inline(
                "function handler(event) {\n"
                "  var request = event.request;\n"
                f"  request.headers['{VIEWER_ADDRESS_HEADER}'] = {{ value: event.viewer.ip }};\n"
                "  return request;\n"
                "}\n"
            ),
        )
        self.distribution = cloudfront.Distribution(
            self,
            "Distribution",
            comment=f"{config.prefix} MCP edge",
            web_acl_id=config.waf_web_acl_arn,
            default_behavior=cloudfront.BehaviorOptions(
                origin=origin,
                function_associations=[
                    cloudfront.FunctionAssociation(
                        function=viewer_address,
                        event_type=cloudfront.FunctionEventType.VIEWER_REQUEST,
                    )
                ],
                viewer_protocol_policy=cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
                allowed_methods=cloudfront.AllowedMethods.ALLOW_ALL,
                cache_policy=cloudfront.CachePolicy.CACHING_DISABLED,
                origin_request_policy=cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
                compress=False,
            ),
            additional_behaviors={
                f"{FIGMA_WEBHOOK_PATH}*": cloudfront.BehaviorOptions(
                    origin=origins.FunctionUrlOrigin(
                        figma_webhook,
                        read_timeout=cdk.Duration.seconds(FIGMA_WEBHOOK_READ_TIMEOUT_SECONDS),
                    ),
                    viewer_protocol_policy=cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
                    # Figma POSTs; CloudFront has no GET, HEAD, OPTIONS and POST set.
                    allowed_methods=cloudfront.AllowedMethods.ALLOW_ALL,
                    cache_policy=cloudfront.CachePolicy.CACHING_DISABLED,
                    origin_request_policy=(
                        cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER
                    ),
                    compress=False,
                )
            },
            price_class=cloudfront.PriceClass.PRICE_CLASS_100,
            http_version=cloudfront.HttpVersion.HTTP2_AND_3,
            enable_logging=True,
            log_bucket=log_bucket,
            log_file_prefix="cloudfront/",
        )
        acknowledged = [
            ("AwsSolutions-CFR1", "An MCP endpoint for developers anywhere; keys gate access."),
            (
                "AwsSolutions-CFR4",
                "The default *.cloudfront.net certificate fixes the viewer TLS policy; a "
                "custom domain with TLSv1.2_2021 is an account-level choice.",
            ),
        ]
        if config.waf_web_acl_arn is None:
            acknowledged.append(
                (
                    "AwsSolutions-CFR2",
                    "The web ACL lives in us-east-1 (Guinness-<stage>-Waf): deploy it, then "
                    "pass its WebAclArn as -c wafWebAclArn to attach it here.",
                )
            )
        for rule, reason in acknowledged:
            cdk.Validations.of(self.distribution).acknowledge(
                cdk.Acknowledgment(id=rule, reason=reason)
            )

    @property
    def mcp_url(self) -> str:
        """The public MCP endpoint."""
        return f"https://{self.distribution.distribution_domain_name}/mcp"

    @property
    def figma_webhook_url(self) -> str:
        """The endpoint Figma webhooks are registered with."""
        return f"https://{self.distribution.distribution_domain_name}{FIGMA_WEBHOOK_PATH}"
