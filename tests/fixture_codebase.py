"""The fixture code base the code import tests read: the demo code base (``demo/codebase``,
which the local stack imports) plus the few files only the tests need, kept in
``tests/fixtures/codebase_extras`` — folders an import must skip (``node_modules``, ``dist``,
``vendor``), a file that does not parse, and a hidden ``.gitignore``, which also keeps that
``node_modules`` in git.

The demo's files are never copied into the tests (``tests/unit/test_fixture_codebase.py``
checks), so the two cannot drift apart. Tests take the session fixture ``fixture_codebase``
(``tests/conftest.py``); code without fixtures calls the functions here.
"""

from __future__ import annotations

import io
import shutil
import zipfile
from pathlib import Path, PurePosixPath

REPO = Path(__file__).resolve().parents[1]
DEMO_CODEBASE = REPO / "demo" / "codebase"
CODEBASE_EXTRAS = REPO / "tests" / "fixtures" / "codebase_extras"


def files_under(root: Path) -> dict[str, Path]:
    """The files under ``root`` by their POSIX path relative to it."""
    return {path.relative_to(root).as_posix(): path for path in root.rglob("*") if path.is_file()}


def fixture_codebase_files() -> dict[str, Path]:
    """Every file of the fixture code base by its POSIX path relative to the root, mapped to
    the file it is read from (in the demo code base or the extras), in path order."""
    files = {**files_under(DEMO_CODEBASE), **files_under(CODEBASE_EXTRAS)}
    return {relative: files[relative] for relative in sorted(files, key=PurePosixPath)}


def build_fixture_codebase(folder: Path) -> Path:
    """Copy the fixture code base into ``folder`` (created if missing) and return it."""
    for relative, source in fixture_codebase_files().items():
        target = folder / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    return folder


def fixture_codebase_zip() -> bytes:
    """The fixture code base as a zip archive, its files at the archive's root."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for relative, source in fixture_codebase_files().items():
            archive.write(source, relative)
    return buffer.getvalue()
