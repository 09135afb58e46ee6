"""Build the Lambda layers without Docker: the third-party dependencies and the shared code.

Downloads manylinux arm64 wheels for CPython 3.12 (the Lambda runtime) of everything in
``requirements.txt`` into ``build/layers/deps/python``, removes what Lambda never loads
(caches, tests, type stubs, executables) and compiles bytecode when run by Python 3.12.
Copies the ``guinness`` package into ``build/layers/shared/python`` as the shared-code layer
ships it: without the packages only the command-line tools and the local stack import
(``infra/layer_contents.py`` names them, for this script and the CDK construct that
packages the layer from ``layers/shared``). Prints both layers' unzipped sizes and checks
their sum against Lambda's 250 MB limit (which the function code shares).

    python scripts/build_layer.py            # then: npx cdk deploy
    python scripts/build_layer.py --rds-ca-bundle global-bundle.pem   # aiStore=documentdb
    python scripts/build_layer.py --shared-only   # no download: the shared layer's size
"""

from __future__ import annotations

import argparse
import compileall
import py_compile
import shutil
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
# Run as a file, this script sees scripts/ only; the shared layer's contents are infra's.
sys.path.insert(0, str(REPO_ROOT))

from infra.layer_contents import (  # noqa: E402 - needs the repository root on sys.path
    CACHES,
    DEV_ONLY_PACKAGES,
    PACKAGE,
    SHARED_LAYER_DIR,
)

LAMBDA_PYTHON = (3, 12)
PLATFORMS = ("manylinux2014_aarch64", "manylinux_2_28_aarch64")
LAMBDA_LIMIT_MB = 250
#: Folders inside packages that only their own test suites use.
TEST_FOLDERS = frozenset({"tests", "test", "testing"})
#: Packages that need their ``testing`` module at run time.
KEEP_TESTING = frozenset({"numpy"})
STRIP_SUFFIXES = (".pyi", ".pyc", ".pyo")
RDS_CA_NAME = "rds-global-bundle.pem"


def main(argv: list[str] | None = None) -> int:
    """Build the layers; returns the exit code."""
    args = _parser().parse_args(argv)
    deps: Path = args.output.resolve()
    shared: Path = args.shared_output.resolve()
    if not args.shared_only:
        _build_dependencies(args.requirements.resolve(), deps, args.rds_ca_bundle)
    _build_shared(shared)
    total = shared_size = _size_mb(shared)
    if (deps / "python").is_dir():
        deps_size = _size_mb(deps)
        total += deps_size
        print(f"dependency layer unzipped size: {deps_size:.1f} MB")
    else:
        print(f"dependency layer unzipped size: not built (no {deps / 'python'})")
    print(f"shared-code layer unzipped size: {shared_size:.1f} MB")
    if total > LAMBDA_LIMIT_MB:
        print(f"error: layers exceed Lambda's {LAMBDA_LIMIT_MB} MB unzipped limit", file=sys.stderr)
        return 1
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requirements", type=Path, default=REPO_ROOT / "requirements.txt")
    parser.add_argument("--output", type=Path, default=REPO_ROOT / "build" / "layers" / "deps")
    parser.add_argument(
        "--shared-output", type=Path, default=REPO_ROOT / "build" / "layers" / "shared"
    )
    parser.add_argument(
        "--shared-only",
        action="store_true",
        help="build only the shared-code layer (no download); a dependency layer already "
        "built at --output is measured, not rebuilt",
    )
    parser.add_argument(
        "--rds-ca-bundle",
        type=Path,
        help="Amazon RDS CA bundle to ship at /opt/rds-global-bundle.pem (DocumentDB TLS)",
    )
    return parser


def _build_dependencies(requirements: Path, output: Path, rds_ca_bundle: Path | None) -> None:
    target = output / "python"
    if output.exists():
        shutil.rmtree(output)
    target.mkdir(parents=True)
    _install(requirements, target)
    removed = _strip(target)
    compiled = _compile(target)
    if rds_ca_bundle is not None:
        shutil.copyfile(rds_ca_bundle, output / RDS_CA_NAME)
    print(f"removed {removed} files Lambda never loads; bytecode compiled: {compiled}")


def _build_shared(output: Path) -> None:
    """``output/python/guinness``: the package without its dev-only packages and caches
    (data files such as the migrations' ``.sql`` stay)."""
    package = SHARED_LAYER_DIR / "python" / PACKAGE
    skip_caches = shutil.ignore_patterns(*CACHES)

    def skipped(folder: str, names: list[str]) -> set[str]:
        dev_only = DEV_ONLY_PACKAGES if Path(folder) == package else ()
        return set(skip_caches(folder, names)) | {name for name in names if name in dev_only}

    if output.exists():
        shutil.rmtree(output)
    shutil.copytree(package, output / "python" / PACKAGE, ignore=skipped)


def _install(requirements: Path, target: Path) -> None:
    command = [
        sys.executable, "-m", "pip", "install",
        "--quiet", "--disable-pip-version-check", "--no-compile",
        "--only-binary=:all:", "--implementation", "cp",
        "--python-version", ".".join(map(str, LAMBDA_PYTHON)),
        *(option for platform in PLATFORMS for option in ("--platform", platform)),
        "--target", str(target),
        "--requirement", str(requirements),
    ]  # fmt: skip
    subprocess.run(command, check=True)  # noqa: S603 - our own interpreter and arguments


def _strip(target: Path) -> int:
    removed = 0
    for path in sorted(target.rglob("*"), key=lambda p: len(p.parts), reverse=True):
        if not path.exists():
            continue
        top = path.relative_to(target).parts[0]
        if path.is_dir() and (
            path.name == "__pycache__"
            or (path.name in TEST_FOLDERS and top not in KEEP_TESTING and path.parent != target)
        ):
            removed += sum(1 for item in path.rglob("*") if item.is_file())
            shutil.rmtree(path)
        elif path.is_file() and path.suffix in STRIP_SUFFIXES:
            path.unlink()
            removed += 1
    bin_folder = target / "bin"
    if bin_folder.is_dir():
        removed += sum(1 for item in bin_folder.rglob("*") if item.is_file())
        shutil.rmtree(bin_folder)
    return removed


def _compile(target: Path) -> bool:
    if sys.version_info[:2] != LAMBDA_PYTHON:
        print(
            f"note: bytecode not compiled (run this with Python {LAMBDA_PYTHON[0]}."
            f"{LAMBDA_PYTHON[1]} to ship .pyc files; /opt is read-only in Lambda)",
            file=sys.stderr,
        )
        return False
    # Unchecked hashes: the layer is immutable, so Lambda never stats sources to validate.
    return compileall.compile_dir(
        str(target),
        quiet=1,
        workers=0,
        ddir="/opt/python",
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )


def _size_mb(folder: Path) -> float:
    total = sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())
    return total / (1024 * 1024)


if __name__ == "__main__":
    raise SystemExit(main())
