"""The fixture code base is the demo code base plus the test-only extras, never a copy of the
demo (a hand-kept copy drifts from the demo the local stack imports)."""

from __future__ import annotations

import hashlib
import zipfile
from io import BytesIO
from pathlib import Path

from tests.fixture_codebase import (
    CODEBASE_EXTRAS,
    DEMO_CODEBASE,
    REPO,
    files_under,
    fixture_codebase_zip,
)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_no_extra_file_is_also_a_demo_file_at_the_same_path() -> None:
    extras = files_under(CODEBASE_EXTRAS)
    demo_files = [relative for relative in extras if (DEMO_CODEBASE / relative).exists()]

    assert extras, "the extras folder is empty"
    assert demo_files == [], "keep these files only in demo/codebase"


def test_no_test_fixture_is_a_copy_of_a_demo_code_base_file() -> None:
    demo = {_digest(path): relative for relative, path in files_under(DEMO_CODEBASE).items()}

    copies = {
        path.relative_to(REPO).as_posix(): demo[_digest(path)]
        for path in files_under(REPO / "tests" / "fixtures").values()
        if _digest(path) in demo
    }

    assert copies == {}, "read the demo's files from demo/codebase instead of copying them"


def test_the_fixture_code_base_holds_every_demo_file_and_every_extra_unchanged(
    fixture_codebase: Path,
) -> None:
    built = files_under(fixture_codebase)
    sources = {**files_under(DEMO_CODEBASE), **files_under(CODEBASE_EXTRAS)}

    assert set(files_under(DEMO_CODEBASE)) < set(built)
    assert set(built) == set(sources)
    assert {relative: _digest(path) for relative, path in built.items()} == {
        relative: _digest(path) for relative, path in sources.items()
    }


def test_the_fixture_code_base_zip_holds_the_same_files_as_the_folder(
    fixture_codebase: Path,
) -> None:
    with zipfile.ZipFile(BytesIO(fixture_codebase_zip())) as archive:
        zipped = {name: archive.read(name) for name in archive.namelist()}

    assert zipped == {
        relative: path.read_bytes() for relative, path in files_under(fixture_codebase).items()
    }
