"""React components in TSX, JSX, TS and JS files.

Recognises, at the top level of a module: function and arrow components (PascalCase and
rendering JSX), class components (``extends [React.]Component``/``PureComponent``),
``forwardRef`` and ``memo`` (nested too), styled-components (``styled.tag``,
``styled(Base)``, ``.attrs``), compound parts (``Card.Header = ...``,
``Object.assign(Root, {Header})``), ``defaultProps`` and ``propTypes``, and anonymous
default exports (named after their file).
"""

from __future__ import annotations

import re

from tree_sitter import Node

from guinness.code.documents import ComponentKind, PropDefinition
from guinness.code.markup import HTML_ELEMENTS
from guinness.code.parsed import (
    ExportEntry,
    ParsedComponent,
    ParsedModule,
    TypeRef,
    component_name_from_path,
    new_component,
)
from guinness.code.prop_merging import merge_props, pattern_names
from guinness.code.prop_types import (
    props_from_type,
)
from guinness.code.react_props import (
    fc_props_type,
    first_parameter,
    merge_prop_types,
    props_read_from,
    superclass,
)
from guinness.code.script_module import (
    class_names_in,
    is_component_name,
    is_default_export,
    is_stylesheet,
    jsx_attribute_value,
    jsx_name,
)
from guinness.code.styled_components import misparsed_styled_component, styled_component
from guinness.code.syntax import (
    JsDoc,
    arguments_of,
    doc_comment,
    field,
    first_argument,
    named,
    object_entries,
    string_value,
    text,
    top_level_declarators,
    unwrap,
    walk,
)
from guinness.code.type_scope import TypeScope

_MEMO = frozenset({"memo", "React.memo"})
_RECIPE_CONTEXT = re.compile(r"create(Slot)?RecipeContext")
_PROVIDER_FACTORY = re.compile(r"with\w*Provider")
#: ``React.Provider<ButtonProps>``, the type a context provider is exported under.
#: What a component returns: ``React.ReactNode``, ``ReactElement``, ``JSX.Element``.
_ELEMENT_TYPES = re.compile(r"\b(ReactNode|ReactElement|JSX\.Element)\b")
#: ``withPropsProvider<ColorSwatchProps>()``: a factory that makes a context provider.
_PROVIDER_MAKER = re.compile(r"(with|create)\w*Provider")
_CASTS = frozenset({"as_expression", "satisfies_expression"})
_PROVIDER_TYPE = re.compile(r":?\s*(?:React\.)?Provider<(?P<value>.+)>", re.S)
#: Calls that take an element but make no component.
_NO_FACTORIES = frozenset(
    {"createContext", "createElement", "cloneElement", "lazy", "createPortal", "isValidElement"}
)
_FORWARD_REF = frozenset({"forwardRef", "React.forwardRef"})
_FUNCTIONS = frozenset(
    {"arrow_function", "function_expression", "function", "function_declaration"}
)
_CLASSES = frozenset({"class_declaration", "class", "abstract_class_declaration"})
_CREATE = frozenset({"createElement", "React.createElement"})
_COMPONENT_BASE = re.compile(r"(^|\.)(Pure)?Component$")


def extract_react_components(module: ParsedModule, root: Node) -> None:
    """Add the components (and default export) of a component module's tree to ``module``."""
    _ReactExtractor(module, root).run()


