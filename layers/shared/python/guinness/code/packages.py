"""The type declarations of installed packages (``node_modules``), read on demand.

A component whose props come from a package (``React.ComponentProps<typeof
DialogPrimitive.Root>`` from ``radix-ui``, ``defineProps<AccordionRootProps>()`` from
``radix-vue``) has them declared in the package's ``.d.ts`` files. When a ``node_modules``
folder is present, those files are found the way TypeScript finds them (``exports`` with
the ``types`` condition, then ``types`` / ``typings``, then ``index.d.ts``; ``@types/*``
when a package ships none) and parsed into declaration-only modules the linker resolves
names against (:mod:`~guinness.code.declarations`).

Read-only and bounded: only files a props type leads to are read, each at most
``max_file_bytes``, at most ``max_files`` of them and for at most ``max_seconds`` per
import; what is left out stays unresolved. The frameworks' own packages (React, Vue,
Svelte) are never read: what they declare for a component is the DOM's attributes, not a
component's props.
"""

from __future__ import annotations

import json
import os
import posixpath
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tree_sitter import Node

from guinness.code.parsed import ExportEntry, ParsedModule
from guinness.code.script_module import read_exports, read_imports
from guinness.code.syntax import field, named, parse, text
from guinness.code.type_scope import TypeScope

#: Packages whose declarations are the framework's DOM and runtime types.
FRAMEWORK_PACKAGES = frozenset(
    {"react", "react-dom", "@types/react", "@types/react-dom", "vue", "svelte", "preact"}
)
_FRAMEWORK_SCOPES = ("@vue/", "@sveltejs/")
#: Export conditions tried in order: declarations first, then what a bundler would use.
_CONDITIONS = ("types", "typings", "import", "module", "require", "node", "default")
_DECLARATION_SUFFIXES = (".d.ts", ".d.mts", ".d.cts")
_SCRIPT_TO_DECLARATION = {".js": ".d.ts", ".mjs": ".d.mts", ".cjs": ".d.cts", ".ts": ".d.ts"}
_MANIFEST_BYTES = 1024 * 1024


@dataclass(frozen=True)
class PackageLimits:
    """How much of the installed packages one import may read."""

    max_files: int = 1500
    max_file_bytes: int = 2 * 1024 * 1024
    max_seconds: float = 20.0


def package_folders(start: Path) -> list[Path]:
    """The ``node_modules`` folders Node would search from ``start`` upwards, up to and
    including the repository root (the first folder with a ``.git``)."""
    found: list[Path] = []
    for folder in (start, *start.parents):
        candidate = folder / "node_modules"
        if candidate.is_dir():
            found.append(candidate)
        if (folder / ".git").exists():
            break
    return found


def is_declaration_path(path: str) -> bool:
    """Whether a module path names a package's declaration file (absolute, unlike the
    code base's relative paths)."""
    return os.path.isabs(path)


class PackageDeclarations:
    """Declaration modules of the packages under some ``node_modules`` folders."""

    def __init__(self, folders: list[Path], limits: PackageLimits | None = None) -> None:
        self.folders = [folder.resolve() for folder in folders if folder.is_dir()]
        self.limits = limits or PackageLimits()
        self._modules: dict[str, ParsedModule | None] = {}
        self._resolved: dict[tuple[str, str], str | None] = {}
        #: Each package's manifest, read once (None: no package there).
        self._manifests: dict[Path, dict[str, Any] | None] = {}
        self._deadline: float | None = None
        #: Files read so far, and the lookups refused by a limit.
        self.files_read = 0
        self.refused = 0

    def resolve(self, importer: str | None, specifier: str) -> str | None:
        """The declaration file an import of ``importer`` (a declaration file, or None for
        the code base) names, or None."""
        if not self.folders:
            return None
        key = (posixpath.dirname(importer) if importer else "", specifier)
        if key not in self._resolved:
            self._resolved[key] = self._resolve(importer, specifier)
        return self._resolved[key]

    def module(self, path: str) -> ParsedModule | None:
        """The declaration module at ``path`` (parsed on first use), or None."""
        if path not in self._modules:
            self._modules[path] = self._load(path)
        return self._modules[path]

    # Resolution ---------------------------------------------------------------------

    def _resolve(self, importer: str | None, specifier: str) -> str | None:
        spec = specifier.split("?", 1)[0]
        if spec.startswith("."):
            if importer is None:
                return None
            return _declaration_file(Path(posixpath.dirname(importer)) / spec)
        name, subpath = _split_package(spec)
        if not name or _is_framework(name):
            return None
        for folder in self._search_folders(importer):
            found = self._package_entry(folder / name, subpath)
            if found is None and not name.startswith("@types/"):
                found = self._package_entry(folder / "@types" / _types_name(name), subpath)
            if found is not None:
                return found
        return None

    def _search_folders(self, importer: str | None) -> list[Path]:
        """Node's lookup: ``node_modules`` beside and above a declaration file (inside the
        configured folders), then the configured folders."""
        folders: list[Path] = []
        if importer is not None:
            for parent in Path(importer).parents:
                if parent.name == "node_modules" and any(
                    parent == root or root in parent.parents for root in self.folders
                ):
                    folders.append(parent)
        folders.extend(folder for folder in self.folders if folder not in folders)
        return folders

    def _package_entry(self, package: Path, subpath: str) -> str | None:
        manifest_path = package / "package.json"
        if manifest_path not in self._manifests:
            self._manifests[manifest_path] = (
                _manifest(manifest_path) if manifest_path.is_file() else None
            )
        manifest = self._manifests[manifest_path]
        if manifest is None:
            return None
        exports = manifest.get("exports")
        key = "." if not subpath else f"./{subpath}"
        if exports is not None:
            target = _export_target(exports, key)
            if target is not None:
                return _declaration_file(package / target)
        if not subpath:
            for field_name in ("types", "typings"):
                value = manifest.get(field_name)
                if isinstance(value, str):
                    found = _declaration_file(package / value)
                    if found is not None:
                        return found
            main = manifest.get("main")
            if isinstance(main, str):
                found = _declaration_file(package / main)
                if found is not None:
                    return found
            return _declaration_file(package / "index")
        return _declaration_file(package / subpath)

    # Reading ------------------------------------------------------------------------

    def _load(self, path: str) -> ParsedModule | None:
        now = time.monotonic()
        if self._deadline is None:
            self._deadline = now + self.limits.max_seconds
        if self.files_read >= self.limits.max_files or now > self._deadline:
            self.refused += 1
            return None
        file = Path(path)
        try:
            if file.stat().st_size > self.limits.max_file_bytes:
                self.refused += 1
                return None
            data = file.read_bytes()
        except OSError:
            return None
        self.files_read += 1
        return declaration_module(path, data)


