"""Variant systems declared in a file: ``cva`` (class-variance-authority) and ``tv``
(tailwind-variants).

Recipes (``defineRecipe`` / ``defineSlotRecipe``) are read the same way, without classes.

``const buttonVariants = cva(base, {variants, defaultVariants, compoundVariants})`` (or
cva 1's one-object form, or ``tv({base, slots, variants, defaultVariants, compoundVariants,
extend})``) declares a component's variant axes: each axis becomes a prop whose values are
the axis's keys (``true``/``false`` keys make a boolean prop), ``defaultVariants`` gives the
defaults, and the classes each value applies are kept as styling evidence. Props reach a
component through ``VariantProps<typeof buttonVariants>`` (see :mod:`prop_types`).

Calls of a name imported from the packages below count, and so does a team's own helper
when its one argument has the shape of a recipe: a ``variants`` object whose every axis is
an object of class strings (``recipe({ base, variants: { size: { sm: "h-8" } }, defaults
})``, vanilla-extract's ``recipe``, a home-made ``variants()``); a helper is not assumed
to be one by its name. Only literal configuration is read: an axis built at run time is
left out rather than guessed.
"""

from __future__ import annotations

from dataclasses import replace

from tree_sitter import Node

from guinness.code.documents import PropDefinition, PropValue
from guinness.code.parsed import ImportBinding, VariantAxis, VariantSystem
from guinness.code.script_module import read_imports
from guinness.code.syntax import (
    arguments_of,
    field,
    literal_value,
    object_entries,
    string_value,
    text,
    top_level_declarators,
    unwrap,
)

#: Package → the exports that build a variant system.
VARIANT_PACKAGES: dict[str, frozenset[str]] = {
    "class-variance-authority": frozenset({"cva"}),
    "cva": frozenset({"cva"}),
    "tailwind-variants": frozenset({"tv"}),
}


def variant_systems(
    root: Node, imports: list[ImportBinding] | None = None
) -> dict[str, VariantSystem]:
    """The variant systems a file declares at its top level, by their local name
    (``imports``: the file's import bindings, when already read)."""
    bindings = read_imports(root)[0] if imports is None else imports
    builders = _builder_names(bindings)
    recipes = {binding.local for binding in bindings if binding.imported in RECIPE_BUILDERS}
    builders |= recipes
    systems: dict[str, VariantSystem] = {}
    for declarator in top_level_declarators(root):
        name = text(field(declarator, "name"))
        call = unwrap(field(declarator, "value"))
        if call is None or call.type != "call_expression":
            continue
        callee = text(field(call, "function"))
        if callee not in builders and not _shaped_like_a_recipe(arguments_of(call)):
            continue
        system = _read_system(name, arguments_of(call), systems)
        if system is not None and callee in recipes:
            # A recipe's values apply style objects, not classes: no class evidence.
            system = replace(
                system,
                base_classes=[],
                axes=[replace(axis, classes={}) for axis in system.axes],
            )
        if system is not None:
            systems[name] = system
    return systems


#: Recipe builders (Panda CSS, Chakra UI): ``defineRecipe({ base, variants,
#: defaultVariants })``, whichever module they are imported from (a library's own
#: styling system, or the package).
RECIPE_BUILDERS = frozenset({"defineRecipe", "defineSlotRecipe"})


def _shaped_like_a_recipe(arguments: list[Node]) -> bool:
    """One object argument whose ``variants`` maps each axis to an object of class
    strings (at least one axis, every value a string or an array of them)."""
    if len(arguments) != 1:
        return False
    config = unwrap(arguments[0])
    if config is None or config.type != "object":
        return False
    variants = unwrap(_entry(config, "variants"))
    if variants is None or variants.type != "object":
        return False
    axes = object_entries(variants)
    if not axes:
        return False
    for _, options in axes:
        options = unwrap(options)
        if options is None or options.type != "object":
            return False
        entries = object_entries(options)
        if not entries:
            return False
        for _, applied in entries:
            applied = unwrap(applied)
            if applied is None or (string_value(applied) is None and applied.type != "array"):
                return False
    return True


def _builder_names(imports: list[ImportBinding]) -> set[str]:
    return {
        binding.local
        for binding in imports
        if binding.imported in VARIANT_PACKAGES.get(binding.source, frozenset())
    }


