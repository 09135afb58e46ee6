"""Which files of a code base are analysed, which are skipped and why, and reading a folder.

Archives and folders share these rules so that both give the same files under the same
paths: POSIX paths relative to the code base root, NFC-normalised.
"""

from __future__ import annotations

import os
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from guinness.errors import CodeArchiveError

Role = Literal["component", "story", "test", "page", "stylesheet", "declaration"]
Grammar = Literal["tsx", "typescript", "javascript", "vue", "svelte", "css", "scss"]

#: Folders never analysed, at any depth, with the category they are reported under.
SKIPPED_FOLDERS: dict[str, str] = {
    "node_modules": "node_modules",
    "bower_components": "vendored",
    "vendor": "vendored",
    "dist": "build_output",
    "build": "build_output",
    ".next": "build_output",
    ".nuxt": "build_output",
    ".svelte-kit": "build_output",
    "out": "build_output",
    "coverage": "build_output",
    "storybook-static": "build_output",
}
_MINIFIED = (".min.js", ".min.mjs", ".min.cjs", ".min.css")
_EXTENSIONS: dict[str, tuple[str, Grammar]] = {
    ".tsx": ("tsx", "tsx"),
    ".ts": ("ts", "typescript"),
    ".mts": ("ts", "typescript"),
    ".cts": ("ts", "typescript"),
    ".jsx": ("jsx", "javascript"),
    ".js": ("js", "javascript"),
    ".mjs": ("js", "javascript"),
    ".cjs": ("js", "javascript"),
    ".vue": ("vue", "vue"),
    ".svelte": ("svelte", "svelte"),
    ".css": ("css", "css"),
    ".scss": ("scss", "scss"),
}
_TYPE_DECLARATIONS = (".d.ts", ".d.mts", ".d.cts")


@dataclass(frozen=True)
class ImportLimits:
    """Bounds that keep a hostile or accidental upload from exhausting the function."""

    #: Larger files are skipped as ``too_large`` (generated bundles, fixtures).
    max_file_bytes: int = 1024 * 1024
    #: Files kept for analysis; more is refused.
    max_files: int = 20_000
    #: Bytes of the files kept for analysis; more is refused.
    max_total_bytes: int = 256 * 1024 * 1024
    #: Entries of an archive, skipped ones included; more is refused.
    max_entries: int = 250_000
    #: Declared uncompressed size of every archive entry; bounds decompression work.
    max_expanded_bytes: int = 2 * 1024 * 1024 * 1024
    #: Size of an archive file read from disk.
    max_archive_bytes: int = 512 * 1024 * 1024


@dataclass(frozen=True)
class SourceFile:
    """A file kept for analysis."""

    path: str
    data: bytes


@dataclass
class CodeTree:
    """The files of a code base to analyse, its project files, and the counts of the files
    left out."""

    files: list[SourceFile] = field(default_factory=list)
    #: ``package.json`` / ``tsconfig*.json`` / ``jsconfig.json`` by path: read for the
    #: module specifiers a consumer imports by (package ``exports``, path aliases).
    project_files: dict[str, bytes] = field(default_factory=dict)
    skipped: Counter[str] = field(default_factory=Counter)

    def keep(self, path: str, data: bytes) -> None:
        """Keep a file read from the code base: a project file or a file to analyse."""
        if is_project_file(path):
            self.project_files[path] = data
        else:
            self.files.append(SourceFile(path, data))


def normalize_path(path: str) -> str:
    """The canonical form of a relative path: POSIX separators, NFC, no empty parts."""
    parts = [part for part in path.replace("\\", "/").split("/") if part not in ("", ".")]
    return unicodedata.normalize("NFC", "/".join(parts))


def folder_skip_reason(name: str) -> str | None:
    """The category everything in a folder called ``name`` is skipped under, if any."""
    if name in SKIPPED_FOLDERS:
        return SKIPPED_FOLDERS[name]
    if name.startswith(".") or name == "__MACOSX":
        return "hidden"
    return None


def is_project_file(path: str) -> bool:
    """Whether a file is a project file: ``package.json``, ``tsconfig*.json`` or
    ``jsconfig*.json``."""
    name = path.rsplit("/", 1)[-1]
    return name == "package.json" or (
        name.startswith(("tsconfig", "jsconfig")) and name.endswith(".json")
    )


def skip_reason(path: str) -> str | None:
    """The category a file is skipped under, or ``None`` when it is analysed (or read as
    a project file)."""
    parts = path.split("/")
    for folder in parts[:-1]:
        category = folder_skip_reason(folder)
        if category is not None:
            return category
    name = parts[-1]
    if name.startswith("."):
        return "hidden"
    lower = name.lower()
    if lower.endswith(_MINIFIED):
        return "vendored"
    if language_of(path) is None and not is_project_file(path):
        return "unsupported"
    return None


