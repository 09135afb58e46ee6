"""Props from destructuring patterns and their defaults, and props merged from several
sources (a declared type, a destructuring, ``defaultProps``, an imported props type).

Shared by React, Vue and Svelte; types are read by :mod:`~guinness.code.prop_types`.
"""

from __future__ import annotations

from collections.abc import Iterable

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropKind
from guinness.code.prop_types import name_kind
from guinness.code.syntax import field, literal_value, string_value, text, unwrap, value_or_source
from guinness.code.type_scope import TypeScope


def with_declared_props(
    props: list[PropDefinition], declared: list[PropDefinition]
) -> list[PropDefinition]:
    """``props`` completed with ``declared`` (an imported props type's): props only the
    type has come first, as a type's members do; one both have keeps what is known about
    it here (its default, a destructured name) and takes the type's kind, values and
    description where it knew nothing better."""
    mine = {prop.name: prop for prop in props}
    merged: dict[str, PropDefinition] = {}
    for prop in declared:
        existing = mine.pop(prop.name, None)
        if existing is None:
            merged[prop.name] = prop
            continue
        better = existing.values or existing.kind not in ("unknown", "string", "boolean", "number")
        merged[prop.name] = (
            existing
            if better
            else prop.model_copy(
                update={
                    "default": existing.default if existing.default is not None else prop.default,
                    "required": prop.required and existing.default is None,
                }
            )
        )
    merged.update(mine)
    return list(merged.values())


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
    declared: Iterable[PropDefinition],
    destructured: Iterable[tuple[str, Node | None]] = (),
    scope: TypeScope | None = None,
) -> list[PropDefinition]:
    """Declared props, plus destructured names they lack, with defaults applied.

    ``destructured`` also carries ``defaultProps``/``withDefaults`` entries: a name with a
    default value is optional whatever its type says. A default naming a top-level
    constant of ``scope``'s file is that constant's value.
    """
    props = {prop.name: prop for prop in declared}
    for name, default in destructured:
        if scope is not None and default is not None and default.type == "identifier":
            default = scope.constants.get(text(default), default)
        value = value_or_source(default)
        if name not in props:
            kind = value_kind(default)
            props[name] = PropDefinition(name=name, kind=name_kind(name, kind), default=value)
        elif value is not None:
            props[name] = props[name].model_copy(update={"default": value, "required": False})
    return list(props.values())
