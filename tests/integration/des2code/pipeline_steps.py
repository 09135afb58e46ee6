"""Steps the Des2Code pipeline tests share: importing a design and the fixture code base,
triggering a request, the worker handler, the artifacts in the bucket."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from guinness.contracts.des2code import artifact_prefix
from tests.fixture_codebase import fixture_codebase_zip
from tests.lambda_loader import load_handler
from tests.pipeline_stack import BUCKET, Pipeline

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures"
FILE_KEY = "SHOPKEY"


def load_worker_handler(
    pipeline: Pipeline, monkeypatch: pytest.MonkeyPatch, **overrides: str
) -> Any:
    """The real worker Lambda handler, cold-started with the pipeline's worker variables
    (plus ``overrides``) in its environment, as the deployed function would be."""
    for name, value in {**pipeline.worker_environment, **overrides}.items():
        monkeypatch.setenv(name, value)
    return load_handler("des2code_worker")


def import_all(pipeline: Pipeline) -> str:
    design = pipeline.http.post(
        "/internal/imports/designs",
        params={"file_key": FILE_KEY},
        headers=pipeline.headers(),
        content=(FIXTURES / "figma" / "shop_checkout.json").read_bytes(),
    )
    assert design.status_code == 200, design.text
    code = pipeline.http.post(
        "/internal/imports/code",
        params={"archive_name": "codebase.zip"},
        headers=pipeline.headers(),
        content=fixture_codebase_zip(),
    )
    assert code.status_code == 200, code.text
    assert code.json()["index"]["status"] in ("building", "ready")
    return f"{pipeline.scope.project_id}_{FILE_KEY}_1:2"


def trigger(pipeline: Pipeline, design_id: str) -> Any:
    return pipeline.http.post(
        "/internal/des2code",
        headers=pipeline.headers(),
        json={
            "design_id": design_id,
            "project_id": pipeline.scope.project_id,
            "organization_id": pipeline.scope.organization_id,
        },
    )


def objects(pipeline: Pipeline, design_id: str) -> list[str]:
    prefix = artifact_prefix(
        organization_id=pipeline.scope.organization_id,
        project_id=pipeline.scope.project_id,
        design_id=design_id,
    )
    listed = pipeline.s3.list_objects_v2(Bucket=BUCKET, Prefix=prefix)
    return [item["Key"] for item in listed.get("Contents", [])]