class _ReactExtractor:
    def __init__(self, module: ParsedModule, root: Node) -> None:
        self.module = module
        self.root = root
        self.scope = TypeScope(root)
        module.variant_systems = self.scope.variant_systems
        module.variant_aliases = self.scope.variant_aliases
        module.type_scope = self.scope
        #: Components made by a provider factory (``withProvider``): a slot recipe's root.
        self.providers: set[str] = set()
        self.css_modules = {
            binding.local
            for binding in module.imports
            if is_stylesheet(binding.source) and binding.imported in ("default", "*")
        }

    def run(self) -> None:
        assignments: list[Node] = []
        for statement in self.root.named_children:
            doc = JsDoc(doc_comment(statement))
            if statement.type == "export_statement":
                declaration = field(statement, "declaration")
                if is_default_export(statement):
                    self._default_export(statement, doc)
                elif declaration is not None:
                    self._declaration(declaration, doc)
            elif statement.type == "expression_statement":
                assignments.append(statement)
            else:
                self._declaration(statement, doc)
        for statement in assignments:
            self._assignment(statement)
        self._recipe_keys()

    def _recipe_keys(self) -> None:
        """``createRecipeContext({ key: "button" })`` at the top of the file: its components
        are styled by the recipe registered under ``button`` (all of them; for a slot
        recipe, ``createSlotRecipeContext``, the ones its provider factories make)."""
        for declarator in top_level_declarators(self.root):
            call = unwrap(field(declarator, "value"))
            if call is None or call.type != "call_expression":
                continue
            callee = text(field(call, "function")).rsplit(".", 1)[-1]
            if not _RECIPE_CONTEXT.fullmatch(callee):
                continue
            key = string_value(dict(object_entries(first_argument(call))).get("key"))
            if not key:
                continue
            slotted = "Slot" in callee
            for component in self.module.components:
                if component.kind == "provider":
                    continue  # configures the styled components; styled by nothing
                if not slotted or component.name in self.providers:
                    component.recipe_key = key

    # Declarations -----------------------------------------------------------------

    def _declaration(self, node: Node, doc: JsDoc) -> None:
        if node.type == "function_declaration":
            name = text(field(node, "name"))
            if is_component_name(name) and _renders(node):
                self._add(self._function_component(name, node, "function", doc))
        elif node.type in _CLASSES:
            name = text(field(node, "name"))
            if is_component_name(name):
                self._add(self._class_component(name, node, doc))
        elif node.type in ("lexical_declaration", "variable_declaration"):
            for declarator in named(node, "variable_declarator"):
                name_node = field(declarator, "name")
                if name_node is not None and name_node.type == "identifier":
                    name = text(name_node)
                    if is_component_name(name):
                        self._from_value(
                            name, field(declarator, "value"), field(declarator, "type"), doc
                        )

    def _from_value(
        self, name: str, value: Node | None, annotation: Node | None, doc: JsDoc
    ) -> str | None:
        """Record what ``name = value`` defines; returns the component name it stands for."""
        node = unwrap(value)
        if node is None:
            return None
        provider = _provider(name, value, annotation, doc)
        if provider is not None:
            return self._add(provider)
        hint = fc_props_type(annotation)
        if node.type in _FUNCTIONS:
            if not _renders(node):
                return None
            kind: ComponentKind = "arrow" if node.type == "arrow_function" else "function"
            return self._add(self._function_component(name, node, kind, doc, hint))
        if node.type in _CLASSES:
            return self._add(self._class_component(name, node, doc))
        if node.type == "identifier":
            return self._bind(name, text(node)) or self._package_alias(name, node, doc)
        if node.type == "member_expression":
            return self._package_alias(name, node, doc)
        if node.type == "binary_expression":
            return self._add(misparsed_styled_component(name, node, doc, self.module, self.scope))
        if node.type != "call_expression":
            return None
        callee = text(unwrap(field(node, "function")))
        if callee in _MEMO or callee in _FORWARD_REF:
            return self._wrapped(name, node, doc)
        if callee == "Object.assign":
            return self._object_assign(name, node, doc)
        styled = styled_component(name, node, doc, self.module, self.scope)
        if styled is not None:
            return self._add(styled)
        found = self._higher_order(name, node, doc)
        return found if found is not None else self._add(self._factory_made(name, node, doc))

    def _package_alias(self, name: str, value: Node, doc: JsDoc) -> str | None:
        """``export const Combobox = ComboboxPrimitive.Root`` (or ``= Root`` imported): a
        package's component offered under an exported name of this file."""
        root = value
        while root.type == "member_expression":
            inner = field(root, "object")
            if inner is None:
                return None
            root = inner
        if root.type != "identifier":
            return None
        binding = next((b for b in self.module.imports if b.local == text(root)), None)
        if binding is None or binding.source.startswith((".", "/", "@/", "~/", "$")):
            return None  # only packages: a component of this code base is linked as itself
        if not any(entry.local == name and entry.source is None for entry in self.module.exports):
            return None
        component = new_component(name, "alias", doc, [])
        component.rendered.append(text(value))
        # Its props are the package component's, when the package's types are installed.
        component.type_refs = [TypeRef(text(value), component=True)]
        return self._add(component)

    def _add(self, component: ParsedComponent | None) -> str | None:
        if component is None:
            return None
        self.module.components.append(component)
        return component.name

    def _bind(self, name: str, target: str, wrapper: ComponentKind | None = None) -> str | None:
        component = self.module.component(target)
        if component is None or name == component.name:
            return component.name if component else None
        exported = any(
            component.name in (entry.local, entry.exported) for entry in self.module.exports
        )
        if wrapper is not None and not exported:
            # `const Avatar = memo(AvatarImpl)`: what the module offers is the wrapper.
            component.aliases.append(component.name)
            component.name, component.kind = name, wrapper
            return name
        self.module.bindings[name] = component.name
        return component.name

    def _wrapped(self, name: str, call: Node, doc: JsDoc) -> str | None:
        kind: ComponentKind = (
            "memo" if text(unwrap(field(call, "function"))) in _MEMO else "forward_ref"
        )
        hint: Node | None = None
        inner: Node | None = call
        # memo(forwardRef<Ref, Props>(...)): descend to the function, keeping the props type.
        while inner is not None and _wrapper_call(inner):
            type_arguments = field(inner, "type_arguments")
            type_args = type_arguments.named_children if type_arguments is not None else []
            if text(unwrap(field(inner, "function"))) in _FORWARD_REF and len(type_args) > 1:
                hint = hint or type_args[1]
            elif type_args:
                hint = hint or type_args[0]
            inner = first_argument(inner)
        if inner is None:
            return None
        if inner.type == "identifier":
            return self._bind(name, text(inner), kind)
        if inner.type in _FUNCTIONS:
            return self._add(self._function_component(name, inner, kind, doc, hint))
        return None

    def _higher_order(self, name: str, call: Node, doc: JsDoc) -> str | None:
        """``withTheme(Button)``, ``observer(() => …)``, ``connect(map)(Button)``,
        ``withA(withB(Button))``: the component an argument of the call chain is."""
        pending: list[Node] = [call]
        while pending:
            current = pending.pop(0)
            function = unwrap(field(current, "function"))
            if function is not None and function.type == "call_expression":
                pending.append(function)
            for argument in map(unwrap, arguments_of(current)):
                if argument is None:
                    continue
                if argument.type == "call_expression":
                    pending.append(argument)
                elif argument.type == "identifier" and self.module.component(text(argument)):
                    return self._bind(name, text(argument))
                elif argument.type in _FUNCTIONS and _renders(argument):
                    return self._add(self._function_component(name, argument, "function", doc))
                elif argument.type == "object":  # `defineComponent({ setup: () => () => <a /> })`
                    render = _first_rendering_function(argument)
                    if render is not None:
                        component = self._function_component(name, render, "function", doc)
                        return self._add(component)
        return None

    def _factory_made(self, name: str, call: Node, doc: JsDoc) -> ParsedComponent | None:
        """A component a factory makes from an element: ``withContext<HTMLDivElement,
        CardBodyProps>("div", "body")``, ``chakra("button", recipe)``,
        ``createComponent(Ark.Trigger)``. The element is an HTML tag or a component (the
        factory's first argument); its props are the last type argument, else the element's."""
        callee = text(unwrap(field(call, "function"))).split("<", 1)[0]
        arguments = arguments_of(call)
        if callee.rsplit(".", 1)[-1] in _NO_FACTORIES or not arguments:
            return None
        element = unwrap(arguments[0])
        if element is None:
            return None
        tag = string_value(element)
        last = text(element).rsplit(".", 1)[-1]
        if element.type == "member_expression" and last in HTML_ELEMENTS:
            tag = last  # `ark.div`, `chakra.button`: the factory's element of that tag
        if not (
            (tag is not None and tag in HTML_ELEMENTS)
            or (element.type in ("identifier", "member_expression") and is_component_name(last))
        ):
            return None
        type_arguments = field(call, "type_arguments")
        props_type = (
            type_arguments.named_children[-1]
            if type_arguments is not None and type_arguments.named_children
            else None
        )
        component = new_component(name, "factory", doc, props_from_type(props_type, self.scope))
        if _PROVIDER_FACTORY.fullmatch(callee.rsplit(".", 1)[-1]):
            self.providers.add(name)  # makes the slot context: the recipe's variants go here
        component.variant_refs = self.scope.take_missing()
        component.type_refs = self.scope.take_missing_types()
        if tag is None:
            component.rendered.append(text(element))
            if props_type is None:  # the element's own props
                component.type_refs.append(TypeRef(text(element), component=True))
        return component

    def _object_assign(self, name: str, call: Node, doc: JsDoc) -> str | None:
        arguments = arguments_of(call)
        if len(arguments) < 2:
            return None
        root = self._from_value(name, arguments[0], None, doc)
        if root is None:
            return None
        for key, value in object_entries(arguments[1]):
            self._compound_part(name, key, value, doc)
        return root

    def _compound_part(self, parent: str, key: str, value: Node | None, doc: JsDoc) -> None:
        compound = f"{parent}.{key}"
        node = unwrap(value)
        if node is not None and node.type in ("identifier", "shorthand_property_identifier"):
            part = self.module.component(text(node))
            if part is not None and compound not in part.aliases:
                part.aliases.append(compound)
            return
        self._from_value(compound, value, None, doc)

    # Component bodies -------------------------------------------------------------

    def _function_component(
        self, name: str, fn: Node, kind: ComponentKind, doc: JsDoc, hint: Node | None = None
    ) -> ParsedComponent:
        pattern, type_node = first_parameter(fn)
        declared = props_from_type(type_node or hint, self.scope)
        destructured = pattern_names(pattern)
        if pattern is not None and pattern.type == "identifier":
            destructured += props_read_from(fn, text(pattern))
        component = new_component(name, kind, doc, merge_props(declared, destructured, self.scope))
        component.variant_refs = self.scope.take_missing()
        component.type_refs = self.scope.take_missing_types()
        self._scan(fn, component)
        return component

    def _class_component(self, name: str, node: Node, doc: JsDoc) -> ParsedComponent | None:
        base, hint = superclass(node)
        if base is None or not _COMPONENT_BASE.search(base):
            return None
        declared = props_from_type(hint, self.scope)
        destructured: list[tuple[str, Node | None]] = []
        body = field(node, "body")
        for member in named(body, "public_field_definition", "field_definition") if body else []:
            member_name = text(field(member, "name") or field(member, "property"))
            if member_name == "defaultProps":
                destructured += object_entries(field(member, "value"))
            elif member_name == "propTypes":
                declared = merge_prop_types(declared, field(member, "value"))
        destructured = props_read_from(node, "this.props") + destructured
        component = new_component(
            name, "class", doc, merge_props(declared, destructured, self.scope)
        )
        component.variant_refs = self.scope.take_missing()
        component.type_refs = self.scope.take_missing_types()
        self._scan(node, component)
        return component

    def _scan(self, node: Node, component: ParsedComponent) -> None:
        """Collect the components ``node`` renders and the classes it uses."""
        rendered: list[str] = component.rendered
        classes: list[str] = component.css_classes
        for current in walk(node):
            kind = current.type
            if kind in ("jsx_opening_element", "jsx_self_closing_element"):
                rendered.append(jsx_name(current))
            elif kind == "jsx_attribute":
                parts = current.named_children
                if parts and text(parts[0]) in ("className", "class"):
                    classes.extend(class_names_in(jsx_attribute_value(current)))
            elif kind in ("member_expression", "subscript_expression"):
                classes.extend(self._css_module_class(current))
            elif kind == "call_expression" and text(field(current, "function")) in _CREATE:
                rendered.append(text(first_argument(current)))
        component.rendered = [tag for tag in dict.fromkeys(rendered) if is_component_name(tag)]
        component.css_classes = list(dict.fromkeys(classes))

    def _css_module_class(self, node: Node) -> list[str]:
        """``styles.root`` / ``styles['is-open']`` on a CSS module import: that class."""
        target = field(node, "object")
        if target is None or target.type != "identifier" or text(target) not in self.css_modules:
            return []
        if node.type == "member_expression":
            value: str | None = text(field(node, "property"))
        else:
            value = string_value(field(node, "index"))
        return [value] if value else []

    # Module-level statements ------------------------------------------------------

    def _default_export(self, statement: Node, doc: JsDoc) -> None:
        declaration = field(statement, "declaration")
        value = declaration if declaration is not None else field(statement, "value")
        node = unwrap(value)
        if node is None:
            return
        named_declaration = (
            node.type in ("function_declaration", *_CLASSES) and field(node, "name") is not None
        )
        local: str | None
        if named_declaration:
            self._declaration(node, doc)
            local = text(field(node, "name"))
        elif node.type == "identifier":
            local = text(node)
        else:
            own = field(node, "name") if node.type in _FUNCTIONS else None
            name = (
                text(own)
                if own is not None and is_component_name(text(own))
                else component_name_from_path(self.module.path)
            )
            local = self._from_value(name, node, None, doc)
        if local:
            self.module.exports.append(ExportEntry("default", local=local))

    def _assignment(self, statement: Node) -> None:
        assignment = next(iter(named(statement, "assignment_expression")), None)
        left = field(assignment, "left") if assignment is not None else None
        if assignment is None or left is None or left.type != "member_expression":
            return
        owner = text(field(left, "object"))
        member = text(field(left, "property"))
        component = self.module.component(owner)
        if component is None:
            return
        right = field(assignment, "right")
        if member == "defaultProps":
            component.props = merge_props(component.props, object_entries(right))
        elif member == "propTypes":
            component.props = merge_prop_types(component.props, right)
        elif is_component_name(member):
            self._compound_part(owner, member, right, JsDoc(doc_comment(statement)))


