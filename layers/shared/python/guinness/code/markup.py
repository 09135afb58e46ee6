"""Helpers for HTML-like trees (Vue SFCs through the HTML grammar, Svelte components).

Both grammars name their nodes alike: ``script_element``/``style_element`` with a
``raw_text`` body, ``start_tag``/``self_closing_tag`` with ``tag_name`` and ``attribute``.
Scripts and binding expressions are parsed with the TypeScript grammar.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tree_sitter import Node, Tree

from guinness.code.parsed import StyleBlock
from guinness.code.script_module import class_names_in, class_tokens
from guinness.code.syntax import GrammarName, first_error, named, parse, text, walk


@dataclass(frozen=True)
class Attribute:
    """One attribute of a tag: its name, its static text, and the attribute node."""

    name: str
    value: str | None
    node: Node


@dataclass(frozen=True)
class Script:
    """A ``<script>`` block parsed with the TypeScript grammar."""

    attributes: dict[str, str | None]
    tree: Tree
    #: Line of the block's first character in the file (0-based), to report errors.
    line: int

    @property
    def root(self) -> Node:
        """The program node of the script."""
        return self.tree.root_node

    def error(self) -> str | None:
        """``line L, column C`` (in the file) of the script's first syntax error."""
        where = first_error(self.root)
        if where is None:
            return None
        line, _, column = where.removeprefix("line ").partition(", column ")
        return f"line {int(line) + self.line}, column {column}"


def tags(node: Node) -> Iterator[Node]:
    """Every start or self-closing tag under ``node`` (scripts and styles excluded)."""
    for current in walk(node, prune=frozenset({"script_element", "style_element"})):
        if current.type in ("start_tag", "self_closing_tag"):
            yield current


def tag_name(tag: Node) -> str:
    """The tag's name as written (``div``, ``CardHeader``, ``card-header``, ``Card.Header``)."""
    return text(next(iter(named(tag, "tag_name")), None))


def attributes(tag: Node) -> list[Attribute]:
    """The tag's attributes; ``value`` is the static text (``None`` for bare or ``{expr}``)."""
    found: list[Attribute] = []
    for attribute in named(tag, "attribute"):
        name = text(next(iter(named(attribute, "attribute_name")), None))
        quoted = next(iter(named(attribute, "quoted_attribute_value")), None)
        plain = next(iter(named(attribute, "attribute_value")), None)
        value: str | None = None
        if quoted is not None:
            value = text(next(iter(named(quoted, "attribute_value")), None))
        elif plain is not None:
            value = text(plain)
        found.append(Attribute(name, value, attribute))
    return found


def static_classes(attribute: Attribute) -> list[str]:
    """Class names in a static ``class`` value; parts glued to ``{expr}`` are dropped."""
    value_node = next(iter(named(attribute.node, "quoted_attribute_value")), None)
    inner = next(iter(named(value_node, "attribute_value")), None) if value_node else None
    if inner is None:
        return class_tokens(attribute.value or "")
    expressions = named(inner, "expression")
    if not expressions:
        return class_tokens(text(inner))
    raw = inner.text or b""
    names: list[str] = []
    cursor = inner.start_byte
    for index, expression in enumerate([*expressions, None]):
        end = expression.start_byte if expression is not None else inner.end_byte
        piece = raw[cursor - inner.start_byte : end - inner.start_byte].decode("utf-8", "replace")
        names.extend(class_tokens(piece, open_start=index > 0, open_end=expression is not None))
        if expression is not None:
            cursor = expression.end_byte
            names.extend(expression_classes(expression_source(expression)))
    return names


def expression_source(expression: Node) -> str:
    """The code inside a Svelte ``{expression}`` node."""
    return "".join(text(part) for part in expression.named_children) or text(expression).strip("{}")


def expression_classes(expression: str) -> list[str]:
    """Class names in a bound class expression (``{ 'card--raised': raised }``, ``cn(...)``)."""
    tree = parse("typescript", f"({expression});".encode())
    if tree.root_node.has_error:
        return []
    return class_names_in(tree.root_node)


def script_blocks(document: Node) -> list[Script]:
    """The document's top-level ``<script>`` blocks, parsed."""
    scripts: list[Script] = []
    for element in named(document, "script_element"):
        start = next(iter(named(element, "start_tag")), None)
        attrs = (
            {attribute.name: attribute.value for attribute in attributes(start)} if start else {}
        )
        body = next(iter(named(element, "raw_text")), None)
        grammar: GrammarName = "tsx" if attrs.get("lang") in ("tsx", "jsx") else "typescript"
        source = body.text if body is not None and body.text is not None else b""
        line = body.start_point[0] if body is not None else 0
        scripts.append(Script(attrs, parse(grammar, source), line))
    return scripts


def style_blocks(document: Node) -> list[StyleBlock]:
    """The document's top-level ``<style>`` blocks."""
    blocks: list[StyleBlock] = []
    for element in named(document, "style_element"):
        start = next(iter(named(element, "start_tag")), None)
        attrs = (
            {attribute.name: attribute.value for attribute in attributes(start)} if start else {}
        )
        body = next(iter(named(element, "raw_text")), None)
        grammar = "scss" if attrs.get("lang") in ("scss", "sass") else "css"
        blocks.append(StyleBlock(grammar, text(body)))
    return blocks


def html_comments(document: Node) -> list[str]:
    """Top-level ``<!-- -->`` comments, without their markers."""
    return [
        text(comment).removeprefix("<!--").removesuffix("-->").strip()
        for comment in named(document, "comment")
    ]


#: Element names of HTML (and the SVG ones components wrap): ``chakra("button")``,
#: ``styled("div")`` make a component of one.
HTML_ELEMENTS = frozenset(
    [
        "a",
        "abbr",
        "address",
        "article",
        "aside",
        "audio",
        "b",
        "bdi",
        "bdo",
        "blockquote",
        "body",
        "br",
        "button",
        "canvas",
        "caption",
        "cite",
        "code",
        "col",
        "colgroup",
        "data",
        "datalist",
        "dd",
        "del",
        "details",
        "dfn",
        "dialog",
        "div",
        "dl",
        "dt",
        "em",
        "embed",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hgroup",
        "hr",
        "i",
        "iframe",
        "img",
        "input",
        "ins",
        "kbd",
        "label",
        "legend",
        "li",
        "main",
        "map",
        "mark",
        "menu",
        "meter",
        "nav",
        "noscript",
        "object",
        "ol",
        "optgroup",
        "option",
        "output",
        "p",
        "picture",
        "pre",
        "progress",
        "q",
        "rp",
        "rt",
        "ruby",
        "s",
        "samp",
        "search",
        "section",
        "select",
        "slot",
        "small",
        "source",
        "span",
        "strong",
        "sub",
        "summary",
        "sup",
        "table",
        "tbody",
        "td",
        "template",
        "textarea",
        "tfoot",
        "th",
        "thead",
        "time",
        "tr",
        "track",
        "u",
        "ul",
        "var",
        "video",
        "wbr",
        "svg",
        "path",
        "circle",
        "rect",
        "line",
        "polyline",
        "polygon",
        "g",
    ]
)
