"""Linking parsed files into code source documents: exports and aliases across barrels,
stylesheets and their states, the component graph, usage evidence, and CSS-only blocks.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from guinness.code.consumer_imports import ConsumerImport, ConsumerImports
from guinness.code.css_parser import (
    BemBlock,
    StylesheetFacts,
    analyse_stylesheet,
    bem_blocks,
    bem_split,
    inline_facts,
)
from guinness.code.declarations import ImportedDeclarations
from guinness.code.documents import (
    CodeSourceDocument,
    ComponentReference,
    PropDefinition,
    SourceLanguage,
    UsageEvidence,
    UsageKind,
    id_root,
    make_code_id,
)
from guinness.code.icon_names import icon_registry, with_icon_names
from guinness.code.native_elements import native_element
from guinness.code.packages import PackageDeclarations
from guinness.code.parsed import ParsedComponent, ParsedModule
from guinness.code.project_files import ProjectFiles
from guinness.code.resolution import ModuleGraph, Target
from guinness.contracts.code_import import DEFAULT_CODE_SOURCE

_USAGE_KINDS: dict[str, UsageKind] = {"story": "story", "test": "test", "page": "page"}


@dataclass(frozen=True)
class Stylesheet:
    """A stylesheet file of the code base, analysed."""

    path: str
    language: SourceLanguage
    text: str
    facts: StylesheetFacts


@dataclass(frozen=True)
class Scope:
    """The project and organization every document belongs to."""

    project_id: int
    organization_id: int
    code_source: str = DEFAULT_CODE_SOURCE
    code_revision: str | None = None


class Linker:
    """Builds the documents of one import from its parsed modules and stylesheets."""

    def __init__(
        self,
        scope: Scope,
        modules: list[ParsedModule],
        stylesheets: dict[str, Stylesheet],
        files: list[str],
        packages: PackageDeclarations | None = None,
        project: ProjectFiles | None = None,
    ) -> None:
        self.scope = scope
        self.imports = ConsumerImports(project or ProjectFiles())
        self.graph = ModuleGraph(
            modules, files, packages, self.imports.alias_targets, self.imports.workspace_targets
        )
        self.declarations = ImportedDeclarations(self.graph)
        self.id_root = id_root(files)
        self.stylesheets = stylesheets
        self.owned: set[str] = set()
        self.export_names: dict[Target, set[str]] = {}
        self.default_exports: set[Target] = set()
        #: Each component's exporting modules: (module path, name exported under there).
        self.exporters: dict[Target, list[tuple[str, str]]] = {}
        self.usages: dict[Target, list[UsageEvidence]] = {}
        self.css_blocks: dict[str, tuple[Stylesheet, BemBlock]] = {}
        #: Custom element tag → its class (``bc-status-pill`` → ``StatusPill``): what an
        #: element's template renders by tag.
        self.custom_tags: dict[str, Target] = {
            alias: (module.path, component.name)
            for module in modules
            if module.framework == "web-component"
            for component in module.components
            for alias in component.aliases
            if "-" in alias
        }

    def _code_id(self, path: str, name: str) -> str:
        """The code id of the component ``name`` (its local name) defined in ``path``."""
        public = self._public_name((path, name))
        return make_code_id(
            self.scope.project_id,
            path.removeprefix(self.id_root),
            public,
            self.scope.code_source,
        )

    def _public_name(self, target: Target) -> str:
        """The name a consumer imports the component by: its own when exported under it
        (or as the default export, unless a barrel renames it to a name holding its own
        or held in it: ``Bell`` as ``BellIcon``, a Vue ``TwButton`` as ``Button``; or not
        exported at all), else the name its file exports
        it under, else the first name a barrel does (compound names such as
        ``Card.Header`` excepted)."""
        path, name = target
        # A compound part reached as `Card.Header` keeps its own name.
        names = {
            exported for exported in self.export_names.get(target, set()) if "." not in exported
        }
        if not names or name in names:
            return name
        if target in self.default_exports:
            # Renamed by the barrel that re-exports it (`export { default as BellIcon }
            # from "./bell.svelte"`): that name, when it holds its own.
            renamed = sorted(
                exported
                for exported in names
                if name.lower() in exported.lower() or exported.lower() in name.lower()
            )
            return renamed[0] if renamed else name
        module = self.graph.modules.get(path)
        own = sorted(
            entry.exported
            for entry in (module.exports if module is not None else [])
            if entry.source is None and entry.local == name and entry.exported in names
        )
        return own[0] if own else sorted(names)[0]

    def documents(self) -> list[CodeSourceDocument]:
        """One document per component, sorted by path and name."""
        implementations = [
            module for module in self.graph.modules.values() if module.role == "component"
        ]
        self._collect_exports()
        self._collect_usages()
        sheets = {
            module.path: self._sheets_of(module) for module in implementations if module.components
        }
        self._collect_css_blocks()
        icons = icon_registry(module.source for module in self.graph.modules.values())
        documents: dict[str, CodeSourceDocument] = {}
        for module in implementations:
            element = native_element(module.source, module.framework) if module.components else None
            for component in module.components:
                document = self._component_document(module, component, sheets[module.path], element)
                if icons:
                    props = with_icon_names(document.props, document.component_name, icons)
                    document = document.model_copy(update={"props": props})
                documents.setdefault(document.code_id, document)
        for stylesheet, block in self.css_blocks.values():
            document = self._block_document(stylesheet, block)
            documents.setdefault(document.code_id, document)
        return sorted(documents.values(), key=lambda doc: (doc.path, doc.component_name))

    # Exports and usages -----------------------------------------------------------

    def _collect_exports(self) -> None:
        namespaces = self._namespace_modules()
        for path in sorted(self.graph.modules):
            for name, target in self.graph.exports_of(path).items():
                if path in namespaces and name != target[1]:
                    continue  # `Icon` of `export * as Avatar`: only `Avatar.Icon` is imported
                if self.graph.modules[path].role == "component":
                    self.exporters.setdefault(target, []).append((path, name))
                if name == "default":
                    if target[0] == path:
                        self.default_exports.add(target)
                else:
                    self.export_names.setdefault(target, set()).add(name)
        # `export * as Accordion from "./namespace"`: each part is `Accordion.Root` too.
        for module in self.graph.modules.values():
            for entry in module.exports:
                if entry.imported != "*" or entry.exported == "*" or entry.source is None:
                    continue
                source = self.graph.resolve(module.path, entry.source)
                for name, target in (self.graph.exports_of(source) if source else {}).items():
                    if name != "default":
                        self.export_names.setdefault(target, set()).add(f"{entry.exported}.{name}")
        # A compound part is reachable as `Card.Header` under each name of its owner.
        for module in self.graph.modules.values():
            for component in module.components:
                for dotted in (component.name, *component.aliases):
                    owner_name, dot, member = dotted.partition(".")
                    owner = module.component(owner_name) if dot else None
                    if owner is None:
                        continue
                    names = self.export_names.get((module.path, owner.name), set())
                    target = (module.path, component.name)
                    self.export_names.setdefault(target, set()).update(
                        f"{name}.{member}" for name in names
                    )

    def _namespace_modules(self) -> set[str]:
        """Modules that are re-exported as a namespace (``export * as Avatar from
        "./namespace"``) and define no component themselves: their names are members."""
        namespaces: set[str] = set()
        for module in self.graph.modules.values():
            for entry in module.exports:
                if entry.imported == "*" and entry.exported != "*" and entry.source is not None:
                    source = self.graph.resolve(module.path, entry.source)
                    if source is not None and not self.graph.modules[source].components:
                        namespaces.add(source)
        return namespaces

    def _collect_usages(self) -> None:
        for module in self.graph.modules.values():
            if module.role not in ("story", "test", "page"):
                continue
            for site in module.usages:
                target = self.graph.resolve_local(module, site.target)
                if target is None:
                    continue
                evidence = UsageEvidence(
                    path=module.path,
                    kind=_USAGE_KINDS[module.role],
                    name=site.name,
                    props=site.props,
                )
                known = self.usages.setdefault(target, [])
                if evidence not in known:
                    known.append(evidence)

    # Stylesheets ------------------------------------------------------------------

    def _sheets_of(self, module: ParsedModule) -> list[Stylesheet]:
        paths = [
            path
            for spec in module.stylesheet_imports
            if (path := self.graph.resolve(module.path, spec)) in self.stylesheets
        ]
        if not paths and not module.style_blocks:
            paths = [path for path in _sibling_stylesheets(module.path) if path in self.stylesheets]
        self.owned.update(paths)
        sheets = [self.stylesheets[path] for path in dict.fromkeys(paths)]
        for index, block in enumerate(module.style_blocks):
            language: SourceLanguage = "scss" if block.grammar == "scss" else "css"
            facts = analyse_stylesheet(
                block.text.encode(), "scss" if block.grammar == "scss" else "css"
            )
            sheets.append(Stylesheet(f"{module.path}#style{index}", language, block.text, facts))
        return sheets

    def _collect_css_blocks(self) -> None:
        for path, stylesheet in sorted(self.stylesheets.items()):
            if path in self.owned:
                continue
            stem = posixpath.basename(path).split(".", 1)[0].lstrip("_")
            for block in bem_blocks(stylesheet.facts.classes).values():
                if block.elements or block.modifiers or block.name == stem:
                    self.css_blocks.setdefault(block.name, (stylesheet, block))

    # Documents --------------------------------------------------------------------

    def _component_document(
        self,
        module: ParsedModule,
        component: ParsedComponent,
        sheets: list[Stylesheet],
        element: str | None,
    ) -> CodeSourceDocument:
        """The document of one component; ``element`` is the HTML element its module's
        components forward attributes to (:func:`native_element`, read once a module)."""
        target = (module.path, component.name)
        facts = [sheet.facts for sheet in sheets]
        if component.inline_css:
            facts.append(inline_facts(component.inline_css))
        sheet_classes = [name for fact in facts for name in fact.classes]
        used = set(component.css_classes) & set(sheet_classes)
        for fact in facts:  # `.primary { composes: base }`: using primary uses base
            used |= fact.composed(used & set(fact.classes))
        single = len(module.components) == 1 or not used
        family = {
            name
            for name in sheet_classes
            if bem_split(name)[0] in {bem_split(cls)[0] for cls in used}
        }
        states = sorted(
            {state for fact in facts for state in fact.states(None if single else family)}
        )
        export_names = sorted(self.export_names.get(target, set()))
        public = self._public_name(target)
        bound = [local for local, name in module.bindings.items() if name == component.name]
        aliases = sorted(
            (set(export_names) | set(component.aliases) | set(bound) | {component.name}) - {public}
        )
        css_parts = [sheet.text for sheet in sheets] + (
            [component.inline_css] if component.inline_css else []
        )
        variants = self.declarations.variant_use(module, component)
        importable, exporters = self._exporters_of(module, component)
        consumer = self._consumer_import(importable, exporters)
        internal = (
            (
                not export_names
                and (target not in self.default_exports or self._left_out_of_barrel(module))
            )
            or self.imports.outside_entry_points(exporters)
            or _styling_part(module.path, exporters)
        )
        return CodeSourceDocument(
            code_id=self._code_id(module.path, component.name),
            project_id=self.scope.project_id,
            organization_id=self.scope.organization_id,
            code_source=self.scope.code_source,
            code_revision=self.scope.code_revision,
            path=module.path,
            language=_language(module.language),
            framework=module.framework,
            component_name=public,
            kind=component.kind,
            export_names=export_names,
            aliases=aliases,
            is_default_export=target in self.default_exports,
            internal=internal,
            import_source=consumer[0].source if consumer and not internal else None,
            import_statement=(
                consumer[0].statement(consumer[1]) if consumer and not internal else None
            ),
            description=component.description,
            props=self.declarations.props(module, component, variants),
            element=element,
            variant_combinations=variants.combinations(),
            css_classes=component.css_classes,
            states=states,
            variants=_variants(component.props, sheet_classes, component.css_classes),
            imports=self._references(module, component),
            usages=self.usages.get(target, []),
            deprecated=component.deprecated,
            deprecation=component.deprecation,
            source_lines=list(component.lines) if component.lines else None,
            source=module.source,
            css="\n".join(css_parts) if css_parts else None,
            stylesheet_paths=[sheet.path for sheet in sheets if sheet.path in self.stylesheets],
        )

    def _left_out_of_barrel(self, module: ParsedModule) -> bool:
        """A single-file component (default-exported by being a file) that the barrel of
        its folder does not re-export: a part the folder's public components use."""
        if module.framework not in ("vue", "svelte"):
            return False
        folder = posixpath.dirname(module.path)
        barrels = [
            self.graph.modules.get(posixpath.join(folder, f"index{suffix}"))
            for suffix in (".ts", ".js", ".mts", ".mjs")
        ]
        return any(barrel is not None and barrel.exports for barrel in barrels)

    def _exporters_of(
        self, module: ParsedModule, component: ParsedComponent
    ) -> tuple[Target, list[tuple[str, str]]]:
        """The component a consumer imports to use this one, and the modules exporting it:
        itself, or for a compound part exported only as ``Card.Header`` its owner."""
        target = (module.path, component.name)
        if target not in self.exporters:
            for dotted in (component.name, *component.aliases):
                owner = module.component(dotted.partition(".")[0]) if "." in dotted else None
                if owner is not None and (module.path, owner.name) in self.exporters:
                    target = module.path, owner.name
                    break
        return target, self.exporters.get(target, [])

    def _consumer_import(
        self, target: Target, exporters: list[tuple[str, str]]
    ) -> tuple[ConsumerImport, str] | None:
        """The import a consumer writes for ``target``, and the local name it binds."""
        if not exporters:
            return None
        public = self._public_name(target)
        chosen = self.imports.choose(exporters, public)
        return (chosen, public) if chosen is not None else None

    def _references(
        self, module: ParsedModule, component: ParsedComponent
    ) -> list[ComponentReference]:
        references: list[ComponentReference] = []
        for name in component.rendered:
            target = self.graph.resolve_local(module, name) or self.custom_tags.get(name)
            if target == (module.path, component.name):
                continue
            head = name.split(".", 1)[0]
            binding = next((item for item in module.imports if item.local == head), None)
            source = binding.source if binding is not None else ""
            if target is None and binding is None:
                continue
            references.append(
                ComponentReference(
                    name=name,
                    source=source,
                    path=target[0] if target else self.graph.resolve(module.path, source),
                    code_id=self._code_id(*target) if target else None,
                )
            )
        for css_class in component.css_classes:
            found = self.css_blocks.get(css_class)
            if found is not None:
                stylesheet, block = found
                references.append(
                    ComponentReference(
                        name=block.name,
                        source=stylesheet.path,
                        path=stylesheet.path,
                        code_id=self._code_id(stylesheet.path, block.name),
                    )
                )
        return references

    def _block_document(self, stylesheet: Stylesheet, block: BemBlock) -> CodeSourceDocument:
        return CodeSourceDocument(
            code_id=self._code_id(stylesheet.path, block.name),
            project_id=self.scope.project_id,
            organization_id=self.scope.organization_id,
            code_source=self.scope.code_source,
            code_revision=self.scope.code_revision,
            path=stylesheet.path,
            language=stylesheet.language,
            framework="css",
            component_name=block.name,
            kind="css_block",
            css_classes=block.classes,
            states=stylesheet.facts.states(set(block.classes)),
            variants={"modifier": block.modifiers} if block.modifiers else {},
            source=stylesheet.text,
            css=stylesheet.text,
            stylesheet_paths=[stylesheet.path],
        )


