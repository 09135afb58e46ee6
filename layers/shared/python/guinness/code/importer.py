"""The code import entry point: a folder or archive in, one document per component out."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from guinness.code.archive import read_archive
from guinness.code.code_connect_files import (
    CODE_CONNECT_FILE,
    attach_code_connect,
    read_code_connect,
)
from guinness.code.css_parser import StyleGrammar, analyse_stylesheet
from guinness.code.documents import (
    CodeImport,
    Framework,
    SourceLanguage,
)
from guinness.code.linker import Linker, Scope, Stylesheet
from guinness.code.packages import (
    PackageDeclarations,
    PackageLimits,
    package_folders,
    read_declarations,
)
from guinness.code.parsed import ParsedModule, UsageSite
from guinness.code.project_files import read_project_files
from guinness.code.react_parser import extract_react_components
from guinness.code.script_module import read_exports, read_imports
from guinness.code.spans import mark_declaration_lines
from guinness.code.svelte_parser import parse_svelte
from guinness.code.syntax import GrammarName, first_error, parse
from guinness.code.type_scope import TypeScope
from guinness.code.usages import collect_usages
from guinness.code.vue_parser import parse_vue
from guinness.code.vue_scripts import read_script_components
from guinness.code.walker import (
    CodeTree,
    ImportLimits,
    SourceFile,
    language_of,
    read_directory,
    role_of,
)
from guinness.code.web_components import read_custom_elements
from guinness.contracts.code_connect import CodeConnectMapping
from guinness.contracts.code_import import DEFAULT_CODE_SOURCE, CodeImportCounts, FileProblem
from guinness.errors import CodeArchiveError

_BOM = b"\xef\xbb\xbf"
_FRAMEWORKS: dict[str, Framework] = {"vue": "vue", "svelte": "svelte"}


def import_code_base(
    source: Path | bytes,
    *,
    project_id: int,
    organization_id: int,
    archive_name: str | None = None,
    limits: ImportLimits | None = None,
    node_modules: Sequence[Path] | None = None,
    package_limits: PackageLimits | None = None,
    code_source: str = DEFAULT_CODE_SOURCE,
    code_revision: str | None = None,
) -> CodeImport:
    """Import a front-end code base: a folder, an archive file, or archive bytes.

    ``archive_name`` (``app.zip``, ``app.tar.gz``) helps tell the archive format when the
    magic bytes do not. Raises :class:`~guinness.errors.CodeArchiveError` for unreadable or
    unsafe input; a file that does not parse is reported in ``unparseable`` instead.

    Props declared by installed packages are read from the ``node_modules`` folders given,
    or (``None``, for a folder) from those Node would search from it up to its repository
    root; an archive brings none (its ``node_modules`` is skipped). The import line of each
    component comes from the code base's project files and, for a folder, from those of
    the folders above it up to the repository root.
    """
    limits = limits or ImportLimits()
    folder = None if isinstance(source, bytes | bytearray) else Path(source).resolve()
    folder = folder if folder is not None and folder.is_dir() else None
    if node_modules is None:
        node_modules = package_folders(folder) if folder else []
    packages = PackageDeclarations(list(node_modules), package_limits) if node_modules else None
    tree = _read(source, archive_name, limits)
    modules: list[ParsedModule] = []
    stylesheets: dict[str, Stylesheet] = {}
    unparseable: list[FileProblem] = []
    partial: list[FileProblem] = []
    connect_files = [file for file in tree.files if CODE_CONNECT_FILE.search(file.path)]
    for file in tree.files:
        if file in connect_files:
            continue  # a mapping to Figma, not a component
        problem = _analyse(file, modules, stylesheets)
        if problem is not None:
            unparseable.append(FileProblem(path=file.path, reason=problem))
    project = read_project_files(tree.project_files, folder)
    for path, reason in sorted(project.problems.items()):
        partial.append(FileProblem(path=path, reason=reason))
    for stylesheet in stylesheets.values():
        if stylesheet.facts.error is not None:
            partial.append(
                FileProblem(
                    path=stylesheet.path, reason=f"syntax error at {stylesheet.facts.error}"
                )
            )
    scope = Scope(
        project_id=project_id,
        organization_id=organization_id,
        code_source=code_source,
        code_revision=code_revision,
    )
    files = [file.path for file in tree.files]
    sources = Linker(scope, modules, stylesheets, files, packages, project).documents()
    sources, _ = attach_code_connect(sources, _code_connect_mappings(connect_files))
    skipped = dict(sorted(tree.skipped.items()))
    return CodeImport(
        sources=sources,
        unparseable=unparseable,
        partially_parsed=partial,
        skipped=skipped,
        counts=CodeImportCounts(
            files=len(tree.files),
            parsed=len(tree.files) - len(unparseable),
            unparseable=len(unparseable),
            skipped=sum(skipped.values()),
            components=len(sources),
            usages=sum(len(document.usages) for document in sources),
            by_framework=dict(sorted(Counter(document.framework for document in sources).items())),
        ),
    )


def _read(source: Path | bytes, archive_name: str | None, limits: ImportLimits) -> CodeTree:
    if isinstance(source, bytes | bytearray):
        return read_archive(bytes(source), name=archive_name, limits=limits)
    path = Path(source)
    if path.is_dir():
        return read_directory(path, limits)
    if not path.is_file():
        raise CodeArchiveError("The code base path is neither a folder nor an archive file.")
    if path.stat().st_size > limits.max_archive_bytes:
        raise CodeArchiveError(f"The archive is larger than {limits.max_archive_bytes} bytes.")
    return read_archive(path.read_bytes(), name=archive_name or path.name, limits=limits)


def _code_connect_mappings(files: Sequence[SourceFile]) -> list[CodeConnectMapping]:
    mappings: list[CodeConnectMapping] = []
    for file in files:
        try:
            text = file.data.removeprefix(_BOM).decode("utf-8")
        except UnicodeDecodeError:
            continue
        mappings += read_code_connect(file.path, text)
    return mappings


def _analyse(
    file: SourceFile, modules: list[ParsedModule], stylesheets: dict[str, Stylesheet]
) -> str | None:
    """Parse one file into ``modules`` or ``stylesheets``; returns why it failed, if it did."""
    data = file.data.removeprefix(_BOM)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "not UTF-8 text"
    found = language_of(file.path)
    if found is None:
        return "unsupported file type"
    language, grammar = found
    role = role_of(file.path)
    if role == "stylesheet":
        facts = analyse_stylesheet(data, cast(StyleGrammar, grammar))
        stylesheets[file.path] = Stylesheet(file.path, cast(SourceLanguage, language), text, facts)
        return None
    module = ParsedModule(
        path=file.path,
        language=language,
        framework=_FRAMEWORKS.get(grammar, "react"),
        role=role,
        source=text,
    )
    if grammar == "vue":
        problem = parse_vue(module, data)
    elif grammar == "svelte":
        problem = parse_svelte(module, data)
    else:
        problem = _parse_script(module, cast(GrammarName, grammar), data)
    if problem is None:
        if module.role == "page" and grammar in ("vue", "svelte"):
            _page_usages(module)
        modules.append(module)
    elif module.role == "declaration":  # a script the grammar read in part: its types
        modules.append(module)
    return problem


def _page_usages(module: ParsedModule) -> None:
    """A Vue or Svelte page: what its markup renders becomes usage, it is no component."""
    module.usages = [
        UsageSite(target=name, props={})
        for component in module.components
        for name in dict.fromkeys(component.rendered)
    ]
    module.components = []


def _parse_script(module: ParsedModule, grammar: GrammarName, data: bytes) -> str | None:
    if module.role == "declaration":
        read_declarations(module, data)
        return None
    root = parse(grammar, data).root_node
    error = first_error(root)
    if error is not None:
        # Listed as unparseable, and no component is read from it; but what the grammar
        # could read (it misses some newer syntax: `export type * from`) still declares
        # the types other files import from it.
        module.imports, module.stylesheet_imports = read_imports(root)
        module.exports = read_exports(root)
        module.type_scope = TypeScope(root)
        module.variant_systems = module.type_scope.variant_systems
        module.variant_aliases = module.type_scope.variant_aliases
        module.role = "declaration"
        return f"syntax error at {error}"
    module.imports, module.stylesheet_imports = read_imports(root)
    module.exports = read_exports(root)
    if module.role in ("story", "test", "page"):
        module.usages = collect_usages(root, grammar)
    else:
        extract_react_components(module, root)
        read_script_components(module, root)
        read_custom_elements(module, root)
        mark_declaration_lines(module, root)
    return None
