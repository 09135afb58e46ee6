"""Tree-sitter grammars and the small helpers every language parser uses on their trees.

Grammars come from the per-language PyPI packages (compiled in, no download at run time).
Vue single-file components have no grammar of their own: their blocks are split with the
HTML grammar and the script is parsed with the TypeScript grammar.
"""

from __future__ import annotations

import functools
import re
import warnings
from collections.abc import Iterator
from typing import Literal

import tree_sitter_css
import tree_sitter_html
import tree_sitter_javascript
import tree_sitter_scss
import tree_sitter_svelte
import tree_sitter_typescript
from tree_sitter import Language, Node, Parser, Query, QueryCursor, Tree

GrammarName = Literal["tsx", "typescript", "javascript", "css", "scss", "html", "svelte"]

#: A literal as written in source: JSON-typed when it is a literal, else source text.
Literal_ = str | int | float | bool


@functools.cache
def language(name: GrammarName) -> Language:
    """The compiled grammar called ``name``."""
    with warnings.catch_warnings():
        # tree-sitter-scss 1.0.0 still hands over an int pointer, which 0.26 deprecates.
        warnings.simplefilter("ignore", DeprecationWarning)
        return Language(_LOADERS[name]())


_LOADERS = {
    "tsx": tree_sitter_typescript.language_tsx,
    "typescript": tree_sitter_typescript.language_typescript,
    "javascript": tree_sitter_javascript.language,
    "css": tree_sitter_css.language,
    "scss": tree_sitter_scss.language,
    "html": tree_sitter_html.language,
    "svelte": tree_sitter_svelte.language,
}


@functools.cache
def _parser(name: GrammarName) -> Parser:
    return Parser(language(name))


@functools.cache
def _query(name: GrammarName, types: tuple[str, ...]) -> Query | None:
    grammar = language(name)
    known = [kind for kind in types if grammar.id_for_node_kind(kind, True)]
    if not known:
        return None
    return Query(grammar, "[" + " ".join(f"({kind})" for kind in known) + "] @node")


def descendants(node: Node, name: GrammarName, types: tuple[str, ...]) -> list[Node]:
    """The nodes of ``types`` under ``node`` (grammar ``name``), in source order: one
    compiled query instead of a walk over every node."""
    query = _query(name, types)
    if query is None:
        return []
    found = QueryCursor(query).captures(node).get("node", [])
    return sorted(found, key=lambda item: item.start_byte)


def parse(name: GrammarName, source: bytes) -> Tree:
    """The syntax tree of ``source`` in grammar ``name`` (error-recovered when invalid)."""
    return _parser(name).parse(source)


def first_error(node: Node) -> str | None:
    """``line L, column C`` of the first syntax error under ``node``, or ``None``."""
    if not node.has_error:
        return None
    pending = [node]
    while pending:
        current = pending.pop()
        if current.is_error or (current.is_missing and not _tagged_template_gap(current)):
            row, column = current.start_point
            return f"line {row + 1}, column {column + 1}"
        pending.extend(reversed([child for child in current.children if child.has_error]))
    return None


def _tagged_template_gap(missing: Node) -> bool:
    """Whether a missing node is the grammar's stand-in for ``tag<T>`...```.

    tree-sitter-typescript has no rule for type arguments on a tagged template (common in
    ``styled.button<Props>`...```); it recovers by assuming a missing ``!`` and otherwise
    builds the right tree, so that one recovery is not a syntax error of the file.
    """
    parent = missing.parent
    call = parent.parent if parent is not None else None
    if (
        missing.type != "!"
        or parent is None
        or parent.type != "non_null_expression"
        or call is None
    ):
        return False
    arguments = call.child_by_field_name("arguments")
    return (
        call.type == "call_expression"
        and arguments is not None
        and arguments.type == "template_string"
    )


def text(node: Node | None) -> str:
    """The source text of ``node`` (empty for ``None``)."""
    if node is None or node.text is None:
        return ""
    return node.text.decode("utf-8", "replace")


def squash(value: str) -> str:
    """``value`` with runs of whitespace collapsed to one space."""
    return " ".join(value.split())


def field(node: Node, name: str) -> Node | None:
    """The child in field ``name``."""
    return node.child_by_field_name(name)


def named(node: Node, *types: str) -> list[Node]:
    """The named children of ``node``, restricted to ``types`` when given."""
    return [child for child in node.named_children if not types or child.type in types]


def walk(node: Node, *, prune: frozenset[str] = frozenset()) -> Iterator[Node]:
    """Every named node under ``node`` in source order; ``prune`` types are not entered."""
    pending = [node]
    while pending:
        current = pending.pop()
        yield current
        if current.type in prune and current is not node:
            continue
        if current.named_child_count:  # leaves are most nodes: no list made for them
            pending.extend(reversed(current.named_children))


def unwrap(node: Node | None) -> Node | None:
    """``node`` without parentheses, ``as``/``satisfies``/``!`` and instantiation wrappers."""
    while node is not None and node.type in _WRAPPERS:
        node = node.named_children[0] if node.named_children else None
    return node


_WRAPPERS = frozenset(
    {
        "parenthesized_expression",
        "as_expression",
        "satisfies_expression",
        "non_null_expression",
        "instantiation_expression",
        "type_assertion",
    }
)


