"""The app synthesizes offline, cfn-lint finds no errors, cdk-nag no unacknowledged finding."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cfnlint.api import ManualArgs, lint  # type: ignore[import-untyped]

from tests.infra.conftest import STACK, Synthesized

REGIONS = ["us-east-1", "eu-west-1"]


@pytest.fixture(params=["postgres", "documentdb"])
def stack(request: pytest.FixtureRequest) -> Synthesized:
    name = "synthesized" if request.param == "postgres" else "synthesized_documentdb"
    result: Synthesized = request.getfixturevalue(name)
    return result


def test_the_app_synthesizes_without_an_account_lookups_or_findings(stack: Synthesized) -> None:
    manifest = json.loads((stack.outdir / "manifest.json").read_text())

    assert stack.returncode == 0, stack.output[-4000:]
    assert manifest["artifacts"][STACK]["environment"] == "aws://unknown-account/unknown-region"
    assert "missing" not in manifest  # no context lookups needed
    print(f"synth (app.py with cdk-nag) took {stack.seconds:.1f} s")


def test_cdk_nag_reports_no_unacknowledged_finding(stack: Synthesized) -> None:
    reports = stack.nag_report.get("pluginReports", [])
    nag = [report for report in reports if report["pluginName"] == "AwsSolutions"]

    findings = [v["ruleName"] for report in nag for v in report.get("violations", [])]
    assert findings == []


def test_every_acknowledgment_gives_a_specific_reason(stack: Synthesized) -> None:
    reasons = [
        (rule, reason)
        for entries in stack.metadata.values()
        for entry in entries
        if entry["type"] == "aws:cdk:acknowledged-rules"
        for rule, reason in entry["data"].items()
        if "AwsSolutions" in rule
    ]

    assert reasons
    for rule, reason in reasons:
        assert len(reason) >= 40, rule


def test_cfn_lint_finds_no_errors(stack: Synthesized) -> None:
    template = Path(stack.outdir / f"{STACK}.template.json").read_text()

    matches = lint(template, config=ManualArgs(regions=REGIONS))

    errors = [f"{m.rule.id} {m.message}" for m in matches if m.rule.id.startswith("E")]
    assert errors == []
