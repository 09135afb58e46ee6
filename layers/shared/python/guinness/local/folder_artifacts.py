"""Des2Code artifacts as files in the local data folder, with the S3 bucket's semantics.

One file per key under the folder (``artifacts/12/0190....json``), written once: the body
goes to a temporary file that is then hard-linked into place, which fails when the key
exists, so two writers of one key cannot both win and a reader never sees half a file (a
process killed mid-write leaves only a temporary file, removed at the next start). The
superseded mark the S3 adapter keeps as an object tag is an empty file under ``.tags``.
Locally nothing expires: the lifecycle rule is the deployed bucket's.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from guinness.aws.artifact_bucket import MAX_ARTIFACT_BYTES

#: Where the superseded marks live, beside the artifacts (never a key: keys have no dot
#: segments).
TAGS_FOLDER = ".tags"
#: Prefix of a write in progress.
PARTIAL_PREFIX = ".partial-"


class FolderArtifactStore:
    """An :class:`guinness.ports.ArtifactStore` over the files under ``root``."""

    def __init__(self, root: Path) -> None:
        self._root = root
        self._root.mkdir(parents=True, exist_ok=True)
        self._remove_partial_writes()

    @property
    def root(self) -> Path:
        """The folder the artifacts are kept in."""
        return self._root

    def list_keys(self, prefix: str) -> list[str]:
        """Every key under ``prefix``, in key order (as S3 lists them)."""
        # Walk only the deepest folder the prefix names, then filter by the string prefix.
        folder_part = prefix.rsplit("/", 1)[0] if "/" in prefix else ""
        start = self._root / folder_part if folder_part else self._root
        if folder_part and not _is_safe_key(folder_part):
            return []
        if not start.is_dir():
            return []
        keys = []
        for directory, subdirectories, files in os.walk(start):
            subdirectories[:] = [name for name in subdirectories if not name.startswith(".")]
            base = Path(directory).relative_to(self._root).as_posix()
            for name in files:
                if name.startswith("."):
                    continue
                key = name if base == "." else f"{base}/{name}"
                if key.startswith(prefix):
                    keys.append(key)
        return sorted(keys)

    def read(self, key: str) -> bytes | None:
        """The file's bytes; None when it is missing or larger than any real artifact."""
        path = self._path(key)
        try:
            if path.stat().st_size > MAX_ARTIFACT_BYTES:
                return None
            return path.read_bytes()
        except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
            return None

    def exists(self, key: str) -> bool:
        """Whether a file exists at ``key``."""
        return self._path(key).is_file()

    def create(self, key: str, body: bytes) -> bool:
        """Write ``body`` only if nothing exists at ``key``; returns whether it wrote."""
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor, partial = tempfile.mkstemp(prefix=PARTIAL_PREFIX, dir=path.parent)
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(body)
                file.flush()
                os.fsync(file.fileno())
            try:
                os.link(partial, path)
            except FileExistsError:
                return False
            return True
        finally:
            os.unlink(partial)

    def mark_superseded(self, keys: list[str]) -> int:
        """Mark ``keys`` superseded (those already marked stay as they are); returns how
        many were marked now."""
        marked = 0
        for key in keys:
            if not self.exists(key):
                continue
            mark = self._tag_path(key)
            mark.parent.mkdir(parents=True, exist_ok=True)
            try:
                mark.touch(exist_ok=False)
            except FileExistsError:
                continue
            marked += 1
        return marked

    def is_superseded(self, key: str) -> bool:
        """Whether ``key`` is marked superseded."""
        return self._tag_path(key).is_file()

    def delete_prefix(self, prefix: str) -> int:
        """Delete every file under ``prefix`` and its mark; returns how many were deleted
        (0 when none was left: deleting twice is fine)."""
        keys = self.list_keys(prefix)
        for key in keys:
            self._path(key).unlink(missing_ok=True)
            self._tag_path(key).unlink(missing_ok=True)
        for key in keys:
            self._remove_empty_folders(self._path(key).parent, self._root)
            self._remove_empty_folders(self._tag_path(key).parent, self._root / TAGS_FOLDER)
        return len(keys)

    def _path(self, key: str) -> Path:
        if not _is_safe_key(key):
            raise ValueError(f"not an artifact key: {key!r}")
        return self._root / key

    def _tag_path(self, key: str) -> Path:
        return self._root / TAGS_FOLDER / self._path(key).relative_to(self._root)

    def _remove_partial_writes(self) -> None:
        for partial in self._root.rglob(f"{PARTIAL_PREFIX}*"):
            partial.unlink(missing_ok=True)

    @staticmethod
    def _remove_empty_folders(folder: Path, top: Path) -> None:
        while folder != top and folder.is_relative_to(top):
            try:
                folder.rmdir()
            except OSError:  # not empty, or already gone
                return
            folder = folder.parent


def _is_safe_key(key: str) -> bool:
    """A relative path of plain segments: no empty, dot or hidden segment, no backslash."""
    if not key or "\\" in key or "\x00" in key:
        return False
    return all(segment and not segment.startswith(".") for segment in key.split("/"))
