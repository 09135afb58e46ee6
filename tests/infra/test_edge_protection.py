"""The edge's protection in the templates: a CLOUDFRONT-scope WAF web ACL in its own
us-east-1 stack with a rate-based rule per address, attached to the distribution when its
ARN is given as context; and the viewer-request function that writes the caller's address
for the edge's throttle."""

from __future__ import annotations

from typing import Any

from aws_cdk.assertions import Match

from guinness.contracts.edge import VIEWER_ADDRESS_HEADER
from tests.infra.conftest import WEB_ACL_ARN, Synthesized


def _web_acl(synthesized: Synthesized) -> dict[str, Any]:
    (acl,) = [
        resource["Properties"]
        for resource in synthesized.waf_template["Resources"].values()
        if resource["Type"] == "AWS::WAFv2::WebACL"
    ]
    return dict(acl)


def test_the_waf_stack_is_in_us_east_1_with_a_rate_rule_per_address(
    synthesized: Synthesized,
) -> None:
    acl = _web_acl(synthesized)
    manifest = (synthesized.outdir / "manifest.json").read_text()

    assert acl["Scope"] == "CLOUDFRONT"
    rate = next(rule for rule in acl["Rules"] if "RateBasedStatement" in rule["Statement"])
    assert rate["Statement"]["RateBasedStatement"] == {
        "AggregateKeyType": "IP",
        "Limit": 2000,
        "EvaluationWindowSec": 300,
    }
    assert rate["Action"]["Block"]["CustomResponse"]["ResponseCode"] == 429
    assert rate["Priority"] == 0
    assert "unknown-account/us-east-1" in manifest
    assert "WebAclArn" in synthesized.waf_template["Outputs"]


def test_the_distribution_attaches_the_acl_given_as_context(
    synthesized: Synthesized, synthesized_documentdb: Synthesized
) -> None:
    (plain,) = synthesized.resources("AWS::CloudFront::Distribution").values()
    (guarded,) = synthesized_documentdb.resources("AWS::CloudFront::Distribution").values()

    assert "WebACLId" not in plain["Properties"]["DistributionConfig"]
    assert guarded["Properties"]["DistributionConfig"]["WebACLId"] == WEB_ACL_ARN


def test_a_viewer_request_function_writes_the_callers_address(synthesized: Synthesized) -> None:
    (function,) = synthesized.resources("AWS::CloudFront::Function").values()
    code = function["Properties"]["FunctionCode"]

    assert f"request.headers['{VIEWER_ADDRESS_HEADER}'] = {{ value: event.viewer.ip }}" in code
    synthesized.assertions.has_resource_properties(
        "AWS::CloudFront::Distribution",
        {
            "DistributionConfig": Match.object_like(
                {
                    "DefaultCacheBehavior": Match.object_like(
                        {
                            "FunctionAssociations": [
                                {"EventType": "viewer-request", "FunctionARN": Match.any_value()}
                            ]
                        }
                    )
                }
            )
        },
    )


def test_the_edge_counts_requests_per_key_in_a_deployed_stack(synthesized: Synthesized) -> None:
    assert synthesized.environment("mcp")["API_KEY_REQUESTS_PER_MINUTE"] == "1200"


def test_every_function_is_traced_with_x_ray(synthesized: Synthesized) -> None:
    functions = synthesized.resources("AWS::Lambda::Function")

    untraced = [
        name
        for name, resource in functions.items()
        if resource["Properties"].get("TracingConfig") != {"Mode": "Active"}
        and resource["Properties"].get("FunctionName", "").startswith("guinness-test-")
    ]
    assert functions
    assert untraced == []
