"""Rules of the suggested-props contract found on the Svelte tune sets, each on a small
authored case: a synonym names the prop it spells (not a flag sharing its key), a ``Show``
flag of a value prop, an axis option that is a flag turned off, an overlay drawn open, a
hierarchy value for fill-style values, and UI vocabulary for keycaps and avatar stacks."""

from __future__ import annotations

from guinness.code.documents import PropDefinition
from guinness.matching.prop_values import map_value
from tests.unit.matching.factories import component, flag, instance, match_one, union


def _number(name: str) -> PropDefinition:
    return PropDefinition(name=name, kind="number")


def test_a_synonym_names_the_prop_spelled_so_before_a_flag_sharing_its_key() -> None:
    # `Stars` reads as `value` or `rating`; `showValue` only shares `value`'s key.
    stars = component("RatingStars", props=[_number("rating"), flag("showValue", default=False)])

    match = match_one(
        instance("Rating", variant={"Stars": "4"}, booleans={"Show value": False}), stars
    )

    assert match.suggested_props == {"rating": 4, "showValue": False}


def test_a_show_flag_of_a_value_prop_is_its_show_boolean() -> None:
    # `Show percentage` → `value` by vocabulary; what shows it is `showValue`.
    bar = component("ProgressBar", props=[_number("value"), flag("showValue")])

    match = match_one(
        instance("Progress bar", variant={"Progress": "75"}, booleans={"Show percentage": True}),
        bar,
    )

    assert match.suggested_props["showValue"] is True


def test_an_axis_option_that_names_a_flag_is_that_flag_off_on_the_other_options() -> None:
    table = component("Table", props=[flag("compact"), flag("striped")])
    options = {"Density": ("Default", "Compact")}

    resting = match_one(instance("Table", variant={"Density": "Default"}), table, options=options)
    dense = match_one(instance("Table", variant={"Density": "Compact"}), table, options=options)

    assert resting.suggested_props == {"compact": False}  # `striped` is no option of it
    assert dense.suggested_props == {"compact": True}


def test_an_option_named_only_by_vocabulary_turns_no_flag_off() -> None:
    # `Raised` reads as `elevated` by vocabulary, which is not what `Flat` says.
    card = component("Card", props=[flag("elevated")])
    options = {"Style": ("Flat", "Raised", "Outlined")}

    match = match_one(instance("Card", variant={"Style": "Outlined"}), card, options=options)

    assert "elevated" not in match.suggested_props


def test_an_overlay_drawn_in_the_design_is_open_and_a_select_is_not() -> None:
    modal = component("Modal", props=[flag("open"), union("size", "md", "lg")])
    select = component("Select", props=[flag("open"), union("size", "md", "lg")])

    shown = match_one(instance("Dialog", variant={"Size": "Medium"}), modal)
    picker = match_one(instance("Select", variant={"Size": "Medium"}), select)

    assert shown.suggested_props == {"size": "md", "open": True}
    assert picker.suggested_props == {"size": "md"}


def test_an_open_boolean_of_the_design_wins_over_the_convention() -> None:
    drawer = component("Drawer", props=[flag("open")])

    match = match_one(instance("Drawer", is_set=True, booleans={"Open": False}), drawer)

    assert match.suggested_props == {"open": False}


def test_hierarchy_values_map_to_fill_styles_when_the_code_has_no_hierarchy() -> None:
    fills = ("solid", "outline", "ghost")

    assert map_value("Primary", fills) == "solid"
    assert map_value("Secondary", fills) == "outline"
    assert map_value("Secondary", ("solid", "soft", "ghost")) == "soft"
    assert map_value("Tertiary", fills) == "ghost"
    # A code with hierarchy values keeps them.
    assert map_value("Primary", ("primary", "solid", "outline")) == "primary"


