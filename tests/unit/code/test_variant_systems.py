"""Variant systems (cva, tailwind-variants) become prop unions: authored fixtures in
``tests/fixtures/variant_systems`` (written for these tests, not taken from a library)."""

from __future__ import annotations

from pathlib import Path

import pytest

from guinness.code import CodeImport, import_code_base
from guinness.code.documents import CodeSourceDocument, PropDefinition

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "variant_systems"
TONES = ["neutral", "positive", "critical"]
SIZES = ["small", "extra-large"]


@pytest.fixture(scope="module")
def imported() -> CodeImport:
    return import_code_base(FIXTURE, project_id=7, organization_id=3)


def _component(imported: CodeImport, name: str) -> CodeSourceDocument:
    return next(doc for doc in imported.sources if doc.component_name == name)


def _props(imported: CodeImport, name: str) -> dict[str, PropDefinition]:
    return {prop.name: prop for prop in _component(imported, name).props}


def _shape(prop: PropDefinition) -> tuple[object, ...]:
    return (prop.kind, prop.values, prop.default, prop.required)


def test_cva_axes_are_unions_with_their_defaults_and_a_flag_is_a_boolean(
    imported: CodeImport,
) -> None:
    props = _props(imported, "Chip")

    assert list(props) == ["tone", "size", "pill", "label"]
    assert _shape(props["tone"]) == ("string_union", TONES, "neutral", False)
    assert _shape(props["size"]) == ("string_union", SIZES, "small", False)
    assert _shape(props["pill"]) == ("boolean", [], False, False)
    assert props["tone"].type == '"neutral" | "positive" | "critical"'
    assert _component(imported, "Chip").variants == {"tone": TONES, "size": SIZES}


def test_each_value_keeps_the_classes_it_applies(imported: CodeImport) -> None:
    props = _props(imported, "Chip")

    assert props["tone"].value_classes == {
        "neutral": ["bg-slate-100", "text-slate-900"],
        "positive": ["bg-green-100", "text-green-900"],  # an array of classes
        "critical": ["bg-red-100", "text-red-900"],
    }
    assert props["pill"].value_classes == {"true": ["rounded-full"], "false": ["rounded-md"]}


def test_compound_variants_are_kept_as_combinations_that_go_together(
    imported: CodeImport,
) -> None:
    # Its own system, one imported through a barrel, one read through an indexed alias.
    for name in ("Chip", "ChipGroup", "ChipDot"):
        assert _component(imported, name).variant_combinations == [
            {"tone": "critical", "pill": True}
        ]
    assert _component(imported, "Banner").variant_combinations == []


def test_an_indexed_access_of_the_variant_props_reads_one_axis(imported: CodeImport) -> None:
    tone = _props(imported, "ChipDot")["tone"]

    assert (tone.kind, tone.values, tone.type) == ("string_union", TONES, 'ChipVariants["tone"]')
    assert tone.default == "neutral"  # unset, the system applies its defaultVariants value


def test_a_variant_system_imported_through_a_barrel_gives_its_props_and_own_defaults_win(
    imported: CodeImport,
) -> None:
    props = _props(imported, "ChipGroup")

    assert _shape(props["tone"]) == ("string_union", TONES, "positive", False)
    assert _shape(props["size"]) == ("string_union", SIZES, "small", False)
    assert _shape(props["pill"]) == ("boolean", [], False, False)
    assert _shape(props["gap"]) == ("number", [], 4, False)


def test_tailwind_variants_with_slots_and_extend(imported: CodeImport) -> None:
    props = _props(imported, "Banner")

    assert list(props) == ["elevation", "intent", "dismissible", "title"]
    assert _shape(props["elevation"]) == ("string_union", ["flat", "raised"], "flat", False)
    assert _shape(props["intent"]) == ("string_union", ["info", "warning"], "info", False)
    assert _shape(props["dismissible"]) == ("boolean", [], None, False)
    # Slot classes of a value are its classes too.
    assert props["intent"].value_classes["warning"] == ["bg-amber-50", "text-amber-600"]


def test_a_local_function_called_cva_is_not_a_variant_system(imported: CodeImport) -> None:
    props = _props(imported, "Homemade")

    # Its own `VariantProps<T>` alias is read like any other type.
    assert {name: prop.kind for name, prop in props.items()} == {
        "look": "string",
        "mark": "unknown",
    }
    assert props["look"].values == []


def test_svelte_instance_props_typed_by_the_module_scripts_variant_system(
    imported: CodeImport,
) -> None:
    tag = _component(imported, "Tag")
    props = {prop.name: prop for prop in tag.props}

    assert tag.framework == "svelte"
    assert _shape(props["emphasis"]) == ("string_union", ["subtle", "bold"], "subtle", False)
    assert _shape(props["density"]) == (
        "string_union",
        ["compact", "comfortable"],
        "compact",
        False,
    )
    assert _shape(props["text"]) == ("string", [], None, True)
    # Typed by an alias of one axis, the prop still carries the classes of each value.
    assert props["emphasis"].value_classes == {
        "subtle": ["bg-zinc-50"],
        "bold": ["bg-zinc-900", "text-white"],
    }


def test_svelte_props_typed_by_an_axis_alias_imported_from_another_component(
    imported: CodeImport,
) -> None:
    props = _props(imported, "TagLink")

    assert _shape(props["emphasis"]) == ("string_union", ["subtle", "bold"], "bold", False)
    assert props["emphasis"].value_classes["bold"] == ["bg-zinc-900", "text-white"]


def test_vue_props_typed_by_an_alias_imported_from_the_folder_index(imported: CodeImport) -> None:
    meter = _component(imported, "Meter")
    props = {prop.name: prop for prop in meter.props}

    assert meter.framework == "vue"
    assert _shape(props["level"]) == ("string_union", ["low", "medium", "high"], "medium", False)
    # withDefaults wins over defaultVariants.
    assert _shape(props["thickness"]) == ("string_union", ["thin", "thick"], "thick", False)
    assert props["level"].value_classes["high"] == ["bg-green-500"]


def test_a_home_made_recipe_styles_props_typed_elsewhere_and_an_imported_icon_map_keys_them(
    imported: CodeImport,
) -> None:
    # The helper is nobody's library: its argument's shape (variants of class strings)
    # makes it a variant system; the props come from a sibling types.ts, the icon names
    # from the icon map's own module (`keyof typeof icons`).
    props = _props(imported, "Pill")

    assert _shape(props["size"]) == ("string_union", ["small", "large"], "small", False)
    assert props["size"].value_classes == {"small": ["h-6", "px-2"], "large": ["h-10", "px-4"]}
    assert (props["icon"].kind, props["icon"].values) == (
        "string_union",
        ["bell", "check", "close"],
    )
