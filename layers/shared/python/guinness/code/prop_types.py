"""Props from TypeScript types, shared by React, Vue and Svelte (destructuring and merging:
:mod:`~guinness.code.prop_merging`).

Types are resolved within one file: interfaces (with ``extends``), type aliases,
intersections, ``PropsWithChildren``, ``Partial``/``Required``/``Omit``/``Pick``, indexed
access (``ButtonVariants["variant"]``), and ``VariantProps<typeof x>`` of a ``cva`` / ``tv``
variant system declared in the file (:mod:`~guinness.code.variant_systems`). What another
file or a package declares (an imported type, ``ComponentProps<typeof Imported>``) is
recorded as a :class:`~guinness.code.parsed.TypeRef` for the linker to resolve
(:mod:`~guinness.code.declarations`); a framework's own DOM types (``HTMLAttributes``)
contribute nothing.
"""

from __future__ import annotations

import re
from typing import cast, get_args

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropKind
from guinness.code.parsed import TypeRef, VariantSystem
from guinness.code.syntax import (
    JsDoc,
    doc_comment,
    documented_default,
    field,
    named,
    object_entries,
    squash,
    string_value,
    text,
)
from guinness.code.type_scope import TypeScope, strip_type, variant_props_of
from guinness.code.variant_systems import variant_props

#: Types of what a component renders: React's, Vue's and Svelte's (a ``Snippet`` prop).
_NODE_TYPES = frozenset(
    {
        "ReactNode",
        "ReactElement",
        "ReactChild",
        "ReactFragment",
        "ReactPortal",
        "Element",
        "VNode",
        "VNodeChild",
        "Snippet",
    }
)
_OBJECT_TYPES = frozenset(
    {"Record", "Array", "ReadonlyArray", "Map", "Set", "CSSProperties", "Object", "Date"}
)
_PRIMITIVES: dict[str, PropKind] = {
    "string": "string",
    "String": "string",
    "number": "number",
    "Number": "number",
    "bigint": "number",
    "boolean": "boolean",
    "Boolean": "boolean",
    "Function": "function",
    "object": "object",
}
_CALLBACK_NAME = re.compile(r"on[A-Z0-9]")
_CALLBACK_TYPE = re.compile(r"(Handler|Callback|Listener|Function)$")
_NULLISH = frozenset({"undefined", "null", "void"})
_WRAPPER_TYPES = frozenset({"PropsWithChildren", "Partial", "Required", "Readonly", "Omit", "Pick"})
#: React's types for "the props of that component" (``ComponentProps<typeof Button>``);
#: of an element (``ComponentProps<"button">``) they are DOM attributes, left out.
_COMPONENT_PROPS = frozenset(
    {"ComponentProps", "ComponentPropsWithoutRef", "ComponentPropsWithRef", "PropsOf"}
)


def props_of_named(
    name: str,
    scope: TypeScope,
    arguments: tuple[tuple[PropDefinition, ...], ...] = (),
) -> tuple[list[PropDefinition], list[TypeRef]]:
    """The props of the interface or alias ``name`` declared in ``scope``'s file (applied
    to ``arguments``, the props of its type arguments, when it is generic), and the types
    declared elsewhere they are made of in turn (for the caller to follow)."""
    scope.take_missing_types()  # only what this type refers to
    found: dict[str, PropDefinition] = {}
    _collect_named(name, scope, found, frozenset(), _bind(_type_parameters(name, scope), arguments))
    return list(found.values()), scope.take_missing_types()


def props_of_type(
    node: Node | None, scope: TypeScope
) -> tuple[list[PropDefinition], list[TypeRef]]:
    """The props a type written in ``scope``'s file declares, and the types declared
    elsewhere they are made of (for the caller to follow)."""
    scope.take_missing_types()
    props = props_from_type(node, scope)
    return props, scope.take_missing_types()


def variant_axis_named(name: str, scope: TypeScope) -> PropDefinition | None:
    """The variant axis the type alias ``name`` of ``scope``'s file is, if it is one
    (``type ButtonSize = VariantProps<typeof buttonVariants>["size"]``)."""
    alias = scope.aliases.get(name)
    return _variant_axis(alias, scope) if alias is not None else None


def describe_named(name: str, scope: TypeScope) -> tuple[PropKind, list[str]]:
    """The kind and literal values of the type alias ``name`` declared in ``scope``'s file."""
    alias = scope.aliases.get(name)
    if alias is None:
        return ("object", []) if name in scope.interfaces else ("unknown", [])
    return describe_type(alias, scope, frozenset({name}))