def language_of(path: str) -> tuple[str, Grammar] | None:
    """The document language and the grammar of a supported file, else ``None``."""
    return _EXTENSIONS.get(os.path.splitext(path)[1].lower())


#: Folders whose files are an application's pages or routes, not reusable components.
_PAGE_FOLDERS = frozenset({"pages", "views", "routes"})
#: Route files of the Next.js app router (under an ``app`` folder).
_APP_ROUTER_FILES = frozenset(
    {"page", "layout", "template", "loading", "error", "global-error", "not-found", "default"}
)


def role_of(path: str) -> Role:
    """Whether a supported file implements components, is a story or test, is a page of an
    application, is a stylesheet, or only declares types (``.d.ts``: read for the props
    types other files import from it).

    Pages (recorded as usage of the components they render, never as components): files
    in a ``pages``, ``views`` or ``routes`` folder; the Next.js app router's route files
    (``app/**/page.tsx``, ``layout.tsx`` ...); SvelteKit's ``+page.svelte`` /
    ``+layout.svelte`` / ``+error.svelte``; and an application's root ``App`` component
    at the top of the code base or of ``src/``.
    """
    grammar = _EXTENSIONS[os.path.splitext(path)[1].lower()][1]
    if grammar in ("css", "scss"):
        return "stylesheet"
    if path.lower().endswith(_TYPE_DECLARATIONS):
        return "declaration"
    parts = path.split("/")
    infixes = parts[-1].lower().split(".")[1:-1]
    if "stories" in infixes or "story" in infixes:
        return "story"
    if "test" in infixes or "spec" in infixes or "__tests__" in parts[:-1]:
        return "test"
    stem = parts[-1].split(".", 1)[0]
    folders = [part.lower() for part in parts[:-1]]
    if _PAGE_FOLDERS.intersection(folders) or stem.startswith("+"):
        return "page"
    if "app" in folders and stem in _APP_ROUTER_FILES:
        return "page"
    if stem == "App" and folders in ([], ["src"]):
        return "page"
    return "component"


class FileBudget:
    """Counts kept files and bytes, and refuses a code base that exceeds the limits."""

    def __init__(self, limits: ImportLimits) -> None:
        self.limits = limits
        self.files = 0
        self.bytes = 0

    def admit(self, size: int) -> None:
        """Account for one more kept file of ``size`` bytes."""
        self.files += 1
        self.bytes += size
        if self.files > self.limits.max_files:
            raise CodeArchiveError(
                f"The code base has more than {self.limits.max_files} source files."
            )
        if self.bytes > self.limits.max_total_bytes:
            raise CodeArchiveError(
                f"The code base's source files exceed {self.limits.max_total_bytes} bytes."
            )


def read_directory(root: Path, limits: ImportLimits) -> CodeTree:
    """The files of a folder; symbolic links are never followed (counted as ``links``)."""
    if not root.is_dir():
        raise CodeArchiveError("The code base folder does not exist or is not a folder.")
    tree = CodeTree()
    budget = FileBudget(limits)
    pending: list[tuple[Path, str]] = [(root, "")]
    while pending:
        folder, prefix = pending.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
        except OSError as error:
            raise CodeArchiveError(f"The folder '{prefix or '.'}' cannot be read.") from error
        for entry in entries:
            relative = normalize_path(f"{prefix}/{entry.name}")
            if entry.is_symlink():
                tree.skipped["links"] += 1
            elif entry.is_dir(follow_symlinks=False):
                category = folder_skip_reason(entry.name)
                if category is None:
                    pending.append((Path(entry.path), relative))
                else:
                    tree.skipped[category] += _count_files(Path(entry.path))
            elif entry.is_file(follow_symlinks=False):
                _read_file(entry, relative, tree, budget)
            else:
                tree.skipped["unsupported"] += 1
    tree.files.sort(key=lambda source: source.path)
    return tree


def _read_file(entry: os.DirEntry[str], relative: str, tree: CodeTree, budget: FileBudget) -> None:
    category = skip_reason(relative)
    size = entry.stat(follow_symlinks=False).st_size
    if category is None and size > budget.limits.max_file_bytes:
        category = "too_large"
    if category is not None:
        tree.skipped[category] += 1
        return
    budget.admit(size)
    tree.keep(relative, Path(entry.path).read_bytes())


def _count_files(folder: Path) -> int:
    # Skipped folders are reported by how many files they hold, as archives are.
    count = 0
    for _, _, files in os.walk(folder):
        count += len(files)
    return count
