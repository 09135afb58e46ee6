"""Props from TypeScript types and destructuring patterns, shared by React, Vue and Svelte.

Types are resolved within one file: interfaces (with ``extends``), type aliases,
intersections, ``PropsWithChildren``, ``Partial``/``Required``/``Omit``/``Pick``. Names
declared elsewhere (``React.ButtonHTMLAttributes``, imported types) contribute nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import cast, get_args

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropKind, PropValue
from guinness.code.syntax import (
    JsDoc,
    doc_comment,
    field,
    literal_value,
    named,
    squash,
    string_value,
    text,
    unwrap,
    value_or_source,
)

_NODE_TYPES = frozenset(
    {"ReactNode", "ReactElement", "ReactChild", "ReactFragment", "ReactPortal", "Element", "VNode"}
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


class TypeScope:
    """The interfaces and type aliases declared at the top level of one file."""

    def __init__(self, root: Node) -> None:
        self.interfaces: dict[str, Node] = {}
        self.aliases: dict[str, Node] = {}
        for statement in root.named_children:
            declaration = (
                field(statement, "declaration")
                if statement.type == "export_statement"
                else statement
            )
            if declaration is None:
                continue
            name = text(field(declaration, "name"))
            if declaration.type == "interface_declaration":
                self.interfaces[name] = declaration
            elif declaration.type == "type_alias_declaration":
                value = field(declaration, "value")
                if value is not None:
                    self.aliases[name] = value


def props_from_type(node: Node | None, scope: TypeScope) -> list[PropDefinition]:
    """The props a props type declares, in declaration order (bases first)."""
    found: dict[str, PropDefinition] = {}
    _collect(node, scope, found, frozenset())
    return list(found.values())


def _collect(
    node: Node | None, scope: TypeScope, found: dict[str, PropDefinition], seen: frozenset[str]
) -> None:
    node = _strip_type(node)
    if node is None:
        return
    if node.type in ("object_type", "interface_body"):
        for member in named(node, "property_signature", "method_signature"):
            prop = _member_prop(member, scope, seen)
            found[prop.name] = prop
    elif node.type in ("intersection_type", "union_type"):
        for part in node.named_children:
            _collect(part, scope, found, seen)
    elif node.type == "type_identifier":
        _collect_named(text(node), scope, found, seen)
    elif node.type == "generic_type":
        _collect_generic(node, scope, found, seen)


def _collect_named(
    name: str, scope: TypeScope, found: dict[str, PropDefinition], seen: frozenset[str]
) -> None:
    if name in seen:
        return
    seen = seen | {name}
    interface = scope.interfaces.get(name)
    if interface is not None:
        for clause in named(interface, "extends_type_clause"):
            for base in clause.named_children:
                _collect(base, scope, found, seen)
        _collect(field(interface, "body"), scope, found, seen)
    elif name in scope.aliases:
        _collect(scope.aliases[name], scope, found, seen)


def _collect_generic(
    node: Node, scope: TypeScope, found: dict[str, PropDefinition], seen: frozenset[str]
) -> None:
    name = text(field(node, "name")).rsplit(".", 1)[-1]
    arguments = field(node, "type_arguments")
    args = arguments.named_children if arguments is not None else []
    inner: dict[str, PropDefinition] = {}
    if name not in _WRAPPER_TYPES:
        _collect_named(name, scope, found, seen)
        return
    if args:
        _collect(args[0], scope, inner, seen)
    if name == "PropsWithChildren":
        inner.setdefault("children", PropDefinition(name="children", type="ReactNode", kind="node"))
    elif name in ("Partial", "Required"):
        inner = {
            key: prop.model_copy(update={"required": name == "Required"})
            for key, prop in inner.items()
        }
    elif name in ("Omit", "Pick") and len(args) > 1:
        keys = set(union_members(args[1], scope)[0])
        inner = {key: prop for key, prop in inner.items() if (key in keys) == (name == "Pick")}
    found.update(inner)


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
            + text(_strip_type(field(member, "return_type")))
        )
    else:
        type_node = _strip_type(field(member, "type"))
        kind, values = describe_type(type_node, scope, seen)
        type_text = squash(text(type_node)) if type_node is not None else None
    return PropDefinition(
        name=name,
        type=type_text,
        kind=name_kind(name, kind),
        values=values,
        required=not optional,
        description=doc.description,
        deprecated=doc.deprecated,
    )


def describe_type(
    node: Node | None, scope: TypeScope, seen: frozenset[str] = frozenset()
) -> tuple[PropKind, list[str]]:
    """The kind of a type and, for unions of literals, their values."""
    node = _strip_type(node)
    if node is None:
        return "unknown", []
    strings, kinds = union_members(node, scope, seen)
    kinds.discard("nullish")
    if strings and not kinds:
        return "string_union", strings
    if len(kinds) == 1:
        kind = _as_kind(next(iter(kinds)))
        return kind, strings if kind in ("string", "number") else []
    if "node" in kinds:
        return "node", []
    if kinds == {"boolean", "string"} and strings:
        return "string_union", strings
    return "unknown", strings


def _as_kind(value: str) -> PropKind:
    return cast(PropKind, value) if value in get_args(PropKind) else "unknown"


def union_members(
    node: Node | None, scope: TypeScope, seen: frozenset[str] = frozenset()
) -> tuple[list[str], set[PropKind | str]]:
    """String literal members of a (possibly aliased) union, and the kinds of the others."""
    strings: list[str] = []
    kinds: set[PropKind | str] = set()
    pending = [_strip_type(node)]
    while pending:
        current = _strip_type(pending.pop(0))
        if current is None:
            continue
        if current.type == "union_type":
            pending[0:0] = current.named_children
        elif current.type == "literal_type":
            _literal_member(current, strings, kinds)
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
    if node.type in ("undefined", "null"):
        return "nullish"
    return "unknown"


def _strip_type(node: Node | None) -> Node | None:
    while node is not None and node.type in ("type_annotation", "parenthesized_type"):
        node = node.named_children[0] if node.named_children else None
    return node


def name_kind(name: str, kind: PropKind) -> PropKind:
    """``kind``, refined by naming conventions when the type said nothing."""
    if kind != "unknown":
        return kind
    if name == "children":
        return "node"
    if _CALLBACK_NAME.match(name):
        return "function"
    return kind


def value_kind(node: Node | None) -> PropKind:
    """The kind of a prop judged by its default value."""
    node = unwrap(node)
    if node is None:
        return "unknown"
    literal = literal_value(node)
    if isinstance(literal, bool):
        return "boolean"
    if isinstance(literal, int | float):
        return "number"
    if isinstance(literal, str):
        return "string"
    if node.type in ("arrow_function", "function_expression", "function"):
        return "function"
    if node.type in ("object", "array"):
        return "object"
    if node.type.startswith("jsx_"):
        return "node"
    return "unknown"


def pattern_names(pattern: Node | None) -> list[tuple[str, Node | None]]:
    """``(name, default)`` for each property an object pattern destructures (rest excluded)."""
    if pattern is None or pattern.type != "object_pattern":
        return []
    names: list[tuple[str, Node | None]] = []
    for item in pattern.named_children:
        if item.type == "shorthand_property_identifier_pattern":
            names.append((text(item), None))
        elif item.type == "object_assignment_pattern":
            names.append((text(field(item, "left")), field(item, "right")))
        elif item.type == "pair_pattern":
            key = field(item, "key")
            value = field(item, "value")
            default = (
                field(value, "right")
                if value is not None and value.type == "assignment_pattern"
                else None
            )
            names.append((string_value(key) or text(key), default))
    return names


def merge_props(
    declared: Iterable[PropDefinition], destructured: Iterable[tuple[str, Node | None]] = ()
) -> list[PropDefinition]:
    """Declared props, plus destructured names they lack, with defaults applied.

    ``destructured`` also carries ``defaultProps``/``withDefaults`` entries: a name with a
    default value is optional whatever its type says.
    """
    props = {prop.name: prop for prop in declared}
    for name, default in destructured:
        value = value_or_source(default)
        if name not in props:
            kind = value_kind(default)
            props[name] = PropDefinition(name=name, kind=name_kind(name, kind), default=value)
        elif value is not None:
            props[name] = props[name].model_copy(update={"default": value, "required": False})
    return list(props.values())


def object_entries(node: Node | None) -> list[tuple[str, Node | None]]:
    """``(key, value)`` of each property of an object literal, in order."""
    node = unwrap(node)
    entries: list[tuple[str, Node | None]] = []
    if node is None or node.type != "object":
        return entries
    for item in node.named_children:
        if item.type == "pair":
            key = field(item, "key")
            entries.append((string_value(key) or text(key), field(item, "value")))
        elif item.type == "shorthand_property_identifier":
            entries.append((text(item), item))
        elif item.type == "method_definition":
            entries.append((text(field(item, "name")), item))
    return entries


def object_values(node: Node | None) -> dict[str, PropValue]:
    """Key → literal value (or source text) of an object literal, e.g. story ``args``."""
    values: dict[str, PropValue] = {}
    for key, value in object_entries(node):
        literal = value_or_source(value)
        if literal is not None:
            values[key] = literal
    return values
