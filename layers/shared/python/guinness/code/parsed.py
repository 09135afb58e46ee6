"""What the language parsers extract from one file, before files are linked together.

These are internal to the code import; the contract others consume is ``documents.py``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from guinness.code.documents import ComponentKind, Framework, PropDefinition, PropValue
from guinness.code.syntax import JsDoc


@dataclass(frozen=True)
class ImportBinding:
    """``import {imported as local} from source``; ``imported`` is ``default`` or ``*`` too."""

    local: str
    source: str
    imported: str


@dataclass(frozen=True)
class ExportEntry:
    """An export of a module.

    A local export has ``local`` (``export { Dialog as Modal }``: exported ``Modal``, local
    ``Dialog``); a re-export has ``source`` and ``imported`` (``export * from`` uses ``*``
    for both ``exported`` and ``imported``; ``export * as NS from`` has ``imported`` ``*``).
    """

    exported: str
    local: str | None = None
    source: str | None = None
    imported: str | None = None


@dataclass(frozen=True)
class TypeRef:
    """A type a props type is made of that another file declares: an imported interface
    or alias (``ButtonProps`` from ``./types``), or with ``component`` the props of a
    component (``React.ComponentProps<typeof DialogPrimitive.Root>``, a dotted local name).
    ``only`` / ``without`` keep the keys a ``Pick`` / ``Omit`` around it kept."""

    name: str
    component: bool = False
    only: tuple[str, ...] | None = None
    without: tuple[str, ...] = ()
    #: The props of the type arguments it is applied to (``HTMLChakraProps<"button",
    #: ButtonBaseProps>``), read where it is written, bound to the generic's parameters
    #: where it is declared. Two applications of one generic are different references.
    arguments: tuple[tuple[PropDefinition, ...], ...] = field(default=(), hash=False)
    #: Defaults the reference sets on the props it brings (a props factory called with
    #: ``{ tag: 'button' }``).
    defaults: tuple[tuple[str, PropValue], ...] = field(default=(), hash=False)

    def keeps(self, prop: str) -> bool:
        """Whether the prop called ``prop`` survives the ``Pick`` / ``Omit``."""
        return (self.only is None or prop in self.only) and prop not in self.without

    def narrowed(self, keys: list[str], *, pick: bool) -> TypeRef:
        """This reference seen through ``Pick<…, keys>`` (``pick``) or ``Omit<…, keys>``."""
        if pick:
            only = tuple(key for key in keys if self.only is None or key in self.only)
            return replace(self, only=only)
        return replace(self, without=(*self.without, *keys))


@dataclass
class ParsedComponent:
    """A component defined in a file."""

    name: str
    kind: ComponentKind
    props: list[PropDefinition] = field(default_factory=list)
    description: str | None = None
    deprecated: bool = False
    deprecation: str | None = None
    #: Static class names it uses (className strings, ``class`` attributes, CSS modules).
    css_classes: list[str] = field(default_factory=list)
    #: Names of the components it renders as written (``Icon``, ``Card.Header``).
    rendered: list[str] = field(default_factory=list)
    #: Extra names from the same file (``Card.Header = CardHeader`` gives ``Card.Header``).
    aliases: list[str] = field(default_factory=list)
    #: CSS written inside the component (styled-components templates).
    inline_css: str | None = None
    #: Local names of imported variant systems its props come from
    #: (``VariantProps<typeof toggleVariants>``); the linker adds their props.
    variant_refs: list[str] = field(default_factory=list)
    #: Types declared elsewhere its props type is made of (``ButtonProps`` from
    #: ``./types``, ``ComponentProps<typeof X>``); the linker adds their props.
    type_refs: list[TypeRef] = field(default_factory=list)
    #: The key of the recipe (``defineRecipe``) that styles it, registered elsewhere
    #: (``createRecipeContext({ key: "button" })``); the linker adds its variants.
    recipe_key: str | None = None
    #: First and last line (1-based) of the statement declaring it in a script; None for a
    #: component that is its whole file (:mod:`~guinness.code.spans`).
    lines: tuple[int, int] | None = None


@dataclass(frozen=True)
class VariantAxis:
    """One axis (``size``) with its values (``sm``, ``md``) and each value's classes."""

    name: str
    values: list[str]
    classes: dict[str, list[str]] = field(default_factory=dict)

    @property
    def is_boolean(self) -> bool:
        """Whether the axis is a flag (keys ``true`` and/or ``false``)."""
        return bool(self.values) and set(self.values) <= {"true", "false"}