def props_from_type(node: Node | None, scope: TypeScope) -> list[PropDefinition]:
    """The props a props type declares, in declaration order (bases first)."""
    found: dict[str, PropDefinition] = {}
    _collect(node, scope, found, frozenset())
    return list(found.values())


#: The props each type parameter of a generic stands for where it is applied.
Bindings = dict[str, tuple[PropDefinition, ...]]
_NO_BINDINGS: Bindings = {}


def _collect(
    node: Node | None,
    scope: TypeScope,
    found: dict[str, PropDefinition],
    seen: frozenset[str],
    bindings: Bindings = _NO_BINDINGS,
) -> None:
    node = strip_type(node)
    if node is None:
        return
    if node.type in ("object_type", "interface_body"):
        for member in named(node, "property_signature", "method_signature"):
            prop = _member_prop(member, scope, seen)
            found[prop.name] = prop
    elif node.type in ("intersection_type", "union_type"):
        for part in node.named_children:
            _collect(part, scope, found, seen, bindings)
    elif node.type == "type_identifier" and text(node) in bindings:
        found.update((prop.name, prop) for prop in bindings[text(node)])
    elif node.type == "type_identifier":
        _collect_named(text(node), scope, found, seen)
    elif node.type == "nested_type_identifier":
        # `ResizablePrimitive.PanelProps`: a type of an imported namespace.
        if text(node).split(".", 1)[0] in scope.imported:
            scope.miss_type(TypeRef(text(node)))
    elif node.type == "generic_type":
        _collect_generic(node, scope, found, seen, bindings)


def _collect_named(
    name: str,
    scope: TypeScope,
    found: dict[str, PropDefinition],
    seen: frozenset[str],
    bindings: Bindings = _NO_BINDINGS,
    arguments: tuple[tuple[PropDefinition, ...], ...] = (),
) -> None:
    if name in seen:
        return
    seen = seen | {name}
    collected: dict[str, PropDefinition] = {}
    interface = scope.interfaces.get(name)
    if interface is not None:
        for clause in named(interface, "extends_type_clause"):
            for base in clause.named_children:
                _collect(base, scope, collected, seen, bindings)
        _collect(field(interface, "body"), scope, collected, seen, bindings)
    elif name in scope.aliases:
        _collect(scope.aliases[name], scope, collected, seen, bindings)
    elif name in scope.imported:
        scope.miss_type(TypeRef(name, arguments=arguments))
    found.update(summarised(name, collected, bindings))


def summarised(
    name: str, props: dict[str, PropDefinition], bindings: Bindings = _NO_BINDINGS
) -> dict[str, PropDefinition]:
    """The props a named type brings, or, past :data:`SUMMARY_LIMIT`, one entry that
    names the type and counts them: a style system (``SystemProperties``: hundreds of CSS
    properties as props) is not a component's API. The props its type arguments brought
    (the component's own, passed through it) are kept."""
    own = {prop.name for bound in bindings.values() for prop in bound}
    rest = [prop for key, prop in props.items() if key not in own]
    if len(rest) <= SUMMARY_LIMIT:
        return props
    examples = ", ".join(prop.name for prop in rest[:12])
    summary = PropDefinition(
        name=f"...{name}",
        type=name,
        kind="object",
        description=f"{len(rest)} more props from {name}, not listed one by one ({examples}, ...).",
    )
    return {summary.name: summary, **{key: prop for key, prop in props.items() if key in own}}


