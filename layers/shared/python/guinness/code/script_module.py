"""Module-level facts of a JavaScript/TypeScript syntax tree: imports, exports, class names
and JSX attributes. Used by the React, Vue and Svelte parsers and by usage collection.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from guinness.code.documents import PropValue
from guinness.code.parsed import ExportEntry, ImportBinding
from guinness.code.syntax import field, named, string_value, text, unwrap, value_or_source, walk

STYLESHEET_SUFFIXES = (".css", ".scss", ".sass", ".less")
_CLASS_NAME = re.compile(r"-?[_a-zA-Z][_a-zA-Z0-9-]*")
_COMPARISONS = frozenset({"===", "==", "!==", "!=", "<", ">", "<=", ">=", "in", "instanceof"})
_DECLARATIONS = frozenset(
    {
        "function_declaration",
        "generator_function_declaration",
        "class_declaration",
        "abstract_class_declaration",
    }
)


def is_stylesheet(specifier: str) -> bool:
    """Whether an import specifier names a stylesheet."""
    return specifier.split("?", 1)[0].lower().endswith(STYLESHEET_SUFFIXES)


def read_imports(root: Node) -> tuple[list[ImportBinding], list[str]]:
    """The import bindings of a program, and the stylesheets it imports (in order)."""
    bindings: list[ImportBinding] = []
    stylesheets: list[str] = []
    for statement in named(root, "import_statement"):
        source = string_value(field(statement, "source")) or ""
        if is_stylesheet(source):
            stylesheets.append(source)
        for clause in named(statement, "import_clause"):
            for part in clause.named_children:
                if part.type == "identifier":
                    bindings.append(ImportBinding(text(part), source, "default"))
                elif part.type == "namespace_import":
                    bindings.append(ImportBinding(text(part.named_children[-1]), source, "*"))
                elif part.type == "named_imports":
                    for specifier in named(part, "import_specifier"):
                        imported = _name(field(specifier, "name"))
                        alias = field(specifier, "alias")
                        bindings.append(
                            ImportBinding(_name(alias) if alias else imported, source, imported)
                        )
    return bindings, stylesheets


def read_exports(root: Node) -> list[ExportEntry]:
    """Named exports, re-exports and ``export *`` of a program (not ``export default``)."""
    entries: list[ExportEntry] = []
    for statement in named(root, "export_statement"):
        source_node = field(statement, "source")
        source = string_value(source_node) if source_node is not None else None
        clauses = named(statement, "export_clause")
        if source is not None and not clauses:
            namespace = named(statement, "namespace_export")
            if not namespace:
                entries.append(ExportEntry("*", source=source, imported="*"))
            elif namespace[0].named_children:
                # `export * as Dialog from "./dialog"`: the module as one name.
                exported = _name(namespace[0].named_children[0])
                entries.append(ExportEntry(exported, source=source, imported="*"))
            continue
        for clause in clauses:
            for specifier in named(clause, "export_specifier"):
                name = _name(field(specifier, "name"))
                alias = field(specifier, "alias")
                exported = _name(alias) if alias is not None else name
                if source is None:
                    entries.append(ExportEntry(exported, local=name))
                else:
                    entries.append(ExportEntry(exported, source=source, imported=name))
        declaration = field(statement, "declaration")
        if declaration is not None and not is_default_export(statement):
            entries.extend(ExportEntry(name, local=name) for name in declared_names(declaration))
    return entries


def is_default_export(statement: Node) -> bool:
    """Whether an ``export_statement`` is ``export default ...``."""
    return any(child.type == "default" for child in statement.children)


def declared_names(declaration: Node) -> list[str]:
    """The value names a declaration introduces (types and interfaces excluded)."""
    if declaration.type in _DECLARATIONS:
        return [text(field(declaration, "name"))]
    if declaration.type in ("lexical_declaration", "variable_declaration"):
        return [
            text(field(declarator, "name"))
            for declarator in named(declaration, "variable_declarator")
            if (name := field(declarator, "name")) is not None and name.type == "identifier"
        ]
    return []


def _name(node: Node | None) -> str:
    return string_value(node) or text(node)


def class_tokens(value: str, *, open_start: bool = False, open_end: bool = False) -> list[str]:
    """Class names in a class attribute's static text; ``open_*`` ends touch an expression.

    A word glued to an expression (``btn--${variant}``) is only part of a class, so it is
    dropped rather than reported as a class that does not exist.
    """
    tokens = value.split()
    if open_start and tokens and not value[0].isspace():
        tokens = tokens[1:]
    if open_end and tokens and not value[-1].isspace():
        tokens = tokens[:-1]
    return [token for token in tokens if _CLASS_NAME.fullmatch(token)]


def class_names_in(expression: Node | None) -> list[str]:
    """Static class names in a ``className``/``:class`` expression (strings, clsx keys)."""
    if expression is None:
        return []
    if expression.type in _CLASS_LEAVES:
        return _classes_of(expression)
    names: list[str] = []
    for node in walk(expression, prune=_CLASS_LEAVES):
        names.extend(_classes_of(node))
    return names


_CLASS_LEAVES = frozenset({"binary_expression", "string", "template_string"})


def _classes_of(node: Node) -> list[str]:
    if node.type == "binary_expression":
        # A comparison's strings are values being tested, not classes.
        return [] if _operator(node) in _COMPARISONS else _concatenated_classes(node)
    if node.type == "string":
        return class_tokens(string_value(node) or "")
    if node.type == "template_string":
        return _template_classes(node)
    if node.type == "pair":
        key = field(node, "key")
        if key is not None and key.type == "property_identifier":
            return class_tokens(text(key))
    return []


def _concatenated_classes(node: Node) -> list[str]:
    # `'alert--' + severity`: a string glued to an expression is only part of a class.
    left, right = field(node, "left"), field(node, "right")
    names: list[str] = []
    for side, other, glued_end in ((left, right, True), (right, left, False)):
        value = string_value(side)
        if value is None:
            names.extend(class_names_in(side))
        else:
            open_side = _operator(node) == "+" and string_value(other) is None
            names.extend(
                class_tokens(
                    value, open_start=open_side and not glued_end, open_end=open_side and glued_end
                )
            )
    return names


def _operator(node: Node) -> str:
    operator = field(node, "operator")
    return operator.type if operator is not None else ""


def _template_classes(node: Node) -> list[str]:
    names: list[str] = []
    parts = [child for child in node.named_children if child.type != "comment"]
    for index, part in enumerate(parts):
        if part.type == "string_fragment":
            names.extend(
                class_tokens(
                    text(part),
                    open_start=index > 0 and parts[index - 1].type == "template_substitution",
                    open_end=index + 1 < len(parts)
                    and parts[index + 1].type == "template_substitution",
                )
            )
        elif part.type == "template_substitution":
            names.extend(class_names_in(part))
    return names


def jsx_name(element: Node) -> str:
    """The element name as written (``button``, ``Card.Header``)."""
    return text(field(element, "name"))


def is_component_name(name: str) -> bool:
    """Whether a JSX or template tag names a component rather than an HTML element."""
    head = name.split(".", 1)[0]
    return bool(head) and head[0].isupper()


def jsx_props(element: Node) -> dict[str, PropValue]:
    """The attributes of a JSX element: literals typed, bare attributes ``True``."""
    props: dict[str, PropValue] = {}
    for attribute in named(element, "jsx_attribute"):
        parts = attribute.named_children
        if not parts:
            continue
        name = text(parts[0])
        if len(parts) == 1:
            props[name] = True
            continue
        value = parts[1]
        if value.type == "jsx_expression":
            inner = value.named_children[0] if value.named_children else None
            if inner is None:
                continue
            literal = value_or_source(inner)
            if literal is not None:
                props[name] = literal
        else:
            literal = value_or_source(value)
            if literal is not None:
                props[name] = literal
    return props


def jsx_attribute_value(attribute: Node) -> Node | None:
    """The value of a JSX attribute: the expression inside ``{}``, or the string."""
    parts = attribute.named_children
    if len(parts) < 2:
        return None
    value = parts[1]
    if value.type == "jsx_expression":
        return unwrap(value.named_children[0]) if value.named_children else None
    return value
