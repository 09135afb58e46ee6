"""The admin CLI run in this process, on the test's database."""

from __future__ import annotations

import json
from typing import Any

import pytest

from guinness.cli import admin
from guinness.db.databases import url_for
from guinness.settings import DatabaseSettings


@pytest.fixture
def run(
    db_settings: DatabaseSettings,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    """``run(*argv)``: guinness-admin's exit code, its answer (parsed JSON on success) and
    its stderr."""
    monkeypatch.setenv("DATABASE_URL", url_for(db_settings))

    def _run(*argv: str) -> tuple[int, Any, str]:
        code = admin.main(list(argv))
        captured = capsys.readouterr()
        output = json.loads(captured.out) if code == 0 and captured.out.strip() else captured.out
        return code, output, captured.err

    return _run