def _collect_generic(
    node: Node,
    scope: TypeScope,
    found: dict[str, PropDefinition],
    seen: frozenset[str],
    bindings: Bindings = _NO_BINDINGS,
) -> None:
    name = text(field(node, "name")).rsplit(".", 1)[-1]
    arguments = field(node, "type_arguments")
    args = arguments.named_children if arguments is not None else []
    inner: dict[str, PropDefinition] = {}
    if name == "VariantProps" and args:
        system = _queried_system(args[0], scope)
        if system is not None:
            for prop in variant_props(system):
                found[prop.name] = prop
            return
    if name in _COMPONENT_PROPS:
        query = strip_type(args[0]) if args else None
        if query is not None and query.type == "type_query" and query.named_children:
            scope.miss_type(TypeRef(text(query.named_children[0]), component=True))
        return
    if name not in _WRAPPER_TYPES:
        # A generic of this file or another: the props of its type arguments, read here,
        # stand for its parameters there (`HTMLChakraProps<"button", ButtonBaseProps>`).
        applied: list[tuple[PropDefinition, ...]] = []
        for argument in args:
            props: dict[str, PropDefinition] = {}
            _collect(argument, scope, props, seen, bindings)
            applied.append(tuple(props.values()))
        parameters = _type_parameters(name, scope)
        _collect_named(name, scope, found, seen, _bind(parameters, tuple(applied)), tuple(applied))
        return
    since = scope.missing_type_count()
    if args:
        _collect(args[0], scope, inner, seen, bindings)
    if name == "PropsWithChildren":
        inner.setdefault("children", PropDefinition(name="children", type="ReactNode", kind="node"))
    elif name in ("Partial", "Required"):
        inner = {
            key: prop.model_copy(update={"required": name == "Required"})
            for key, prop in inner.items()
        }
    elif name in ("Omit", "Pick") and len(args) > 1:
        listed = union_members(args[1], scope)[0]
        keys = set(listed)
        inner = {key: prop for key, prop in inner.items() if (key in keys) == (name == "Pick")}
        scope.narrow_missing_types(since, listed, pick=name == "Pick")
    found.update(inner)


def _type_parameters(name: str, scope: TypeScope) -> list[str]:
    """The type parameter names of the interface or alias ``name`` of the file."""
    declaration = scope.interfaces.get(name)
    if declaration is None:
        alias = scope.aliases.get(name)
        declaration = alias.parent if alias is not None else None
    parameters = field(declaration, "type_parameters") if declaration is not None else None
    if parameters is None:
        return []
    return [text(field(item, "name")) for item in named(parameters, "type_parameter")]


def _bind(parameters: list[str], arguments: tuple[tuple[PropDefinition, ...], ...]) -> Bindings:
    """Each parameter bound to its argument's props; a parameter left out binds none."""
    return {
        name: arguments[index] if index < len(arguments) else ()
        for index, name in enumerate(parameters)
    }


def _queried_system(argument: Node, scope: TypeScope) -> VariantSystem | None:
    """The variant system of ``typeof x`` (``x`` declared by ``cva``/``tv`` in the file)."""
    node = strip_type(argument)
    if node is None or node.type != "type_query":
        return None
    name = text(node.named_children[0]) if node.named_children else ""
    system = scope.variant_systems.get(name)
    if system is not None or name in scope.imported:
        scope.miss(name)
    return system


def _member_prop(member: Node, scope: TypeScope, seen: frozenset[str]) -> PropDefinition:
    name_node = field(member, "name")
    name = string_value(name_node) or text(name_node)
    optional = any(child.type == "?" for child in member.children)
    doc = JsDoc(doc_comment(member))
    type_text: str | None
    if member.type == "method_signature":
        kind: PropKind = "function"
        values: list[str] = []
        type_text = squash(
            text(field(member, "parameters"))
            + " => "
            + text(strip_type(field(member, "return_type")))
        )
    else:
        type_node = strip_type(field(member, "type"))
        kind, values = describe_type(type_node, scope, seen)
        type_text = squash(text(type_node)) if type_node is not None else None
    method = member.type == "method_signature"
    axis = None if method else _variant_axis(field(member, "type"), scope)
    default = axis.default if axis is not None else None
    if default is None:
        default = documented_default(doc.default)
    return PropDefinition(
        name=name,
        type=type_text,
        kind=name_kind(name, kind),
        values=values,
        # A variant axis's `defaultVariants` value, else a documented `@default`.
        default=default,
        value_classes=axis.value_classes if axis is not None else {},
        required=not optional,
        description=doc.description,
        deprecated=doc.deprecated,
    )


def _variant_axis(node: Node | None, scope: TypeScope) -> PropDefinition | None:
    """The axis of a variant system (its values, ``defaultVariants`` default and classes)
    that a type is (``VariantProps<typeof x>["size"]``, directly or through aliases)."""
    node = strip_type(node)
    for _ in range(8):
        if node is not None and node.type == "type_identifier" and text(node) in scope.aliases:
            node = strip_type(scope.aliases[text(node)])
            continue
        break
    if node is None or node.type != "lookup_type" or len(node.named_children) != 2:
        return None
    target, key = node.named_children
    while target.type == "type_identifier" and text(target) in scope.aliases:
        target = strip_type(scope.aliases[text(target)]) or target
        if target.type != "type_identifier":
            break
    system = scope.variant_systems.get(variant_props_of(target) or "")
    keys = union_members(key, scope)[0]
    if system is None or len(keys) != 1:
        return None
    return next((axis for axis in variant_props(system) if axis.name == keys[0]), None)


