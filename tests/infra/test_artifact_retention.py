"""Artifact retention in the template: superseded artifacts (the worker's tag) expire after
``artifactRetentionDays``; nothing else does, so a design's current answer is kept; the
worker may tag objects."""

from __future__ import annotations

from guinness.aws.artifact_bucket import SUPERSEDED_TAG
from infra.constructs.artifacts import SUPERSEDED_TAG as INFRA_TAG
from tests.infra.conftest import Synthesized


def _artifact_rules(synthesized: Synthesized) -> list[dict[str, object]]:
    for resource in synthesized.resources("AWS::S3::Bucket").values():
        rules = resource["Properties"].get("LifecycleConfiguration", {}).get("Rules", [])
        if any(rule.get("Id") == "expire-superseded-artifacts" for rule in rules):
            return list(rules)
    raise AssertionError("no bucket expires superseded artifacts")


def test_only_superseded_artifacts_expire_after_the_retention_age(
    synthesized: Synthesized,
) -> None:
    rules = {rule["Id"]: rule for rule in _artifact_rules(synthesized)}

    superseded = rules["expire-superseded-artifacts"]
    assert superseded["TagFilters"] == [SUPERSEDED_TAG]
    assert superseded["ExpirationInDays"] == 365
    assert all(
        "ExpirationInDays" not in rule
        for name, rule in rules.items()
        if name != "expire-superseded-artifacts"
    )
    assert INFRA_TAG == SUPERSEDED_TAG


def test_the_worker_may_tag_artifacts(synthesized: Synthesized) -> None:
    actions = synthesized.actions("des2code-worker")

    assert {"s3:PutObject", "s3:GetObjectTagging", "s3:PutObjectTagging"} <= actions
    assert "s3:PutObjectTagging" not in synthesized.actions("backend")
