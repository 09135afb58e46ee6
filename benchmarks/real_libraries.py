"""The code import on real component libraries, measured against a TypeScript-compiler
reference: ``python benchmarks/real_libraries.py LIB_DIR... [--cache DIR]``.

Each ``LIB_DIR`` (or ``LABEL=LIB_DIR``) is a library's component folder in a checkout kept
outside this repository (see the README for the repositories and commits measured). For
each it prints, as ``name: value unit`` lines: the components, props, union values and
defaults the import found; the same counted by the reference and the fraction of them the
import found; the import's public components that the reference does not have
(precision), and where the library has barrels (``index`` files), its public components
whose files no barrel re-exports; and the import time (parse and extract, no index build)
beside the reference's.

With ``--usages LABEL=DIR`` (a folder of the project's own code that uses the library:
its examples, blocks or pages), it also prints how many of that code's imports of the
library's components name the module and export our import line gives.

The reference, for React libraries (``.tsx``/``.jsx``), is react-docgen-typescript run by
this script in a cache folder: a pinned toolchain (TypeScript, react-docgen-typescript,
@types/react) plus the packages the library's component files import, at the versions of
the library's nearest ``package.json``, installed with ``npm install --ignore-scripts``
(only those packages, not the whole workspace: a monorepo's full install is far larger
than what its components' types need). Options: ``shouldExtractLiteralValuesFromEnum``
(unions of literals become values), and a ``propFilter`` that drops only props declared in
``@types/react`` (the DOM and ARIA attributes); ``@/`` imports resolve against the library
root. Limits: a package the components import but the ``package.json`` does not list is
left out (its types then contribute nothing to either side); a pnpm ``catalog:`` version
is read from the workspace's ``pnpm-workspace.yaml``. For Vue libraries the reference is
vue-component-meta (Volar's checker) with the same installation, its ``global`` props
(the framework's own: ``key``, ``ref``, ``class`` ...) left out. For Svelte libraries it
is svelte2tsx (the Svelte language tools' conversion to TypeScript) and the TypeScript
checker, the HTML attributes of ``svelte/elements`` left out (see ``_references.py``). The
reference is a development tool, never a runtime dependency.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import posixpath
import re
import shutil
import subprocess
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from _references import SCRIPTS, TOOLCHAINS

from guinness.code import CodeImport, CodeSourceDocument, import_code_base
from guinness.code.prop_types import SUMMARY_LIMIT

_IMPORT = re.compile(r"""(?:from|import)\s*["']([^"'./][^"']*)["']""")
_SOURCE = re.compile(r"\.(tsx|jsx|ts|vue|svelte)$")
_CATALOG_ENTRY = re.compile(r"""^\s+['"]?([^'":\s]+)['"]?\s*:\s*['"]?([^'"\s#]+)""")
_NPM_FLAGS = ("--legacy-peer-deps",)
_HOOK = re.compile(r"use[A-Z0-9]")  # versions come from a manifest, not a lockfile
_FROM_VUE = re.compile(r"""from\s*["']vue["']""")
_RELATIVE_FROM = re.compile(r"""from\s*["'](\.[^"']*)["']""")
_IMPORT_STATEMENT = re.compile(
    r"""import\s+(?:type\s+)?(?:\{([^}]*)\}|(\w+))\s+from\s+["']([^"']+)["']"""
)
_SCRIPT_SUFFIXES = (".ts", ".tsx", ".js", ".jsx", ".mjs")
_USAGE_SUFFIXES = (*_SCRIPT_SUFFIXES, ".vue", ".svelte", ".md", ".mdx")


