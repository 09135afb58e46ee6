from __future__ import annotations

import aws_cdk as cdk
import pytest
from aws_cdk.assertions import Template

from infra.config import PlatformConfig
from infra.platform_stack import PlatformStack


@pytest.fixture(scope="module")
def template() -> Template:
    app = cdk.App()
    stack = PlatformStack(app, "Guinness-test", config=PlatformConfig(stage="test"))
    return Template.from_stack(stack)


def test_shared_code_ships_as_a_python_312_arm64_layer(template: Template) -> None:
    template.has_resource_properties(
        "AWS::Lambda::LayerVersion",
        {"CompatibleRuntimes": ["python3.12"], "CompatibleArchitectures": ["arm64"]},
    )


@pytest.mark.parametrize(
    ("context", "message"),
    [
        ({"stage": "no spaces"}, "stage"),
        ({"aiStore": "redis"}, "aiStore"),
        ({"lambdaMemoryMb": 64}, "lambdaMemoryMb"),
    ],
)
def test_invalid_context_fails_synth_with_a_clear_message(
    context: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        PlatformConfig.from_context(context.get)


def test_context_defaults_match_cdk_json() -> None:
    assert PlatformConfig.from_context({}.get) == PlatformConfig()