@dataclass(frozen=True)
class VariantSystem:
    """A ``cva`` / ``tv`` declaration (read by :mod:`~guinness.code.variant_systems`)."""

    name: str
    base_classes: list[str]
    axes: list[VariantAxis]
    defaults: dict[str, PropValue]
    #: ``compoundVariants`` conditions (axis → value), as evidence of combinations.
    compound: list[dict[str, PropValue]] = field(default_factory=list)
    slots: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class UsageSite:
    """A story or test rendering ``target`` (a local name, maybe dotted) with props."""

    target: str
    props: dict[str, PropValue]
    name: str | None = None


@dataclass(frozen=True)
class StyleBlock:
    """A stylesheet embedded in a component file (an SFC ``<style>`` block)."""

    grammar: str
    text: str


@dataclass
class ParsedModule:
    """Everything one script, Vue or Svelte file contributes."""

    path: str
    language: str
    framework: Framework
    role: str
    source: str
    imports: list[ImportBinding] = field(default_factory=list)
    exports: list[ExportEntry] = field(default_factory=list)
    components: list[ParsedComponent] = field(default_factory=list)
    #: Local names that stand for a component of this file (``const Fancy = memo(Button)``).
    bindings: dict[str, str] = field(default_factory=dict)
    #: Specifiers of the stylesheets it imports, in order.
    stylesheet_imports: list[str] = field(default_factory=list)
    style_blocks: list[StyleBlock] = field(default_factory=list)
    usages: list[UsageSite] = field(default_factory=list)
    #: The ``cva`` / ``tv`` variant systems it declares, by local name.
    variant_systems: dict[str, VariantSystem] = field(default_factory=dict)
    #: Type aliases of their props (``type ButtonVariants = VariantProps<typeof x>``).
    variant_aliases: dict[str, str] = field(default_factory=dict)
    #: Vue options objects it exports that are no components (``export default { props
    #: }``: mixins), by exported name, for the components that extend them.
    mixins: dict[str, ParsedComponent] = field(default_factory=dict)
    #: Its top-level types (a ``prop_types.TypeScope``), kept for the linker to resolve
    #: other files' imports of them; None for files without a script.
    type_scope: Any = None

    def component(self, name: str) -> ParsedComponent | None:
        """The component of this file called ``name`` (or bound to it), if any."""
        name = self.bindings.get(name, name)
        for component in self.components:
            if component.name == name or name in component.aliases:
                return component
        return None


def component_name_from_path(path: str) -> str:
    """The PascalCase name of a file's default component (``index`` uses its folder)."""
    parts = path.split("/")
    stem = parts[-1].split(".", 1)[0]
    if stem == "index" and len(parts) > 1:
        stem = parts[-2]
    words = [word for word in re.split(r"[^0-9A-Za-z]+", stem.lstrip("_+")) if word]
    return "".join(word[0].upper() + word[1:] for word in words) or "Component"


def new_component(
    name: str, kind: ComponentKind, doc: JsDoc, props: list[PropDefinition]
) -> ParsedComponent:
    """A component named ``name`` with ``props``, described by its doc comment."""
    return ParsedComponent(
        name=name,
        kind=kind,
        props=props,
        description=doc.description,
        deprecated=doc.deprecated,
        deprecation=doc.deprecation,
    )
