"""CSS-in-JS components: styled-components and emotion.

``styled.button<Props>`…```, ``styled(Base).attrs(…)`…```, emotion's object and function
styles (``styled.span<Props>(({ tone }) => ({ … }))``) and ``styled(Base)<Props>`…```
(which the grammar reads as comparisons) are components of kind ``styled``: their props
from the type argument (and a wrapped component of the same file), their CSS — the
template, or the selectors of the style objects — kept for states and classes.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from guinness.code.parsed import ParsedComponent, ParsedModule, new_component
from guinness.code.prop_types import props_from_type
from guinness.code.script_module import is_component_name
from guinness.code.syntax import (
    JsDoc,
    field,
    first_argument,
    object_entries,
    parse,
    string_value,
    text,
    unwrap,
    walk,
)
from guinness.code.type_scope import TypeScope

#: Style functions: ``styled.span(({ tone }) => ({ … }))``.
_STYLE_FUNCTIONS = ("arrow_function", "function_expression", "function")
#: The capitals of a camel-cased CSS property (``fontWeight``).
_CSS_PROPERTY = re.compile(r"([A-Z])")


def styled_component(
    name: str, call: Node, doc: JsDoc, module: ParsedModule, scope: TypeScope
) -> ParsedComponent | None:
    """``styled.button<Props>`…```, ``styled(Base).attrs(…)`…```, and emotion's object
    and function styles (``styled.span<Props>(({ tone }) => ({ … }))``)."""
    callee = field(call, "function")
    base = _styled_base(callee)
    styles = field(call, "arguments")
    if base is None or callee is None or styles is None:
        return None
    if styles.type != "template_string":
        styles = first_argument(call)
        if styles is None or styles.type not in ("object", *_STYLE_FUNCTIONS):
            return None
    type_arguments = field(call, "type_arguments") or next(
        (node for node in walk(callee) if node.type == "type_arguments"), None
    )
    props_type = (
        type_arguments.named_children[0]
        if type_arguments is not None and type_arguments.named_children
        else None
    )
    return _styled(name, base, props_type, styles, doc, module, scope)


def misparsed_styled_component(
    name: str, node: Node, doc: JsDoc, module: ParsedModule, scope: TypeScope
) -> ParsedComponent | None:
    """``styled(Base)<Props>`…```, which the grammar reads as the comparisons
    ``(styled(Base) < Props) > `…```: the props type is read again as a type."""
    left, styles = field(node, "left"), field(node, "right")
    if left is None or styles is None or styles.type != "template_string":
        return None
    call, written = field(left, "left"), field(left, "right")
    if call is None or written is None or call.type != "call_expression":
        return None
    base = _styled_base(call)
    if base is None or text(field(left, "operator")) not in ("", "<"):
        return None
    root = parse("typescript", f"type T = {text(written)};".encode()).root_node
    declaration = root.named_children[0] if root.named_children else None
    props_type = field(declaration, "value") if declaration is not None else None
    props_type = None if root.has_error else props_type
    return _styled(name, base, props_type, styles, doc, module, scope)


def _styled(
    name: str,
    base: str,
    props_type: Node | None,
    styles: Node,
    doc: JsDoc,
    module: ParsedModule,
    scope: TypeScope,
) -> ParsedComponent:
    declared = props_from_type(props_type, scope) if props_type is not None else []
    # `styled(Tag)` accepts Tag's props too, when Tag is defined in this file.
    wrapped = module.component(base)
    if wrapped is not None:
        own = {prop.name for prop in declared}
        declared = [prop for prop in wrapped.props if prop.name not in own] + declared
    component = new_component(name, "styled", doc, declared)
    component.variant_refs = scope.take_missing()
    component.type_refs = scope.take_missing_types()
    if is_component_name(base):
        component.rendered.append(base)
    component.inline_css = (
        _template_css(styles) if styles.type == "template_string" else _object_css(styles)
    )
    return component


def _styled_base(callee: Node | None) -> str | None:
    """``button`` for ``styled.button``, ``Base`` for ``styled(Base)``, through ``.attrs()``."""
    node = unwrap(callee)
    while node is not None:
        if node.type == "member_expression":
            target = unwrap(field(node, "object"))
            prop = text(field(node, "property"))
            if target is not None and text(target) == "styled":
                return prop
            node = target
        elif node.type == "call_expression":
            function = unwrap(field(node, "function"))
            if function is not None and text(function) == "styled":
                first = first_argument(node)
                return (string_value(first) or text(first)) if first is not None else None
            node = function
        else:
            return None
    return None


def _object_css(styles: Node) -> str:
    """CSS standing for object styles (``{ color: "red", "&:hover": { … } }``, or a
    function returning them): the nested selectors, each property with a neutral value."""
    objects = [node for node in walk(styles) if node.type == "object"]
    if not objects:
        return ""
    nested = {id(node) for outer in objects for _, node in _object_pairs(outer) if node}
    return "".join(_rules_of(node) for node in objects if id(node) not in nested)


def _object_pairs(node: Node) -> list[tuple[str, Node | None]]:
    pairs: list[tuple[str, Node | None]] = []
    for key, value in object_entries(node):
        inner = unwrap(value)
        pairs.append((key, inner if inner is not None and inner.type == "object" else None))
    return pairs


def _rules_of(node: Node) -> str:
    pieces: list[str] = []
    for key, inner in _object_pairs(node):
        if inner is None:
            pieces.append(_CSS_PROPERTY.sub(r"-\1", key).lower() + ": 0;")
        elif key.startswith(("&", ":", ".", "[")):
            selector = key if key.startswith("&") else f"&{key}"
            pieces.append(f"{selector} {{ {_rules_of(inner)} }}")
    return " ".join(pieces)


def _template_css(template: Node) -> str:
    # Interpolations are functions of props; a neutral value keeps the CSS parseable.
    pieces: list[str] = []
    for part in template.named_children:
        pieces.append(text(part) if part.type == "string_fragment" else "0")
    return "".join(pieces)
