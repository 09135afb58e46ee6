"""Vue 3 single-file components.

There is no Vue grammar on PyPI, so the SFC's blocks are split with the HTML grammar and
each ``<script>`` is parsed with the TypeScript grammar. Props come from
``defineProps<T>()`` (type-based), ``defineProps({...})`` (object form, including
``type: String as PropType<...>`` and ``validator`` value lists), ``defineProps([...])``,
``withDefaults``, props destructuring, or the ``props`` option of ``export default``.
"""

from __future__ import annotations

import re

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropKind
from guinness.code.markup import (
    Script,
    attributes,
    expression_classes,
    html_comments,
    script_blocks,
    static_classes,
    style_blocks,
    tag_name,
    tags,
)
from guinness.code.parsed import (
    ExportEntry,
    ParsedComponent,
    ParsedModule,
    TypeRef,
    component_name_from_path,
)
from guinness.code.prop_merging import merge_props, pattern_names
from guinness.code.prop_types import (
    describe_type,
    name_kind,
    props_from_type,
)
from guinness.code.script_module import is_default_export, read_imports
from guinness.code.syntax import (
    JsDoc,
    arguments_of,
    doc_comment,
    field,
    first_argument,
    literal_value,
    named,
    object_entries,
    parse,
    squash,
    string_value,
    text,
    top_level_declarators,
    unwrap,
    walk,
)
from guinness.code.type_scope import TypeScope

_CONSTRUCTORS: dict[str, PropKind] = {
    "String": "string",
    "Number": "number",
    "Boolean": "boolean",
    "Function": "function",
    "Object": "object",
    "Array": "object",
    "Date": "object",
}
_CLASS_BINDINGS = frozenset({":class", "v-bind:class"})
_NO_DEFAULT = frozenset({"null", "undefined"})
_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*")


def parse_vue(module: ParsedModule, source: bytes) -> str | None:
    """Fill ``module`` from an SFC; returns why the file is unparseable, or ``None``."""
    document = parse("html", source).root_node
    scripts = script_blocks(document)
    for script in scripts:
        error = script.error()
        if error is not None:
            return f"syntax error in <script> at {error}"
    component = ParsedComponent(name=component_name_from_path(module.path), kind="sfc")
    docs = [JsDoc(f"/**{comment}*/") for comment in html_comments(document)]
    # `<script>` and `<script setup>` see each other's types and variant systems.
    scope = TypeScope(*(script.root for script in scripts))
    module.variant_systems = scope.variant_systems
    module.variant_aliases = scope.variant_aliases
    module.type_scope = scope
    for script in scripts:
        imports, stylesheets = read_imports(script.root)
        module.imports += imports
        module.stylesheet_imports += stylesheets
        _read_script(script, component, docs, scope)
    known = {prop.name for prop in component.props}
    component.props += [prop for prop in _model_props(scripts, scope) if prop.name not in known]
    component.variant_refs = scope.take_missing()
    component.type_refs = [*component.type_refs, *scope.take_missing_types()]
    _read_template(document, component)
    module.style_blocks = style_blocks(document)
    for doc in docs:
        component.description = component.description or doc.description
        if doc.deprecated and not component.deprecated:
            component.deprecated, component.deprecation = True, doc.deprecation
    module.components.append(component)
    module.exports.append(ExportEntry("default", local=component.name))
    return None


def _read_script(
    script: Script, component: ParsedComponent, docs: list[JsDoc], scope: TypeScope
) -> None:
    for statement in script.root.named_children:
        if statement.type == "comment" and text(statement).startswith("/**"):
            docs.append(JsDoc(text(statement)))
        if statement.type == "export_statement" and is_default_export(statement):
            docs.append(JsDoc(doc_comment(statement)))
            read_options(unwrap(field(statement, "value")), component, scope)
            continue
        for node in walk(
            statement,
            prune=frozenset({"arrow_function", "function_expression", "function_declaration"}),
        ):
            if node.type != "call_expression":
                continue
            callee = text(field(node, "function"))
            if callee in ("defineProps", "withDefaults"):
                docs.append(JsDoc(doc_comment(statement)))
                component.props = _define_props(node, scope)
                break
            if callee == "defineOptions":
                read_options(first_argument(node), component, scope)
                break


