"""Synthesize the real CDK app (``app.py``, cdk-nag included) once per configuration, offline:
no AWS credentials, no account, no Docker, and a small stand-in dependency layer."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from aws_cdk.assertions import Template

REPO_ROOT = Path(__file__).resolve().parents[2]
STACK = "Guinness-test"
WAF_STACK = "Guinness-test-Waf"
#: A web ACL ARN as the WAF stack's output gives it.
WEB_ACL_ARN = "arn:aws:wafv2:us-east-1:123456789012:global/webacl/guinness-test-edge/0a1b2c3d"
SERVICES = ("mcp", "backend", "ai", "des2code-worker", "des2code-dead-letters")
OPERATIONS = ("migrate", "admin", "import-job")
#: Outside the VPC (Figma's API is on the internet): no database, no VPC config.
FIGMA = ("figma-fetch", "figma-webhook")


@dataclass(frozen=True)
class Synthesized:
    """One synthesized cloud assembly."""

    outdir: Path
    returncode: int
    output: str
    seconds: float

    @property
    def template(self) -> dict[str, Any]:
        """The stack's CloudFormation template."""
        return dict(json.loads((self.outdir / f"{STACK}.template.json").read_text()))

    @property
    def waf_template(self) -> dict[str, Any]:
        """The us-east-1 WAF stack's template."""
        return dict(json.loads((self.outdir / f"{WAF_STACK}.template.json").read_text()))

    @property
    def assertions(self) -> Template:
        """CDK's assertion helper over the template."""
        return Template.from_json(self.template)

    @property
    def nag_report(self) -> dict[str, Any]:
        """CDK's policy validation report (cdk-nag's findings), or {} when all passed."""
        path = self.outdir / "validation-report.json"
        return dict(json.loads(path.read_text())) if path.exists() else {}

    @property
    def metadata(self) -> dict[str, Any]:
        """The stack's construct metadata (acknowledgments, warnings)."""
        return dict(json.loads((self.outdir / f"{STACK}.metadata.json").read_text()))

    def resources(self, kind: str) -> dict[str, dict[str, Any]]:
        """Resources of one CloudFormation type, by logical id."""
        return {
            name: resource
            for name, resource in self.template["Resources"].items()
            if resource["Type"] == kind
        }

    def layer_asset(self, name: str) -> Path:
        """The staged folder of the layer ``Layers/<name>`` (``SharedCode``, ``Dependencies``):
        what the deploy zips and uploads."""
        for logical_id, layer in self.resources("AWS::Lambda::LayerVersion").items():
            if logical_id.startswith(f"Layers{name}"):
                digest = layer["Properties"]["Content"]["S3Key"].removesuffix(".zip")
                return self.outdir / f"asset.{digest}"
        raise KeyError(name)

    def function(self, name: str) -> dict[str, Any]:
        """The Lambda function ``guinness-test-<name>``."""
        for resource in self.resources("AWS::Lambda::Function").values():
            if resource["Properties"].get("FunctionName") == f"guinness-test-{name}":
                return resource
        raise KeyError(name)

    def environment(self, name: str) -> dict[str, Any]:
        """The environment variables of the function ``guinness-test-<name>``."""
        return dict(self.function(name)["Properties"]["Environment"]["Variables"])

    def statements(self, name: str) -> list[dict[str, Any]]:
        """Every inline policy statement of the function's role."""
        role = self.function(name)["Properties"]["Role"]["Fn::GetAtt"][0]
        found: list[dict[str, Any]] = []
        for policy in self.resources("AWS::IAM::Policy").values():
            if {"Ref": role} in policy["Properties"].get("Roles", []):
                found.extend(policy["Properties"]["PolicyDocument"]["Statement"])
        return found

    def actions(self, name: str) -> set[str]:
        """Every action the function's role is allowed."""
        allowed: set[str] = set()
        for statement in self.statements(name):
            actions = statement["Action"]
            allowed.update([actions] if isinstance(actions, str) else actions)
        return allowed


def synthesize(outdir: Path, **overrides: object) -> Synthesized:
    """Run ``app.py`` as the CDK CLI would, with cdk.json's context plus ``overrides``."""
    layer = outdir.parent / f"{outdir.name}-deps" / "python"
    layer.mkdir(parents=True)
    (layer / "placeholder.txt").write_text("built by scripts/build_layer.py for real deploys\n")
    # What the build compiles for Python 3.12, which the deploy must keep.
    (layer / "__pycache__").mkdir()
    (layer / "__pycache__" / "placeholder.cpython-312.pyc").write_bytes(b"\x00")
    context = json.loads((REPO_ROOT / "cdk.json").read_text())["context"]
    context.update({"stage": "test", "dependencyLayerDir": str(layer.parent), **overrides})
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("AWS_", "CDK_")) and name != "DATABASE_URL"
    }
    environment.update(
        {
            "CDK_OUTDIR": str(outdir),
            "CDK_CONTEXT_JSON": json.dumps(context),
            "JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION": "1",
        }
    )
    started = time.monotonic()
    finished = subprocess.run(
        [sys.executable, "app.py"],
        cwd=REPO_ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    return Synthesized(
        outdir=outdir,
        returncode=finished.returncode,
        output=finished.stdout + finished.stderr,
        seconds=time.monotonic() - started,
    )


@pytest.fixture(scope="session")
def synthesized(tmp_path_factory: pytest.TempPathFactory) -> Synthesized:
    """The default configuration (PostgreSQL AI store)."""
    result = synthesize(tmp_path_factory.mktemp("cdk") / "postgres")
    assert (result.outdir / f"{STACK}.template.json").exists(), result.output[-4000:]
    return result


@pytest.fixture(scope="session")
def synthesized_documentdb(tmp_path_factory: pytest.TempPathFactory) -> Synthesized:
    """The DocumentDB AI store configuration (with browser origins allowed at the edge, the
    Figma fetch pointed at another Figma API, and the WAF stack's web ACL attached)."""
    result = synthesize(
        tmp_path_factory.mktemp("cdk") / "documentdb",
        aiStore="documentdb",
        mcpAllowedOrigins="https://app.example.com,https://*.example.org",
        figmaApiUrl="https://figma.example.com/",
        wafWebAclArn=WEB_ACL_ARN,
    )
    assert (result.outdir / f"{STACK}.template.json").exists(), result.output[-4000:]
    return result
