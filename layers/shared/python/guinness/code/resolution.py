"""Resolving import specifiers to files, and exported names to the components behind them.

A barrel (``index.ts`` with ``export * from './Button'``) never owns a component: an
exported name is followed through re-exports and imports to the file that defines it.
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterable

from guinness.code.packages import PackageDeclarations, is_declaration_path
from guinness.code.parsed import ExportEntry, ParsedComponent, ParsedModule

_EXTENSIONS = (
    ".tsx",
    ".ts",
    ".jsx",
    ".js",
    ".mjs",
    ".cjs",
    ".vue",
    ".svelte",
    ".css",
    ".scss",
    ".d.ts",
)
#: The usual aliases when the project files declare none: `@/x` and `~/x` for the source
#: folder, SvelteKit's `$lib/x` for `src/lib`.
_ALIASES = {"@/": ("src/", ""), "~/": ("src/", ""), "$lib/": ("src/lib/", "")}
#: TypeScript's rule for ESM imports written with the emitted extension (`./index.js`).
_EMITTED_SOURCES = {
    ".js": (".ts", ".tsx"),
    ".jsx": (".tsx",),
    ".mjs": (".mts",),
    ".cjs": (".cts",),
}

#: A component's address: the file that defines it and its name there.
Target = tuple[str, str]


class ModuleGraph:
    """The modules of one code base, with memoised export resolution, and the declaration
    files of its installed packages (when there are any) for resolving types."""

    def __init__(
        self,
        modules: Iterable[ParsedModule],
        files: Iterable[str],
        packages: PackageDeclarations | None = None,
        aliases: Callable[[str, str], list[str]] | None = None,
        workspace: Callable[[str], list[str]] | None = None,
    ) -> None:
        self.modules = {module.path: module for module in modules}
        self.files = set(files)
        self.packages = packages
        #: The project's own path aliases: (importer, specifier) → candidate paths.
        self.aliases = aliases
        #: Packages of the code base by name (a monorepo): specifier → candidate paths.
        self.workspace = workspace
        self._exports: dict[str, dict[str, Target]] = {}
        self._folders: set[str] | None = None
        self._suffixes: dict[str, str | None] = {}

    def resolve(self, importer: str, specifier: str) -> str | None:
        """The file an import specifier of ``importer`` names, or ``None`` (a package)."""
        spec = specifier.split("?", 1)[0]
        alias = next((prefix for prefix in _ALIASES if spec.startswith(prefix)), None)
        declared = self.aliases(importer, spec) if self.aliases and spec[:1] != "." else []
        if declared:
            roots = declared
        elif spec.startswith("."):
            roots = [posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))]
        elif alias is not None:
            roots = [folder + spec[len(alias) :] for folder in _ALIASES[alias]]
        elif spec.startswith("/"):
            roots = [spec[1:]]
        elif "/" in spec and not spec.startswith("@"):
            # A bare path resolved against `baseUrl` (often the root or `src/`).
            roots = [f"src/{spec}", spec]
        else:
            roots = []
        if not spec.startswith((".", "/")) and alias is None and not declared and self.workspace:
            roots = [*roots, *self.workspace(spec)]
        for root in roots:
            if root.startswith("../") or root == "..":
                continue
            found = self._file(root)
            if found is not None:
                return found
        if alias is not None and not declared:
            return self._by_suffix(spec[len(alias) :])
        return None

    def resolve_declaration(self, importer: str, specifier: str) -> str | None:
        """Like :meth:`resolve`, but a package's import leads to its declaration file."""
        if is_declaration_path(importer):
            return self.packages.resolve(importer, specifier) if self.packages else None
        found = self.resolve(importer, specifier)
        if found is None and self.packages is not None and not specifier.startswith("."):
            return self.packages.resolve(None, specifier)
        stem, extension = posixpath.splitext(found or "")
        if extension in (".js", ".mjs", ".cjs") and f"{stem}.d.ts" in self.files:
            return f"{stem}.d.ts"  # a script's types are in the declaration file beside it
        return found

    def module(self, path: str) -> ParsedModule | None:
        """The code base's module at ``path``, or a package's declaration module."""
        found = self.modules.get(path)
        if found is None and self.packages is not None and is_declaration_path(path):
            return self.packages.module(path)
        return found

    def _file(self, root: str) -> str | None:
        stem, extension = posixpath.splitext(root)
        for candidate in (
            root,
            *(stem + source for source in _EMITTED_SOURCES.get(extension, ())),
            *(root + ext for ext in _EXTENSIONS),
            *(f"{root}/index{ext}" for ext in _EXTENSIONS),
        ):
            if candidate in self.files:
                return candidate
        return None

    def _by_suffix(self, spec: str) -> str | None:
        """An alias path written from a larger project than the imported folder
        (``@/registry/ui/toggle`` when only ``ui/`` was imported): the longest tail of it
        that names exactly one file here; none when a tail names several."""
        if spec not in self._suffixes:
            self._suffixes[spec] = self._unique_tail(spec)
        return self._suffixes[spec]

    def _unique_tail(self, spec: str) -> str | None:
        if self._folders is None:
            self._folders = {""} | {
                posixpath.dirname(path) + "/" for path in self.files if "/" in path
            }
        parts = spec.split("/")
        for start in range(1, len(parts)):
            tail = "/".join(parts[start:])
            found = {
                file for folder in self._folders if (file := self._file(folder + tail)) is not None
            }
            if len(found) == 1:
                return found.pop()
            if found:
                return None  # ambiguous: no link rather than a wrong one
        return None

    def resolve_local(
        self, module: ParsedModule, local: str, seen: frozenset[str] = frozenset()
    ) -> Target | None:
        """The component a local name of ``module`` stands for (defined or imported)."""
        component = module.component(local)
        if component is not None:
            return module.path, component.name
        head, _, rest = local.partition(".")
        for binding in module.imports:
            if binding.local != head:
                continue
            target = self.resolve(module.path, binding.source)
            if target is None:
                return None
            if binding.imported == "*":
                head, _, rest = rest.partition(".")
                found = self.resolve_export(target, head, seen) if head else None
            else:
                found = self.resolve_export(target, binding.imported, seen)
            return self._member(found, rest) if found and rest else found
        if rest:
            owner = module.component(head)
            if owner is not None:
                return self._member((module.path, owner.name), rest)
        return None

    def _member(self, owner: Target, member: str) -> Target | None:
        """``Card.Header``: the part of compound component ``owner`` called ``member``."""
        module = self.modules.get(owner[0])
        if module is None:
            return None
        wanted = {f"{prefix}.{member}" for prefix in self._names_of(module, owner[1])}
        for component in module.components:
            if wanted & {component.name, *component.aliases}:
                return module.path, component.name
        return None

    @staticmethod
    def _names_of(module: ParsedModule, component: str) -> set[str]:
        return {component} | {
            local for local, target in module.bindings.items() if target == component
        }

    def resolve_export(
        self, path: str, name: str, seen: frozenset[str] = frozenset()
    ) -> Target | None:
        """The component a module exports as ``name`` (following barrels), if any."""
        return self.exports_of(path, seen).get(name)

    def exports_of(self, path: str, seen: frozenset[str] = frozenset()) -> dict[str, Target]:
        """Every exported name of a module that leads to a component."""
        if path in self._exports:
            return self._exports[path]
        module = self.modules.get(path)
        if module is None or path in seen:
            return {}
        seen = seen | {path}
        found: dict[str, Target] = {}
        for entry in module.exports:
            if entry.exported == "*":
                continue
            target = self._entry_target(module, entry, seen)
            if target is not None:
                found[entry.exported] = target
        for entry in module.exports:
            if entry.exported == "*" and entry.source is not None:
                source = self.resolve(path, entry.source)
                for name, target in (self.exports_of(source, seen) if source else {}).items():
                    if name != "default":
                        found.setdefault(name, target)
        self._exports[path] = found
        return found

    def _entry_target(
        self, module: ParsedModule, entry: ExportEntry, seen: frozenset[str]
    ) -> Target | None:
        if entry.local is not None:
            return self.resolve_local(module, entry.local, seen)
        if entry.source is None or entry.imported is None:
            return None
        source = self.resolve(module.path, entry.source)
        return self.resolve_export(source, entry.imported, seen) if source else None

    def component(self, target: Target) -> ParsedComponent | None:
        """The parsed component at ``target``."""
        module = self.modules.get(target[0])
        return module.component(target[1]) if module else None