def _model_props(scripts: list[Script], scope: TypeScope) -> list[PropDefinition]:
    """Vue 3.4's ``defineModel``: ``defineModel<string>()`` is the ``modelValue`` prop,
    ``defineModel('count', { type: Number, default: 0 })`` the ``count`` prop."""
    props: list[PropDefinition] = []
    for script in scripts:
        if b"defineModel" not in (script.root.text or b""):
            continue  # walking every node costs more than the rest of the script's reading
        for node in walk(script.root):
            if node.type != "call_expression" or text(field(node, "function")) != "defineModel":
                continue
            arguments = arguments_of(node)
            name = string_value(arguments[0]) if arguments else None
            rest = arguments[1:] if name is not None else arguments
            options = unwrap(rest[0]) if rest else None
            prop = _runtime_prop(name or "modelValue", options, scope)
            type_arguments = field(node, "type_arguments")
            if prop.kind == "unknown" and type_arguments and type_arguments.named_children:
                typed = type_arguments.named_children[0]
                kind, values = describe_type(typed, scope)
                prop = prop.model_copy(
                    update={"type": squash(text(typed)), "kind": kind, "values": values}
                )
            props.append(prop)
    return props


def _define_props(call: Node, scope: TypeScope) -> list[PropDefinition]:
    defaults: list[tuple[str, Node | None]] = []
    if text(field(call, "function")) == "withDefaults":
        arguments = arguments_of(call)
        defaults = object_entries(arguments[1]) if len(arguments) > 1 else []
        inner = arguments[0] if arguments else None
        if inner is None or inner.type != "call_expression":
            return []
        call = inner
    type_arguments = field(call, "type_arguments")
    if type_arguments is not None and type_arguments.named_children:
        props = props_from_type(type_arguments.named_children[0], scope)
    else:
        props = runtime_props(first_argument(call), scope)
    declarator = call.parent
    while declarator is not None and declarator.type != "variable_declarator":
        declarator = (
            declarator.parent
            if declarator.type
            in ("as_expression", "call_expression", "arguments", "parenthesized_expression")
            else None
        )
    if declarator is not None:
        defaults = pattern_names(field(declarator, "name")) + defaults
    return merge_props(props, defaults, scope)


def read_options(options: Node | None, component: ParsedComponent, scope: TypeScope) -> None:
    """``export default { name, props, extends, mixins }``, ``defineComponent({...})`` or
    ``defineOptions`` (also the options of :mod:`~guinness.code.vue_scripts`)."""
    if options is not None and options.type == "call_expression":
        options = first_argument(options)
    entries = dict(object_entries(options))
    name = string_value(entries.get("name"))
    if name:
        component.name = name
    if "props" in entries:
        component.props = runtime_props(unwrap(entries["props"]), scope)
    # `extends: BaseButton`, `mixins: [Sizable]`: their props come first, the linker adds
    # them (the component's own win).
    inherited = [unwrap(entries.get("extends"))]
    mixins = unwrap(entries.get("mixins"))
    inherited += mixins.named_children if mixins is not None and mixins.type == "array" else []
    for base in reversed(inherited):
        if base is not None and base.type in ("identifier", "member_expression"):
            component.type_refs.insert(0, TypeRef(text(base), component=True))


def runtime_props(node: Node | None, scope: TypeScope) -> list[PropDefinition]:
    node = unwrap(node)
    if node is None:
        return []
    if node.type == "call_expression":  # `props: makeButtonProps()`: a props factory
        _factory_ref(node, scope)
        return []
    if node.type == "object":
        for item in named(node, "spread_element"):  # `...makeBorderProps()`
            if item.named_children:
                _factory_ref(unwrap(item.named_children[0]), scope)
    if node.type == "array":
        names = [string_value(item) for item in node.named_children]
        return [
            PropDefinition(name=name, kind=name_kind(name, "unknown")) for name in names if name
        ]
    props: list[PropDefinition] = []
    for name, value in object_entries(node):
        props.append(_runtime_prop(name, value, scope))
    return props


def _factory_ref(call: Node | None, scope: TypeScope) -> None:
    """Note the props factory a call stands for (``makeSizeProps()``, ``omit(makeX(),
    ['a'])``, ``pick(makeX(), ['b'])``) for the linker to add its props."""
    if call is None or call.type != "call_expression":
        if call is not None and call.type == "identifier":  # `...sizeProps`
            scope.miss_type(TypeRef(text(call), component=True))
        return
    callee = text(field(call, "function"))
    arguments = arguments_of(call)
    if callee in ("omit", "pick") and len(arguments) == 2:
        keys = tuple(
            value
            for item in (unwrap(arguments[1]) or arguments[1]).named_children
            if (value := string_value(item)) is not None
        )
        inner = unwrap(arguments[0])
        if inner is not None and inner.type == "call_expression":
            name = text(field(inner, "function"))
            only, without = (keys, ()) if callee == "pick" else (None, keys)
            scope.miss_type(TypeRef(name, component=True, only=only, without=without))
        return
    if _IDENTIFIER.fullmatch(callee):
        # `makeTagProps({ tag: 'button' })`: the factory's props with these defaults.
        overrides = tuple(
            (key, literal)
            for key, node in (object_entries(arguments[0]) if arguments else [])
            if (literal := literal_value(node)) is not None
        )
        scope.miss_type(TypeRef(callee, component=True, defaults=overrides))


