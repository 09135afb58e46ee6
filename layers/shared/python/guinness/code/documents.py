"""The code import contract: one ``CodeSourceDocument`` per component, and the import result.

These models are shared by the backend (which sends them to the AI API), the AI document
store, the code index and the Des2Code matcher. ``embedding`` is stored with a document but
never returned to clients: use :meth:`CodeSourceDocument.client_view` for anything a client
sees.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from guinness.contracts.code_connect import CodeConnectProperty
from guinness.contracts.code_import import DEFAULT_CODE_SOURCE, CodeImportCounts, FileProblem

Framework = Literal["react", "vue", "svelte", "css", "web-component"]
SourceLanguage = Literal["tsx", "ts", "jsx", "js", "vue", "svelte", "css", "scss"]
PropKind = Literal[
    "string_union", "boolean", "string", "number", "node", "function", "object", "unknown"
]
#: ``alias``: another package's component offered under a local name
#: (``export const Combobox = ComboboxPrimitive.Root``); its props are that package's.
#: ``provider``: a context provider (``ButtonContext.Provider``); it renders nothing of
#: its own, and its one prop is the context's ``value``.
ComponentKind = Literal[
    "function",
    "arrow",
    "class",
    "forward_ref",
    "memo",
    "styled",
    "sfc",
    "css_block",
    "alias",
    "options",
    "factory",
    "provider",
]
#: Where a component is seen in use: a story, a test, or a page of the application.
UsageKind = Literal["story", "test", "page"]

#: A prop value as written: literals keep their JSON type, other expressions are source text.
PropValue = str | int | float | bool


def make_code_id(
    project_id: int, path: str, export: str, code_source: str = DEFAULT_CODE_SOURCE
) -> str:
    """The stable id of a code source: ``{project_id}_{32 hex digits}``.

    The digits are the start of SHA-256 over ``f"{project_id}:{path}#{export}"``, where
    ``path`` is the component's file in POSIX form relative to the innermost folder that
    holds every file of the code base (:func:`id_root`; ``CodeSourceDocument.path`` is
    relative to the code base root) and ``export`` is its ``component_name``. Re-importing
    the same code base — as a folder or as an archive, with or without a top folder around
    it (``ui-main/``, ``src/``) — yields the same ids; moving or renaming a component
    yields a new one. A named code source other than the default one (``web``,
    ``design-system``) is part of the digested text (``f"{project_id}:{source}:{path}#..."``),
    so the same file in two sources has two ids; the default source's ids are those code
    imported before sources had names always had.
    """
    named = f"{code_source}:" if code_source != DEFAULT_CODE_SOURCE else ""
    digest = hashlib.sha256(f"{project_id}:{named}{path}#{export}".encode()).hexdigest()
    return f"{project_id}_{digest[:32]}"


def id_root(paths: Iterable[str]) -> str:
    """The innermost folder holding every path (``"src/"``), or ``""``: what code ids are
    computed relative to."""
    folders: list[str] | None = None
    for path in paths:
        parts = path.split("/")[:-1]
        if folders is None:
            folders = parts
        else:
            common = 0
            while common < min(len(folders), len(parts)) and folders[common] == parts[common]:
                common += 1
            folders = folders[:common]
        if not folders:
            return ""
    return "".join(f"{folder}/" for folder in folders or [])


class _Frozen(BaseModel):
    # Stored documents are read back by code that may be older or newer than the writer:
    # unknown fields are ignored rather than refused.
    model_config = ConfigDict(frozen=True, extra="ignore")


class PropDefinition(_Frozen):
    """One prop (or Vue/Svelte property) of a component."""

    name: str
    type: str | None = None
    kind: PropKind = "unknown"
    #: Literal members of a union type (``"primary" | "secondary"``), in declaration order.
    values: list[str] = Field(default_factory=list)
    #: Literal defaults keep their type (``"md"``, ``False``, ``3``); others are source text.
    default: PropValue | None = None
    required: bool = False
    description: str | None = None
    deprecated: bool = False
    #: Union value → the classes it applies (a ``cva`` / ``tv`` variant's Tailwind classes),
    #: styling evidence for matching.
    value_classes: dict[str, list[str]] = Field(default_factory=dict)


class ComponentReference(_Frozen):
    """A component that another component renders (an edge of the component graph)."""

    #: The name as rendered: ``Icon``, ``Card.Header``, or a CSS block such as ``chip``.
    name: str
    #: The import specifier (``./Icon``, ``@acme/ui``); empty for the same file.
    source: str = ""
    #: The file in this code base that defines it; ``None`` for external packages.
    path: str | None = None
    code_id: str | None = None


class UsageEvidence(_Frozen):
    """A story, test or page that renders a component, with the props it passes."""

    path: str
    kind: UsageKind
    #: The story's export name, when the usage is a Storybook story.
    name: str | None = None
    props: dict[str, PropValue] = Field(default_factory=dict)


class CodeConnectNode(_Frozen):
    """A Figma component node a Code Connect file of the code base connects to this one."""

    file_key: str
    node_id: str
    #: The Code Connect file, relative to the code base root.
    path: str
    properties: list[CodeConnectProperty] = Field(default_factory=list)


class CodeSourceDocument(_Frozen):
    """One component of the imported code base: the unit stored, indexed and matched."""

    code_id: str
    project_id: int
    organization_id: int
    #: The project's code source it was imported with (``web``, ``design-system``); a
    #: re-import of one source replaces only that source's components.
    code_source: str = DEFAULT_CODE_SOURCE
    #: The revision of that source it was imported at (a commit id), when the import said.
    code_revision: str | None = None
    #: The defining file, relative to the code base root (never a barrel ``index.ts``).
    path: str
    language: SourceLanguage
    framework: Framework
    #: The name a consumer imports (``export { Base as Primitive }`` gives ``Primitive``;
    #: the local name is then among ``aliases``); a default export keeps its own name.
    component_name: str
    kind: ComponentKind
    #: Every name it is exported under anywhere in the code base (barrels included).
    export_names: list[str] = Field(default_factory=list)
    #: Other names it is known by: renamed exports (``Modal``), compound names (``Card.Header``).
    aliases: list[str] = Field(default_factory=list)
    is_default_export: bool = False
    #: Exported nowhere (not by its file, not by a barrel), or not by its package's entry
    #: points, or a single-file component the barrel of its folder leaves out: a part of
    #: another component, not something a consumer imports.
    internal: bool = False
    #: The module a consumer imports it from (:mod:`~guinness.code.consumer_imports`): a
    #: package entry point (``@acme/ui``), a path alias (``@/components/ui/button``) or
    #: the module's path from the code base root; ``None`` when it is exported nowhere.
    import_source: str | None = None
    #: ``import { Button } from "@acme/ui";`` (a default export binds its own name).
    import_statement: str | None = None
    description: str | None = None
    props: list[PropDefinition] = Field(default_factory=list)
    #: The HTML element whose attributes it accepts besides its props (``button``:
    #: ``disabled``, ``type``; ``input``: ``placeholder``, ``required`` ...), when its
    #: module names exactly one (:mod:`~guinness.code.native_elements`).
    element: str | None = None
    css_classes: list[str] = Field(default_factory=list)
    #: Interaction states from its stylesheet: ``hover``, ``disabled``, ``aria-disabled``.
    states: list[str] = Field(default_factory=list)
    #: Prop name → union values; BEM modifiers not covered by a prop appear as ``modifier``.
    variants: dict[str, list[str]] = Field(default_factory=dict)
    #: Prop combinations its variant system styles on their own (``compoundVariants``:
    #: ``{"tone": "critical", "pill": true}``), evidence that they go together.
    variant_combinations: list[dict[str, PropValue]] = Field(default_factory=list)
    imports: list[ComponentReference] = Field(default_factory=list)
    usages: list[UsageEvidence] = Field(default_factory=list)
    deprecated: bool = False
    deprecation: str | None = None
    #: Figma nodes the code base's own Code Connect files connect to it (ground truth).
    code_connect: list[CodeConnectNode] = Field(default_factory=list)
    #: First and last line (1-based) of its own declaration in ``source``; None when the
    #: component is the whole file.
    source_lines: list[int] | None = None
    source: str
    css: str | None = None
    stylesheet_paths: list[str] = Field(default_factory=list)
    #: Stored with the document for retrieval; never returned to clients.
    embedding: list[float] | None = None

    def client_view(self) -> dict[str, Any]:
        """The JSON-ready document without its embedding, for lists and details."""
        return self.model_dump(mode="json", exclude={"embedding"})


class CodeImport(_Frozen):
    """The result of importing one code base."""

    sources: list[CodeSourceDocument]
    #: Files a parser reported syntax errors in; they contributed nothing.
    unparseable: list[FileProblem] = Field(default_factory=list)
    #: Stylesheets with syntax errors whose remaining rules were still used.
    partially_parsed: list[FileProblem] = Field(default_factory=list)
    #: Files left out, by category: node_modules, build_output, vendored, hidden, too_large,
    #: unsupported, links.
    skipped: dict[str, int] = Field(default_factory=dict)
    counts: CodeImportCounts
