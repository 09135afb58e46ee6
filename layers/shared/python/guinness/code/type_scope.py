"""What one file declares at its top level for props types to be read against: its
interfaces, type aliases, ``cva`` / ``tv`` variant systems, constants and (in declaration
files) declared values and namespaces; and what a props type read in it found declared
elsewhere (:class:`~guinness.code.parsed.TypeRef`), for the linker.
"""

from __future__ import annotations

from tree_sitter import Node

from guinness.code.parsed import TypeRef, VariantSystem
from guinness.code.script_module import read_imports
from guinness.code.syntax import field, named, text, unwrap
from guinness.code.variant_systems import variant_systems

#: Initialisers a default may name through a constant (``size = DEFAULT_SIZE``).
_CONSTANT_VALUES = frozenset(
    {
        "string",
        "number",
        "true",
        "false",
        "null",
        "object",
        "array",
        "unary_expression",
        "template_string",
        "as_expression",
    }
)


class TypeScope:
    """The interfaces, type aliases and variant systems declared at the top level of a file
    (of each of its scripts, for a Vue or Svelte file with more than one)."""

    def __init__(self, *roots: Node) -> None:
        self.interfaces: dict[str, Node] = {}
        self.aliases: dict[str, Node] = {}
        self.variant_systems: dict[str, VariantSystem] = {}
        self.imported: set[str] = set()
        #: Top-level ``const NAME = <literal>`` values, so ``size = DEFAULT_SIZE`` reads as
        #: the value it stands for.
        self.constants: dict[str, Node] = {}
        #: Values a declaration file declares with their types: ``declare const Dialog:
        #: React.FC<DialogProps>`` (the type), ``declare function Badge(props: P)`` (the
        #: signature).
        self.values: dict[str, Node] = {}
        #: Constants declared ``as const``: their literals are their type.
        self.literal_constants: set[str] = set()
        for root in roots:
            imports = read_imports(root)[0]
            self.variant_systems.update(variant_systems(root, imports))
            self.imported.update(binding.local for binding in imports)
            for statement in root.named_children:
                declaration = (
                    field(statement, "declaration")
                    if statement.type == "export_statement"
                    else statement
                )
                if declaration is None:
                    continue
                if declaration.type == "ambient_declaration":
                    self._declare_ambient(declaration)
                    continue
                if (
                    declaration.type == "lexical_declaration"
                    and text(declaration.children[0] if declaration.children else None) == "const"
                ):
                    for declarator in named(declaration, "variable_declarator"):
                        written = field(declarator, "value")
                        value = unwrap(written)
                        if value is not None and value.type in _CONSTANT_VALUES:
                            self.constants[text(field(declarator, "name"))] = value
                        if written is not None and text(written).endswith("as const"):
                            self.literal_constants.add(text(field(declarator, "name")))
                    continue
                name = text(field(declaration, "name"))
                if declaration.type == "interface_declaration":
                    self.interfaces[name] = declaration
                elif declaration.type == "type_alias_declaration":
                    value = field(declaration, "value")
                    if value is not None:
                        self.aliases[name] = value
        #: ``type ButtonVariants = VariantProps<typeof buttonVariants>``: alias → system,
        #: so another file's ``ButtonVariants["size"]`` can be resolved by the linker.
        self.variant_aliases: dict[str, str] = {
            alias: system
            for alias, value in self.aliases.items()
            if (system := variant_props_of(value)) in self.variant_systems
        }
        #: ``typeof x`` names of the ``VariantProps`` a props type uses (declared here or
        #: imported: the linker resolves the imported ones and reads every one's compound
        #: variants). Read with :meth:`take_missing`.
        self._missing: list[str] = []
        #: Imported type names a props type is made of (``ButtonProps`` from
        #: ``./types``), for the linker. Read with :meth:`take_missing_types`.
        self._missing_types: list[TypeRef] = []

    def _declare_ambient(self, ambient: Node, prefix: str = "") -> None:
        """``declare const`` / ``declare function`` values, ``declare type`` / interface
        types, and the types of a ``declare namespace N`` as ``N.Type``."""
        for declaration in ambient.named_children:
            if declaration.type == "export_statement":
                declaration = field(declaration, "declaration") or declaration
            name = text(field(declaration, "name"))
            if declaration.type == "function_signature" and not prefix:
                self.values.setdefault(name, declaration)
            elif declaration.type in ("lexical_declaration", "variable_declaration") and not prefix:
                for declarator in named(declaration, "variable_declarator"):
                    annotation = strip_type(field(declarator, "type"))
                    if annotation is not None:
                        self.values[text(field(declarator, "name"))] = annotation
            elif declaration.type == "interface_declaration":
                self.interfaces[prefix + name] = declaration
            elif declaration.type == "type_alias_declaration":
                value = field(declaration, "value")
                if value is not None:
                    self.aliases[prefix + name] = value
            elif declaration.type == "internal_module" and not prefix:
                body = field(declaration, "body")
                if body is not None:
                    self._declare_ambient(body, f"{name}.")

    def miss(self, name: str) -> None:
        """Record a variant system a props type uses."""
        if name and name not in self._missing:
            self._missing.append(name)

    def take_missing(self) -> list[str]:
        """The names recorded since the last call (for the component just read)."""
        missing, self._missing = self._missing, []
        return missing

    def miss_type(self, ref: TypeRef) -> None:
        """Record a type declared elsewhere that a props type is made of."""
        if ref not in self._missing_types:
            self._missing_types.append(ref)

    def missing_type_count(self) -> int:
        """How many types are recorded (a mark for :meth:`narrow_missing_types`)."""
        return len(self._missing_types)

    def narrow_missing_types(self, since: int, keys: list[str], *, pick: bool) -> None:
        """The types recorded after the first ``since`` seen through ``Pick`` / ``Omit``."""
        self._missing_types[since:] = [
            ref.narrowed(keys, pick=pick) for ref in self._missing_types[since:]
        ]

    def take_missing_types(self) -> list[TypeRef]:
        """The imported types recorded since the last call."""
        missing, self._missing_types = self._missing_types, []
        return missing

    def declares(self, name: str) -> bool:
        """Whether the file declares an interface or type alias called ``name``."""
        return name in self.interfaces or name in self.aliases


def variant_props_of(node: Node | None) -> str | None:
    """``x`` of a ``VariantProps<typeof x>`` type, else None."""
    node = strip_type(node)
    if node is None or node.type != "generic_type":
        return None
    if text(field(node, "name")).rsplit(".", 1)[-1] != "VariantProps":
        return None
    arguments = field(node, "type_arguments")
    query = (
        strip_type(arguments.named_children[0]) if arguments and arguments.named_children else None
    )
    if query is None or query.type != "type_query" or not query.named_children:
        return None
    return text(query.named_children[0])


def strip_type(node: Node | None) -> Node | None:
    """The type inside a type annotation or parentheses."""
    while node is not None and node.type in ("type_annotation", "parenthesized_type"):
        node = node.named_children[0] if node.named_children else None
    return node
