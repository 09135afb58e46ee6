"""Archive factories: a folder packed as .zip or .tar.gz, or hand-made hostile entries."""

from __future__ import annotations

import io
import stat
import tarfile
import zipfile
from pathlib import Path


def _files(root: Path) -> list[Path]:
    return sorted(path for path in root.rglob("*") if path.is_file())


def zip_of(root: Path, *, prefix: str = "") -> bytes:
    """``root``'s files in a zip, under ``prefix`` (e.g. ``"acme-web/"``)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in _files(root):
            archive.write(path, prefix + path.relative_to(root).as_posix())
    return buffer.getvalue()


def tar_gz_of(root: Path, *, prefix: str = "") -> bytes:
    """``root``'s files in a gzip-compressed tar, under ``prefix``."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for path in _files(root):
            archive.add(path, prefix + path.relative_to(root).as_posix())
    return buffer.getvalue()


def zip_with(entries: dict[str, bytes]) -> bytes:
    """A zip holding exactly ``entries`` (names are written as given, unchecked)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(zipfile.ZipInfo(name), data)
    return buffer.getvalue()


def zip_with_symlink(name: str, target: str) -> bytes:
    """A zip whose only entry is a symbolic link ``name`` → ``target``."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        info = zipfile.ZipInfo(name)
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        archive.writestr(info, target)
    return buffer.getvalue()


def tar_gz_with(members: list[tarfile.TarInfo], data: dict[str, bytes] | None = None) -> bytes:
    """A .tar.gz of hand-made members (file contents from ``data`` by name)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for member in members:
            content = (data or {}).get(member.name)
            if content is not None:
                member.size = len(content)
            archive.addfile(member, io.BytesIO(content) if content is not None else None)
    return buffer.getvalue()
