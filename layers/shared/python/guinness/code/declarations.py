"""What other files and installed packages declare for a component's props.

A props type imported from another file (``ButtonProps`` from ``./types``, an imported
base interface), the props of another component (``React.ComponentProps<typeof Button>``,
``ComponentProps<typeof DialogPrimitive.Root>`` of a package), a prop typed by an imported
alias (``size?: ButtonSize``), a variant system imported for ``VariantProps<typeof
toggleVariants>``, and a prop typed by a member of an imported ``VariantProps`` alias
(``ButtonVariants["size"]``). Names are followed through barrels, re-exports, ``export *``
and namespaces (``import * as X``, ``export * as X``), into a package's declaration files
when it is installed (:mod:`~guinness.code.packages`); what resolves to nothing adds
nothing.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass

from tree_sitter import Node

from guinness.code.declared_names import (
    HOPS,
    DeclarationFinder,
    declares_constant,
    declares_type,
    declares_value,
    defines_variants,
)
from guinness.code.documents import PropDefinition, PropKind, PropValue
from guinness.code.parsed import ParsedComponent, ParsedModule, TypeRef, VariantSystem
from guinness.code.prop_merging import with_declared_props
from guinness.code.prop_types import (
    apply_generic_alias,
    describe_members,
    describe_named,
    props_of_named,
    props_of_type,
    variant_axis_named,
)
from guinness.code.resolution import ModuleGraph, Target
from guinness.code.syntax import field, named, object_entries, parse, string_value, text, unwrap
from guinness.code.type_scope import strip_type
from guinness.code.variant_systems import variant_props, with_variant_props

#: How many files deep imported types are followed (a type imported by an imported type;
#: a package's props often come three or four packages down).
_TYPE_DEPTH = 8
#: Types of a component whose first type argument is its props.
_COMPONENT_TYPES = frozenset(
    {
        "FC",
        "FunctionComponent",
        "VFC",
        "ForwardRefExoticComponent",
        "NamedExoticComponent",
        "ExoticComponent",
        "ComponentType",
        # Vue's and Svelte's component types: the props come first as well.
        "DefineComponent",
        "DefineSetupFnComponent",
        "SvelteComponent",
        "ComponentClass",
        "ForwardRefRenderFunction",
    }
)
#: Types of a component that wrap another component.
_WRAPPED_COMPONENT_TYPES = frozenset({"MemoExoticComponent", "LazyExoticComponent"})
_NAMES = ("identifier", "shorthand_property_identifier")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_QUALIFIED = re.compile(r"[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*")
#: A prop typed by an indexed access of a named type: ``ButtonVariants["size"]``.
#: ``keyof typeof icons``: the keys of an object constant, perhaps another module's.
_KEYS_OF_CONSTANT = re.compile(r"keyof\s+typeof\s+([A-Za-z_$][\w$]*)")
_INDEXED_TYPE = re.compile(r"""([A-Za-z_$][\w$]*)\[\s*["']([^"']+)["']\s*\]""")


@dataclass(frozen=True)
class VariantUse:
    """The variant systems a component's props come from, and the axis behind each prop
    typed by a member of an imported ``VariantProps`` alias."""

    systems: list[VariantSystem]
    axes: dict[str, PropDefinition]

    def combinations(self) -> list[dict[str, PropValue]]:
        """Their ``compoundVariants`` conditions, each once."""
        found: list[dict[str, PropValue]] = []
        for system in self.systems:
            found.extend(item for item in system.compound if item not in found)
        return found


class ImportedDeclarations:
    """Resolves a component's props against the declarations of the files it imports."""

    def __init__(self, graph: ModuleGraph) -> None:
        self.graph = graph
        #: Props of the code base's components, once linked (another may use them).
        self._linked: dict[Target, list[PropDefinition]] = {}
        self._linking: set[Target] = set()
        #: Props of named types applied to no arguments, by declaration.
        self._named: dict[tuple[str, str], list[PropDefinition]] = {}
        #: Recipe key → (module, local name) of the object constants that register one.
        self._recipes: dict[str, list[tuple[ParsedModule, str]]] | None = None
        #: Props of components declared elsewhere, by (module, dotted name).
        self._components: dict[tuple[str, str], list[PropDefinition]] = {}
        self.names = DeclarationFinder(graph)

    def variant_use(self, module: ParsedModule, component: ParsedComponent) -> VariantUse:
        """The variant systems the component's props come from (this file's or imported)."""
        systems: dict[int, VariantSystem] = {}
        for local in component.variant_refs:
            system = module.variant_systems.get(local) or self._system(module, local, alias=False)
            if system is not None:
                systems[id(system)] = system
        recipe = self._recipe(component.recipe_key) if component.recipe_key else None
        if recipe is not None:
            systems[id(recipe)] = recipe
        axes: dict[str, PropDefinition] = {}
        for prop in component.props:
            match = _INDEXED_TYPE.fullmatch(prop.type or "")
            system = self._system(module, match[1], alias=True) if match else None
            if system is None or match is None:
                continue
            systems[id(system)] = system
            axis = next((p for p in variant_props(system) if p.name == match[2]), None)
            if axis is not None and not prop.values:
                axes[prop.name] = axis.model_copy(update={"name": prop.name})
        return VariantUse(list(systems.values()), axes)

    def props(
        self, module: ParsedModule, component: ParsedComponent, use: VariantUse
    ) -> list[PropDefinition]:
        """The component's props completed with what the files it imports declare."""
        target = (module.path, component.name)
        if target in self._linked:
            return self._linked[target]
        self._linking.add(target)
        try:
            props = component.props
            typed = self._type_props(module, component.type_refs, 0)
            if typed:
                props = with_declared_props(props, typed)
            sidecar = self._sidecar_props(module, component)
            if sidecar:
                props = with_declared_props(props, sidecar)
            imported = [
                prop
                for system in use.systems
                if module.variant_systems.get(system.name) is not system  # this file's: read
                for prop in variant_props(system)
            ] + list(use.axes.values())
            if imported:
                props = with_variant_props(props, imported)
            linked = [self._with_alias(module, prop) for prop in props]
            own = [axis for system in use.systems for axis in variant_props(system)] + [
                axis for system in module.variant_systems.values() for axis in variant_props(system)
            ]
            if own:
                linked = [_with_axis_classes(prop, own) for prop in linked]
        finally:
            self._linking.discard(target)
        self._linked[target] = linked
        return linked

    def _sidecar_props(
        self, module: ParsedModule, component: ParsedComponent
    ) -> list[PropDefinition]:
        """The props a single-file component's declaration sidecar types (``Button.d.ts``
        or ``Button.vue.d.ts`` beside ``Button.vue``: ``declare const Button:
        DefineComponent<ButtonProps, …>; export default Button``)."""
        if module.framework not in ("vue", "svelte"):
            return []
        stem = posixpath.splitext(module.path)[0]
        sidecar = next(
            (
                found
                for path in (f"{stem}.d.ts", f"{module.path}.d.ts")
                if (found := self.graph.modules.get(path)) is not None
            ),
            None,
        )
        if sidecar is None:
            return []
        values = sidecar.type_scope.values
        default = next(
            (
                entry.local
                for entry in sidecar.exports
                if entry.exported == "default" and entry.source is None
            ),
            None,
        )
        name = default if default in values else component.name
        if name not in values:
            return []
        return self._props_of_component_type(sidecar, values[name], 0)

    def _type_props(
        self, module: ParsedModule, refs: list[TypeRef], depth: int
    ) -> list[PropDefinition]:
        """The props of types declared elsewhere, following their own references."""
        found: list[PropDefinition] = []
        for ref in refs:
            if ref.component:
                declared = self._component_props(module, ref.name, depth)
                overrides = dict(ref.defaults)
                declared = [
                    prop.model_copy(update={"default": overrides[prop.name]})
                    if prop.name in overrides
                    else prop
                    for prop in declared
                ]
            else:
                declared = self._named_type_props(module, ref, depth)
            found = with_declared_props(found, [p for p in declared if ref.keeps(p.name)])
        return found

    def _named_type_props(
        self, module: ParsedModule, ref: TypeRef, depth: int
    ) -> list[PropDefinition]:
        """The props of the type ``ref`` names from ``module``, its references followed;
        memoised by declaration when it is applied to no arguments (a style system is
        reached from every component)."""
        definition = self.names.find_qualified(module, ref.name, declares_type)
        if definition is None:
            return []
        target, name = definition
        key = (target.path, name)
        if not ref.arguments and key in self._named:
            return self._named[key]
        declared, further = props_of_named(name, target.type_scope, ref.arguments)
        declared = [self._with_alias(target, prop) for prop in declared]
        if further and depth < _TYPE_DEPTH:
            declared = with_declared_props(declared, self._type_props(target, further, depth + 1))
        if not ref.arguments:
            self._named[key] = declared
        return declared

    # Components declared elsewhere ------------------------------------------------

    def _component_props(
        self, module: ParsedModule, dotted: str, depth: int
    ) -> list[PropDefinition]:
        """The props of the component ``dotted`` names in ``module`` (``Button``,
        ``DialogPrimitive.Root``): one of the code base's, or a package's."""
        key = (module.path, dotted)
        if key in self._components:
            return self._components[key]
        self._components[key] = []  # a component typed by itself adds nothing
        props: list[PropDefinition] = []
        target = (
            self.graph.resolve_local(module, dotted) if module.path in self.graph.modules else None
        )
        component = self.graph.component(target) if target is not None else None
        mixin = self._mixin(module, dotted) if component is None else None
        if target is not None and component is not None:
            owner = self.graph.modules[target[0]]
            if target not in self._linking:
                props = self.props(owner, component, self.variant_use(owner, component))
        elif mixin is not None:
            if (mixin[0].path, mixin[1].name) not in self._linking:
                props = self.props(*mixin, VariantUse([], {}))
        elif depth < _TYPE_DEPTH:
            located = self._value_type(module, dotted)
            if located is not None:
                props = self._props_of_component_type(*located, depth + 1)
        self._components[key] = props
        return props

    def _recipe(self, key: str) -> VariantSystem | None:
        """The recipe registered under ``key`` in the code base: an object constant whose
        ``key`` entry names a recipe (``export const recipes = { button: buttonRecipe }``),
        defined in its file or imported."""
        if self._recipes is None:
            self._recipes = {}
            for module in self.graph.modules.values():
                scope = module.type_scope
                for constant in scope.constants.values() if scope is not None else ():
                    for entry, value in object_entries(constant):
                        node = unwrap(value)
                        if node is not None and node.type in _NAMES:
                            self._recipes.setdefault(entry, []).append((module, text(node)))
        for module, local in self._recipes.get(key, []):
            system = module.variant_systems.get(local) or self._system(module, local, alias=False)
            if system is not None:
                return system
        return None

    def _mixin(
        self, module: ParsedModule, local: str
    ) -> tuple[ParsedModule, ParsedComponent] | None:
        """The Vue mixin (an exported options object) or props factory a local name
        stands for, in this file or imported."""
        binding = next((item for item in module.imports if item.local == local), None)
        if binding is None:  # a props factory of this file
            mixin = module.mixins.get(local)
            return (module, mixin) if mixin is not None else None
        path = self.graph.resolve(module.path, binding.source)
        owner = self.graph.modules.get(path) if path is not None else None
        mixin = owner.mixins.get(binding.imported) if owner is not None else None
        return (owner, mixin) if owner is not None and mixin is not None else None

    def _value_type(self, module: ParsedModule, dotted: str) -> tuple[ParsedModule, Node] | None:
        """The declared type of the value ``dotted`` names (``DialogPrimitive.Root``:
        through the namespace to ``declare const Dialog: React.FC<DialogProps>``;
        ``Primitive.button``: the ``button`` member of ``Primitive``'s type)."""
        found, members = self.names.through_namespaces(module, dotted, lambda _: declares_value)
        if found is None or found[1] == "*" or not declares_value(*found):
            return None
        owner, name = found
        node: Node | None = owner.type_scope.values[name]
        for member in members:
            located = self._member_type(owner, node, member, 0)
            if located is None:
                return None
            owner, node = located
        return (owner, node) if node is not None else None

    def _member_type(
        self, owner: ParsedModule, node: Node | None, member: str, depth: int
    ) -> tuple[ParsedModule, Node] | None:
        """The type of property ``member`` of the type ``node`` (an object type, a mapped
        type, an interface or an alias of one)."""
        node = strip_type(node)
        if node is None or depth > HOPS:
            return None
        if node.type in ("object_type", "interface_body"):
            for signature in named(node, "property_signature", "index_signature"):
                name = field(signature, "name")
                if (
                    signature.type == "index_signature"
                    or (string_value(name) or text(name)) == member
                ):
                    value = strip_type(field(signature, "type"))
                    if value is None:
                        value = next(
                            (c for c in signature.named_children if c.type == "type_annotation"),
                            None,
                        )
                    return (owner, value) if value is not None else None
            return None
        if node.type == "intersection_type":
            for part in node.named_children:
                found = self._member_type(owner, part, member, depth + 1)
                if found is not None:
                    return found
            return None
        declared = self._type_declaration(owner, _type_name(node))
        if declared is None:
            return None
        target, declaration = declared
        if declaration.type == "interface_declaration":
            return self._member_type(target, field(declaration, "body"), member, depth + 1)
        return self._member_type(target, declaration, member, depth + 1)

    def _props_of_component_type(
        self, owner: ParsedModule, node: Node | None, depth: int
    ) -> list[PropDefinition]:
        """The props of a component given its type (``React.FC<P>``,
        ``ForwardRefExoticComponent<P & RefAttributes<E>>``, ``typeof X``, a function
        signature, an interface extending one of these)."""
        node = strip_type(node)
        if node is None or depth > _TYPE_DEPTH:
            return []
        if node.type in ("function_signature", "function_type", "call_signature"):
            parameters = field(node, "parameters")
            first = (
                parameters.named_children[0] if parameters and parameters.named_children else None
            )
            return self._declared_props(owner, field(first, "type") if first else None, depth)
        if node.type == "type_query" and node.named_children:
            return self._component_props(owner, text(node.named_children[0]), depth)
        if node.type == "intersection_type":
            props: list[PropDefinition] = []
            for part in node.named_children:
                props = with_declared_props(
                    props, self._props_of_component_type(owner, part, depth + 1)
                )
            return props
        name = _type_name(node)
        short = name.rsplit(".", 1)[-1]
        if node.type == "generic_type" and (
            short in _COMPONENT_TYPES or short in _WRAPPED_COMPONENT_TYPES
        ):
            arguments = field(node, "type_arguments")
            first = arguments.named_children[0] if arguments and arguments.named_children else None
            if short in _WRAPPED_COMPONENT_TYPES:
                return self._props_of_component_type(owner, first, depth + 1)
            return self._declared_props(owner, first, depth)
        declared = self._type_declaration(owner, name)
        if declared is None:
            return []
        target, declaration = declared
        if declaration.type != "interface_declaration":
            return self._props_of_component_type(target, declaration, depth + 1)
        props = []
        for clause in named(declaration, "extends_type_clause"):
            for base in clause.named_children:
                props = with_declared_props(
                    props, self._props_of_component_type(target, base, depth + 1)
                )
        body = field(declaration, "body")
        for signature in named(body, "call_signature") if body is not None else []:
            props = with_declared_props(
                props, self._props_of_component_type(target, signature, depth + 1)
            )
        return props

    def _declared_props(
        self, owner: ParsedModule, node: Node | None, depth: int
    ) -> list[PropDefinition]:
        """The props a props type written in ``owner`` declares, references followed."""
        props, further = props_of_type(node, owner.type_scope)
        props = [self._with_alias(owner, prop) for prop in props]
        if further and depth < _TYPE_DEPTH:
            props = with_declared_props(props, self._type_props(owner, further, depth + 1))
        return props

    def _type_declaration(self, owner: ParsedModule, name: str) -> tuple[ParsedModule, Node] | None:
        """The interface declaration or alias value ``name`` stands for in ``owner``."""
        if not name:
            return None
        found = self.names.find_qualified(owner, name, declares_type)
        if found is None:
            return None
        target, local = found
        scope = target.type_scope
        return target, scope.interfaces[local] if local in scope.interfaces else scope.aliases[
            local
        ]

    # Names ------------------------------------------------------------------------

    def _with_alias(self, module: ParsedModule, prop: PropDefinition) -> PropDefinition:
        """A prop typed by imported aliases (``size?: ButtonSize``, ``dir?: Direction |
        undefined``) gets their kind and union values."""
        if prop.kind not in ("unknown", "object") or not prop.type:
            return prop
        if "<" in prop.type:
            return self._with_generic_alias(module, prop, prop.type)
        keyed = _KEYS_OF_CONSTANT.fullmatch(prop.type.strip())
        if keyed is not None:
            # An icon map or option table imported from its own module: its keys.
            holder = self.names.find_qualified(module, keyed[1], declares_constant)
            scope = holder[0].type_scope if holder is not None else None
            constant = scope.constants.get(holder[1]) if scope is not None and holder else None
            keys = [key for key, _ in object_entries(constant)] if constant is not None else []
            if keys:
                return prop.model_copy(update={"kind": "string_union", "values": keys})
            return prop
        members = [part.strip() for part in prop.type.split("|")]
        names = [part for part in members if part not in ("undefined", "null")]
        if len(names) == 1 and (indexed := _INDEXED_TYPE.fullmatch(names[0])):
            # `ValidationProps["validateOn"]`: that member of a type declared elsewhere.
            declared = self._type_props(module, [TypeRef(indexed[1])], 0)
            member = next((item for item in declared if item.name == indexed[2]), None)
            if member is None or not member.values:
                return prop
            return prop.model_copy(update={"kind": member.kind, "values": member.values})
        # `'auto' | Anchor`: the literals written here, and the aliases' values.
        values: list[str] = [quoted[1:-1] for quoted in names if _QUOTED.fullmatch(quoted)]
        names = [name for name in names if not _QUOTED.fullmatch(name)]
        if not names or not all(_QUALIFIED.fullmatch(name) for name in names):
            return prop
        kinds: set[PropKind] = set()
        for name in names:
            imported = self.names.imports(module, name)
            definition = (
                self.names.find_qualified(module, name, declares_type) if imported else None
            )
            if definition is None:  # a framework's type (`Component`), or not found
                kinds.add("unknown")
                continue
            target, local = definition
            axis = variant_axis_named(local, target.type_scope)
            if axis is not None and len(names) == 1:
                # An axis of a variant system: its values with their classes.
                return prop.model_copy(
                    update={
                        "kind": axis.kind,
                        "values": axis.values,
                        "value_classes": axis.value_classes,
                        "default": prop.default if prop.default is not None else axis.default,
                    }
                )
            kind, found = describe_named(local, target.type_scope)
            kinds.add(kind)
            values.extend(value for value in found if value not in values)
        if not values and kinds & {"unknown", "object"}:
            return prop
        kind = kinds.pop() if len(kinds) == 1 else "unknown"
        return prop.model_copy(update={"kind": kind, "values": values})

    def _with_generic_alias(
        self, module: ParsedModule, prop: PropDefinition, written: str
    ) -> PropDefinition:
        """A prop typed by generic aliases applied to literals (``HintedString<"left" |
        "right"> | undefined``, the alias in this file or imported): their values."""
        root = parse("typescript", f"type T = {written};".encode()).root_node
        declaration = root.named_children[0] if root.named_children else None
        value = field(declaration, "value") if declaration is not None else None
        if value is None or root.has_error:
            return prop
        strings: list[str] = []
        kinds: set[PropKind | str] = set()
        parts = [strip_type(value)]
        while any(part is not None and part.type == "union_type" for part in parts):
            parts = [  # `A | null | undefined` nests as `(A | null) | undefined`
                strip_type(child)
                for part in parts
                for child in (
                    part.named_children
                    if part is not None and part.type == "union_type"
                    else [part]
                )
            ]
        for part in parts:
            if part is None or text(part) in ("undefined", "null"):
                continue
            if part.type != "generic_type":
                return prop
            name = text(field(part, "name"))
            found = self.names.find_qualified(module, name, declares_type)
            applied = (
                apply_generic_alias(part, module.type_scope, found[0].type_scope, name=found[1])
                if found is not None
                else None
            )
            if applied is None:
                return prop
            strings.extend(value for value in applied[0] if value not in strings)
            kinds |= applied[1]
        kind, values = describe_members(strings, kinds)
        return prop.model_copy(update={"kind": kind, "values": values}) if values else prop

    def _system(self, module: ParsedModule, local: str, *, alias: bool) -> VariantSystem | None:
        """The variant system (with ``alias``: the system of a ``VariantProps`` alias) an
        imported name of ``module`` stands for."""
        if not self.names.imports(module, local):
            return None
        found = self.names.find_local(module, local, defines_variants)
        if found is None:
            return None
        target, name = found
        if alias:
            name = target.variant_aliases.get(name, "")
        return target.variant_systems.get(name)


def _type_name(node: Node) -> str:
    """The name a type reference uses (``Props``, ``React.FC``), or empty."""
    if node.type == "generic_type":
        return text(field(node, "name"))
    if node.type in ("type_identifier", "nested_type_identifier"):
        return text(node)
    return ""


def _with_axis_classes(prop: PropDefinition, axes: list[PropDefinition]) -> PropDefinition:
    """A union prop typed on its own (``size?: AvatarSize``) that a variant system of the
    component styles (``size: { small: "size-8", ... }``) gets that axis's classes: the
    styling evidence (pixel sizes) a design's ``Size=32`` is read against."""
    if prop.value_classes or not prop.values:
        return prop
    for axis in axes:
        if axis.name == prop.name and axis.value_classes and set(prop.values) <= set(axis.values):
            return prop.model_copy(update={"value_classes": axis.value_classes})
    return prop