def _provider(
    name: str, value: Node | None, annotation: Node | None, doc: JsDoc
) -> ParsedComponent | None:
    """``export const ButtonPropsProvider = PropsProvider as React.Provider<ButtonProps>``
    or ``= ButtonContext.Provider``: a context provider, whose one prop is ``value``."""
    declared = annotation
    if declared is None and value is not None and value.type in _CASTS:
        declared = value.named_children[-1]
    match = _PROVIDER_TYPE.fullmatch(text(declared).strip()) if declared is not None else None
    node = unwrap(value)
    value_type = match.group("value").strip() if match is not None else None
    if node is not None and node.type == "call_expression" and not arguments_of(node):
        # `withPropsProvider<ColorSwatchProps>()`
        callee = text(unwrap(field(node, "function"))).rsplit(".", 1)[-1]
        type_arguments = field(node, "type_arguments")
        if not _PROVIDER_MAKER.fullmatch(callee) or type_arguments is None:
            return None
        value_type = value_type or text(type_arguments)[1:-1].strip()
    elif match is None and not (
        node is not None
        and node.type == "member_expression"
        and text(field(node, "property")) == "Provider"
    ):
        return None
    props = [
        PropDefinition(name="value", type=value_type, kind="object", required=True),
        PropDefinition(name="children", type="React.ReactNode", kind="node"),
    ]
    return new_component(name, "provider", doc, props)