def _variants(
    props: list[PropDefinition], sheet_classes: list[str], used: list[str]
) -> dict[str, list[str]]:
    variants = {
        prop.name: list(prop.values)
        for prop in props
        if prop.kind == "string_union" and prop.values
    }
    # A modifier already expressed by a union value or a boolean prop (`--pill`) adds nothing.
    covered = {value for values in variants.values() for value in values}
    covered |= {prop.name for prop in props if prop.kind == "boolean"}
    blocks = {bem_split(name)[0] for name in used}
    modifiers: list[str] = []
    for name in sheet_classes:
        block, element, modifier = bem_split(name)
        if (
            block in blocks
            and element is None
            and modifier
            and modifier not in covered
            and modifier not in modifiers
        ):
            modifiers.append(modifier)
    if modifiers:
        variants["modifier"] = modifiers
    return variants


#: ``Button.styles.ts``, ``styled.ts``: modules of styled parts a component file uses.
_STYLING_MODULE = re.compile(r"(^|[./])(styles?|styled)\.[jt]sx?$")


def _styling_part(path: str, exporters: list[tuple[str, str]]) -> bool:
    """A styled part (``StyledButton`` of ``Button.styles.ts``) that only its own styling
    module exports: the component file next to it uses it; consumers never do."""
    file_name = posixpath.basename(path)
    return bool(_STYLING_MODULE.search(file_name)) and all(
        exporter == path for exporter, _ in exporters
    )


def _sibling_stylesheets(path: str) -> list[str]:
    folder, name = posixpath.split(path)
    stems = [name.split(".", 1)[0]]
    if stems[0] == "index" and folder:
        stems.append(posixpath.basename(folder))
    return [
        posixpath.join(folder, f"{stem}{suffix}")
        for stem in stems
        for suffix in (
            ".module.css",
            ".module.scss",
            ".css",
            ".scss",
            ".styles.css",
            ".styles.scss",
        )
    ]


def _language(value: str) -> SourceLanguage:
    languages: dict[str, SourceLanguage] = {
        "tsx": "tsx", "ts": "ts", "jsx": "jsx", "js": "js", "vue": "vue", "svelte": "svelte",
    }  # fmt: skip
    return languages[value]
