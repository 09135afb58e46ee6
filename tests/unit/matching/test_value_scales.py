"""Rules of the suggested-props contract for values that are scales, counts and
vocabulary, each on a small authored case: a pixel size at its rank of a size scale, the
base rule's size as the default member, a count named by a number prop, a hue for a
neutral/accent pair, an axis option that is a state's usual flag, a tone segment of a
path name, and general UI vocabulary for close buttons, orientation and elevation."""

from __future__ import annotations

from guinness.code.documents import PropDefinition
from guinness.matching.prop_values import intent_member, ranked_size, sized_member
from tests.unit.matching.factories import component, flag, instance, match_one, union


def test_a_pixel_size_is_the_member_at_its_rank_when_the_scales_line_up() -> None:
    assert ranked_size("20", ("16", "20", "24"), ("sm", "md", "lg")) == "md"
    assert ranked_size("24", ("24", "16", "20"), ("lg", "sm", "md")) == "lg"


def test_no_rank_when_the_scales_differ_in_length_or_the_options_are_words() -> None:
    assert ranked_size("20", ("16", "20", "24", "32"), ("sm", "md", "lg")) is None
    assert ranked_size("Medium", ("Small", "Medium"), ("sm", "md")) is None
    assert ranked_size("20", ("16", "20"), ("default", "compact")) is None


def test_a_numeric_size_axis_reads_as_the_code_scale_through_the_axis_options() -> None:
    icon = component("Icon", props=[union("size", "sm", "md", "lg", default="md")])

    match = match_one(
        instance("Icon", variant={"Size": "24"}), icon, options={"Size": ("16", "20", "24")}
    )

    assert match.suggested_props == {"size": "lg"}


def test_the_size_of_the_base_rule_is_the_default_member() -> None:
    styles = (
        ":host { inline-size: 20px; block-size: 20px; }"
        ' :host([size="sm"]) { inline-size: 16px; }'
        ' :host([size="lg"]) { inline-size: 24px; }'
    )
    size = union("size", "sm", "md", "lg", default="md")

    assert sized_member("20", size, styles) == "md"
    assert sized_member("16", size, styles) == "sm"
    # A default that a rule of its own sizes is found by that rule, not by the base.
    assert sized_member("20", size, styles + ' :host([size="md"]) { inline-size: 18px; }') is None


def test_a_count_with_a_unit_fills_the_number_prop_the_unit_names() -> None:
    bars = component("UptimeBars", props=[PropDefinition(name="days", kind="number")])

    match = match_one(instance("Uptime bars", variant={"Range": "90 days"}), bars)

    assert match.suggested_props == {"days": 90}


def test_a_hue_is_the_accent_of_a_neutral_and_accent_pair() -> None:
    tag = component("Tag", props=[union("tone", "neutral", "accent")])

    blue = match_one(instance("Tag", variant={"Color": "Blue"}), tag)
    gray = match_one(instance("Tag", variant={"Color": "Gray"}), tag)

    assert blue.suggested_props == {"tone": "accent"}
    assert gray.suggested_props == {"tone": "neutral"}


def test_an_axis_option_that_is_a_state_sets_that_states_flag_false_when_not_chosen() -> None:
    # `Checked=True|False|Mixed`: `Mixed` is the `indeterminate` flag.
    box = component("Checkbox", props=[flag("checked"), flag("indeterminate")])
    options = {"Checked": ("False", "True", "Mixed")}

    checked = match_one(instance("Checkbox", variant={"Checked": "True"}), box, options=options)
    mixed = match_one(instance("Checkbox", variant={"Checked": "Mixed"}), box, options=options)

    assert checked.suggested_props == {"checked": True, "indeterminate": False}
    assert mixed.suggested_props["indeterminate"] is True


def test_a_tone_segment_of_a_path_name_is_the_tone_member_of_its_intent() -> None:
    assert intent_member("Danger", ["default", "outline", "destructive"]) == "destructive"
    assert intent_member("Default", ["default", "outline"]) is None
    button = component(
        "Button",
        props=[union("variant", "default", "outline", "destructive"), union("size", "sm", "lg")],
    )

    match = match_one(instance(None, component_name="Btn / Danger / Small"), button)

    assert match.suggested_props == {"variant": "destructive", "size": "sm"}


def test_close_and_dismiss_flags_are_the_dismissible_prop() -> None:
    toast = component("Toast", props=[flag("dismissible")])

    match = match_one(instance("Toast", is_set=True, booleans={"Dismiss": True}), toast)

    assert match.suggested_props == {"dismissible": True}


def test_vocabulary_reads_direction_as_orientation_and_raised_as_elevated() -> None:
    divider = component("Separator", props=[union("orientation", "horizontal", "vertical")])
    card = component("Card", props=[union("variant", "outline", "elevated")])

    line = match_one(instance("Divider", variant={"Direction": "Vertical"}), divider)
    raised = match_one(instance("Card", variant={"Elevation": "Raised"}), card)

    assert line.suggested_props == {"orientation": "vertical"}
    assert raised.suggested_props == {"variant": "elevated"}


def test_an_active_toggle_without_an_active_flag_is_pressed() -> None:
    toggle = component("IconButton", props=[flag("pressed")])

    match = match_one(instance("Icon button", is_set=True, booleans={"Active": False}), toggle)

    assert match.suggested_props == {"pressed": False}
