"""Web Components: custom element classes and the attributes that are their API.

A class that extends ``HTMLElement`` (or another ``HTML…Element``, ``LitElement``,
``FASTElement``) is a component of framework ``web-component``. Its props are its
attributes, named as HTML writes them:

* vanilla custom elements: ``static observedAttributes = ["variant", "per-view"]`` (or a
  static getter returning the list); an attribute read with ``hasAttribute`` /
  ``toggleAttribute`` is a boolean, one whose property getter is typed (``get variant():
  "underline" | "pills"``) has that type, its ``?? "underline"`` fallback the default;
* Lit: ``@property()`` fields (``@state()`` ones are internal) and ``static properties``,
  typed by their annotation or their ``type: Boolean | Number | String`` option, their
  initialiser the default.

The tag (``customElements.define("atlas-tabs", AtlasTabs)`` or ``@customElement("…")``)
is an alias, so a design naming the tag finds the class.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropKind, PropValue
from guinness.code.parsed import ParsedComponent, ParsedModule
from guinness.code.prop_types import describe_type
from guinness.code.syntax import (
    JsDoc,
    arguments_of,
    doc_comment,
    field,
    literal_value,
    named,
    object_entries,
    string_value,
    text,
    unwrap,
    walk,
)
from guinness.code.type_scope import TypeScope

_BASES = re.compile(r"(^|\.)(HTML\w*Element|LitElement|FASTElement)$")
_EXTENDS_ELEMENT = re.compile(r"extends\s+[\w.]*(?:HTML\w*Element|LitElement|FASTElement)\b")
_LIT_TYPES: dict[str, PropKind] = {"Boolean": "boolean", "Number": "number", "String": "string"}
_FLAG_CALLS = frozenset({"hasAttribute", "toggleAttribute"})
#: A custom element's opening tag in a template (`<bc-status-pill`): a name with a dash.
_CUSTOM_TAG = re.compile(r"<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)")


def read_custom_elements(module: ParsedModule, root: Node) -> None:
    """Add the module's custom element classes to ``module`` (framework ``web-component``)."""
    if not _EXTENDS_ELEMENT.search(module.source):
        return  # most scripts: no tree walk for them
    tags = _defined_tags(root)
    scope = TypeScope(root)
    found: list[ParsedComponent] = []
    for statement in root.named_children:
        declaration = (
            field(statement, "declaration") if statement.type == "export_statement" else statement
        )
        if declaration is None or declaration.type not in ("class_declaration", "class"):
            continue
        name = text(field(declaration, "name"))
        if not name or not _is_custom_element(declaration):
            continue
        doc = JsDoc(doc_comment(statement))
        component = ParsedComponent(
            name=name,
            kind="class",
            props=_attributes(declaration, scope, doc),
            description=doc.description,
            deprecated=doc.deprecated,
            deprecation=doc.deprecation,
        )
        tag = tags.get(name) or _decorated_tag(statement) or _decorated_tag(declaration)
        if tag:
            component.aliases.append(tag)
        # The custom elements its templates render, by tag (linked to their classes).
        rendered = _CUSTOM_TAG.findall(text(declaration))
        component.rendered.extend(item for item in dict.fromkeys(rendered) if item != tag)
        found.append(component)
    if found:
        names = {component.name for component in found}
        module.components = [c for c in module.components if c.name not in names] + found
        module.framework = "web-component"


def _is_custom_element(declaration: Node) -> bool:
    for heritage in named(declaration, "class_heritage"):
        # TypeScript wraps the base in an ``extends_clause``; JavaScript puts it right
        # under ``class_heritage``.
        clauses = named(heritage, "extends_clause")
        bases = [
            field(clause, "value") or next(iter(clause.named_children), None) for clause in clauses
        ] or heritage.named_children
        for base in bases:
            if base is not None and _BASES.search(text(base).split("<", 1)[0]):
                return True
    return False


def _defined_tags(root: Node) -> dict[str, str]:
    """Class name → tag, from ``customElements.define("tag", Class)`` calls."""
    tags: dict[str, str] = {}
    for node in walk(root):
        if node.type != "call_expression":
            continue
        if not text(field(node, "function")).endswith("customElements.define"):
            continue
        arguments = arguments_of(node)
        if len(arguments) >= 2:
            tag = string_value(arguments[0])
            if tag:
                tags[text(unwrap(arguments[1]))] = tag
    return tags


def _decorated_tag(node: Node) -> str | None:
    for decorator in named(node, "decorator"):
        call = next(iter(decorator.named_children), None)
        if (
            call is not None
            and call.type == "call_expression"
            and text(field(call, "function")) == "customElement"
        ):
            arguments = arguments_of(call)
            return string_value(arguments[0]) if arguments else None
    return None


def _attributes(declaration: Node, scope: TypeScope, doc: JsDoc) -> list[PropDefinition]:
    body = field(declaration, "body")
    if body is None:
        return []
    members = body.named_children
    flags = _flag_attributes(body)
    getters = {
        text(field(member, "name")): member
        for member in members
        if member.type == "method_definition" and _has_keyword(member, "get")
    }
    props: dict[str, PropDefinition] = {}
    for attribute in _observed(members):
        getter = getters.get(_camel(attribute))
        props[attribute] = _observed_prop(attribute, getter, flags, scope, doc)
    for prop in _lit_properties(members, scope):
        props.setdefault(prop.name, prop)
    return list(props.values())


