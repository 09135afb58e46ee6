"""Vue components written in script files, and the options objects they inherit from.

``export default defineComponent({...})``, ``export const VBtn = genericComponent()({...})``
or an exported options object with ``setup``/``render`` in a ``.js``/``.ts``/``.tsx`` file is
a Vue component (framework ``vue``, kind ``options``). An exported options object with
only ``props``/``extends``/``mixins`` is a mixin, and ``const makeXProps =
propsFactory({...})`` a props factory: neither is a component; both are kept in
``module.mixins`` for the components that extend or call them.
"""

from __future__ import annotations

from tree_sitter import Node

from guinness.code.parsed import (
    ExportEntry,
    ParsedComponent,
    ParsedModule,
    component_name_from_path,
)
from guinness.code.script_module import is_default_export
from guinness.code.syntax import (
    JsDoc,
    doc_comment,
    field,
    first_argument,
    named,
    object_entries,
    text,
    unwrap,
)
from guinness.code.type_scope import TypeScope
from guinness.code.vue_parser import read_options, runtime_props

#: Calls that wrap a component's options: ``defineComponent({...})``,
#: ``genericComponent<T>()({...})`` (the call a factory returns), ``defineNuxtComponent``.
_VUE_WRAPPERS = frozenset({"defineComponent", "genericComponent", "defineNuxtComponent"})
#: Options only a component has (an options object without them is a mixin).
_COMPONENT_OPTIONS = frozenset({"setup", "render", "template", "components"})
_MIXIN_OPTIONS = frozenset({"props", "extends", "mixins"})
#: ``propsFactory({...}, 'Name')`` returns a function that gives those props.
_PROPS_FACTORIES = frozenset({"propsFactory"})


def read_script_components(module: ParsedModule, root: Node) -> None:
    """Vue components written in a ``.js``/``.ts``/``.tsx`` file (``export default
    defineComponent({...})``, ``export const VBtn = genericComponent()({...})``, an exported
    options object with ``setup``/``render``) become the file's components, tagged
    ``vue``; an exported options object with only ``props``/``extends``/``mixins`` is a
    mixin, kept in ``module.mixins`` for the components that extend it."""
    factories = _factory_definitions(root)
    if (
        not factories
        and not any(binding.source == "vue" for binding in module.imports)
        and not any(_options_export(statement) for statement in root.named_children)
    ):
        return
    scope = module.type_scope if isinstance(module.type_scope, TypeScope) else TypeScope(root)
    for name, definition in factories:
        scope.take_missing_types()
        factory = ParsedComponent(name=name, kind="options")
        factory.props = runtime_props(definition, scope)
        factory.type_refs = scope.take_missing_types()
        module.mixins[name] = factory
    found: list[ParsedComponent] = []
    for statement in root.named_children:
        for exported, value in _exported_values(statement):
            options, wrapped = _options_of(value)
            if options is None:
                continue
            keys = {key for key, _ in object_entries(options)}
            is_component = wrapped or bool(keys & _COMPONENT_OPTIONS)
            if not is_component and not keys & _MIXIN_OPTIONS:
                continue
            local = exported if exported != "default" else component_name_from_path(module.path)
            component = ParsedComponent(name=local, kind="options")
            component.description = JsDoc(doc_comment(statement)).description
            read_options(options, component, scope)
            component.type_refs = [*component.type_refs, *scope.take_missing_types()]
            if component.name != local:  # the `name` option; the binding is what resolves
                component.aliases.append(component.name)
                component.name = local
            if is_component:
                found.append(component)
                if exported == "default":
                    module.exports = [e for e in module.exports if e.exported != "default"]
                    module.exports.append(ExportEntry("default", local=local))
            else:
                module.mixins[exported] = component
    if found:
        # What the React reader took for components (a `setup` returning JSX) gives way,
        # leaving the classes and components its JSX renders.
        earlier = {component.name: component for component in module.components}
        for component in found:
            if component.name in earlier:
                component.css_classes = earlier[component.name].css_classes
                component.rendered = earlier[component.name].rendered
        names = {component.name for component in found}
        module.components = [c for c in module.components if c.name not in names] + found
        module.framework = "vue"


def _factory_definitions(root: Node) -> list[tuple[str, Node]]:
    """``const makeButtonProps = propsFactory({...}, 'Button')`` (exported or not): each
    factory's name and its props object."""
    found: list[tuple[str, Node]] = []
    for statement in root.named_children:
        declaration = (
            field(statement, "declaration") if statement.type == "export_statement" else statement
        )
        if declaration is None or declaration.type != "lexical_declaration":
            continue
        for declarator in named(declaration, "variable_declarator"):
            name, value = field(declarator, "name"), unwrap(field(declarator, "value"))
            if (
                name is not None
                and value is not None
                and value.type == "call_expression"
                and text(field(value, "function")).split("<", 1)[0] in _PROPS_FACTORIES
                and (options := unwrap(first_argument(value))) is not None
                and options.type == "object"
            ):
                found.append((text(name), options))
    return found


def _exported_values(statement: Node) -> list[tuple[str, Node | None]]:
    if statement.type != "export_statement":
        return []
    if is_default_export(statement):
        return [("default", unwrap(field(statement, "value")))]
    declaration = field(statement, "declaration")
    if declaration is None or declaration.type != "lexical_declaration":
        return []
    return [
        (text(name), unwrap(field(declarator, "value")))
        for declarator in named(declaration, "variable_declarator")
        if (name := field(declarator, "name")) is not None and name.type == "identifier"
    ]


def _options_of(value: Node | None) -> tuple[Node | None, bool]:
    """The options object of an exported value, and whether a Vue wrapper call gave it."""
    if value is None:
        return None, False
    if value.type == "object":
        return value, False
    if value.type != "call_expression":
        return None, False
    callee = unwrap(field(value, "function"))
    if callee is not None and callee.type == "call_expression":  # genericComponent()({...})
        callee = unwrap(field(callee, "function"))
    name = text(callee).split("<", 1)[0] if callee is not None else ""
    if name not in _VUE_WRAPPERS:
        return None, False
    options = unwrap(first_argument(value))
    return (options, True) if options is not None and options.type == "object" else (None, False)


def _options_export(statement: Node) -> bool:
    """Whether a statement exports a Vue wrapper's call or an object literal with
    component options."""
    for _, value in _exported_values(statement):
        if _options_of(value)[1]:
            return True
        if value is not None and value.type == "object":
            keys = {key for key, _ in object_entries(value)}
            if keys & (_COMPONENT_OPTIONS | _MIXIN_OPTIONS):
                return True
    return False