def describe_type(
    node: Node | None, scope: TypeScope, seen: frozenset[str] = frozenset()
) -> tuple[PropKind, list[str]]:
    """The kind of a type and, for unions of literals, their values."""
    node = strip_type(node)
    if node is None:
        return "unknown", []
    return describe_members(*union_members(node, scope, seen))


def describe_members(strings: list[str], kinds: set[PropKind | str]) -> tuple[PropKind, list[str]]:
    """The kind and values of a union given its literal members and the others' kinds."""
    kinds = kinds - {"nullish"}
    if strings and not kinds:
        return "string_union", strings
    if len(kinds) == 1:
        kind = _as_kind(next(iter(kinds)))
        if kind == "boolean" and strings:  # `boolean | "indeterminate"`
            return "unknown", strings
        # `"a" | "button" | (string & {})`: the literals are still its values.
        return kind, strings if kind in ("string", "number", "unknown") else []
    if "node" in kinds:
        return "node", []
    if kinds == {"boolean", "string"} and strings:
        return "string_union", strings
    return "unknown", strings


def _as_kind(value: str) -> PropKind:
    return cast(PropKind, value) if value in get_args(PropKind) else "unknown"


Members = tuple[list[str], set[PropKind | str]]
#: More props than this from one named type make it a style system (hundreds of CSS
#: properties), summarised; a component API (react-day-picker: 84) stays listed.
SUMMARY_LIMIT = 200
#: Most strings a template literal type is expanded into.
_TEMPLATE_LIMIT = 256


def union_members(
    node: Node | None,
    scope: TypeScope,
    seen: frozenset[str] = frozenset(),
    bindings: dict[str, Members] | None = None,
) -> Members:
    """String literal members of a (possibly aliased) union, and the kinds of the others.
    ``bindings`` are the members of the type arguments a generic alias was given, by the
    name of its type parameter (``HintedString<"left" | "right">``)."""
    strings: list[str] = []
    kinds: set[PropKind | str] = set()
    # Aliases expanded by earlier members are no cycle for a template's parts.
    outer = seen
    pending = [strip_type(node)]
    while pending:
        current = strip_type(pending.pop(0))
        if current is None:
            continue
        if bindings and current.type == "type_identifier" and text(current) in bindings:
            bound_strings, bound_kinds = bindings[text(current)]
            strings.extend(value for value in bound_strings if value not in strings)
            kinds |= bound_kinds
        elif current.type == "generic_type" and (
            filtered := _filtered_union(current, scope, seen, bindings)
        ):
            strings.extend(value for value in filtered[0] if value not in strings)
            kinds |= filtered[1]
        elif current.type == "generic_type" and (
            applied := apply_generic_alias(current, scope, scope, seen, bindings)
        ):
            strings.extend(value for value in applied[0] if value not in strings)
            kinds |= applied[1]
        elif current.type == "index_type_query" and (keys := _constant_keys(current, scope)):
            strings.extend(key for key in keys if key not in strings)
        elif current.type == "template_literal_type":
            expanded = _template_members(current, scope, outer, bindings)
            if expanded is None:
                kinds.add("string")
            else:
                strings.extend(value for value in expanded if value not in strings)
        elif current.type == "union_type":
            pending[0:0] = current.named_children
        elif current.type == "literal_type":
            _literal_member(current, strings, kinds)
        elif current.type == "string":  # a value of an `as const` object
            value = string_value(current)
            if value is not None and value not in strings:
                strings.append(value)
        elif current.type == "lookup_type" and (members := _enum_members(current, scope)):
            pending[0:0] = members
        elif current.type == "lookup_type":
            _indexed_member(current, scope, seen, strings, kinds)
        elif current.type == "type_query" and (members := _enum_members(current, scope)):
            pending[0:0] = members
        elif current.type in ("type_identifier", "nested_type_identifier", "generic_type"):
            name = text(current if current.type != "generic_type" else field(current, "name"))
            if current.type == "type_identifier" and name in scope.aliases and name not in seen:
                seen = seen | {name}
                pending.insert(0, scope.aliases[name])
            else:
                kinds.add(_named_kind(name.rsplit(".", 1)[-1], scope))
        else:
            kinds.add(_structural_kind(current))
    return strings, kinds