def framework_of(lib: Path) -> str | None:
    """``vue`` or ``svelte`` when the library has such SFCs (or its TSX mostly imports
    Vue), ``react`` when it has TSX/JSX, else None."""
    paths = [path for path in lib.rglob("*") if path.is_file()]
    names = [path.name for path in paths]
    if any(name.endswith(".vue") for name in names):
        return "vue"
    scripts = [path for path in paths if path.suffix == ".tsx"]
    vue = sum(bool(_FROM_VUE.search(path.read_text(errors="replace"))) for path in scripts)
    if scripts and vue * 2 > len(scripts):  # Vue written in TSX (`defineComponent`)
        return "vue"
    if any(name.endswith(".svelte") for name in names):
        return "svelte"
    if any(name.endswith((".tsx", ".jsx")) for name in names):
        return "react"
    return None


def catalog_versions(lib: Path) -> dict[str, str]:
    """A pnpm workspace's ``catalog:`` versions (``radix-vue: catalog:`` in package.json)."""
    for folder in (lib, *lib.parents):
        workspace = folder / "pnpm-workspace.yaml"
        if workspace.is_file():
            versions: dict[str, str] = {}
            inside = False
            for line in workspace.read_text().splitlines():
                if not line.startswith(" "):
                    inside = line.strip() == "catalog:"
                elif inside and (entry := _CATALOG_ENTRY.match(line)):
                    versions[entry[1]] = entry[2]
            return versions
    return {}


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is needed for the reference (Node.js and npm)")
    return found


def labelled(argument: str) -> tuple[str, Path]:
    """``label=DIR`` or ``DIR`` (labelled by its folder name)."""
    label, sep, folder = argument.partition("=")
    path = Path(folder if sep else argument).resolve()
    return (label if sep else path.name), path


def nearest_package_json(lib: Path) -> dict[str, Any]:
    for folder in (lib, *lib.parents):
        candidate = folder / "package.json"
        if candidate.is_file():
            return json.loads(candidate.read_text())
    return {}


def imported_packages(lib: Path) -> set[str]:
    packages: set[str] = set()
    for path in lib.rglob("*"):
        if path.is_file() and _SOURCE.search(path.name) and "node_modules" not in path.parts:
            for specifier in _IMPORT.findall(path.read_text(errors="ignore")):
                if specifier.startswith(("@/", "~/", "$")):
                    continue
                parts = specifier.split("/")
                packages.add("/".join(parts[:2]) if specifier.startswith("@") else parts[0])
    return packages


def prepare_reference(lib: Path, cache: Path, framework: str) -> Path:
    """The cache folder with the toolchain and the library's imported packages installed."""
    manifest = nearest_package_json(lib)
    declared = {
        **manifest.get("peerDependencies", {}),
        **manifest.get("devDependencies", {}),
        **manifest.get("dependencies", {}),
    }
    catalog = catalog_versions(lib)
    wanted = dict(TOOLCHAINS[framework])
    for package in sorted(imported_packages(lib)):
        version = declared.get(package)
        if isinstance(version, str) and version.startswith("catalog:"):
            version = catalog.get(package)
        if isinstance(version, str) and not version.startswith(("workspace:", "file:", "link:")):
            wanted.setdefault(package, version)
    key = hashlib.sha256(json.dumps(wanted, sort_keys=True).encode()).hexdigest()[:16]
    folder = cache / f"docgen-{key}"
    if not all((folder / "node_modules" / package).is_dir() for package in wanted):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "package.json").write_text(
            json.dumps({"name": "docgen-reference", "private": True, "dependencies": wanted})
        )
        subprocess.run(
            [_tool("npm"), "install", "--ignore-scripts", "--no-audit", "--no-fund", *_NPM_FLAGS],
            cwd=folder,
            check=True,
            capture_output=True,
        )
    if framework in SCRIPTS:
        (folder / "reference.js").write_text(SCRIPTS[framework])
    return folder


