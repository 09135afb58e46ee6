"""What keeps a deployed stage safe and bounded: no function in local mode, the edge's
token and origins, reserved concurrency and the proxy's connection caps."""

from __future__ import annotations

import pytest

from infra.config import PlatformConfig
from tests.infra.conftest import FIGMA, OPERATIONS, SERVICES, Synthesized


def test_no_deployable_stage_runs_the_edge_in_local_mode(
    synthesized: Synthesized, synthesized_documentdb: Synthesized
) -> None:
    for stack in (synthesized, synthesized_documentdb):
        for name in (*SERVICES, *OPERATIONS, *FIGMA):
            environment = stack.environment(name)
            assert environment["ENVIRONMENT"] == "test", name
            assert environment["ENVIRONMENT"] != "local", name
        # The edge gets the token its check compares against.
        assert "CLOUDFRONT_SECRET_HEADER_SECRET_ARN" in stack.environment("mcp")


def test_a_stage_named_local_is_refused_even_when_built_directly() -> None:
    with pytest.raises(ValueError, match="must not be 'local'"):
        PlatformConfig(stage="local")


def test_the_edges_browser_origins_are_deploy_time_context(
    synthesized: Synthesized, synthesized_documentdb: Synthesized
) -> None:
    assert "MCP_ALLOWED_ORIGINS" not in synthesized.environment("mcp")
    assert synthesized_documentdb.environment("mcp")["MCP_ALLOWED_ORIGINS"] == (
        "https://app.example.com,https://*.example.org"
    )


def test_request_serving_functions_and_the_proxy_have_bounded_concurrency(
    synthesized: Synthesized,
) -> None:
    for name in ("mcp", "backend", "ai"):
        properties = synthesized.function(name)["Properties"]
        assert properties["ReservedConcurrentExecutions"] == 50, name
    targets = synthesized.resources("AWS::RDS::DBProxyTargetGroup")
    (target,) = targets.values()
    pool = target["Properties"]["ConnectionPoolConfigurationInfo"]
    assert pool["MaxConnectionsPercent"] == 90
    assert pool["MaxIdleConnectionsPercent"] == 50


def test_reserved_concurrency_can_be_switched_off_for_small_accounts() -> None:
    assert PlatformConfig.from_context({"reservedConcurrency": "0"}.get).reserved_concurrency == 0
