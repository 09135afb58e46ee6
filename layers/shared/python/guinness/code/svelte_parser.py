"""Svelte components (Svelte 4 and 5).

The file is parsed with the Svelte grammar; its instance ``<script>`` with the TypeScript
grammar. Props are Svelte 4 ``export let size = 'md'`` declarations or the Svelte 5
``let { size = 'md' }: Props = $props()`` rune; classes come from ``class`` attributes
(static parts and ``{expressions}``) and ``class:name`` directives.
"""

from __future__ import annotations

from tree_sitter import Node

from guinness.code.documents import PropDefinition
from guinness.code.markup import (
    Script,
    attributes,
    expression_classes,
    expression_source,
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
    component_name_from_path,
)
from guinness.code.prop_merging import merge_props, pattern_names, value_kind
from guinness.code.prop_types import (
    describe_type,
    name_kind,
    props_from_type,
)
from guinness.code.script_module import read_imports
from guinness.code.syntax import (
    JsDoc,
    doc_comment,
    field,
    first_argument,
    named,
    parse,
    squash,
    text,
    unwrap,
    value_or_source,
)
from guinness.code.type_scope import TypeScope


def parse_svelte(module: ParsedModule, source: bytes) -> str | None:
    """Fill ``module`` from a Svelte component; returns why it is unparseable, or ``None``."""
    document = parse("svelte", source).root_node
    scripts = script_blocks(document)
    for script in scripts:
        error = script.error()
        if error is not None:
            return f"syntax error in <script> at {error}"
    component = ParsedComponent(name=component_name_from_path(module.path), kind="sfc")
    docs = [
        JsDoc(f"/**{comment.removeprefix('@component')}*/") for comment in html_comments(document)
    ]
    # The instance script sees the types and variant systems of the module script.
    scope = TypeScope(*(script.root for script in sorted(scripts, key=_is_instance_script)))
    module.variant_systems = scope.variant_systems
    module.variant_aliases = scope.variant_aliases
    module.type_scope = scope
    for script in scripts:
        imports, stylesheets = read_imports(script.root)
        module.imports += imports
        module.stylesheet_imports += stylesheets
        if not _is_module_script(script):
            component.props = _props(script, docs, scope)
            component.variant_refs = scope.take_missing()
            component.type_refs = scope.take_missing_types()
    _read_markup(document, component)
    module.style_blocks = style_blocks(document)
    for doc in docs:
        component.description = component.description or doc.description
        if doc.deprecated and not component.deprecated:
            component.deprecated, component.deprecation = True, doc.deprecation
    module.components.append(component)
    module.exports.append(ExportEntry("default", local=component.name))
    return None


def _is_module_script(script: Script) -> bool:
    return script.attributes.get("context") == "module" or "module" in script.attributes


def _is_instance_script(script: Script) -> bool:
    return not _is_module_script(script)


def _props(script: Script, docs: list[JsDoc], scope: TypeScope) -> list[PropDefinition]:
    props: list[PropDefinition] = []
    for statement in script.root.named_children:
        if statement.type == "comment" and "@deprecated" in text(statement):
            docs.append(JsDoc(text(statement)))
        if statement.type == "export_statement":
            declaration = field(statement, "declaration")
            if declaration is not None and _is_let(declaration):
                props += _exported_lets(declaration, scope, JsDoc(doc_comment(statement)))
        elif statement.type == "lexical_declaration":
            props += _rune_props(statement, scope)
    return props


def _is_let(declaration: Node) -> bool:
    if declaration.type == "variable_declaration":
        return True
    return declaration.type == "lexical_declaration" and any(
        child.type == "let" for child in declaration.children
    )


def _exported_lets(declaration: Node, scope: TypeScope, doc: JsDoc) -> list[PropDefinition]:
    """Svelte 4: each ``export let name: T = default`` is a prop."""
    props: list[PropDefinition] = []
    for declarator in named(declaration, "variable_declarator"):
        name = text(field(declarator, "name"))
        annotation = field(declarator, "type")
        default = field(declarator, "value")
        kind, values = (
            describe_type(annotation, scope)
            if annotation is not None
            else (value_kind(default), [])
        )
        props.append(
            PropDefinition(
                name=name,
                type=squash(text(annotation.named_children[0]))
                if annotation is not None and annotation.named_children
                else None,
                kind=name_kind(name, kind),
                values=values,
                default=value_or_source(default),
                required=default is None,
                description=doc.description,
                deprecated=doc.deprecated,
            )
        )
    return props


def _rune_props(statement: Node, scope: TypeScope) -> list[PropDefinition]:
    """Svelte 5: ``let { a = 1 }: Props = $props()``."""
    for declarator in named(statement, "variable_declarator"):
        value = unwrap(field(declarator, "value"))
        if (
            value is None
            or value.type != "call_expression"
            or text(field(value, "function")) != "$props"
        ):
            continue
        annotation = field(declarator, "type")
        if annotation is None:
            # The preview syntax: `let { a } = $props<Props>()`.
            arguments = field(value, "type_arguments")
            annotation = arguments.named_children[0] if arguments is not None else None
        declared = props_from_type(annotation, scope)
        destructured = [
            (name, _rune_default(default))
            for name, default in pattern_names(field(declarator, "name"))
        ]
        return merge_props(declared, destructured, scope)
    return []


def _rune_default(default: Node | None) -> Node | None:
    """The default of a destructured prop: ``ref = $bindable(null)`` marks a two-way prop
    whose default is the argument; ``null`` and ``undefined`` are no default."""
    node = unwrap(default)
    if node is not None and node.type == "call_expression":
        if text(field(node, "function")) != "$bindable":
            return default
        node = first_argument(node)
    return None if node is None or text(node) in ("null", "undefined") else node


def _read_markup(document: Node, component: ParsedComponent) -> None:
    for tag in tags(document):
        name = tag_name(tag)
        if name[:1].isupper() and name not in component.rendered:
            component.rendered.append(name)
        for attribute in attributes(tag):
            if attribute.name == "class":
                expression = next(iter(named(attribute.node, "expression")), None)
                if expression is not None:
                    component.css_classes.extend(expression_classes(expression_source(expression)))
                else:
                    component.css_classes.extend(static_classes(attribute))
            elif attribute.name.startswith("class:"):
                component.css_classes.append(attribute.name.removeprefix("class:"))
    component.css_classes = list(dict.fromkeys(component.css_classes))
