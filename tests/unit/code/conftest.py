"""Fixtures of the code import tests: the fixture code base, imported once."""

from __future__ import annotations

from pathlib import Path

import pytest

from guinness.code import CodeImport, import_code_base
from tests.unit.code.expectations import ORGANIZATION_ID, PROJECT_ID


@pytest.fixture(scope="session")
def imported(fixture_codebase: Path) -> CodeImport:
    """The fixture code base (React, Vue, Svelte, SCSS, and folders to skip) imported from
    its folder."""
    return import_code_base(
        fixture_codebase, project_id=PROJECT_ID, organization_id=ORGANIZATION_ID
    )
