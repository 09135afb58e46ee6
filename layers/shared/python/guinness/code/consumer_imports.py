"""The import a consumer writes for a component: which module, under which specifier.

A component is imported from the shallowest module that exports it (its own file when no
barrel re-exports it), under the specifier the project declares for that module, in this
order of preference:

1. a **package entry point**: the enclosing ``package.json``'s ``name`` with a subpath of
   its ``exports`` (``@acme/ui``, ``@acme/ui/button``), or with its ``main`` / ``module``
   / ``types`` / ``svelte`` entry when it has no ``exports``. Entry points that name built
   files (``./dist/index.js``) are matched to the source built from them
   (``src/index.ts``, a SvelteKit library's ``src/lib/index.ts``). A package that
   declares no entry point is an application: none;
2. a **path alias** of the nearest ``tsconfig*.json`` / ``jsconfig*.json`` with ``paths``
   (``"@/*": ["./src/*"]`` gives ``@/components/ui/button``; ``extends`` followed between
   project files), and SvelteKit's ``$lib`` (``src/lib``) in a package that uses it;
3. else the module's **path from the code base root** (``src/components/Button``).

Script extensions are left out and ``/index`` folds into its folder, except under
``"moduleResolution": "node16"`` / ``"nodenext"``, where TypeScript requires the emitted
extension (``$lib/ui/button/index.js``). Single-file components keep ``.vue`` / ``.svelte``.

Project files (:mod:`~guinness.code.project_files`) come from the code base and, for a
folder import, from the folders above it up to its repository root.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from guinness.code.project_files import ProjectFiles

#: Folders built output is written to; an entry point there is built from ``src/``.
_BUILD_FOLDERS = frozenset({"dist", "build", "lib", "esm", "cjs", "es", "out", "types"})
_ENTRY_FIELDS = ("types", "typings", "svelte", "module", "main", "source")
_PUBLISHED_FIELDS = ("exports", *_ENTRY_FIELDS)
_SCRIPT_EXTENSIONS = (
    *(".d.ts", ".d.mts", ".d.cts", ".tsx", ".ts", ".mts", ".cts"),
    *(".jsx", ".js", ".mjs", ".cjs"),
)
_EMITTED = {".ts": ".js", ".tsx": ".js", ".jsx": ".js", ".mts": ".mjs", ".cts": ".cjs"}
_EXPLICIT_RESOLUTION = frozenset({"node16", "nodenext"})
_CONFIG_ORDER = ("tsconfig.json", "tsconfig.app.json", "jsconfig.json")


@dataclass(frozen=True)
class ConsumerImport:
    """A module specifier and the name a component is exported under there."""

    source: str
    #: The exported name, ``default`` for a default export.
    name: str

    def statement(self, local: str) -> str:
        """The import statement, binding a default export to ``local``."""
        if self.name == "default":
            return f'import {local} from "{self.source}";'
        return f'import {{ {self.name} }} from "{self.source}";'


@dataclass(frozen=True)
class _Pattern:
    """A specifier pattern (``@/*``, ``@acme/ui/button``) and the files it stands for:
    ``stems`` are module paths without extension, with one ``*`` for a wildcard."""

    specifier: str
    stems: tuple[str, ...]


@dataclass(frozen=True)
class _Aliases:
    patterns: tuple[_Pattern, ...]
    explicit: bool


class ConsumerImports:
    """Chooses the import of each component of one code base."""

    def __init__(self, project: ProjectFiles) -> None:
        self.project = project
        self._folders: dict[str, list[str]] = {}
        for path in project.files:
            self._folders.setdefault(posixpath.dirname(path), []).append(path)
        self._packages: dict[str, tuple[_Pattern, ...] | None] = {}
        self._aliases: dict[str, _Aliases] = {}
        self._specifiers: dict[str, tuple[int, str]] = {}
        self._workspace: dict[str, list[str]] = {}

    def choose(self, exporters: list[tuple[str, str]], public: str) -> ConsumerImport | None:
        """The import among ``exporters`` (module path, exported name) a consumer writes:
        the best-ranked specifier, the fewest folders, then the public name over others."""
        best: tuple[tuple[int, int, int, str, int, str], ConsumerImport] | None = None
        for path, name in exporters:
            rank, source = self.specifier(path)
            preference = 0 if name == public else 1 if name == "default" else 2
            key = (rank, source.count("/"), len(source), source, preference, name)
            if best is None or key < best[0]:
                best = key, ConsumerImport(source=source, name=name)
        return best[1] if best is not None else None

    def alias_targets(self, importer: str, specifier: str) -> list[str]:
        """The paths (from the code base root) a path alias of the project maps an import
        of ``importer`` to, longest alias first, as TypeScript tries them; none for a
        specifier no alias covers or a target outside the code base."""
        aliases = self._aliases_of(posixpath.dirname(posixpath.join(self.project.root, importer)))
        found: list[tuple[int, str]] = []
        for pattern in aliases.patterns:
            prefix, star, suffix = pattern.specifier.partition("*")
            if star:
                fits = specifier.startswith(prefix) and specifier.endswith(suffix)
                if not fits or len(specifier) < len(prefix) + len(suffix):
                    continue
                middle = specifier[len(prefix) : len(specifier) - len(suffix)]
                target = pattern.stems[0].replace("*", middle, 1)
            elif specifier == pattern.specifier:
                target = pattern.stems[0]
            else:
                continue
            inside = _inside(target, self.project.root)
            if inside is not None:
                found.append((len(prefix), inside))
        return [path for _, path in sorted(found, key=lambda item: -item[0])]

    def workspace_targets(self, specifier: str) -> list[str]:
        """The files (from the code base root) a bare specifier leads to when a package of
        the code base has that name (a monorepo's workspace member): the entry points its
        ``package.json`` declares for the subpath, as written (the workspace resolves
        them, not the published ``publishConfig``)."""
        if specifier in self._workspace:
            return self._workspace[specifier]
        found: list[str] = []
        for path, manifest in self.project.files.items():
            name = manifest.get("name")
            if posixpath.basename(path) != "package.json" or not isinstance(name, str):
                continue
            if specifier != name and not specifier.startswith(name + "/"):
                continue
            folder = posixpath.dirname(path)
            for target in _subpath_targets(manifest, "." + specifier[len(name) :]):
                for candidate in (target, *_declaration_sibling(target)):
                    inside = _inside(
                        posixpath.normpath(posixpath.join(folder, candidate)), self.project.root
                    )
                    if inside is not None and inside not in found:
                        found.append(inside)
        self._workspace[specifier] = found
        return found

    def outside_entry_points(self, exporters: list[tuple[str, str]]) -> bool:
        """Whether the modules exporting a component belong to a package that declares
        entry points and none of them is one: exported for use inside the package, not
        something its consumers can import."""
        if not exporters or any(self.specifier(path)[0] == 0 for path, _ in exporters):
            return False
        located = posixpath.join(self.project.root, exporters[0][0])
        return self._package_of(posixpath.dirname(located)) is not None

    def specifier(self, path: str) -> tuple[int, str]:
        """The rank (0 package, 1 alias, 2 path) and specifier of the module at ``path``
        (from the code base root)."""
        if path not in self._specifiers:
            self._specifiers[path] = self._specifier(path)
        return self._specifiers[path]

    def _specifier(self, path: str) -> tuple[int, str]:
        located = posixpath.join(self.project.root, path)
        folder = posixpath.dirname(located)
        package = self._package_of(folder)
        if package is not None:
            inside = located.removeprefix(package[0] + "/")
            found = _match(package[1], inside, alias=False)
            if found is None and self._folder_entry(located):
                # `./*` → `./*/index.mjs`: a folder is imported through its entry.
                found = _match(package[1], posixpath.dirname(inside) + "/index.js", alias=False)
            if found is not None:
                return 0, found
        aliases = self._aliases_of(folder)
        found = _match(aliases.patterns, located, alias=True, explicit=aliases.explicit)
        if found is not None:
            return 1, found
        return 2, _module_form(path, aliases.explicit) or "index"

    # Packages ---------------------------------------------------------------------

    def _folder_entry(self, located: str) -> bool:
        """Whether a file is what its folder resolves to: its ``index`` module, or the
        ``main`` / ``module`` of a ``package.json`` in the folder."""
        folder, name = posixpath.split(located)
        if _strip_extension(name) == "index":
            return True
        manifest = self.project.files.get(posixpath.join(folder, "package.json"), {})
        return any(
            isinstance(manifest.get(key), str) and posixpath.normpath(manifest[key]) == name
            for key in ("main", "module", "svelte")
        )

    def _package_of(self, folder: str) -> tuple[str, tuple[_Pattern, ...]] | None:
        """The nearest enclosing package with a name (what a consumer imports it by; a
        nameless ``package.json`` only sets options for its folder) and its entry points."""
        while True:
            manifest = posixpath.join(folder, "package.json")
            if manifest in self.project.files and isinstance(
                self.project.files[manifest].get("name"), str
            ):
                if folder not in self._packages:
                    self._packages[folder] = _entry_points(self.project.files[manifest])
                entries = self._packages[folder]
                return (folder.rstrip("/"), entries) if entries else None
            if folder == "/":
                return None
            folder = posixpath.dirname(folder)

    # Path aliases -----------------------------------------------------------------

    def _aliases_of(self, folder: str) -> _Aliases:
        """The path aliases of the nearest configuration that has any, and whether the
        nearest configuration asks for explicit extensions."""
        if folder not in self._aliases:
            explicit: bool | None = None
            patterns: tuple[_Pattern, ...] = ()
            current = folder
            while not patterns:
                for path in self._configs_in(current):
                    found, resolution = self._compiler_paths(path, frozenset())
                    if explicit is None and resolution is not None:
                        explicit = resolution.lower() in _EXPLICIT_RESOLUTION
                    if found and not patterns:
                        patterns = found
                patterns = patterns or self._sveltekit(current)
                if current == "/":
                    break
                current = posixpath.dirname(current)
            self._aliases[folder] = _Aliases(patterns, bool(explicit))
        return self._aliases[folder]

    def _configs_in(self, folder: str) -> list[str]:
        names = [
            path
            for path in self._folders.get(folder, [])
            if posixpath.basename(path).startswith(("tsconfig", "jsconfig"))
        ]
        order = {name: index for index, name in enumerate(_CONFIG_ORDER)}
        return sorted(names, key=lambda path: (order.get(posixpath.basename(path), 9), path))

    def _compiler_paths(
        self, path: str, seen: frozenset[str]
    ) -> tuple[tuple[_Pattern, ...], str | None]:
        """A configuration's aliases and module resolution, ``extends`` followed."""
        data = self.project.files.get(path)
        if data is None or path in seen:
            return (), None
        patterns: tuple[_Pattern, ...] = ()
        resolution: str | None = None
        parents = data.get("extends")
        for parent in parents if isinstance(parents, list) else [parents]:
            if isinstance(parent, str) and parent.startswith("."):
                target = posixpath.normpath(posixpath.join(posixpath.dirname(path), parent))
                found, inherited = self._compiler_paths(
                    target if target in self.project.files else target + ".json", seen | {path}
                )
                patterns, resolution = found or patterns, inherited or resolution
        options = data.get("compilerOptions")
        if not isinstance(options, dict):
            return patterns, resolution
        for key in ("module", "moduleResolution"):
            # `"module": "nodenext"` implies the same resolution unless it is set.
            if isinstance(options.get(key), str):
                resolution = options[key]
        paths = options.get("paths")
        if isinstance(paths, dict):
            base = posixpath.dirname(path)
            if isinstance(options.get("baseUrl"), str):
                base = posixpath.normpath(posixpath.join(base, options["baseUrl"]))
            patterns = tuple(
                _Pattern(key, (posixpath.normpath(posixpath.join(base, targets[0])),))
                for key, targets in paths.items()
                if isinstance(targets, list)
                and targets
                and isinstance(targets[0], str)
                and "node_modules" not in targets[0]
            )
        return patterns, resolution

    def _sveltekit(self, folder: str) -> tuple[_Pattern, ...]:
        """SvelteKit's ``$lib`` alias for ``src/lib``, in a package that depends on it."""
        manifest = self.project.files.get(posixpath.join(folder, "package.json"))
        if manifest is None:
            return ()
        dependencies = {
            name
            for group in ("dependencies", "devDependencies", "peerDependencies")
            if isinstance(manifest.get(group), dict)
            for name in manifest[group]
        }
        if "@sveltejs/kit" not in dependencies:
            return ()
        lib = posixpath.join(folder, "src/lib")
        return (_Pattern("$lib/*", (lib + "/*",)), _Pattern("$lib", (lib,)))


def _entry_points(manifest: dict[str, Any]) -> tuple[_Pattern, ...] | None:
    """A package's importable subpaths with the files they lead to, or ``None`` for a
    package that declares none (an application)."""
    name = manifest.get("name")
    if not isinstance(name, str) or not name:
        return None
    published = manifest.get("publishConfig")
    directory = ""
    if isinstance(published, dict) and any(key in published for key in _PUBLISHED_FIELDS):
        # What consumers install: the published entry points, in `directory` if set.
        manifest = {key: published[key] for key in _PUBLISHED_FIELDS if key in published}
        if isinstance(published.get("directory"), str):
            directory = published["directory"].strip("./") + "/"
    exports = manifest.get("exports")
    if exports is None:
        targets = [manifest[key] for key in _ENTRY_FIELDS if isinstance(manifest.get(key), str)]
        subpaths: dict[str, list[str]] = {".": targets} if targets else {}
    elif isinstance(exports, dict) and all(str(key).startswith(".") for key in exports):
        subpaths = {key: _leaves(value) for key, value in exports.items()}
    else:
        subpaths = {".": _leaves(exports)}
    patterns = tuple(
        _Pattern(
            name + subpath.removeprefix("."),
            tuple(
                stem
                for target in targets
                for stem in _source_stems(directory + target.removeprefix("./"))
            ),
        )
        for subpath, targets in subpaths.items()
        if targets
    )
    return patterns or None


def _subpath_targets(manifest: dict[str, Any], subpath: str) -> list[str]:
    """The files a package's ``exports`` (else its entry fields, and for a subpath the
    file itself) map ``subpath`` (``.``, ``./button``) to."""
    exports = manifest.get("exports")
    entries = [manifest[key] for key in _ENTRY_FIELDS if isinstance(manifest.get(key), str)]
    if exports is None:
        return entries if subpath == "." else [subpath]
    if not (isinstance(exports, dict) and all(str(key).startswith(".") for key in exports)):
        exports = {".": exports}
    if subpath in exports:
        return _leaves(exports[subpath])
    for key, value in exports.items():
        prefix, star, suffix = str(key).partition("*")
        if star and subpath.startswith(prefix) and subpath.endswith(suffix):
            middle = subpath[len(prefix) : len(subpath) - len(suffix)]
            return [leaf.replace("*", middle) for leaf in _leaves(value)]
    # `exports` without ".": tools that read `types` / `main` still find the root.
    return entries if subpath == "." else []


def _declaration_sibling(target: str) -> list[str]:
    """``Api.d.ts`` beside ``Api.js``: where TypeScript finds a script's types."""
    stem, extension = posixpath.splitext(target)
    return [stem + ".d.ts"] if extension in (".js", ".mjs", ".cjs") else []


def _leaves(value: Any) -> list[str]:
    """The file targets of an ``exports`` value: every condition's, nested or listed."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [leaf for item in value for leaf in _leaves(item)]
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    return []


def _source_stems(target: str) -> list[str]:
    """The module paths (without extension) an entry point target may be built from:
    itself, and for built output the same path under ``src/``, under ``src/lib/`` (a
    SvelteKit library: ``svelte-package`` builds ``src/lib`` into ``dist``) and without
    the folder."""
    stem = _strip_extension(posixpath.normpath(target.removeprefix("./")))
    parts = stem.split("/")
    built = 0  # `dist/esm/index.js`: every leading output folder goes
    while built < len(parts) - 1 and parts[built] in _BUILD_FOLDERS:
        built += 1
    rest = "/".join(parts[built:])
    return [stem, f"src/{rest}", f"src/lib/{rest}", rest] if built else [stem]


def _match(
    patterns: tuple[_Pattern, ...], path: str, *, alias: bool, explicit: bool = False
) -> str | None:
    """The shortest specifier among ``patterns`` whose files include the module at
    ``path`` (in the patterns' own frame), or ``None``. A package pattern's ``*`` is the
    file's path verbatim; an alias's is written as TypeScript resolves it (``/index``
    folded, extensions as :func:`_module_form` gives them)."""
    stem = _strip_extension(path)
    found: list[str] = []
    for pattern in patterns:
        wildcard = "*" in pattern.specifier
        for target in pattern.stems:
            target = _strip_extension(target)
            if "*" not in target:
                if not wildcard and target in (stem, stem.removesuffix("/index")):
                    found.append(pattern.specifier)
                continue
            prefix, _, suffix = target.partition("*")
            fits = stem.startswith(prefix) and stem.endswith(suffix)
            if not wildcard or not fits or len(stem) <= len(prefix) + len(suffix):
                continue
            if alias and not suffix:
                middle = _module_form(path[len(prefix) :], explicit)
            else:
                middle = stem[len(prefix) : len(stem) - len(suffix)]
            if middle:
                found.append(pattern.specifier.replace("*", middle, 1))
    return min(found, key=lambda spec: (spec.count("/"), len(spec), spec)) if found else None


def _inside(path: str, root: str) -> str | None:
    """``path`` (in the frame) relative to the code base ``root``, if it is inside it."""
    base = root.rstrip("/") + "/"
    if path == root:
        return ""
    return path[len(base) :] if path.startswith(base) else None


@lru_cache(maxsize=8192)  # called for every pattern target against every module
def _strip_extension(path: str) -> str:
    for extension in _SCRIPT_EXTENSIONS:
        if path.endswith(extension):
            return path[: -len(extension)]
    return path


def _module_form(path: str, explicit: bool) -> str:
    """How an import names a module file: single-file components with their extension,
    scripts without it and ``/index`` folded (or, with ``explicit``, as emitted)."""
    stem = _strip_extension(path)
    if stem == path:
        return path
    if explicit:
        extension = path[len(stem) :]
        return stem + _EMITTED.get(extension, extension)
    if stem == "index":
        return ""
    return stem.removesuffix("/index")
