"""Fixtures of the code import tests: the authored fixture code base, imported once."""

from __future__ import annotations

from pathlib import Path

import pytest

from guinness.code import CodeImport, import_code_base
from tests.unit.code.expectations import ORGANIZATION_ID, PROJECT_ID

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "codebase"


@pytest.fixture(scope="session")
def codebase() -> Path:
    """The fixture code base folder (React, Vue, Svelte, SCSS, and folders to skip)."""
    return FIXTURE


@pytest.fixture(scope="session")
def imported(codebase: Path) -> CodeImport:
    """The fixture code base imported from its folder."""
    return import_code_base(codebase, project_id=PROJECT_ID, organization_id=ORGANIZATION_ID)
