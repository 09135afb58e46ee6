"""Usage evidence in stories and tests: which components they render, with which props.

Storybook CSF (``meta.component`` and ``args``, CSF2 ``Story.args = ...``), JSX elements,
and ``mount(Component, { props })``/``render(Component, { props })`` calls of Vue and
Svelte tests. Targets are local names; the linker resolves them through the imports.
"""

from __future__ import annotations

from tree_sitter import Node

from guinness.code.documents import PropValue
from guinness.code.parsed import UsageSite
from guinness.code.script_module import (
    is_component_name,
    is_default_export,
    jsx_name,
    jsx_props,
)
from guinness.code.syntax import (
    GrammarName,
    arguments_of,
    descendants,
    field,
    named,
    object_entries,
    object_values,
    text,
    unwrap,
)

_MOUNTS = frozenset({"mount", "shallowMount", "render", "shallow"})
_ELEMENTS = frozenset({"jsx_opening_element", "jsx_self_closing_element"})
_SITES = ("jsx_opening_element", "jsx_self_closing_element", "call_expression")


def collect_usages(root: Node, grammar: GrammarName) -> list[UsageSite]:
    """Every usage of a component in a story or test file (parsed with ``grammar``),
    without duplicates."""
    sites: list[UsageSite] = []
    target, meta_args = _story_meta(root)
    if target is not None:
        for name, args in _story_args(root).items():
            sites.append(UsageSite(target, {**meta_args, **args}, name))
    for node in descendants(root, grammar, _SITES):  # JSX elements and mount calls
        if node.type in _ELEMENTS:
            tag = jsx_name(node)
            if is_component_name(tag):
                sites.append(UsageSite(tag, jsx_props(node), _enclosing_story(node)))
        elif node.type == "call_expression":
            mounted = _mounted(node)
            if mounted is not None:
                sites.append(mounted)
    unique: dict[str, UsageSite] = {}
    for site in sites:
        unique.setdefault(
            repr((site.target, site.name, sorted(site.props.items(), key=repr))), site
        )
    return list(unique.values())


def _story_meta(root: Node) -> tuple[str | None, dict[str, PropValue]]:
    """The component and default args of a CSF default export."""
    meta: Node | None = None
    for statement in named(root, "export_statement"):
        if is_default_export(statement):
            meta = unwrap(field(statement, "value") or field(statement, "declaration"))
    if meta is not None and meta.type == "identifier":
        meta = _top_level_value(root, text(meta))
    if meta is None or meta.type != "object":
        return None, {}
    entries = dict(object_entries(meta))
    component = unwrap(entries.get("component"))
    if component is None or component.type not in ("identifier", "member_expression"):
        return None, {}
    return text(component), object_values(entries.get("args"))


def _top_level_value(root: Node, name: str) -> Node | None:
    for statement in root.named_children:
        declaration = (
            field(statement, "declaration") if statement.type == "export_statement" else statement
        )
        if declaration is None or declaration.type not in (
            "lexical_declaration",
            "variable_declaration",
        ):
            continue
        for declarator in named(declaration, "variable_declarator"):
            if text(field(declarator, "name")) == name:
                return unwrap(field(declarator, "value"))
    return None


def _story_args(root: Node) -> dict[str, dict[str, PropValue]]:
    """Story export name → its ``args`` (object stories and CSF2 ``Story.args = {...}``)."""
    stories: dict[str, dict[str, PropValue]] = {}
    for statement in root.named_children:
        if statement.type == "export_statement" and not is_default_export(statement):
            declaration = field(statement, "declaration")
            for declarator in named(declaration, "variable_declarator") if declaration else []:
                value = unwrap(field(declarator, "value"))
                if value is not None and value.type == "call_expression":
                    stories[text(field(declarator, "name"))] = {}  # `Template.bind({})`
                elif value is not None and value.type == "object" and not _renders_alone(value):
                    args = dict(object_entries(value)).get("args")
                    stories[text(field(declarator, "name"))] = object_values(args)
        elif statement.type == "expression_statement":
            assignment = next(iter(named(statement, "assignment_expression")), None)
            left = field(assignment, "left") if assignment is not None else None
            if assignment is not None and left is not None and left.type == "member_expression":
                owner = text(field(left, "object"))
                if text(field(left, "property")) == "args" and owner in stories:
                    stories[owner] = {**stories[owner], **object_values(field(assignment, "right"))}
    return stories


def _renders_alone(story: Node) -> bool:
    """Whether a story renders without its args (``render: () => <X />``, no ``args``).

    Such a story's own JSX is the evidence; the meta's args never reach the component.
    """
    entries = dict(object_entries(story))
    render = unwrap(entries.get("render"))
    if "args" in entries or render is None:
        return False
    parameters = field(render, "parameters") or field(render, "parameter")
    return (
        parameters is not None
        and not parameters.named_children
        and parameters.type == "formal_parameters"
    )


def _enclosing_story(node: Node) -> str | None:
    current: Node | None = node
    while current is not None:
        parent = current.parent
        if current.type == "variable_declarator" and parent is not None:
            holder = parent.parent
            if holder is not None and holder.type == "export_statement":
                return text(field(current, "name"))
        current = parent
    return None


def _mounted(node: Node) -> UsageSite | None:
    """``mount(Button, { props: {...} })``: the component and the props it is mounted with."""
    if text(field(node, "function")).rsplit(".", 1)[-1] not in _MOUNTS:
        return None
    values = arguments_of(node)
    if not values or values[0].type != "identifier" or not is_component_name(text(values[0])):
        return None
    options = dict(object_entries(values[1])) if len(values) > 1 else {}
    props = options.get("props") or options.get("propsData")
    return UsageSite(text(values[0]), object_values(props), None)