def _renders(node: Node) -> bool:
    if node.type in _FUNCTIONS and _returns_elements(node):
        return True
    for current in walk(node):
        if current.type.startswith("jsx_"):
            return True
        if current.type == "call_expression" and text(field(current, "function")) in _CREATE:
            return True
    return False


def _first_rendering_function(node: Node) -> Node | None:
    """The first function under ``node`` that renders: the outermost one around the first
    element (one walk, not one per function)."""
    for current in walk(node):
        if current.type.startswith("jsx_") or (
            current.type == "call_expression" and text(field(current, "function")) in _CREATE
        ):
            outermost: Node | None = None
            enclosing = current.parent
            while enclosing is not None and enclosing != node:
                if enclosing.type in _FUNCTIONS:
                    outermost = enclosing
                enclosing = enclosing.parent
            return outermost
    return None


def _returns_elements(fn: Node) -> bool:
    """A component that writes no JSX: declared to return React nodes (``For<T>(props):
    React.ReactNode``), or handing its children a value (``return props.children(ctx)``)."""
    declared = field(fn, "return_type")
    if declared is not None and _ELEMENT_TYPES.search(text(declared)):
        return True
    body = field(fn, "body")
    if body is None:
        return False
    returned = (
        [
            statement.named_children[0]
            for statement in walk(body, prune=_FUNCTIONS)
            if _returns_value(statement)
        ]
        if body.type == "statement_block"
        else [body]
    )
    return any(
        value.type == "call_expression"
        and text(field(value, "function")).rsplit(".", 1)[-1] == "children"
        for value in map(unwrap, returned)
        if value is not None
    )


def _returns_value(statement: Node) -> bool:
    return statement.type == "return_statement" and bool(statement.named_children)


def _wrapper_call(node: Node) -> bool:
    return node.type == "call_expression" and text(unwrap(field(node, "function"))) in (
        _MEMO | _FORWARD_REF
    )
