"""Loading a Lambda's ``handler.py`` from the repository's ``lambdas/`` folder.

Every Lambda names its entry module ``handler``, so they are loaded by path under distinct
module names. Only local runs and tests do this; in AWS each function has its own code.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

#: The repository root (this file is layers/shared/python/guinness/local/lambda_modules.py).
REPO_ROOT = Path(__file__).resolve().parents[5]


def load_handler(name: str, *, lambdas_dir: Path | None = None) -> ModuleType:
    """A fresh import of ``lambdas/<name>/handler.py`` (a new cold start)."""
    path = (lambdas_dir or REPO_ROOT / "lambdas") / name / "handler.py"
    if not path.is_file():
        raise FileNotFoundError(f"no Lambda handler at {path}; run from a repository checkout")
    module_name = f"lambda_{name}_handler"
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    return module
