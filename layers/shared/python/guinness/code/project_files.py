"""The project files of a code base (``package.json``, ``tsconfig*.json``,
``jsconfig*.json``), read for the module specifiers its components are imported by.

They come from the code base and, for a folder import, from the folders above it up to
its repository root: a monorepo's ``tsconfig.json`` usually sits there. JSON with comments
and trailing commas is read, as ``tsconfig.json`` allows; a project file of the code base
that is not valid JSON is reported, one above it is ignored.
"""

from __future__ import annotations

import json
import posixpath
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guinness.code.walker import is_project_file

_ABOVE_LEVELS = 8
_PROJECT_FILE_BYTES = 1024 * 1024
_STRINGS_AND_COMMENTS = re.compile(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', re.S)
_STRINGS_AND_TRAILING_COMMAS = re.compile(r'("(?:\\.|[^"\\])*")|,(?=\s*[}\]])')


@dataclass
class ProjectFiles:
    """The project files that apply to a code base, by path in one frame of reference:
    absolute-looking paths whose ``/`` is the highest folder read (the code base root
    itself for an archive), so files above the code base have paths too."""

    root: str = "/"
    files: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: Project files of the code base that are not valid JSON: path → reason.
    problems: dict[str, str] = field(default_factory=dict)


def read_project_files(inside: dict[str, bytes], folder: Path | None = None) -> ProjectFiles:
    """The project files of a code base (``inside``, by path from its root) and, when it
    is a folder, those of the folders above it up to the repository root."""
    project = ProjectFiles()
    if folder is not None and not (folder / ".git").exists():
        above: list[Path] = []
        for parent in folder.parents:
            if len(above) == _ABOVE_LEVELS:
                break
            above.append(parent)
            if (parent / ".git").exists():
                break
        # The highest folder read is `/`; the code base root sits below it.
        names = [parent.name for parent in reversed(above[:-1])] + [folder.name]
        project.root = "/" + "/".join(names)
        for level, parent in enumerate(above):
            location = "/" + "/".join(names[: len(names) - level - 1])
            for path in sorted(parent.glob("*.json")):
                try:
                    readable = path.is_file() and path.stat().st_size <= _PROJECT_FILE_BYTES
                    data = path.read_bytes() if readable and is_project_file(path.name) else None
                except OSError:
                    continue  # a folder above the code base that we may not read
                if data is not None:
                    _add(project, posixpath.join(location, path.name), data, None)
    for relative, data in sorted(inside.items()):
        _add(project, posixpath.join(project.root, relative), data, relative)
    return project


def _add(project: ProjectFiles, path: str, data: bytes, relative: str | None) -> None:
    try:
        value = _loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError) as error:
        if relative is not None:
            project.problems[relative] = f"not valid JSON ({error})"
        return
    if isinstance(value, dict):
        project.files[path] = value
    elif relative is not None:
        project.problems[relative] = "not a JSON object"


def _loads(text: str) -> Any:
    """JSON with comments and trailing commas, as ``tsconfig.json`` allows."""
    text = _STRINGS_AND_COMMENTS.sub(lambda match: match.group(1) or "", text)
    text = _STRINGS_AND_TRAILING_COMMAS.sub(lambda match: match.group(1) or "", text)
    return json.loads(text)
