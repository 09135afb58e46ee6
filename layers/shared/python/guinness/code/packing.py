"""Packing a code base folder into a zip archive (to send it to a backend)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path


def zip_folder(folder: Path) -> bytes:
    """Every regular file under ``folder`` (symlinks left out), paths relative to it."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and not path.is_symlink():
                archive.write(path, path.relative_to(folder).as_posix())
    return buffer.getvalue()