def _constant_keys(node: Node, scope: TypeScope) -> list[str]:
    """``keyof typeof modes``: the keys of the object constant ``modes`` of this file."""
    query = strip_type(node.named_children[0]) if node.named_children else None
    if query is None or query.type != "type_query" or not query.named_children:
        return []
    constant = scope.constants.get(text(query.named_children[0]))
    return [key for key, _ in object_entries(constant)] if constant is not None else []


def _template_members(
    node: Node, scope: TypeScope, seen: frozenset[str], bindings: dict[str, Members] | None
) -> list[str] | None:
    """The strings a template literal type stands for (`` `${Side} ${Align}` `` over two
    unions: each combination), or ``None`` when a part is not a union of literals or
    there would be more than :data:`_TEMPLATE_LIMIT`."""
    combinations = [""]
    for part in node.children:
        if part.type == "string_fragment":
            combinations = [prefix + text(part) for prefix in combinations]
        elif part.type == "template_type":
            inner = part.named_children[0] if part.named_children else None
            values, kinds = union_members(inner, scope, seen, bindings)
            if kinds - {"nullish"} or not values:
                return None
            combinations = [prefix + value for prefix in combinations for value in values]
            if len(combinations) > _TEMPLATE_LIMIT:
                return None
    return combinations


def _filtered_union(
    node: Node, scope: TypeScope, seen: frozenset[str], bindings: dict[str, Members] | None
) -> Members | None:
    """TypeScript's union filters on string members: ``Extract<Tone, "info" | "danger">``
    (the members of both), ``Exclude<Size, "xl">`` (the first's without the second's),
    ``NonNullable<Size>``; None for any other generic."""
    name = text(field(node, "name"))
    arguments = field(node, "type_arguments")
    if name not in ("Extract", "Exclude", "NonNullable") or arguments is None:
        return None
    members = [
        union_members(argument, scope, seen, bindings) for argument in arguments.named_children
    ]
    if name == "NonNullable" and len(members) == 1:
        strings, kinds = members[0]
        return strings, kinds - {"null", "undefined"}
    if len(members) != 2:
        return None
    (whole, whole_kinds), (part, part_kinds) = members
    if not whole:
        # The first is no union of literals here (an alias of another file): what
        # Extract keeps is among the filter's own members; what Exclude keeps is unknown.
        return (part, part_kinds) if name == "Extract" else None
    if name == "Exclude":
        return [value for value in whole if value not in part], whole_kinds - part_kinds
    return [value for value in whole if value in part], whole_kinds & part_kinds


def apply_generic_alias(
    node: Node,
    scope: TypeScope,
    alias_scope: TypeScope,
    seen: frozenset[str] = frozenset(),
    bindings: dict[str, Members] | None = None,
    name: str | None = None,
) -> Members | None:
    """The members of a generic alias applied to type arguments (``type HintedString<T>
    = (string & {}) | T`` given ``"left" | "right"``): the arguments are read in
    ``scope``, the alias (``name``, else the applied name) in ``alias_scope``; ``None``
    when it is no generic alias there."""
    local = name or text(field(node, "name"))
    alias = alias_scope.aliases.get(local)
    parameters = _type_parameters(local, alias_scope)
    arguments = field(node, "type_arguments")
    if alias is None or not parameters or arguments is None or local in seen:
        return None
    values = [
        union_members(argument, scope, seen, bindings) for argument in arguments.named_children
    ]
    bound = dict(zip(parameters, values, strict=False))
    return union_members(alias, alias_scope, seen | {local}, bound)


