"""Rules of the suggested-props contract found on the namespaced Svelte tune sets, each on
a small authored case: one spelling per glyph in icon names, a button's HTML ``type`` that
is no design variant, an axis option of an intent that is a flag, a variant axis whose
value's intent one union offers, a swapped icon's layer not drawn twice, and vocabulary
for unavailable slots and metric texts."""

from __future__ import annotations

from guinness.code.documents import PropDefinition
from guinness.matching.names import phrase
from tests.unit.matching.factories import component, flag, instance, match_one, text_prop, union


def test_an_icons_glyph_has_one_spelling_and_other_names_keep_theirs() -> None:
    assert sorted(phrase("Icons / More").stems) == sorted(phrase("DotsIcon").stems)
    assert sorted(phrase("Close icon").stems) == sorted(phrase("XIcon").stems)
    assert phrase("More options").stems == ("more", "option")  # no icon: as written


def test_a_more_icon_matches_the_dots_icon_of_the_code() -> None:
    dots = component("DotsIcon", path="src/lib/icons/dots.svelte", framework="svelte")
    truck = component("TruckIcon", path="src/lib/icons/truck.svelte", framework="svelte")

    match = match_one(instance("Icons / More", is_set=True), dots, truck)

    assert match.code_component == "DotsIcon"


def test_a_type_axis_is_no_html_button_type() -> None:
    button = component(
        "Button",
        props=[
            union("variant", "primary", "secondary", "danger"),
            PropDefinition(name="type", kind="string", default="button"),
        ],
    )

    primary = match_one(instance("Button", variant={"Type": "Primary"}), button)
    submit = match_one(instance("Button", variant={"Type": "Submit"}), button)

    assert primary.suggested_props == {"variant": "primary"}
    assert submit.suggested_props["type"] == "submit"


def test_an_axis_option_of_an_intent_is_the_flag_of_that_intent() -> None:
    item = component("MenuItem", props=[flag("destructive")])
    options = {"Type": ("Default", "Danger")}

    plain = match_one(instance("Menu item", variant={"Type": "Default"}), item, options=options)
    danger = match_one(instance("Menu item", variant={"Type": "Danger"}), item, options=options)

    assert plain.suggested_props == {"destructive": False}
    assert danger.suggested_props == {"destructive": True}


def test_a_variant_axis_goes_to_the_one_union_of_its_values_intent() -> None:
    tile = component("StatTile", props=[union("highlight", "none", "danger", "success")])

    match = match_one(instance("Stat tile", variant={"Emphasis": "Positive"}), tile)

    assert match.suggested_props == {"highlight": "success"}


def test_a_taken_slot_is_unavailable_and_metric_texts_find_value_and_caption() -> None:
    slot = component("TimeSlot", props=[flag("selected"), flag("unavailable")])
    tile = component("StatTile", props=[text_prop("value"), text_prop("caption")])
    options = {"State": ("Available", "Selected", "Taken")}

    taken = match_one(instance("Time slot", variant={"State": "Taken"}), slot, options=options)
    texts = match_one(
        instance("Stat tile", is_set=True, texts={"Amount": "€40", "Subtext": "3 invoices"}), tile
    )

    assert taken.suggested_props == {"selected": False, "unavailable": True}
    assert texts.suggested_props == {"value": "€40", "caption": "3 invoices"}