def arguments_of(call: Node) -> list[Node]:
    """The arguments of a call expression, unwrapped (none for a tagged template)."""
    arguments = call.child_by_field_name("arguments")
    if arguments is None or arguments.type != "arguments":
        return []
    values = (unwrap(child) for child in arguments.named_children if child.type != "comment")
    return [value for value in values if value is not None]


def first_argument(call: Node) -> Node | None:
    """The first argument of a call expression, unwrapped."""
    values = arguments_of(call)
    return values[0] if values else None


def string_value(node: Node | None) -> str | None:
    """The value of a string literal or a template string without substitutions."""
    node = unwrap(node)
    if node is None:
        return None
    if node.type == "string":
        return "".join(text(part) for part in node.named_children if part.type != "comment")
    if node.type == "template_string" and not named(node, "template_substitution"):
        return "".join(text(part) for part in node.named_children)
    return None


def literal_value(node: Node | None) -> Literal_ | None:
    """A JSON-typed literal (string, number, boolean), or ``None`` for other expressions."""
    node = unwrap(node)
    if node is None:
        return None
    value = string_value(node)
    if value is not None:
        return value
    if node.type in ("true", "false"):
        return node.type == "true"
    if node.type == "number":
        return _number(text(node))
    if node.type == "unary_expression" and text(node).startswith("-"):
        argument = field(node, "argument")
        if argument is not None and argument.type == "number":
            return _number(text(node).replace(" ", ""))
    return None


def value_or_source(node: Node | None) -> Literal_ | None:
    """:func:`literal_value`, falling back to the expression's squashed source text."""
    value = literal_value(node)
    if value is not None or node is None:
        return value
    return squash(text(node))


def _number(raw: str) -> int | float | str:
    cleaned = raw.replace("_", "")
    try:
        return int(cleaned, 0)
    except ValueError:
        try:
            return float(cleaned)
        except ValueError:
            return raw


def doc_comment(statement: Node) -> str | None:
    """The ``/** ... */`` comment directly above ``statement``, if any."""
    previous = statement.prev_sibling
    if previous is None or previous.type != "comment":
        return None
    raw = text(previous)
    if not raw.startswith("/**") or statement.start_point[0] - previous.end_point[0] > 1:
        return None
    return raw


def documented_default(written: str | None) -> Literal_ | None:
    """A JSDoc ``@default`` as a value: a quoted string, ``true``/``false`` or a number keep
    their type; anything else is its text."""
    if written is None:
        return None
    if len(written) >= 2 and written[0] == written[-1] and written[0] in "\"'":
        return written[1:-1]
    if written in ("true", "false"):
        return written == "true"
    number = _number(written)
    return number if not isinstance(number, str) else written


#: ``{"sm"|"md"} size - …``, ``[size=md]``: an ``@attr`` tag's type, name and default.
_ATTRIBUTE_TAG = re.compile(
    r"\s*(?:\{(?P<type>[^}]*)\}\s*)?\[?(?P<name>[A-Za-z][\w-]*)(?:=(?P<default>[^\]\s]+))?\]?"
)


class JsDoc:
    """The parts of a JSDoc comment that matter here: its text, ``@deprecated`` and
    ``@default`` (or ``@defaultValue``)."""

    def __init__(self, raw: str | None) -> None:
        self.description: str | None = None
        self.deprecated = False
        self.deprecation: str | None = None
        #: The ``@default`` text as written (``"md"``, ``false``, ``3``).
        self.default: str | None = None
        #: A custom element's attributes by ``@attr`` / ``@attribute`` tag (the Custom
        #: Elements Manifest convention): name → (type as written, default as written).
        self.attributes: dict[str, tuple[str | None, str | None]] = {}
        if not raw:
            return
        body = raw.removeprefix("/**").removesuffix("*/")
        lines: list[str] = []
        for line in body.splitlines():
            line = line.strip().removeprefix("*").strip()
            # `/** Old. @deprecated Use X. */`: a tag may follow prose on the same line.
            before, tag_start, after = line.partition(" @")
            lines += [before, "@" + after] if tag_start and not line.startswith("@") else [line]
        prose: list[str] = []
        tag: str | None = None
        for line in lines:
            if line.startswith("@"):
                tag, _, rest = line[1:].partition(" ")
                if tag == "deprecated":
                    self.deprecated = True
                    self.deprecation = rest.strip() or None
                elif tag in ("default", "defaultValue") and rest.strip():
                    self.default = rest.strip().strip("`")
                elif tag in ("attr", "attribute") and (found := _ATTRIBUTE_TAG.match(rest)):
                    self.attributes[found["name"]] = (found["type"], found["default"])
            elif tag is None and line:
                prose.append(line)
            elif tag == "deprecated" and line:
                self.deprecation = f"{self.deprecation or ''} {line}".strip()
        self.description = " ".join(prose) or None


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


def object_values(node: Node | None) -> dict[str, Literal_]:
    """Key → literal value (or source text) of an object literal, e.g. story ``args``."""
    values: dict[str, Literal_] = {}
    for key, value in object_entries(node):
        literal = value_or_source(value)
        if literal is not None:
            values[key] = literal
    return values


def top_level_declarators(root: Node) -> list[Node]:
    """The variable declarators of a program's top level (exported or not)."""
    found: list[Node] = []
    for statement in root.named_children:
        declaration = (
            field(statement, "declaration") if statement.type == "export_statement" else statement
        )
        if declaration is not None and declaration.type in (
            "lexical_declaration",
            "variable_declaration",
        ):
            found.extend(c for c in declaration.named_children if c.type == "variable_declarator")
    return found