def tsconfig_aliases(lib: Path) -> dict[str, Any]:
    """``baseUrl`` (absolute) and ``paths`` of the nearest tsconfig.json above ``lib``,
    with SvelteKit's ``$lib`` (``src/lib`` of the package that uses the kit)."""
    kit: dict[str, list[str]] = {}
    for folder in (lib, *lib.parents):
        manifest = folder / "package.json"
        if manifest.is_file():
            data = json.loads(manifest.read_text())
            if "@sveltejs/kit" in {
                **data.get("dependencies", {}),
                **data.get("devDependencies", {}),
            }:
                kit = {"$lib": [str(folder / "src/lib")], "$lib/*": [str(folder / "src/lib/*")]}
            break
    for folder in (lib, *lib.parents):
        candidate = folder / "tsconfig.json"
        if candidate.is_file():
            # tsconfig allows comments and trailing commas; drop them before parsing.
            text = re.sub(r"^\s*//.*$", "", candidate.read_text(), flags=re.M)
            text = re.sub(r",(\s*[}\]])", r"\1", text)
            options = json.loads(text).get("compilerOptions", {})
            paths = {
                key: value
                for key, value in options.get("paths", {}).items()
                if key != "react"  # the toolchain's @types/react stands in for it
            }
            return {"baseUrl": str(folder / options.get("baseUrl", ".")), "paths": paths | kit}
    return {"baseUrl": str(lib), "paths": kit} if kit else {}