def test_a_keycap_is_a_kbd_and_an_avatar_stack_an_avatar_group() -> None:
    kbd = component("Kbd", props=[PropDefinition(name="children", kind="node")])
    group = component(
        "AvatarGroup",
        props=[PropDefinition(name="max", kind="number")],
        export_names=["AvatarGroup"],
    )
    avatar = component("Avatar", props=[union("size", "sm", "md")])

    assert match_one(instance("Keycap", texts={"Key": "F8"}), kbd).code_component == "Kbd"
    stack = match_one(instance("Avatar stack"), group, avatar)
    assert stack.matched
    assert stack.code_component == "AvatarGroup"


def test_primary_is_the_default_variant_of_a_code_with_no_primary_value() -> None:
    shadcn = ("default", "destructive", "outline", "secondary", "ghost", "link")

    assert map_value("Primary", shadcn) == "default"
    assert map_value("Danger", shadcn) == "destructive"
    assert map_value("Secondary", shadcn) == "secondary"


def test_a_true_false_variant_is_the_boolean_side_of_a_mixed_union_prop() -> None:
    checked = PropDefinition(
        name="checked", kind="unknown", values=["indeterminate"], type='boolean | "indeterminate"'
    )
    box = component("Checkbox", props=[checked])

    on = match_one(instance("Checkbox", variant={"Checked": "True"}), box)
    mixed = match_one(instance("Checkbox", variant={"Checked": "Indeterminate"}), box)

    assert on.suggested_props == {"checked": True}
    assert mixed.suggested_props == {"checked": "indeterminate"}


def test_whole_numbers_are_written_as_integers_and_a_typographic_minus_is_a_minus() -> None:
    from guinness.matching.prop_values import parse_number

    assert parse_number("£20.00") == 20
    assert isinstance(parse_number("£20.00"), int)
    assert parse_number("4.5") == 4.5
    assert parse_number("\u22123") == -3


def test_a_field_drawn_with_its_placeholder_or_filled_gives_the_text_to_the_right_prop() -> None:
    field = component(
        "Input",
        props=[PropDefinition(name="placeholder", kind="string"), _string("value")],
    )

    empty = match_one(
        instance("Text field", variant={"Content": "Placeholder"}, texts={"Text": "e.g. DAV-1"}),
        field,
    )
    filled = match_one(
        instance("Text field", variant={"Content": "Filled"}, texts={"Text": "Jonas"}), field
    )

    assert empty.suggested_props == {"placeholder": "e.g. DAV-1"}
    assert filled.suggested_props == {"value": "Jonas"}


def test_a_boolean_property_wins_over_a_state_axis_reading_of_the_same_prop() -> None:
    tab = component("TabsTrigger", props=[flag("disabled")])

    match = match_one(
        instance("Tab", variant={"State": "Inactive"}, booleans={"Disabled": False}), tab
    )

    assert match.suggested_props == {"disabled": False}


def test_a_hint_text_goes_to_the_description_prop() -> None:
    field = component("FormField", props=[_string("label"), _string("description")])

    match = match_one(
        instance("Form field", is_set=True, texts={"Label": "Date", "Hint": "From 9:00"}), field
    )

    assert match.suggested_props == {"label": "Date", "description": "From 9:00"}


def _string(name: str) -> PropDefinition:
    return PropDefinition(name=name, kind="string")


def test_a_swap_into_a_component_prop_is_the_swapped_components_name() -> None:
    icon = PropDefinition(name="icon", kind="unknown", type="Component")
    button = component("IconButton", props=[icon, _string("label")])
    # A code base that imports its icons as `XIcon`, `CheckIcon` names them so.
    suffixed = component("Toolbar", imports=["XIcon", "CheckIcon"])

    plain = match_one(instance("Icon button", is_set=True, swaps={"Icon": "Bell"}), button)
    named = match_one(
        instance("Icon button", is_set=True, swaps={"Icon": "Icon / Arrow right"}),
        button,
        suffixed,
    )

    assert plain.suggested_props == {"icon": "Bell"}
    assert named.suggested_props == {"icon": "ArrowRightIcon"}