def _member_name(member: Node) -> str:
    """A class member's name (JavaScript's field definitions call it ``property``)."""
    return text(field(member, "name") or field(member, "property"))


def _observed(members: list[Node]) -> list[str]:
    for member in members:
        if _member_name(member) != "observedAttributes" or not _has_keyword(member, "static"):
            continue
        value = field(member, "value")
        if value is None and member.type == "method_definition":
            value = next(
                (
                    unwrap(statement.named_children[0])
                    for statement in walk(member)
                    if statement.type == "return_statement" and statement.named_children
                ),
                None,
            )
        value = unwrap(value)
        if value is not None and value.type == "array":
            return [name for item in value.named_children if (name := string_value(item))]
    return []


def _observed_prop(
    attribute: str, getter: Node | None, flags: set[str], scope: TypeScope, doc: JsDoc
) -> PropDefinition:
    documented, documented_default = doc.attributes.get(attribute, (None, None))
    if attribute in flags or (documented or "").strip() == "boolean":
        return PropDefinition(name=attribute, type="boolean", kind="boolean")
    declared = field(getter, "return_type") if getter is not None else None
    default = _fallback(getter)
    if default is None and documented_default is not None:
        default = documented_default.strip("\"'`")
    if declared is None and documented:
        return _documented_prop(attribute, documented, default)
    return _typed_prop(attribute, declared, scope, default, "string")


def _documented_prop(name: str, written: str, default: PropValue | None) -> PropDefinition:
    """An attribute typed by its ``@attr {…}`` tag: a union of string literals, a number,
    or a string."""
    options = [option.strip() for option in written.split("|")]
    literals = [
        option[1:-1] for option in options if option[:1] == option[-1:] and option[:1] in "\"'"
    ]
    if literals and len(literals) == len(options):
        return PropDefinition(
            name=name, type=written, kind="string_union", values=literals, default=default
        )
    kind: PropKind = "number" if options == ["number"] else "string"
    return PropDefinition(name=name, type=written, kind=kind, default=default)


def _typed_prop(
    name: str, declared: Node | None, scope: TypeScope, default: PropValue | None, kind: PropKind
) -> PropDefinition:
    """A prop typed by ``declared`` (its literal union, boolean, number), else ``kind``."""
    written = text(declared).lstrip(":").strip() if declared is not None else ""
    described, values = describe_type(declared, scope) if declared is not None else ("unknown", [])
    if described == "unknown":
        described = kind
    return PropDefinition(
        name=name, type=written or kind, kind=described, values=values, default=default
    )


def _flag_attributes(body: Node) -> set[str]:
    """Attributes read as flags: ``this.hasAttribute("open")``, ``toggleAttribute``."""
    flags: set[str] = set()
    for node in walk(body):
        if node.type == "call_expression":
            called = text(field(node, "function")).rsplit(".", 1)[-1]
            arguments = arguments_of(node)
            if called in _FLAG_CALLS and arguments:
                name = string_value(arguments[0])
                if name:
                    flags.add(name)
    return flags


def _fallback(getter: Node | None) -> PropValue | None:
    """The literal after ``??`` or ``||`` in a getter's return: its default."""
    if getter is None:
        return None
    for node in walk(getter):
        if node.type == "binary_expression" and text(field(node, "operator")) in ("??", "||"):
            return literal_value(field(node, "right"))
    return None


def _lit_properties(members: list[Node], scope: TypeScope) -> list[PropDefinition]:
    props: list[PropDefinition] = []
    for member in members:
        if member.type not in ("public_field_definition", "field_definition"):
            continue
        name = _member_name(member)
        if name == "properties" and _has_keyword(member, "static"):
            for key, entry in object_entries(field(member, "value")):
                props.append(_lit_prop(key, dict(object_entries(entry)), None, None, scope))
            continue
        decorator = next(
            (
                call
                for item in named(member, "decorator")
                if (call := next(iter(item.named_children), None)) is not None
                and call.type == "call_expression"
                and text(field(call, "function")) == "property"
            ),
            None,
        )
        if decorator is None:
            continue
        arguments = arguments_of(decorator)
        options = dict(object_entries(arguments[0])) if arguments else {}
        annotation = field(member, "type")
        props.append(_lit_prop(name, options, annotation, field(member, "value"), scope))
    return props


def _lit_prop(
    name: str,
    options: dict[str, Node | None],
    annotation: Node | None,
    initial: Node | None,
    scope: TypeScope,
) -> PropDefinition:
    attribute = options.get("attribute")
    written_name = string_value(attribute) if attribute is not None else None
    option = options.get("type")
    kind = _LIT_TYPES.get(text(option), "string") if option is not None else "string"
    return _typed_prop(written_name or name, annotation, scope, literal_value(initial), kind)


def _has_keyword(member: Node, keyword: str) -> bool:
    return any(child.type == keyword for child in member.children)


def _camel(attribute: str) -> str:
    head, *rest = attribute.split("-")
    return head + "".join(part.capitalize() for part in rest)
