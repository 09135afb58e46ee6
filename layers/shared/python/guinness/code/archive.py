"""Safe, in-memory reading of a code base uploaded as a .zip or .tar.gz archive.

Nothing is written to disk. An entry whose path leaves the archive (``../``, absolute
paths, drive letters) or a link pointing out of it refuses the whole archive; so do more
entries, files or bytes than :class:`ImportLimits` allows (zip bombs). Reads are bounded,
so a zip entry that lies about its size cannot expand past the per-file cap.
"""

from __future__ import annotations

import io
import posixpath
import stat
import tarfile
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Literal

from guinness.code.walker import (
    CodeTree,
    FileBudget,
    ImportLimits,
    normalize_path,
    skip_reason,
)
from guinness.errors import CodeArchiveError

ArchiveFormat = Literal["zip", "tar"]

# A single folder holding everything (``zip -r app.zip my-app``) is a wrapper and is
# stripped, unless it is a conventional source folder that a folder import would keep.
_SOURCE_ROOTS = frozenset(
    {"src", "lib", "app", "apps", "components", "packages", "source", "styles", "pages", "ui"}
)


@dataclass(frozen=True)
class _Entry:
    path: str
    size: int
    kind: Literal["file", "dir", "link", "other"]
    open: Callable[[], IO[bytes] | None]


def sniff_format(data: bytes, name: str | None) -> ArchiveFormat:
    """Whether ``data`` is a zip or a (gzip-compressed) tar, by magic bytes, then by name."""
    if data[:4] in (b"PK\x03\x04", b"PK\x05\x06"):
        return "zip"
    if data[:2] == b"\x1f\x8b" or data[257:262] == b"ustar":
        return "tar"
    lower = (name or "").lower()
    if lower.endswith(".zip"):
        return "zip"
    if lower.endswith((".tar.gz", ".tgz", ".tar")):
        return "tar"
    raise CodeArchiveError("The upload is not a .zip or .tar.gz archive.")


def read_archive(data: bytes, *, name: str | None, limits: ImportLimits) -> CodeTree:
    """The files of an archive, with skipped ones counted by category."""
    fmt = sniff_format(data, name)
    try:
        if fmt == "zip":
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                return _collect(_zip_entries(archive, limits), limits)
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as archive:
            return _collect(_tar_entries(archive, limits), limits)
    except CodeArchiveError:
        raise
    except (zipfile.BadZipFile, tarfile.TarError, zlib.error, EOFError, OSError) as error:
        raise CodeArchiveError(f"The {fmt} archive is damaged or truncated.") from error
    except (NotImplementedError, RuntimeError) as error:
        # zipfile raises these for unsupported compression methods and encrypted entries.
        raise CodeArchiveError(f"The {fmt} archive uses an unsupported feature.") from error


def safe_member_path(raw: str) -> str:
    """The normalised path of an archive entry; refuses paths that leave the archive."""
    name = raw.replace("\\", "/")
    if "\x00" in name:
        raise CodeArchiveError("An archive entry has a NUL byte in its name.")
    if name.startswith("/") or (len(name) > 1 and name[1] == ":" and name[0].isalpha()):
        raise CodeArchiveError(f"The archive entry '{raw}' has an absolute path.")
    if ".." in name.split("/"):
        raise CodeArchiveError(f"The archive entry '{raw}' points outside the archive.")
    return normalize_path(name)


def _check_link(path: str, target: str) -> None:
    target = target.replace("\\", "/")
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(path), target))
    if target.startswith("/") or resolved == ".." or resolved.startswith("../"):
        raise CodeArchiveError(f"The archive link '{path}' points outside the archive.")


class _Expansion:
    """Counts entries and declared bytes while an archive's directory is read."""

    def __init__(self, limits: ImportLimits) -> None:
        self.limits = limits
        self.entries = 0
        self.bytes = 0

    def add(self, size: int) -> None:
        self.entries += 1
        self.bytes += max(size, 0)
        if self.entries > self.limits.max_entries:
            raise CodeArchiveError(f"The archive has more than {self.limits.max_entries} entries.")
        if self.bytes > self.limits.max_expanded_bytes:
            raise CodeArchiveError(
                f"The archive expands to more than {self.limits.max_expanded_bytes} bytes."
            )