def reference(lib: Path, folder: Path) -> dict[str, Any]:
    """The reference's components (react-docgen-typescript for React, vue-component-meta
    for Vue), run in the prepared cache ``folder``."""
    done = subprocess.run(
        [_tool("node"), str(folder / "reference.js"), str(lib), json.dumps(tsconfig_aliases(lib))],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    for component in result["components"]:
        component["props"] = summarised_style_systems(component["props"])
    return result


def summarised_style_systems(props: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The reference's props with each declaring type that brings more than the import's
    ``SUMMARY_LIMIT`` (a style system) counted as the one entry the import gives it
    (``...SystemProperties``), the same rule on both sides."""
    by_parent = Counter(prop.get("parent") for prop in props if prop.get("parent"))
    large = {parent for parent, count in by_parent.items() if count > SUMMARY_LIMIT}
    kept = [prop for prop in props if prop.get("parent") not in large]
    summaries = [
        {"name": f"...{parent}", "values": [], "default": None, "parent": parent}
        for parent in sorted(large)
    ]
    return summaries + kept


def ours(lib: Path, node_modules: list[Path]) -> tuple[CodeImport, float]:
    """Our import of ``lib`` reading the same installed packages as the reference."""
    started = time.perf_counter()
    imported = import_code_base(lib, project_id=1, organization_id=1, node_modules=node_modules)
    return imported, (time.perf_counter() - started) * 1000


def _as_text(value: object) -> str | None:
    """A default as the reference writes it (``false``, ``0``, ``md``)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def reference_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The reference's components, hooks left out: docgen lists a hook exported as a
    constant (``const useDirection = Direction.useDirection``) as a component."""
    return [c for c in components if not _HOOK.match(c["name"] or "")]


def paired(
    reference_list: list[dict[str, Any]], components: list[CodeSourceDocument]
) -> dict[int, CodeSourceDocument]:
    """Our document for each reference component (by index): the one of its file with its
    name (or an alias of it); an SFC by its file. docgen names a package's component
    re-exported under a new name (``const ChartTooltip = RechartsPrimitive.Tooltip``) by
    the package's display name (``Tooltip``): a component still unpaired is paired with the
    file's unpaired document whose name contains its name or is contained in it."""
    by_key = {(doc.path, doc.component_name): doc for doc in components}
    by_key.update({(doc.path, alias): doc for doc in components for alias in doc.aliases})
    by_file = {doc.path: doc for doc in components if doc.framework in ("vue", "svelte")}
    pairs: dict[int, CodeSourceDocument] = {}
    for index, component in enumerate(reference_list):
        doc = (
            by_file.get(component["file"])
            if component["name"] is None  # an SFC: one component per file
            else by_key.get((component["file"], component["name"]))
        )
        if doc is not None:
            pairs[index] = doc
    taken = {id(doc) for doc in pairs.values()}
    for index, component in enumerate(reference_list):
        name = component["name"]
        if index in pairs or name is None:
            continue
        candidates = [
            doc
            for doc in components
            if doc.path == component["file"]
            and id(doc) not in taken
            and (name in doc.component_name or doc.component_name in name)
        ]
        if len(candidates) == 1:
            pairs[index] = candidates[0]
            taken.add(id(candidates[0]))
    return pairs


def report(label: str, lib: Path, cache: Path, usages: Path | None = None) -> None:
    framework = framework_of(lib)
    folder = prepare_reference(lib, cache, framework) if framework else None
    imported, our_ms = ours(lib, [folder / "node_modules"] if folder else [])
    components = [doc for doc in imported.sources if doc.framework != "css"]
    props = sum(len(doc.props) for doc in components)
    values = sum(len(prop.values) for doc in components for prop in doc.props)
    defaults = sum(prop.default is not None for doc in components for prop in doc.props)
    name = f"real_libraries {label}"
    print(f"{name} components: {len(components)} components")
    print(f"{name} props: {props} props")
    print(f"{name} union values: {values} values")
    print(f"{name} defaults: {defaults} defaults")
    print(f"{name} import time: {our_ms:.0f} ms")
    print(f"{name} unparseable files: {len(imported.unparseable)} files")
    for problem in imported.unparseable:  # each with its reason (not a figure)
        print(f"# {label} unparseable {problem.path}: {problem.reason}")
    print(f"{name} partially parsed files: {len(imported.partially_parsed)} files")
    for problem in imported.partially_parsed:
        print(f"# {label} partially parsed {problem.path}: {problem.reason}")
    public = [doc for doc in components if not doc.internal]
    barrels = barrel_files(lib)
    if barrels is not None:
        outside = [doc for doc in public if doc.path not in barrels]
        print(f"{name} public components outside the barrels: {len(outside)} components")
        print(f"{name} public components: {len(public)} components")
    if usages is not None:
        sites, agreeing = import_agreement(components, usages)
        print(f"{name} import sites in the project's own code: {sites} imports")
        share = agreeing / sites if sites else 1.0
        print(f"{name} import lines agreeing with the project's own: {share:.3f} fraction")
    if folder is None:
        print(f"{name} reference: 0 (none for this framework yet)")
        return
    ref = reference(lib, folder)
    ref["components"] = reference_components(ref["components"])
    pairs = paired(ref["components"], components)
    found = {"components": 0, "props": 0, "values": 0, "defaults": 0}
    total = {"components": 0, "props": 0, "values": 0, "defaults": 0}
    for index, component in enumerate(ref["components"]):
        total["components"] += 1
        doc = pairs.get(index)
        found["components"] += doc is not None
        mine = {prop.name: prop for prop in doc.props} if doc is not None else {}
        for prop in component["props"]:
            total["props"] += 1
            match = mine.get(prop["name"])
            found["props"] += match is not None
            total["values"] += len(prop["values"])
            found["values"] += sum(
                value in (match.values if match else []) for value in prop["values"]
            )
            if prop["default"] is not None:
                total["defaults"] += 1
                found["defaults"] += (
                    match is not None and _as_text(match.default) == prop["default"]
                )
    for what in ("components", "props", "values", "defaults"):
        print(f"{name} reference {what}: {total[what]} {what}")
        share = found[what] / total[what] if total[what] else 1.0
        print(f"{name} {what} found of reference: {share:.3f} fraction")
    matched = {id(doc) for doc in pairs.values()}
    extra = [doc for doc in components if not doc.internal and id(doc) not in matched]
    print(f"{name} public components not in reference: {len(extra)} components")
    print(f"{name} reference time: {ref['ms']:.0f} ms")
    print(f"{name} import time / reference time: {our_ms / max(ref['ms'], 1):.3f} ratio")


def barrel_files(lib: Path) -> set[str] | None:
    """The files (relative to ``lib``) that the library's ``index`` files re-export or
    import, or that its ``package.json`` ``exports`` name, or ``None`` when it has
    neither (each module is then its own entry)."""
    barrels = [path for path in lib.rglob("index.*") if path.suffix in _SCRIPT_SUFFIXES]
    exported = _exported_files(lib)
    if not barrels and not exported:
        return None
    # A barrel may define components itself (`export const Control = Primitive.Control`).
    found = {barrel.relative_to(lib).as_posix() for barrel in barrels} | exported
    for barrel in barrels:
        for spec in _RELATIVE_FROM.findall(barrel.read_text(errors="replace")):
            target = (barrel.parent / spec).resolve()
            candidates = [target, *(target.with_name(target.name + s) for s in _SCRIPT_SUFFIXES)]
            candidates += [target / f"index{suffix}" for suffix in _SCRIPT_SUFFIXES]
            for candidate in candidates:
                if candidate.is_file() and lib in candidate.parents:
                    found.add(candidate.relative_to(lib).as_posix())
                    break
    return found


def _exported_files(lib: Path) -> set[str]:
    """The files under ``lib`` its nearest ``package.json``'s ``exports`` name directly."""
    for folder in (lib, *lib.parents):
        manifest = folder / "package.json"
        if manifest.is_file():
            exports = json.loads(manifest.read_text()).get("exports")
            values = list(exports.values()) if isinstance(exports, dict) else [exports]
            targets = [(folder / value).resolve() for value in values if isinstance(value, str)]
            return {
                target.relative_to(lib).as_posix()
                for target in targets
                if target.is_file() and lib in target.parents
            }
    return set()


def import_agreement(components: list[CodeSourceDocument], usages: Path) -> tuple[int, int]:
    """(import sites, sites naming the module and export our import line gives): the
    imports, in ``usages``, of a name we give an import line for, from one of our import
    lines' specifiers or one under the root they all share (``@/registry/new-york-v4/ui/``):
    the project's code addressing this library, not another copy of it."""
    ours: dict[str, set[str]] = {}
    for doc in components:
        if doc.import_statement and doc.import_source:
            found = _IMPORT_STATEMENT.match(doc.import_statement)
            if found:
                ours.setdefault((found[1] or found[2]).strip(), set()).add(doc.import_source)
    sources = {source for names in ours.values() for source in names}
    # One specifier (a package's root entry point) is matched exactly.
    common = posixpath.commonpath(sorted(sources)) if len(sources) > 1 else ""
    root = f"{common}/" if common else ""
    sites = agreeing = 0
    for path in usages.rglob("*"):
        if path.suffix not in _USAGE_SUFFIXES or "node_modules" in path.parts:
            continue
        for named, default, spec in _IMPORT_STATEMENT.findall(path.read_text(errors="replace")):
            if spec not in sources and not (root and spec.startswith(root)):
                continue
            names = [part.split(" as ")[0].strip() for part in named.split(",")] if named else []
            for name in names or [default]:
                if name in ours:
                    sites += 1
                    agreeing += spec in ours[name]
    return sites, agreeing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "libraries", nargs="*", help="component folders to measure, as DIR or LABEL=DIR"
    )
    parser.add_argument(
        "--cache",
        type=Path,
        default=Path(tempfile.gettempdir()) / "guinness-docgen-cache",
        help="where the reference toolchain is installed (reused between runs)",
    )
    parser.add_argument(
        "--usages",
        action="append",
        default=[],
        metavar="LABEL=DIR",
        help="the project's own code using library LABEL, to check import lines against",
    )
    options = parser.parse_args()
    usages = dict(labelled(argument) for argument in options.usages)
    if not options.libraries:  # `./dev bench` runs every script without arguments
        print("real_libraries libraries: 0 libraries (pass their component folders)")
        return
    for argument in options.libraries:
        label, lib = labelled(argument)
        report(label, lib, options.cache, usages.get(label))


if __name__ == "__main__":
    main()
