"""What other files of the code base declare for a component's props.

A props type imported from another file (``ButtonProps`` from ``./types``, an imported
base interface), a prop typed by an imported alias (``size?: ButtonSize``), a variant
system imported for ``VariantProps<typeof toggleVariants>``, and a prop typed by a member
of an imported ``VariantProps`` alias (``ButtonVariants["size"]``). Names are followed
through barrels and re-exports; what resolves to nothing in the code base (a package's
type) adds nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from guinness.code.documents import PropDefinition, PropValue
from guinness.code.parsed import ParsedComponent, ParsedModule, VariantSystem
from guinness.code.prop_merging import with_declared_props
from guinness.code.prop_types import describe_named, props_of_named
from guinness.code.resolution import ModuleGraph
from guinness.code.variant_systems import variant_props, with_variant_props

#: How many files deep imported types are followed (a type imported by an imported type).
_TYPE_DEPTH = 4
#: Re-exports followed from an import to the file that declares the name.
_HOPS = 8
_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*")
#: A prop typed by an indexed access of a named type: ``ButtonVariants["size"]``.
_INDEXED_TYPE = re.compile(r"""([A-Za-z_$][\w$]*)\[\s*["']([^"']+)["']\s*\]""")

Wanted = Callable[[ParsedModule, str], bool]


@dataclass(frozen=True)
class VariantUse:
    """The variant systems a component's props come from, and the axis behind each prop
    typed by a member of an imported ``VariantProps`` alias."""

    systems: list[VariantSystem]
    axes: dict[str, PropDefinition]

    def combinations(self) -> list[dict[str, PropValue]]:
        """Their ``compoundVariants`` conditions, each once."""
        found: list[dict[str, PropValue]] = []
        for system in self.systems:
            found.extend(item for item in system.compound if item not in found)
        return found


class ImportedDeclarations:
    """Resolves a component's props against the declarations of the files it imports."""

    def __init__(self, graph: ModuleGraph) -> None:
        self.graph = graph

    def variant_use(self, module: ParsedModule, component: ParsedComponent) -> VariantUse:
        """The variant systems the component's props come from (this file's or imported)."""
        systems: dict[int, VariantSystem] = {}
        for local in component.variant_refs:
            system = module.variant_systems.get(local) or self._system(module, local, alias=False)
            if system is not None:
                systems[id(system)] = system
        axes: dict[str, PropDefinition] = {}
        for prop in component.props:
            match = _INDEXED_TYPE.fullmatch(prop.type or "")
            system = self._system(module, match[1], alias=True) if match else None
            if system is None or match is None:
                continue
            systems[id(system)] = system
            axis = next((p for p in variant_props(system) if p.name == match[2]), None)
            if axis is not None and not prop.values:
                axes[prop.name] = axis.model_copy(update={"name": prop.name})
        return VariantUse(list(systems.values()), axes)

    def props(
        self, module: ParsedModule, component: ParsedComponent, use: VariantUse
    ) -> list[PropDefinition]:
        """The component's props completed with what the files it imports declare."""
        props = component.props
        typed = self._type_props(module, component.type_refs, 0)
        if typed:
            props = with_declared_props(props, typed)
        imported = [
            prop
            for system in use.systems
            if module.variant_systems.get(system.name) is not system  # this file's: read
            for prop in variant_props(system)
        ] + list(use.axes.values())
        if imported:
            props = with_variant_props(props, imported)
        return [self._with_alias(module, prop) for prop in props]

    def _type_props(
        self, module: ParsedModule, names: list[str], depth: int
    ) -> list[PropDefinition]:
        """The props of imported interfaces / aliases, following their own imports."""
        found: list[PropDefinition] = []
        for local in names:
            definition = self._definition(module, local, _declares_type)
            if definition is None:
                continue
            target, name = definition
            declared, further = props_of_named(name, target.type_scope)
            if further and depth < _TYPE_DEPTH:
                declared = with_declared_props(
                    declared, self._type_props(target, further, depth + 1)
                )
            found = with_declared_props(found, declared)
        return found

    def _with_alias(self, module: ParsedModule, prop: PropDefinition) -> PropDefinition:
        """A prop typed by a bare imported alias gets the alias's kind and union values."""
        if prop.values or prop.kind not in ("unknown", "object") or not prop.type:
            return prop
        if not _IDENTIFIER.fullmatch(prop.type):
            return prop
        definition = self._definition(module, prop.type, _declares_type)
        if definition is None:
            return prop
        target, name = definition
        kind, values = describe_named(name, target.type_scope)
        if kind == "unknown" and not values:
            return prop
        return prop.model_copy(update={"kind": kind, "values": values})

    def _system(self, module: ParsedModule, local: str, *, alias: bool) -> VariantSystem | None:
        """The variant system (with ``alias``: the system of a ``VariantProps`` alias) an
        imported name of ``module`` stands for."""
        found = self._definition(module, local, _defines_variants)
        if found is None:
            return None
        target, name = found
        if alias:
            name = target.variant_aliases.get(name, "")
        return target.variant_systems.get(name)

    def _definition(
        self, module: ParsedModule, local: str, wants: Wanted
    ) -> tuple[ParsedModule, str] | None:
        """The module declaring what ``local`` (an import of ``module``) names, and its
        name there; ``wants`` says what counts as the declaration."""
        binding = next((b for b in module.imports if b.local == local), None)
        if binding is None:
            return None
        path, name = self.graph.resolve(module.path, binding.source), binding.imported
        for _ in range(_HOPS):
            target = self.graph.modules.get(path) if path else None
            if target is None:
                return None
            if wants(target, name):
                return target, name
            entry = next((e for e in target.exports if e.exported == name), None)
            if entry is not None and entry.source is not None:
                path, name = self.graph.resolve(target.path, entry.source), entry.imported or name
                continue
            local_name = entry.local if entry is not None and entry.local else name
            again = next((b for b in target.imports if b.local == local_name), None)
            if again is None:
                return None
            path, name = self.graph.resolve(target.path, again.source), again.imported
        return None


def _defines_variants(module: ParsedModule, name: str) -> bool:
    return name in module.variant_systems or name in module.variant_aliases


def _declares_type(module: ParsedModule, name: str) -> bool:
    return module.type_scope is not None and bool(module.type_scope.declares(name))