def _read_system(
    name: str, arguments: list[Node], known: dict[str, VariantSystem]
) -> VariantSystem | None:
    if not arguments:
        return None
    first = unwrap(arguments[0])
    config: Node | None
    if first is not None and first.type == "object" and len(arguments) == 1:
        config = first  # cva 1 and tv: one object with a base
        base = classes_in(_entry(config, "base"))
    else:
        config = unwrap(arguments[1]) if len(arguments) > 1 else None
        base = classes_in(first)
    parent = known.get(text(unwrap(_entry(config, "extend")))) if config is not None else None
    axes = {axis.name: axis for axis in (parent.axes if parent else [])}
    for axis in _axes(_entry(config, "variants")):
        axes[axis.name] = axis
    defaults = dict(parent.defaults) if parent else {}
    defaults.update(
        _literal_entries(_entry(config, "defaultVariants") or _entry(config, "defaults"))
    )
    compound = [
        {key: value for key, value in _literal_entries(item).items() if key in axes}
        for item in _array_items(_entry(config, "compoundVariants") or _entry(config, "compounds"))
    ]
    slots = [key for key, _ in object_entries(_entry(config, "slots"))]
    if not axes and not base and not slots:
        return None
    return VariantSystem(
        name=name,
        base_classes=(parent.base_classes if parent else []) + base,
        axes=list(axes.values()),
        defaults=defaults,
        compound=[item for item in compound if item],
        slots=(parent.slots if parent else []) + [slot for slot in slots if slot != "base"],
    )


def _axes(variants: Node | None) -> list[VariantAxis]:
    axes: list[VariantAxis] = []
    for axis_name, options in object_entries(variants):
        options = unwrap(options)
        if options is None or options.type != "object":
            continue  # built at run time: not read
        values: list[str] = []
        classes: dict[str, list[str]] = {}
        for value, applied in object_entries(options):
            values.append(value)
            classes[value] = classes_in(applied)
        if values:
            axes.append(VariantAxis(axis_name, values, classes))
    return axes


def classes_in(node: Node | None) -> list[str]:
    """The class tokens of a literal: a string, an array of them, or a slots object."""
    node = unwrap(node)
    if node is None:
        return []
    literal = string_value(node)
    if literal is not None:
        return literal.split()
    tokens: list[str] = []
    if node.type == "array":
        for item in node.named_children:
            tokens.extend(classes_in(item))
    elif node.type == "object":
        for _, value in object_entries(node):
            tokens.extend(classes_in(value))
    return list(dict.fromkeys(tokens))


def _entry(node: Node | None, key: str) -> Node | None:
    for name, value in object_entries(node):
        if name == key:
            return value
    return None


def _literal_entries(node: Node | None) -> dict[str, PropValue]:
    values: dict[str, PropValue] = {}
    for key, value in object_entries(node):
        literal = literal_value(value)
        if literal is not None:
            values[key] = literal
    return values


def _array_items(node: Node | None) -> list[Node]:
    node = unwrap(node)
    return list(node.named_children) if node is not None and node.type == "array" else []


def variant_props(system: VariantSystem) -> list[PropDefinition]:
    """One optional prop per axis: its values, its ``defaultVariants`` default, and the
    classes each value applies."""
    props: list[PropDefinition] = []
    for axis in system.axes:
        default = system.defaults.get(axis.name)
        if axis.is_boolean:
            props.append(
                PropDefinition(
                    name=axis.name,
                    type="boolean",
                    kind="boolean",
                    default=default if isinstance(default, bool) else None,
                    value_classes=axis.classes,
                )
            )
            continue
        props.append(
            PropDefinition(
                name=axis.name,
                type=" | ".join(f'"{value}"' for value in axis.values),
                kind="string_union",
                values=axis.values,
                default=default if default is not None else None,
                value_classes=axis.classes,
            )
        )
    return props


def with_variant_props(
    props: list[PropDefinition], variant: list[PropDefinition]
) -> list[PropDefinition]:
    """``props`` with each variant prop added: one it declares already (a destructured
    ``size = "md"``) takes the variant's kind and values and keeps its own default."""
    merged = {prop.name: prop for prop in props}
    for prop in variant:
        existing = merged.get(prop.name)
        if existing is None:
            merged[prop.name] = prop
        elif not existing.values and existing.kind in ("unknown", "string", "boolean"):
            default = existing.default if existing.default is not None else prop.default
            merged[prop.name] = prop.model_copy(
                update={"default": default, "required": existing.required}
            )
    return list(merged.values())
