"""What the Lambda layers ship: the shared-code layer is the ``guinness`` package without the
command-line tools and the local stack, and it is all every handler needs; the layer build
prints what both layers weigh."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.infra.conftest import REPO_ROOT, Synthesized

SOURCE = REPO_ROOT / "layers" / "shared" / "python" / "guinness"
BUILD_SCRIPT = REPO_ROOT / "scripts" / "build_layer.py"
HANDLERS = sorted(path.parent.name for path in (REPO_ROOT / "lambdas").glob("*/handler.py"))
#: Imports the handler file named by argv[1] as Lambda does, then prints where every
#: ``guinness`` module came from.
PROBE = """
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("handler", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
assert callable(module.handler)
print(json.dumps({
    name: getattr(loaded, "__file__", None)
    for name, loaded in sys.modules.items()
    if name.partition(".")[0] == "guinness"
}))
"""


def _files(folder: Path, pattern: str = "*") -> set[Path]:
    return {path.relative_to(folder) for path in folder.rglob(pattern) if path.is_file()}


def _size_mb(folder: Path) -> float:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file()) / 1024**2


def _imports(module: Path, layer: Path) -> set[str]:
    """Every module ``module`` imports, anywhere in it (relative imports resolved)."""
    package = list(module.relative_to(layer).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(), filename=str(module))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            anchor = package[: len(package) - node.level + 1] if node.level else []
            base = ".".join([*anchor, *([node.module] if node.module else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def _build(tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``build_layer.py --shared-only`` into ``tmp_path``; a requirements file that does not
    exist makes any download fail."""
    return subprocess.run(
        [
            sys.executable,
            str(BUILD_SCRIPT),
            "--shared-only",
            "--requirements",
            str(tmp_path / "no-requirements.txt"),
            "--output",
            str(tmp_path / "deps"),
            "--shared-output",
            str(tmp_path / "shared"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_shared_layer_ships_the_package_without_the_cli_and_the_local_stack(
    synthesized: Synthesized,
) -> None:
    python = synthesized.layer_asset("SharedCode") / "python"
    package = python / "guinness"
    assert not (package / "cli").exists()
    assert not (package / "local").exists()
    assert (package / "composition" / "__init__.py").is_file()
    assert (package / "clients" / "__init__.py").is_file()  # "cli" leaves "clients" alone
    migrations = {path for path in _files(SOURCE, "*.sql") if path.parts[0] not in ("cli", "local")}
    assert migrations
    assert _files(package, "*.sql") == migrations
    # No bytecode, caches or the metadata `pip install -e .` leaves beside the package.
    assert [path.name for path in python.iterdir()] == ["guinness"]
    assert not [path for path in package.rglob("*") if path.name in ("__pycache__", ".mypy_cache")]
    assert not list(package.rglob("*.pyc"))


def test_the_dependency_layer_ships_as_built_with_its_bytecode(synthesized: Synthesized) -> None:
    # Lambda's /opt is read-only: bytecode not shipped is compiled again at every cold start.
    python = synthesized.layer_asset("Dependencies") / "python"
    assert (python / "placeholder.txt").is_file()
    assert (python / "__pycache__" / "placeholder.cpython-312.pyc").is_file()


def test_no_module_of_the_shared_layer_imports_the_cli_or_the_local_stack(
    synthesized: Synthesized,
) -> None:
    # Catches imports inside functions too, which importing the handlers never runs.
    layer = synthesized.layer_asset("SharedCode") / "python"
    offending = {
        str(module.relative_to(layer)): sorted(
            name
            for name in _imports(module, layer)
            if tuple(name.split(".")[:2]) in {("guinness", "cli"), ("guinness", "local")}
        )
        for module in layer.rglob("*.py")
    }
    assert {module: names for module, names in offending.items() if names} == {}


@pytest.mark.parametrize("name", HANDLERS)
def test_every_handler_imports_with_only_the_shipped_layer_and_third_party_packages(
    synthesized: Synthesized, name: str
) -> None:
    layer = synthesized.layer_asset("SharedCode") / "python"
    handler = REPO_ROOT / "lambdas" / name / "handler.py"
    # No site (-S): the venv's .pth files would put layers/shared/python back on sys.path.
    third_party = dict.fromkeys(sysconfig.get_paths()[key] for key in ("purelib", "platlib"))
    path = os.pathsep.join([str(handler.parent), str(layer), *third_party])
    finished = subprocess.run(
        [sys.executable, "-S", "-P", "-c", PROBE, str(handler)],
        env={
            "PATH": os.environ.get("PATH", ""),
            "PYTHONPATH": path,
            "PYTHONDONTWRITEBYTECODE": "1",
            # As in Lambda: the tracer is on and patches botocore at import.
            "LAMBDA_TASK_ROOT": str(handler.parent),
        },
        cwd=handler.parent,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr[-3000:]
    loaded: dict[str, str | None] = json.loads(finished.stdout.splitlines()[-1])
    assert "guinness.composition" in loaded
    elsewhere = {
        module: file
        for module, file in loaded.items()
        if file is None or not Path(file).is_relative_to(layer)
    }
    assert elsewhere == {}


def test_the_layer_build_copies_exactly_what_the_deploy_ships(
    synthesized: Synthesized, tmp_path: Path
) -> None:
    finished = _build(tmp_path)
    assert finished.returncode == 0, finished.stderr
    assert _files(tmp_path / "shared") == _files(synthesized.layer_asset("SharedCode"))


def test_a_shared_only_build_prints_both_sizes_and_leaves_the_dependency_layer(
    tmp_path: Path,
) -> None:
    deps = tmp_path / "deps" / "python"
    deps.mkdir(parents=True)
    (deps / "blob.bin").write_bytes(bytes(2 * 1024**2))
    finished = _build(tmp_path)
    assert finished.returncode == 0, finished.stderr
    shared = _size_mb(tmp_path / "shared")
    assert 0.1 < shared < 20
    assert finished.stdout.splitlines() == [
        "dependency layer unzipped size: 2.0 MB",
        f"shared-code layer unzipped size: {shared:.1f} MB",
    ]
    assert (deps / "blob.bin").is_file()  # measured, not rebuilt
    package = tmp_path / "shared" / "python" / "guinness"
    assert (package / "composition").is_dir()
    assert not (package / "cli").exists()
    assert not (package / "local").exists()


def test_a_shared_only_build_says_when_no_dependency_layer_is_built(tmp_path: Path) -> None:
    finished = _build(tmp_path)
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout.splitlines()[0] == (
        f"dependency layer unzipped size: not built (no {tmp_path / 'deps' / 'python'})"
    )
    assert finished.stdout.splitlines()[1].startswith("shared-code layer unzipped size: ")


def test_the_layer_build_fails_when_both_layers_exceed_lambdas_limit(tmp_path: Path) -> None:
    deps = tmp_path / "deps" / "python"
    deps.mkdir(parents=True)
    with (deps / "blob.bin").open("wb") as blob:
        blob.truncate(250 * 1024**2)  # sparse: 250 MB to stat, nothing on disk
    finished = _build(tmp_path)
    assert finished.returncode == 1
    assert "dependency layer unzipped size: 250.0 MB" in finished.stdout.splitlines()
    assert "layers exceed Lambda's 250 MB unzipped limit" in finished.stderr