def declaration_module(path: str, data: bytes) -> ParsedModule:
    """A package's declaration file as a module."""
    module = ParsedModule(
        path=path, language="ts", framework="react", role="declaration", source=""
    )
    read_declarations(module, data)
    return module


def read_declarations(module: ParsedModule, data: bytes) -> None:
    """Fill ``module`` with a declaration file's imports, exports, types and declared
    values (no components). A construct the grammar does not know loses only its own
    declaration."""
    root = parse("typescript", data).root_node
    module.imports = read_imports(root)[0]
    module.exports = read_exports(root) + _declared_exports(root)
    module.type_scope = TypeScope(root)
    module.variant_systems = module.type_scope.variant_systems
    module.variant_aliases = module.type_scope.variant_aliases


def _declared_exports(root: Node) -> list[ExportEntry]:
    """What :func:`read_exports` leaves to declaration files: ``export declare const X``,
    ``export default X`` and ``export = X``."""
    entries: list[ExportEntry] = []
    for statement in named(root, "export_statement"):
        declaration = field(statement, "declaration")
        if declaration is not None and declaration.type == "ambient_declaration":
            for inner in declaration.named_children:
                named_nodes = [inner] if inner.type == "function_signature" else []
                for node in named_nodes + named(inner, "variable_declarator"):
                    name = text(field(node, "name"))
                    entries.append(ExportEntry(name, local=name))
        elif any(child.type in ("default", "=") for child in statement.children):
            value = next(
                (child for child in statement.named_children if child.type == "identifier"), None
            )
            if value is not None:
                entries.append(ExportEntry("default", local=text(value)))
    return entries


def _split_package(spec: str) -> tuple[str, str]:
    parts = spec.split("/")
    if spec.startswith("@"):
        return ("/".join(parts[:2]), "/".join(parts[2:])) if len(parts) > 1 else ("", "")
    return parts[0], "/".join(parts[1:])


def _is_framework(name: str) -> bool:
    return name in FRAMEWORK_PACKAGES or name.startswith(_FRAMEWORK_SCOPES)


def _types_name(name: str) -> str:
    """``@types`` naming: ``@scope/pkg`` is published as ``@types/scope__pkg``."""
    return name[1:].replace("/", "__") if name.startswith("@") else name


def _manifest(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > _MANIFEST_BYTES:
            return {}
        loaded = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _export_target(exports: Any, key: str) -> str | None:
    """The file ``exports`` maps the subpath ``key`` to, preferring declarations."""
    if isinstance(exports, str | list) or (
        isinstance(exports, dict) and not any(str(k).startswith(".") for k in exports)
    ):
        return _condition(exports) if key == "." else None
    if not isinstance(exports, dict):
        return None
    if key in exports:
        return _condition(exports[key])
    for pattern, value in exports.items():
        prefix, star, suffix = str(pattern).partition("*")
        if star and key.startswith(prefix) and key.endswith(suffix):
            matched = key[len(prefix) : len(key) - len(suffix) if suffix else None]
            target = _condition(value)
            return target.replace("*", matched) if target else None
    return None


def _condition(value: Any, depth: int = 0) -> str | None:
    if depth > 8:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        for item in value:
            found = _condition(item, depth + 1)
            if found is not None:
                return found
        return None
    if isinstance(value, dict):
        for condition in _CONDITIONS:
            if condition in value:
                found = _condition(value[condition], depth + 1)
                if found is not None:
                    return found
    return None


def _declaration_file(target: Path) -> str | None:
    """The declaration file for an import target: itself, its ``.d.ts`` sibling, or an
    ``index.d.ts`` inside it."""
    name = target.name
    candidates: list[Path] = []
    if name.endswith(_DECLARATION_SUFFIXES):
        candidates.append(target)
    else:
        stem, ext = os.path.splitext(name)
        if ext in _SCRIPT_TO_DECLARATION:
            candidates.append(target.with_name(stem + _SCRIPT_TO_DECLARATION[ext]))
        candidates.extend(target.with_name(name + suffix) for suffix in _DECLARATION_SUFFIXES)
        candidates.extend(target / f"index{suffix}" for suffix in _DECLARATION_SUFFIXES)
    for candidate in candidates:
        if candidate.is_file():
            return str(candidate.resolve())
    return None
