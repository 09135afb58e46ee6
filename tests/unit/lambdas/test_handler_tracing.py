"""Every Lambda entry point is wrapped by the platform's tracer: calling it opens the
handler's X-Ray subsegment before any of its own work runs."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from guinness.tracing import tracer
from tests.lambda_loader import LAMBDAS_DIR, FakeLambdaContext, load_handler

REPO_ROOT = LAMBDAS_DIR.parent
LAMBDAS = sorted(path.parent.name for path in LAMBDAS_DIR.glob("*/handler.py"))


class SubsegmentOpened(Exception):
    """The tracer opened a subsegment (raised instead, so the handler's body never runs)."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class RefusingProvider:
    """A tracing provider that records the first subsegment asked for and stops there."""

    @contextmanager
    def in_subsegment(self, name: str | None = None, **_: Any) -> Iterator[Any]:
        raise SubsegmentOpened(str(name))
        yield  # pragma: no cover


def _entry_points(module: Any) -> dict[str, Any]:
    """The module's public functions (``handler``, ``dead_letter_handler``)."""
    return {
        name: value
        for name, value in vars(module).items()
        if not name.startswith("_")
        and inspect.isfunction(value)
        and value.__module__ == module.__name__
    }


def _deployed_entry_points() -> set[str]:
    """The ``handler.<name>`` entry points the CDK app deploys."""
    sources = "\n".join(path.read_text() for path in (REPO_ROOT / "infra").rglob("*.py"))
    return {"handler", *re.findall(r'"handler\.(\w+)"', sources)}


def test_every_lambda_folder_has_a_handler_module() -> None:
    assert len(LAMBDAS) >= 9
    assert {"mcp", "backend", "ai", "des2code_worker", "migrate", "admin"} <= set(LAMBDAS)


def test_every_deployed_entry_point_exists() -> None:
    found = {name for lambda_name in LAMBDAS for name in _entry_points(load_handler(lambda_name))}

    assert _deployed_entry_points() <= found
    assert "dead_letter_handler" in found


@pytest.mark.parametrize("lambda_name", LAMBDAS)
def test_each_entry_point_runs_inside_a_tracer_subsegment(
    lambda_name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setattr(tracer, "provider", RefusingProvider())
    module = load_handler(lambda_name)
    entry_points = _entry_points(module)
    assert "handler" in entry_points

    for name, entry_point in entry_points.items():
        with pytest.raises(SubsegmentOpened) as opened:
            entry_point({}, FakeLambdaContext())

        assert opened.value.name == f"## {name}"


def test_handlers_never_put_their_response_in_a_trace() -> None:
    # The responses hold tool outputs, task bundles and new API keys.
    for path in sorted(LAMBDAS_DIR.glob("*/handler.py")):
        source = path.read_text()
        uses = re.findall(r"@tracer\.capture_lambda_handler(\([^)]*\))?", source)
        assert uses, f"{path.parent.name}: no @tracer.capture_lambda_handler"
        assert all(arguments == "(capture_response=False)" for arguments in uses), path
