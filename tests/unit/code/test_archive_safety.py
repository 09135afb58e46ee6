from __future__ import annotations

import io
import tarfile
import zipfile
from pathlib import Path

import pytest

from guinness.code import CodeImport, ImportLimits, import_code_base
from guinness.errors import CodeArchiveError
from tests.unit.code.archives import tar_gz_with, zip_with, zip_with_symlink

BUTTON = b"export const Button = () => <button className='btn' />;\n"


def _import(
    data: bytes | Path, *, name: str | None = None, limits: ImportLimits | None = None
) -> CodeImport:
    return import_code_base(data, project_id=1, organization_id=1, archive_name=name, limits=limits)


@pytest.mark.parametrize(
    "entry",
    ["../evil.tsx", "src/../../evil.tsx", "/etc/passwd", "C:/Windows/evil.tsx", "..\\evil.tsx"],
)
def test_a_zip_entry_leaving_the_archive_refuses_it(entry: str) -> None:
    with pytest.raises(CodeArchiveError, match=r"outside the archive|absolute path"):
        _import(zip_with({"src/Button.tsx": BUTTON, entry: b"x"}))


def test_a_tar_entry_leaving_the_archive_refuses_it() -> None:
    members = [tarfile.TarInfo("src/Button.tsx"), tarfile.TarInfo("../../etc/cron.d/evil")]
    data = {"src/Button.tsx": BUTTON, "../../etc/cron.d/evil": b"x"}

    with pytest.raises(CodeArchiveError, match="outside the archive"):
        _import(tar_gz_with(members, data))


def test_a_tar_symlink_pointing_out_of_the_archive_refuses_it() -> None:
    link = tarfile.TarInfo("src/secrets.ts")
    link.type = tarfile.SYMTYPE
    link.linkname = "../../../home/user/.aws/credentials"

    with pytest.raises(CodeArchiveError, match=r"link 'src/secrets\.ts' points outside"):
        _import(tar_gz_with([link]))


def test_a_zip_symlink_pointing_out_of_the_archive_refuses_it() -> None:
    with pytest.raises(CodeArchiveError, match="points outside"):
        _import(zip_with_symlink("src/id_rsa.ts", "/root/.ssh/id_rsa"))


def test_a_symlink_inside_the_archive_is_skipped_not_followed() -> None:
    link = tarfile.TarInfo("src/Alias.tsx")
    link.type = tarfile.SYMTYPE
    link.linkname = "Button.tsx"
    result = _import(
        tar_gz_with([tarfile.TarInfo("src/Button.tsx"), link], {"src/Button.tsx": BUTTON})
    )

    assert [source.path for source in result.sources] == ["src/Button.tsx"]
    assert result.skipped == {"links": 1}


def test_a_zip_bomb_is_refused_by_its_expanded_size() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("src/Button.tsx", BUTTON)
        for index in range(4):
            archive.writestr(f"src/bomb{index}.css", b"\0" * 2_000_000)
    limits = ImportLimits(max_expanded_bytes=5_000_000)

    assert len(buffer.getvalue()) < 100_000
    with pytest.raises(CodeArchiveError, match="expands to more than 5000000 bytes"):
        _import(buffer.getvalue(), limits=limits)


def test_a_zip_entry_lying_about_its_size_is_never_read_past_the_file_cap() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("src/Button.tsx", BUTTON)
        archive.writestr("src/huge.css", b"a" * 300_000)
    data = bytearray(buffer.getvalue())
    # Rewrite the central directory's uncompressed size of huge.css to claim 10 bytes.
    entry = data.rfind(b"PK\x01\x02")
    data[entry + 24 : entry + 28] = (10).to_bytes(4, "little")
    limits = ImportLimits(max_file_bytes=1_000)

    # zipfile stops at the declared size, so the check of the entry's CRC fails instead.
    with pytest.raises(CodeArchiveError, match="damaged or truncated"):
        _import(bytes(data), limits=limits)


def test_too_many_files_are_refused() -> None:
    entries = {f"src/C{index}.tsx": BUTTON for index in range(30)}

    with pytest.raises(CodeArchiveError, match="more than 20 source files"):
        _import(zip_with(entries), limits=ImportLimits(max_files=20))


def test_too_many_entries_are_refused_even_when_skipped() -> None:
    entries = {f"node_modules/pkg/f{index}.js": b"x" for index in range(30)}

    with pytest.raises(CodeArchiveError, match="more than 20 entries"):
        _import(zip_with(entries), limits=ImportLimits(max_entries=20))


def test_too_many_source_bytes_are_refused() -> None:
    entries = {f"src/C{index}.tsx": BUTTON * 20 for index in range(10)}

    with pytest.raises(CodeArchiveError, match="exceed 5000 bytes"):
        _import(zip_with(entries), limits=ImportLimits(max_total_bytes=5_000))


def test_files_over_the_size_cap_are_skipped_as_too_large() -> None:
    result = _import(
        zip_with({"src/Button.tsx": BUTTON, "src/tokens.css": b".a{}" * 1_000}),
        limits=ImportLimits(max_file_bytes=1_000),
    )

    assert [source.component_name for source in result.sources] == ["Button"]
    assert result.skipped == {"too_large": 1}


def test_bytes_that_are_not_an_archive_are_refused() -> None:
    with pytest.raises(CodeArchiveError, match=r"not a \.zip or \.tar\.gz"):
        _import(b"just some text", name="notes.txt")


def test_a_truncated_archive_is_refused_as_damaged() -> None:
    data = zip_with({"src/Button.tsx": BUTTON * 50})

    with pytest.raises(CodeArchiveError, match="damaged or truncated"):
        _import(data[: len(data) // 2], name="code.zip")


def test_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CodeArchiveError, match="neither a folder nor an archive"):
        _import(tmp_path / "missing")


def test_a_file_that_is_not_utf8_is_unparseable() -> None:
    result = _import(
        zip_with({"src/Button.tsx": BUTTON, "src/Latin.tsx": "const é = 1;".encode("latin-1")})
    )

    assert [(problem.path, problem.reason) for problem in result.unparseable] == [
        ("src/Latin.tsx", "not UTF-8 text")
    ]
