"""Loads ``lambdas/<name>/handler.py`` as a module of its own (every Lambda names its
entry module ``handler``, so they cannot all be imported by that name)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

LAMBDAS_DIR = Path(__file__).resolve().parents[1] / "lambdas"


def load_handler(name: str) -> ModuleType:
    """A fresh import of ``lambdas/<name>/handler.py`` (a new cold start)."""
    path = LAMBDAS_DIR / name / "handler.py"
    module_name = f"lambda_{name}_handler"
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module


class FakeLambdaContext:
    """The attributes Powertools reads from a Lambda context."""

    function_name = "test-function"
    memory_limit_in_mb = 256
    invoked_function_arn = "arn:aws:lambda:eu-west-1:123456789012:function:test-function"
    aws_request_id = "00000000-0000-4000-8000-000000000000"

    def get_remaining_time_in_millis(self) -> int:
        return 30_000