def _zip_entries(archive: zipfile.ZipFile, limits: ImportLimits) -> list[_Entry]:
    expansion = _Expansion(limits)
    entries: list[_Entry] = []
    for info in archive.infolist():
        expansion.add(info.file_size)
        path = safe_member_path(info.filename)
        mode = info.external_attr >> 16
        if stat.S_ISLNK(mode):
            with archive.open(info) as handle:
                target = handle.read(4096).decode("utf-8", "replace")
            _check_link(path, target)
            entries.append(_Entry(path, 0, "link", lambda: None))
        elif info.is_dir():
            entries.append(_Entry(path, 0, "dir", lambda: None))
        else:
            entries.append(_Entry(path, info.file_size, "file", _opener(archive, info)))
    return entries


def _opener(archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> Callable[[], IO[bytes]]:
    return lambda: archive.open(info)


def _tar_entries(archive: tarfile.TarFile, limits: ImportLimits) -> list[_Entry]:
    expansion = _Expansion(limits)
    entries: list[_Entry] = []
    # Iterating reads headers one by one, so a bomb is refused before it is expanded.
    for member in archive:
        expansion.add(member.size)
        path = safe_member_path(member.name)
        if member.issym():
            _check_link(path, member.linkname)
            entries.append(_Entry(path, 0, "link", lambda: None))
        elif member.islnk():
            _check_link("", member.linkname)
            entries.append(_Entry(path, 0, "link", lambda: None))
        elif member.isdir():
            entries.append(_Entry(path, 0, "dir", lambda: None))
        elif member.isfile():
            entries.append(_Entry(path, member.size, "file", _tar_opener(archive, member)))
        else:
            entries.append(_Entry(path, 0, "other", lambda: None))
    return entries


def _tar_opener(
    archive: tarfile.TarFile, member: tarfile.TarInfo
) -> Callable[[], IO[bytes] | None]:
    return lambda: archive.extractfile(member)


def _wrapper_folder(entries: list[_Entry]) -> str | None:
    paths = [entry.path for entry in entries if entry.path and entry.path != "__MACOSX"]
    paths = [path for path in paths if not path.startswith("__MACOSX/")]
    tops = {path.split("/", 1)[0] for path in paths}
    if len(tops) != 1:
        return None
    top = tops.pop()
    inside = [path for path in paths if path != top]
    if not inside or top in _SOURCE_ROOTS:
        return None
    return top


def _collect(entries: list[_Entry], limits: ImportLimits) -> CodeTree:
    wrapper = _wrapper_folder(entries)
    tree = CodeTree()
    budget = FileBudget(limits)
    for entry in entries:
        path = entry.path
        if wrapper is not None:
            path = path.removeprefix(wrapper).lstrip("/")
        if entry.kind == "dir" or not path:
            continue
        if entry.kind == "link":
            tree.skipped["links"] += 1
            continue
        category = "unsupported" if entry.kind == "other" else skip_reason(path)
        if category is None and entry.size > limits.max_file_bytes:
            category = "too_large"
        if category is not None:
            tree.skipped[category] += 1
            continue
        data = _read_bounded(entry, limits.max_file_bytes)
        if data is None:
            tree.skipped["too_large"] += 1
            continue
        budget.admit(len(data))
        tree.keep(path, data)
    # Duplicate entries: the last one wins, as when extracting.
    unique = {source.path: source for source in tree.files}
    tree.files = sorted(unique.values(), key=lambda source: source.path)
    return tree


def _read_bounded(entry: _Entry, cap: int) -> bytes | None:
    handle = entry.open()
    if handle is None:
        return b""
    with handle:
        data = handle.read(cap + 1)
    return None if len(data) > cap else data