def _enum_members(node: Node, scope: TypeScope) -> list[Node]:
    """The members of an object or tuple used as an enum: ``(typeof Sizes)[keyof typeof
    Sizes]`` (each value of ``Sizes``), ``typeof Sizes.Large`` (one of them), ``(typeof
    SIDES)[number]`` (each element). ``Sizes`` is a ``declare const Sizes: { readonly
    Large: "lg" }`` or a ``const Sizes = {…} as const``; ``SIDES`` a ``declare const
    SIDES: readonly ["top", "left"]`` or a ``const SIDES = [...] as const``."""
    if node.type == "lookup_type" and len(node.named_children) == 2:
        target, key = (strip_type(part) for part in node.named_children)
        if target is None or key is None or target.type != "type_query":
            return []
        name = text(target.named_children[0]) if target.named_children else ""
        if key.type == "predefined_type" and text(key) == "number":
            return _tuple_members(name, scope)
        if key.type != "index_type_query" or text(key.named_children[0]) != text(target):
            return []
        member = None
    elif node.type == "type_query" and node.named_children:
        query = node.named_children[0]
        if query.type != "member_expression":
            return []
        name, member = text(field(query, "object")), text(field(query, "property"))
    else:
        return []
    declared = strip_type(scope.values.get(name))
    if declared is not None and declared.type == "object_type":
        return [
            value
            for signature in named(declared, "property_signature")
            if member is None or text(field(signature, "name")) == member
            if (value := strip_type(field(signature, "type"))) is not None
        ]
    constant = scope.constants.get(name) if name in scope.literal_constants else None
    if constant is not None and constant.type == "object":
        return [
            value
            for key, value in object_entries(constant)
            if (member is None or key == member) and value is not None and value.type == "string"
        ]
    return []


def _tuple_members(name: str, scope: TypeScope) -> list[Node]:
    declared = strip_type(scope.values.get(name))
    if declared is not None and declared.type == "readonly_type" and declared.named_children:
        declared = declared.named_children[0]
    if declared is not None and declared.type == "tuple_type":
        return list(declared.named_children)
    constant = scope.constants.get(name) if name in scope.literal_constants else None
    if constant is not None and constant.type == "array":
        return [item for item in constant.named_children if item.type == "string"]
    return []


def _indexed_member(
    node: Node,
    scope: TypeScope,
    seen: frozenset[str],
    strings: list[str],
    kinds: set[PropKind | str],
) -> None:
    """``Props["size"]``: the member's own kind and values, when ``Props`` resolves."""
    parts = node.named_children
    keys = union_members(parts[1], scope, seen)[0] if len(parts) == 2 else []
    members = {prop.name: prop for prop in props_from_type(parts[0], scope)} if parts else {}
    resolved = [members[key] for key in keys if key in members]
    if not resolved:
        kinds.add("unknown")
        return
    for prop in resolved:
        if prop.kind in ("string_union", "string", "number"):
            strings.extend(value for value in prop.values if value not in strings)
            if prop.kind != "string_union":
                kinds.add(prop.kind)
        else:
            kinds.add(prop.kind)


def _literal_member(node: Node, strings: list[str], kinds: set[PropKind | str]) -> None:
    inner = node.named_children[0] if node.named_children else node
    value = string_value(inner)
    if value is not None:
        if value not in strings:
            strings.append(value)
    elif inner.type in ("true", "false"):
        kinds.add("boolean")
    elif inner.type in ("undefined", "null"):
        kinds.add("nullish")
    elif inner.type in ("number", "unary_expression"):
        kinds.add("number")
        strings.append(text(inner))
    else:
        kinds.add("unknown")


def _named_kind(name: str, scope: TypeScope) -> PropKind | str:
    if name in _PRIMITIVES:
        return _PRIMITIVES[name]
    if name in _NODE_TYPES:
        return "node"
    if name in _OBJECT_TYPES or name in scope.interfaces:
        return "object"
    if _CALLBACK_TYPE.search(name):
        return "function"
    return "unknown"


def _structural_kind(node: Node) -> PropKind | str:
    if node.type == "predefined_type":
        value = text(node)
        return "nullish" if value in _NULLISH else _PRIMITIVES.get(value, "unknown")
    if node.type in ("function_type", "constructor_type"):
        return "function"
    if node.type in ("object_type", "array_type", "tuple_type", "readonly_type"):
        return "object"
    if node.type == "intersection_type" and any(
        part.type == "predefined_type" and text(part) in _PRIMITIVES for part in node.named_children
    ):
        # `string & {}`: a primitive kept from collapsing with the literals beside it.
        return next(
            _PRIMITIVES[text(part)]
            for part in node.named_children
            if part.type == "predefined_type" and text(part) in _PRIMITIVES
        )
    if node.type in ("undefined", "null"):
        return "nullish"
    return "unknown"


def name_kind(name: str, kind: PropKind) -> PropKind:
    """``kind``, refined by naming conventions when the type said nothing."""
    if kind != "unknown":
        return kind
    if name == "children":
        return "node"
    if _CALLBACK_NAME.match(name):
        return "function"
    return kind
