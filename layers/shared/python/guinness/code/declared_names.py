"""Which module declares what a name stands for, across the code base and the installed
packages' declaration files: a name is followed through imports, re-exports, ``export *``,
namespace imports (``import * as X``), namespace exports (``export * as X``) and the
declared namespaces of declaration files (``declare namespace Popup { type Props }``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from guinness.code.parsed import ParsedModule
from guinness.code.resolution import ModuleGraph

#: Re-exports followed from an import to the file that declares the name.
HOPS = 8

#: What counts as the declaration being looked for: a module declaring ``name``.
Wanted = Callable[[ParsedModule, str], bool]
#: A module and the name it declares there; the name ``*`` is the module itself (a
#: namespace).
Found = tuple[ParsedModule, str]


def declares_type(module: ParsedModule, name: str) -> bool:
    """An interface or type alias."""
    return module.type_scope is not None and bool(module.type_scope.declares(name))


def declares_value(module: ParsedModule, name: str) -> bool:
    """A declared value with a type (``declare const Dialog: React.FC<DialogProps>``)."""
    return module.type_scope is not None and name in module.type_scope.values


def declares_constant(module: ParsedModule, name: str) -> bool:
    """An object constant (``export const icons = { ... } as const``)."""
    return module.type_scope is not None and name in module.type_scope.constants


def defines_variants(module: ParsedModule, name: str) -> bool:
    """A ``cva`` / ``tv`` variant system, or a ``VariantProps`` alias of one."""
    return name in module.variant_systems or name in module.variant_aliases


@dataclass(frozen=True)
class _Qualified:
    """What ``wants`` looks for, reached through a name followed by ``suffix``: a step of a
    qualified name stops only at a declared namespace holding the rest."""

    wants: Wanted
    suffix: str

    def __call__(self, module: ParsedModule, name: str) -> bool:
        return self.wants(module, name + self.suffix)


class DeclarationFinder:
    """Finds declarations by name, memoised per import."""

    def __init__(self, graph: ModuleGraph) -> None:
        self.graph = graph
        self._found: dict[tuple[str, str, Wanted], Found | None] = {}

    def imports(self, module: ParsedModule, name: str) -> bool:
        """Whether ``module`` imports the first part of ``name`` (``X`` of ``X.Props``)."""
        head = name.split(".", 1)[0]
        return any(binding.local == head for binding in module.imports)

    def find_qualified(self, module: ParsedModule, dotted: str, wants: Wanted) -> Found | None:
        """Like :meth:`find_local` for a name qualified by namespaces (``Primitive.Props``,
        ``Menu.Popup.Props`` where ``Popup`` is a declared namespace)."""
        found, members = self.through_namespaces(
            module,
            dotted,
            lambda rest: _Qualified(wants, "".join(f".{m}" for m in rest)) if rest else wants,
        )
        if found is None or found[1] == "*":
            return None
        return found[0], ".".join([found[1], *members])

    def through_namespaces(
        self, module: ParsedModule, dotted: str, wants_at: Callable[[list[str]], Wanted]
    ) -> tuple[Found | None, list[str]]:
        """Follows ``dotted``'s first part as a local name of ``module``, then each next
        part through the namespaces it reaches; returns what it found and the parts left.
        ``wants_at`` says what counts as the declaration given the parts left after it."""
        head, *members = dotted.split(".")
        found = self.find_local(module, head, wants_at(members))
        while found is not None and found[1] == "*" and members:
            member = members.pop(0)
            found = self.find_export(found[0].path, member, wants_at(members))
        return found, members

    def find_local(
        self, module: ParsedModule, local: str, wants: Wanted, hops: int = 0
    ) -> Found | None:
        """The module declaring what the local name ``local`` of ``module`` stands for
        (declared there or imported), and its name there."""
        if wants(module, local):
            return module, local
        binding = next((b for b in module.imports if b.local == local), None)
        if binding is None or hops > HOPS:
            return None
        path = self.graph.resolve_declaration(module.path, binding.source)
        return self.find_export(path, binding.imported, wants, hops + 1) if path else None

    def find_export(self, path: str, name: str, wants: Wanted, hops: int = 0) -> Found | None:
        """The module declaring what the module at ``path`` exports as ``name`` (following
        re-exports and ``export *``)."""
        key = (path, name, wants)
        if key in self._found:
            return self._found[key]
        self._found[key] = None  # a cycle of re-exports finds nothing
        found = self._search_export(path, name, wants, hops)
        self._found[key] = found
        return found

    def _search_export(self, path: str, name: str, wants: Wanted, hops: int) -> Found | None:
        module = self.graph.module(path)
        if module is None or hops > HOPS:
            return None
        if name == "*":
            return module, "*"
        for entry in module.exports:
            if entry.exported != name:
                continue
            if entry.source is not None:
                source = self.graph.resolve_declaration(module.path, entry.source)
                imported = entry.imported or name
                return self.find_export(source, imported, wants, hops + 1) if source else None
            return self.find_local(module, entry.local or name, wants, hops + 1)
        if wants(module, name):  # declaration files may declare what they export
            return module, name
        for entry in module.exports:  # a name only an `export *` provides
            if entry.exported == "*" and entry.source is not None:
                source = self.graph.resolve_declaration(module.path, entry.source)
                found = self.find_export(source, name, wants, hops + 1) if source else None
                if found is not None:
                    return found
        return None