def _runtime_prop(name: str, value: Node | None, scope: TypeScope) -> PropDefinition:
    target = unwrap(value)
    is_options = target is not None and target.type == "object"
    options = dict(object_entries(target)) if is_options else {}
    type_node = options.get("type") if is_options else value
    kind, values = _runtime_type(type_node, scope)
    validator = options.get("validator")
    if not values and validator is not None:
        values = _validator_values(validator)
        kind = "string_union" if values else kind
    default = options.get("default")
    default_value = literal_value(default)
    pair = value.parent if value is not None else None
    doc = JsDoc(doc_comment(pair)) if pair is not None and pair.type == "pair" else JsDoc(None)
    return PropDefinition(
        name=name,
        # `String as PropType<Anchor>`: the PropType argument is the type to read.
        type=squash(text(_prop_type_argument(type_node) or type_node))
        if type_node is not None
        else None,
        kind=name_kind(name, kind),
        values=values,
        # `default: null` / `undefined` is no default; an expression is kept as written.
        default=default_value
        if default_value is not None or default is None or text(default) in _NO_DEFAULT
        else squash(text(default)),
        required=literal_value(options.get("required")) is True,
        description=doc.description,
        deprecated=doc.deprecated,
    )


def _prop_type_argument(node: Node | None) -> Node | None:
    """``X`` of ``String as PropType<X>`` (the cast's own type when it is not generic)."""
    if node is None or node.type != "as_expression":
        return None
    cast = node.named_children[-1]
    arguments = field(cast, "type_arguments") if cast.type == "generic_type" else None
    return arguments.named_children[0] if arguments and arguments.named_children else cast


def _runtime_type(node: Node | None, scope: TypeScope) -> tuple[PropKind, list[str]]:
    argument = _prop_type_argument(node)
    if argument is not None:
        # `String as PropType<'sm' | 'md'>`: the PropType argument is the real type.
        return describe_type(argument, scope)
    node = unwrap(node)
    if node is None:
        return "unknown", []
    if node.type == "identifier":
        return _CONSTRUCTORS.get(text(node), "unknown"), []
    if node.type == "array":
        kinds = {_CONSTRUCTORS.get(text(item), "unknown") for item in node.named_children}
        return (kinds.pop() if len(kinds) == 1 else "unknown"), []
    return "unknown", []


def _validator_values(validator: Node) -> list[str]:
    # `validator: (v) => ['sm', 'md'].includes(v)`: the literal list is the union; so is
    # a list the module declares (`SIZES.includes(v)` with `const SIZES = ['sm', 'md']`).
    for node in walk(validator):
        if node.type == "array":
            values = _string_list(node)
            if values:
                return values
        if node.type == "member_expression" and text(field(node, "property")) == "includes":
            listed = _declared_list(node, text(field(node, "object")))
            if listed:
                return listed
    return []


def _string_list(node: Node) -> list[str]:
    values = [string_value(item) for item in node.named_children]
    return [value for value in values if value is not None] if values and None not in values else []


def _declared_list(node: Node, name: str) -> list[str]:
    """The string list a top-level ``const NAME = [...]`` of the module declares."""
    root = node
    while root.parent is not None:
        root = root.parent
    for declarator in top_level_declarators(root):
        if text(field(declarator, "name")) == name:
            value = unwrap(field(declarator, "value"))
            if value is not None and value.type == "array":
                return _string_list(value)
    return []


def _read_template(document: Node, component: ParsedComponent) -> None:
    template = next(
        (
            node
            for node in named(document, "element")
            if node.named_children and tag_name(node.named_children[0]) == "template"
        ),
        None,
    )
    if template is None:
        return
    for tag in tags(template):
        name = tag_name(tag)
        if name == "template":
            continue
        if name[:1].isupper() or "-" in name:
            rendered = name if name[:1].isupper() else _pascal(name)
            if rendered not in component.rendered:
                component.rendered.append(rendered)
        for attribute in attributes(tag):
            if attribute.name == "class":
                component.css_classes.extend(static_classes(attribute))
            elif attribute.name in _CLASS_BINDINGS and attribute.value:
                component.css_classes.extend(expression_classes(attribute.value))
    component.css_classes = list(dict.fromkeys(component.css_classes))


def _pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("-") if part)
