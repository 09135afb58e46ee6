"""Where React components declare their props: the first parameter, ``React.FC<P>``,
``Component<P>`` type arguments, ``props.x``/``this.props`` reads, and ``propTypes``.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropKind
from guinness.code.prop_merging import pattern_names
from guinness.code.prop_types import name_kind
from guinness.code.syntax import (
    field,
    first_argument,
    named,
    object_entries,
    squash,
    string_value,
    text,
    unwrap,
    walk,
)

_FC_TYPE = re.compile(r"(^|\.)(FC|VFC|FunctionComponent|VoidFunctionComponent|ComponentType)$")
_PROP_TYPES: dict[str, PropKind] = {
    "string": "string",
    "bool": "boolean",
    "number": "number",
    "func": "function",
    "node": "node",
    "element": "node",
    "elementType": "node",
    "object": "object",
    "array": "object",
    "shape": "object",
    "exact": "object",
    "arrayOf": "object",
    "objectOf": "object",
    "symbol": "unknown",
    "any": "unknown",
    "instanceOf": "object",
    "oneOfType": "unknown",
}


def first_parameter(fn: Node) -> tuple[Node | None, Node | None]:
    """The first parameter's pattern and type annotation."""
    parameters = field(fn, "parameters")
    if parameters is None:
        return field(fn, "parameter"), None
    values = [child for child in parameters.named_children if child.type != "comment"]
    if not values:
        return None, None
    first = values[0]
    if first.type in ("required_parameter", "optional_parameter"):
        pattern = field(first, "pattern")
        return pattern, field(first, "type")
    if first.type == "assignment_pattern":
        return field(first, "left"), None
    return first, None


def props_read_from(node: Node, source: str) -> list[tuple[str, Node | None]]:
    """Props a body reads from ``source`` (``props``, ``this.props``): destructured or ``.x``."""
    names: list[tuple[str, Node | None]] = []
    for current in walk(node):
        if current.type == "variable_declarator" and text(field(current, "value")) == source:
            names += pattern_names(field(current, "name"))
        elif current.type == "member_expression" and text(field(current, "object")) == source:
            prop = field(current, "property")
            if prop is not None and prop.type == "property_identifier":
                names.append((text(prop), None))
    return names


def superclass(node: Node) -> tuple[str | None, Node | None]:
    for heritage in named(node, "class_heritage"):
        clause = next(iter(named(heritage, "extends_clause")), None)
        if clause is None:
            values = heritage.named_children
            return (text(values[0]) if values else None), None
        type_arguments = field(clause, "type_arguments")
        hint = (
            type_arguments.named_children[0]
            if type_arguments and type_arguments.named_children
            else None
        )
        return text(field(clause, "value")), hint
    return None, None


def fc_props_type(annotation: Node | None) -> Node | None:
    # `const Button: React.FC<ButtonProps> = ...`: the props type is the type argument.
    node = (
        annotation.named_children[0]
        if annotation is not None and annotation.named_children
        else None
    )
    if (
        node is None
        or node.type != "generic_type"
        or not _FC_TYPE.search(text(field(node, "name")))
    ):
        return None
    type_arguments = field(node, "type_arguments")
    return (
        type_arguments.named_children[0]
        if type_arguments and type_arguments.named_children
        else None
    )


def merge_prop_types(props: list[PropDefinition], value: Node | None) -> list[PropDefinition]:
    merged = {prop.name: prop for prop in props}
    for name, checker in object_entries(value):
        found = _prop_type(name, checker)
        existing = merged.get(name)
        if existing is None:
            merged[name] = found
        elif existing.type is None:
            # Known only from destructuring or `props.x`: the propTypes entry declares it.
            required = found.required and existing.default is None
            merged[name] = found.model_copy(
                update={"default": existing.default, "required": required}
            )
    return list(merged.values())


def _prop_type(name: str, checker: Node | None) -> PropDefinition:
    """A prop from a ``propTypes`` entry such as ``PropTypes.oneOf(['a', 'b']).isRequired``."""
    node = unwrap(checker)
    required = False
    if (
        node is not None
        and node.type == "member_expression"
        and text(field(node, "property")) == "isRequired"
    ):
        required = True
        node = unwrap(field(node, "object"))
    values: list[str] = []
    validator = text(node).rsplit(".", 1)[-1]
    if node is not None and node.type == "call_expression":
        validator = text(field(node, "function")).rsplit(".", 1)[-1]
        if validator == "oneOf":
            options = first_argument(node)
            values = [
                v
                for item in (options.named_children if options else [])
                if (v := string_value(item)) is not None
            ]
    kind: PropKind = "string_union" if values else _PROP_TYPES.get(validator, "unknown")
    return PropDefinition(
        name=name,
        type=squash(text(checker)) if checker is not None else None,
        kind=name_kind(name, kind),
        values=values,
        required=required,
    )
