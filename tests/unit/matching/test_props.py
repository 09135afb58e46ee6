from __future__ import annotations

import pytest

from guinness.code.documents import ComponentReference, PropDefinition
from guinness.matching.prop_values import map_value
from tests.unit.matching.factories import (
    component,
    design,
    flag,
    instance,
    match_all,
    match_one,
    node_prop,
    signals,
    text_prop,
    union,
)


def _button(**fields: object) -> object:
    return component(
        "Button",
        props=[
            union("variant", "primary", "secondary", "danger", default="primary"),
            union("size", "sm", "md", "lg", "xl", default="md"),
            flag("disabled", default=False),
            flag("loading"),
            node_prop("iconStart"),
            node_prop("children"),
        ],
        states=["hover", "focus-visible", "disabled"],
        **fields,
    )


@pytest.mark.parametrize(
    ("value", "member"),
    [("Large", "lg"), ("Medium", "md"), ("Small", "sm"), ("X-Large", "xl"), ("XL", "xl")],
)
def test_size_words_map_to_the_union_member(value: str, member: str) -> None:
    assert map_value(value, ["sm", "md", "lg", "xl"]) == member


def test_intent_words_map_to_the_union_member() -> None:
    assert map_value("Danger primary", ["primary", "secondary", "danger"]) == "danger"
    assert map_value("Critical", ["neutral", "danger"]) == "danger"
    assert map_value("Destructive", ["default", "critical"]) == "critical"
    assert map_value("Sparkly", ["primary", "danger"]) is None


def test_variant_values_become_props_from_the_components_unions() -> None:
    match = match_one(
        instance("Button", variant={"Size": "Large", "Type": "Danger primary"}), _button()
    )

    assert match.suggested_props == {"size": "lg", "variant": "danger"}
    assert 'size="lg"' in next(item.detail for item in match.evidence if item.signal == "variant")


def test_a_stated_value_is_suggested_even_when_it_is_the_default() -> None:
    match = match_one(instance("Button", variant={"Size": "Medium"}), _button())

    assert match.suggested_props == {"size": "md"}


def test_state_disabled_becomes_the_disabled_prop() -> None:
    match = match_one(instance("Button", variant={"State": "Disabled"}), _button())

    assert match.suggested_props == {"disabled": True}


def test_state_hover_is_a_css_pseudo_state_and_no_prop() -> None:
    match = match_one(instance("Button", variant={"State": "Hover"}), _button())

    assert match.suggested_props == {}
    assert signals(match)["css_state"] > 0
    assert ":hover" in next(item.detail for item in match.evidence if item.signal == "css_state")


def test_a_state_named_like_a_boolean_prop_is_that_prop() -> None:
    nav_item = component("NavItem", props=[flag("active"), text_prop("label")], states=["hover"])

    match = match_one(instance("Nav item", variant={"State": "Active"}), nav_item)

    assert match.suggested_props == {"active": True}


def test_boolean_properties_match_boolean_props() -> None:
    tag = component("Tag", props=[flag("removable", default=False), flag("isSelected")])

    match = match_one(
        instance("Tag", is_set=True, booleans={"Removable": True, "Selected": True}), tag
    )

    assert match.suggested_props == {"removable": True, "isSelected": True}
    assert signals(match)["boolean"] > 0


def test_booleans_are_passed_on_both_sides_default_or_not() -> None:
    # Pasting the props reproduces the variant: `false` is said, not left to the default.
    pager = component("Pagination", props=[flag("showLabel", default=True), flag("compact")])

    match = match_one(
        instance("Pagination", is_set=True, booleans={"Show label": False, "Compact": False}),
        pager,
    )

    assert match.suggested_props == {"showLabel": False, "compact": False}


def test_a_state_axis_resting_value_turns_the_boolean_props_of_its_other_options_off() -> None:
    field = component("Input", props=[flag("disabled"), flag("invalid"), flag("loading")])
    states = {"State": "Default"}

    resting = match_one(instance("Input", variant=states), field, options={"State": _STATES})
    error = match_one(
        instance("Input", variant={"State": "Error"}), field, options={"State": _STATES}
    )

    # `loading` is no option of the axis: the design says nothing about it.
    assert resting.suggested_props == {"disabled": False, "invalid": False}
    assert error.suggested_props == {"disabled": False, "invalid": True}


_STATES = ("Default", "Hover", "Disabled", "Error")


def test_a_checkbox_state_axis_sets_checked_and_indeterminate_both_ways() -> None:
    # "Mixed" is a checkbox's third state (aria-checked="mixed"): the indeterminate prop.
    checkbox = component("Checkbox", props=[flag("checked"), flag("indeterminate")])
    axis = {"State": ("Unchecked", "Checked", "Mixed")}

    checked = match_one(instance("Checkbox", variant={"State": "Checked"}), checkbox, options=axis)
    mixed = match_one(instance("Checkbox", variant={"State": "Mixed"}), checkbox, options=axis)

    assert checked.suggested_props == {"checked": True, "indeterminate": False}
    assert mixed.suggested_props == {"checked": False, "indeterminate": True}


def test_an_on_variant_becomes_the_checked_prop() -> None:
    switch = component("Switch", props=[flag("checked"), text_prop("label")])

    match = match_one(instance("Toggle", variant={"On": "True"}), switch)

    assert match.suggested_props == {"checked": True}


def test_text_properties_go_to_props_of_the_same_name() -> None:
    field = component("TextField", props=[text_prop("label"), text_prop("placeholder")])

    match = match_one(
        instance("Input", is_set=True, texts={"Label": "Email", "Placeholder": "you@example.com"}),
        field,
    )

    assert match.suggested_props == {"label": "Email", "placeholder": "you@example.com"}


def test_other_text_goes_to_a_string_prop_before_children() -> None:
    tooltip = component("Tooltip", props=[text_prop("content"), node_prop("children")])
    button = _button()

    tip = match_one(instance("Tooltip", is_set=True, texts={"Text": "Free delivery"}), tooltip)
    label = match_one(instance("Button", is_set=True, texts={"Label": "Save"}), button)

    assert tip.suggested_props == {"content": "Free delivery"}
    assert label.suggested_props == {"children": "Save"}


def test_the_only_visible_text_becomes_children_when_there_is_no_text_property() -> None:
    match = match_one(instance("Button", is_set=True, text_content=["Save"]), _button())

    assert match.suggested_props == {"children": "Save"}


def test_an_instance_swap_goes_to_an_icon_prop() -> None:
    icon_button = component(
        "IconButton", props=[union("icon", "plus", "close", "cart"), text_prop("label")]
    )

    match = match_one(
        instance("Icon button", is_set=True, swaps={"Icon": "Name=Cart"}), icon_button
    )

    assert match.suggested_props == {"icon": "cart"}
    assert signals(match)["swap"] > 0


def test_a_swapped_component_in_a_node_slot_is_written_as_jsx() -> None:
    icon = component("Icon", props=[union("name", "plus", "cart")])

    match = match_one(
        instance("Button", is_set=True, swaps={"Icon start": "Icon/Cart"}),
        _button(),
        icon,
    )

    assert match.code_component == "Button"
    assert match.suggested_props == {"iconStart": '<Icon name="cart" />'}


def test_suggested_props_only_use_props_the_component_has() -> None:
    bare = component("Badge", props=[union("tone", "neutral", "success")])

    match = match_one(
        instance(
            "Badge",
            variant={"Tone": "Success", "Size": "Large"},
            booleans={"Show dot": True},
            texts={"Label": "New"},
        ),
        bare,
    )

    assert match.suggested_props == {"tone": "success"}
    assert signals(match)["variant"] < 0.1


def test_a_swap_a_false_boolean_hides_is_not_passed() -> None:
    button = component("Button", props=[text_prop("icon"), node_prop("children")])
    hidden = instance(
        "Button", is_set=True, booleans={"Show icon": False}, swaps={"Icon": "Icon / Plus"}
    )

    match = match_one(hidden, button)

    assert "icon" not in match.suggested_props


def test_number_props_get_numbers_and_values_without_a_union_are_written_as_code() -> None:
    badge = component("CountBadge", props=[PropDefinition(name="count", kind="number")])
    icon = component("Icon", props=[text_prop("name")])

    counted = match_one(instance("Count badge", is_set=True, texts={"Count": "(1,204)"}), badge)
    named = match_one(instance("Icon", variant={"Name": "Arrow Right"}), icon)

    assert counted.suggested_props == {"count": 1204}
    assert named.suggested_props == {"name": "arrow-right"}


def test_attributes_of_the_element_a_component_forwards_count_as_its_props() -> None:
    field = component("TextField", props=[text_prop("label")], element="input")
    typed = instance(
        "Text field",
        variant={"State": "Disabled"},
        texts={"Label": "Email", "Placeholder": "you@example.com"},
    )

    match = match_one(typed, field)

    assert match.suggested_props == {
        "disabled": True,
        "label": "Email",
        "placeholder": "you@example.com",
    }


def test_untyped_flags_take_booleans_and_status_colours_read_as_intents() -> None:
    button = component("Button", props=[PropDefinition(name="disabled")])
    badge = component("Badge", props=[union("variant", "neutral", "success", "danger")])

    disabled = match_one(instance("Button", is_set=True, booleans={"Disabled": True}), button)
    green = match_one(instance("Badge", variant={"Color": "Green"}), badge)

    assert disabled.suggested_props == {"disabled": True}
    assert green.suggested_props == {"variant": "success"}


def test_values_of_nested_instances_the_parent_draws_are_the_parents_props_too() -> None:
    badge = component("Badge", props=[node_prop("children")])
    column = component(
        "BoardColumn", props=[text_prop("title"), PropDefinition(name="count", kind="number")]
    ).model_copy(update={"imports": [ComponentReference(name="Badge", code_id=badge.code_id)]})
    lane = instance("Board column", is_set=True, node_id="1:1", texts={"Title": "To do"})
    count = instance(
        "Badge",
        is_set=True,
        node_id="I1:1;2:1",
        name="Count",
        texts={"Label": "2"},
        parent_instance_id="1:1",
        depth=2,
    )

    outer, inner = match_all(design(lane, count), column, badge).usage_matches

    assert outer.suggested_props == {"title": "To do", "count": 2}
    assert inner.suggested_props == {"children": "2"}
    assert signals(outer)["nested_value"] == 0.0


def test_icon_names_are_matched_across_the_spellings_of_one_glyph() -> None:
    assert map_value("Close", ["x", "plus", "more-horizontal"]) == "x"
    assert map_value("More", ["x", "plus", "more-horizontal"]) == "more-horizontal"
    assert map_value("Settings", ["gear", "user"]) == "gear"


def test_a_vue_v_model_flag_takes_a_checked_or_on_value() -> None:
    toggle = component("Toggle", props=[flag("modelValue"), text_prop("label")])

    match = match_one(instance("Toggle", variant={"Checked": "On"}), toggle)

    assert match.suggested_props == {"modelValue": True}


def test_a_css_only_component_is_written_as_its_block_and_modifier_classes() -> None:
    chip = component(
        "c-chip",
        "src/styles/chip.scss",
        kind="css_block",
        language="scss",
        framework="css",
        css_classes=["c-chip", "c-chip--primary", "c-chip--lg"],
        variants={"modifier": ["primary", "lg"]},
    )

    match = match_one(instance("Chip", variant={"Tone": "Primary", "Size": "Large"}), chip)

    assert match.suggested_props == {"class": "c-chip c-chip--lg c-chip--primary"}


def test_a_slot_prop_the_design_fills_with_another_instance_gets_that_element() -> None:
    header = component("PageHeader", props=[text_prop("title"), node_prop("actions")])
    button = component("Button", props=[node_prop("children")])
    page = instance("Page header", is_set=True, node_id="1:1", texts={"Title": "Projects"})
    action = instance(
        "Button", is_set=True, node_id="I1:1;2:1", name="Action", parent_instance_id="1:1"
    )

    outer, _ = match_all(design(page, action), header, button).usage_matches

    # The header does not render Button itself: the consumer writes it into `actions`.
    assert outer.suggested_props == {"title": "Projects", "actions": "<Button />"}


def test_a_pixel_size_picks_the_member_whose_classes_give_it() -> None:
    sizes = union("size", "sm", "md", "lg", default="md").model_copy(
        update={
            "value_classes": {"sm": ["h-6", "w-6"], "md": ["h-8", "w-8"], "lg": ["size-[40px]"]}
        }
    )
    avatar = component("Avatar", props=[sizes])

    small = match_one(instance("Avatar", variant={"Size": "24"}), avatar)
    large = match_one(instance("Avatar", variant={"Size": "40px"}), avatar)

    assert (small.suggested_props, large.suggested_props) == ({"size": "sm"}, {"size": "lg"})


def test_a_pixel_size_read_from_a_custom_property_a_rule_sets() -> None:
    avatar = component(
        "Avatar",
        props=[union("size", "sm", "md", "lg", default="md")],
        css=":host { --size: 40px; inline-size: var(--size); }\n"
        ':host([size="sm"]) { --size: 32px; }\n.avatar--lg { --avatar-size: 56px; }',
    )

    small = match_one(instance("Avatar", variant={"Size": "32"}), avatar)
    large = match_one(instance("Avatar", variant={"Size": "56"}), avatar)

    assert (small.suggested_props, large.suggested_props) == ({"size": "sm"}, {"size": "lg"})


def test_a_text_goes_to_the_one_prop_whose_documentation_names_it() -> None:
    fallback = text_prop("fallback").model_copy(
        update={"description": "Shown when there is no image, usually the initials."}
    )
    avatar = component("Avatar", props=[fallback, node_prop("children")])

    match = match_one(instance("Avatar", is_set=True, texts={"Initials": "MR"}), avatar)

    assert match.suggested_props == {"fallback": "MR"}


def test_a_custom_elements_attribute_values_are_strings() -> None:
    carousel = component(
        "KitCarousel",
        framework="web-component",
        props=[PropDefinition(name="per-view", kind="number"), flag("controls")],
    )

    match = match_one(
        instance("Carousel", is_set=True, texts={"Per view": "2"}, booleans={"Controls": True}),
        carousel,
    )

    assert match.suggested_props == {"per-view": "2", "controls": True}


def test_a_text_goes_to_the_one_prop_named_like_it_with_one_more_word() -> None:
    comment = component(
        "CommentItem", props=[text_prop("authorName"), text_prop("authorAvatarUrl")]
    )

    match = match_one(instance("Comment item", is_set=True, texts={"Author": "Priya"}), comment)

    assert match.suggested_props == {"authorName": "Priya"}


def test_a_flag_that_says_the_opposite_takes_the_negated_value() -> None:
    row = component("ComponentRow", props=[flag("hideUptime"), flag("collapsed")])

    match = match_one(
        instance("Component row", variant={"Expanded": "True"}, booleans={"Show uptime": True}),
        row,
    )

    assert match.suggested_props == {"collapsed": False, "hideUptime": False}


def test_a_numeric_variant_with_no_prop_of_its_name_is_the_main_number() -> None:
    rating = component(
        "Rating",
        props=[
            PropDefinition(name="value", kind="number"),
            PropDefinition(name="count", kind="number"),
        ],
    )

    match = match_one(instance("Rating", variant={"Stars": "4"}, texts={"Count": "(24)"}), rating)

    assert match.suggested_props == {"value": 4, "count": 24}


def test_a_show_boolean_goes_to_the_opposite_flag_over_a_value_prop_of_that_name() -> None:
    row = component("ComponentRow", props=[text_prop("uptime"), flag("hideUptime")])

    match = match_one(instance("Component row", is_set=True, booleans={"Show uptime": False}), row)

    assert match.suggested_props == {"hideUptime": True}


def test_a_drawn_childs_prop_is_passed_on_under_the_parents_longer_name() -> None:
    avatar = component("Avatar", props=[text_prop("initials")])
    bar = component("TopBar", props=[text_prop("userInitials")]).model_copy(
        update={"imports": [ComponentReference(name="Avatar", code_id=avatar.code_id)]}
    )
    top = instance("Top bar", is_set=True, node_id="1:1")
    user = instance(
        "Avatar",
        is_set=True,
        node_id="I1:1;2:1",
        name="User",
        texts={"Initials": "MR"},
        parent_instance_id="1:1",
    )

    outer, inner = match_all(design(top, user), bar, avatar).usage_matches

    assert (outer.suggested_props, inner.suggested_props) == (
        {"userInitials": "MR"},
        {"initials": "MR"},
    )


_CARD_SOURCE = """/** The last update, as shown: 'Updated 2 h ago'. */
export function TaskCard({ dueDate, updated }) {
  return <p>Due {dueDate} · {updated}</p>;
}
"""


def test_a_text_loses_the_label_words_the_component_writes_itself() -> None:
    card = component(
        "TaskCard", props=[text_prop("dueDate"), text_prop("updated")], source=_CARD_SOURCE
    )
    texts = {"Due": "Due Apr 30", "Updated": "Updated 2 h ago"}

    match = match_one(instance("Task card", is_set=True, texts=texts), card)

    # "Due" is in its markup; "Updated" only in its documentation: the text keeps it.
    assert match.suggested_props == {"dueDate": "Apr 30", "updated": "Updated 2 h ago"}


def _number(name: str) -> PropDefinition:
    return PropDefinition(name=name, kind="number")


def test_a_prop_named_exactly_wins_over_one_named_with_a_filler_word() -> None:
    # `value` and `showValue` share a key once `show` is dropped: each keeps its own.
    meter = component(
        "ProgressBar", props=[_number("value"), flag("showValue"), text_prop("label")]
    )

    match = match_one(
        instance("Progress", is_set=True, texts={"Value": "48%"}, booleans={"Show value": True}),
        meter,
    )

    assert match.suggested_props == {"value": 48, "showValue": True}


def test_a_text_a_false_boolean_hides_or_an_empty_text_is_not_passed() -> None:
    field = component("TextInput", props=[text_prop("label"), text_prop("hint")])

    hidden = match_one(
        instance(
            "Text input",
            is_set=True,
            texts={"Label": "Name", "Hint": "Hint text"},
            booleans={"Show hint": False},
        ),
        field,
    )
    empty = match_one(
        instance("Text input", is_set=True, texts={"Label": "Name", "Hint": " "}), field
    )

    assert hidden.suggested_props == {"label": "Name"}
    assert empty.suggested_props == {"label": "Name"}


def test_a_pixel_size_picks_the_member_a_css_rule_sizes_so() -> None:
    avatar = component(
        "Avatar",
        props=[union("size", "sm", "md", "lg", default="md")],
        css=".avatar { border-radius: 50%; }\n.sm { width: 32px; height: 32px; }\n"
        ".md { width: 40px; height: 40px; }\n:host([size='lg']) { inline-size: 56px; }",
    )

    small = match_one(instance("Avatar", variant={"Size": "32"}), avatar)
    large = match_one(instance("Avatar", variant={"Size": "56"}), avatar)

    assert (small.suggested_props, large.suggested_props) == ({"size": "sm"}, {"size": "lg"})


def test_general_property_vocabulary_finds_the_prop_a_design_names_otherwise() -> None:
    header = component(
        "CardHeader", props=[text_prop("heading"), text_prop("subheading"), flag("elevated")]
    )

    match = match_one(
        instance(
            "Card header",
            is_set=True,
            texts={"Title": "About", "Subtitle": "Orbit, 2016"},
            booleans={"Shadow": True},
        ),
        header,
    )

    assert match.suggested_props == {
        "heading": "About",
        "subheading": "Orbit, 2016",
        "elevated": True,
    }


def test_an_on_boolean_is_the_checked_prop_and_a_flag_axis_is_on_off_its_rest() -> None:
    switch = component("Switch", props=[flag("checked"), text_prop("label")])
    card = component("Card", props=[flag("elevated")])

    toggled = match_one(instance("Toggle", is_set=True, booleans={"On": True}), switch)
    raised = match_one(instance("Card", variant={"Elevation": "Raised"}), card)
    flat = match_one(instance("Card", variant={"Elevation": "None"}), card)

    assert toggled.suggested_props == {"checked": True}
    assert (raised.suggested_props, flat.suggested_props) == (
        {"elevated": True},
        {"elevated": False},
    )


def test_a_number_text_goes_to_the_main_number_or_the_prop_naming_it_with_its_unit() -> None:
    meter = component("ProgressBar", props=[_number("value"), text_prop("label")])
    card = component(
        "RecipeCard",
        props=[text_prop("title"), _number("cookTimeMinutes"), _number("pricePerHour")],
    )

    percent = match_one(instance("Progress bar", is_set=True, texts={"Percent": "68%"}), meter)
    timed = match_one(
        instance("Recipe card", is_set=True, texts={"Time": "30 min", "Price": "$32"}), card
    )

    assert percent.suggested_props == {"value": 68}
    assert timed.suggested_props == {"cookTimeMinutes": 30, "pricePerHour": 32}


def test_a_glyph_is_found_in_a_longer_icon_name_and_a_word_in_a_union_member() -> None:
    assert map_value("Warning", ["plus", "alert-triangle", "x"]) == "alert-triangle"
    assert map_value("Success", ["plus", "check-circle", "x"]) == "check-circle"
    assert map_value("Chart", ["plus", "bar-chart", "mic"]) == "bar-chart"
    assert map_value("Chart", ["bar-chart", "pie-chart"]) is None  # two hold it: no guess
    assert map_value("Tertiary", ["primary", "secondary", "ghost"]) == "ghost"
    assert map_value("Subtle", ["soft", "solid"]) == "soft"


def test_a_slot_prop_is_found_by_the_frame_that_holds_the_nested_instance() -> None:
    header = component("TopBar", props=[text_prop("title"), node_prop("trailing")])
    button = component("Button", props=[node_prop("children")])
    bar = instance("Top bar", is_set=True, node_id="1:1", name="Header")
    save = instance(
        "Button",
        is_set=True,
        node_id="I1:1;2:1",
        name="Save",
        parent_instance_id="1:1",
        path=["Screen", "Header", "Trailing"],
    )

    outer, _ = match_all(design(bar, save), header, button).usage_matches

    assert outer.suggested_props == {"trailing": "<Button />"}


def test_a_field_in_its_error_state_shows_its_helper_text_as_the_error() -> None:
    field = component(
        "TextInput", props=[text_prop("label"), text_prop("hint"), text_prop("error")]
    )

    failing = match_one(
        instance(
            "Text field",
            variant={"State": "Error"},
            texts={"Label": "Email", "Hint": "Enter a valid email address"},
        ),
        field,
    )
    resting = match_one(
        instance(
            "Text field",
            variant={"State": "Default"},
            texts={"Label": "Email", "Hint": "We never share it"},
        ),
        field,
    )

    assert failing.suggested_props == {"label": "Email", "error": "Enter a valid email address"}
    assert resting.suggested_props == {"label": "Email", "hint": "We never share it"}


def test_a_call_to_action_in_the_name_is_the_primary_variant_and_a_hero_one_large() -> None:
    button = component(
        "Button",
        props=[
            union("variant", "primary", "secondary", "ghost", default="secondary"),
            union("size", "sm", "md", "lg", default="md"),
            node_prop("children"),
        ],
    )

    hero = match_one(instance("Hero CTA", texts={"Label": "Start free"}), button)

    assert hero.suggested_props == {"variant": "primary", "size": "lg", "children": "Start free"}


def test_a_family_member_named_by_its_variant_is_the_component_of_that_name() -> None:
    bell, ship = component("BellIcon"), component("ShipIcon")

    match = match_one(instance("Icon", variant={"Name": "Bell"}), bell, ship)

    assert match.code_component == "BellIcon"


def test_a_prop_that_takes_a_component_gets_the_nested_instances_component() -> None:
    takes = PropDefinition(name="icon", kind="unknown", type="Component<{ class?: string }>")
    item = component("SidebarItem", props=[takes, flag("active"), node_prop("children")])
    anchor = component("AnchorIcon", path="src/lib/icons/anchor.svelte")
    outer = instance(
        "Sidebar item",
        is_set=True,
        node_id="1:1",
        texts={"Label": "Berths"},
        booleans={"Show icon": True},
    )
    icon = instance(
        "Icon",
        variant={"Name": "Anchor"},
        node_id="I1:1;2:1",
        name="Icon",
        parent_instance_id="1:1",
    )

    parent, child = match_all(design(outer, icon), item, anchor).usage_matches

    # A flag does not fill a component prop; the nested icon's component does.
    assert child.code_component == "AnchorIcon"
    assert parent.suggested_props == {"children": "Berths", "icon": "AnchorIcon"}


def test_a_label_never_goes_to_a_prop_whose_documentation_mentions_labels() -> None:
    button = component(
        "Button",
        framework="vue",
        props=[
            union("variant", "primary", "ghost"),
            text_prop("icon").model_copy(update={"description": "Icon drawn next to the label."}),
        ],
    )

    match = match_one(
        instance("Button", variant={"Variant": "Ghost"}, texts={"Label": "Save"}), button
    )

    assert match.suggested_props == {"variant": "ghost"}


def test_a_falling_metric_shown_as_good_inverts_the_trend() -> None:
    pill = component(
        "Pill", props=[union("tone", "success", "danger", "neutral"), text_prop("label")]
    )
    card = component(
        "StatCard",
        props=[
            text_prop("label"),
            union("trend", "up", "down", "flat"),
            flag("invertTrend", default=False),
            text_prop("delta"),
        ],
    ).model_copy(update={"imports": [ComponentReference(name="Pill", code_id=pill.code_id)]})
    tile = instance(
        "KPI tile", variant={"Trend": "Down"}, node_id="1:1", texts={"Label": "Drop-off"}
    )
    delta = instance(
        "Pill",
        variant={"Tone": "Success"},
        node_id="I1:1;2:1",
        name="Delta",
        texts={"Label": "-3%"},
        parent_instance_id="1:1",
    )

    outer, _ = match_all(design(tile, delta), card, pill).usage_matches

    assert outer.suggested_props == {
        "trend": "down",
        "label": "Drop-off",
        "delta": "-3%",
        "invertTrend": True,
    }


def test_a_sentence_mentioning_a_number_is_no_number_and_a_vue_value_is_its_v_model() -> None:
    toast = component("Toast", props=[text_prop("title"), _number("duration")])
    field = component(
        "TextInput", framework="vue", props=[text_prop("label"), PropDefinition(name="modelValue")]
    )

    told = match_one(instance("Toast", is_set=True, texts={"Title": "Ep. 43 goes live"}), toast)
    typed = match_one(
        instance("Text input", is_set=True, texts={"Label": "Boat", "Value": "Sea Breeze"}), field
    )

    assert told.suggested_props == {"title": "Ep. 43 goes live"}
    assert typed.suggested_props == {"label": "Boat", "modelValue": "Sea Breeze"}


def test_vocabulary_reads_a_propertys_head_word_and_a_nested_layers_name() -> None:
    bell = component("IconButton", props=[text_prop("label"), flag("badge")])
    pill = component("Badge", props=[union("tone", "success", "danger"), text_prop("label")])
    card = component(
        "StatCard", props=[text_prop("label"), union("trend", "up", "down"), text_prop("delta")]
    ).model_copy(update={"imports": [ComponentReference(name="Badge", code_id=pill.code_id)]})

    dotted = match_one(
        instance("Icon button", is_set=True, booleans={"Notification dot": True}), bell
    )
    tile = instance(
        "KPI tile", variant={"Trend": "Up"}, node_id="1:1", texts={"Title": "Occupancy"}
    )
    change = instance(
        "Badge",
        variant={"Tone": "Success"},
        node_id="I1:1;2:1",
        name="Change",
        texts={"Text": "+4%"},
        parent_instance_id="1:1",
    )
    outer, _ = match_all(design(tile, change), card, pill).usage_matches

    assert dotted.suggested_props == {"badge": True}
    assert outer.suggested_props == {"trend": "up", "label": "Occupancy", "delta": "+4%"}


def _button_with_icon(
    *, texts_before: int, props: list[PropDefinition], source: str
) -> dict[str, object]:
    icon = component("Icon", props=[text_prop("name")])
    button = component("Button", props=props, source=source).model_copy(
        update={"imports": [ComponentReference(name="Icon", code_id=icon.code_id)]}
    )
    cta = instance(
        "Hero CTA", node_id="1:1", name="CTA", texts={"Label": "Go"}, text_content=["Go"]
    )
    arrow = instance(
        "Icon",
        variant={"Name": "Arrow Right"},
        node_id="I1:1;2:1",
        name="Arrow",
        parent_instance_id="1:1",
        texts_before=texts_before,
    )
    outer, _ = match_all(design(cta, arrow), button, icon).usage_matches
    return outer.suggested_props


def test_an_icon_drawn_after_the_label_sets_the_position_prop_unless_that_is_the_default() -> None:
    props = [
        text_prop("children"),
        text_prop("icon"),
        union("iconPosition", "start", "end", default="start"),
    ]
    source = "export function Button({ icon, iconPosition }) { return <Icon name={icon} />; }"

    after = _button_with_icon(texts_before=1, props=props, source=source)
    before = _button_with_icon(texts_before=0, props=props, source=source)

    assert after["iconPosition"] == "end"
    assert "iconPosition" not in before  # start is where the button puts it anyway


def test_an_icon_goes_to_the_prop_of_the_side_it_is_drawn_on() -> None:
    # Two props take an icon: the side the design draws it on decides, among the props
    # the button's own source uses.
    props = [text_prop("children"), text_prop("leftIcon"), text_prop("rightIcon")]
    source = "export function Button({ leftIcon, rightIcon }) { return <Icon name={leftIcon} />; }"

    after = _button_with_icon(texts_before=1, props=props, source=source)
    before = _button_with_icon(texts_before=0, props=props, source=source)

    assert "rightIcon" in after
    assert "leftIcon" not in after
    assert "leftIcon" in before
    assert "rightIcon" not in before


def test_a_text_that_shows_a_position_in_a_total_gives_both_number_props() -> None:
    pager = component(
        "Pagination",
        props=[
            PropDefinition(name="page", kind="number"),
            PropDefinition(name="pageCount", kind="number"),
        ],
    )
    player = component(
        "AudioPlayer",
        props=[
            text_prop("title"),
            PropDefinition(name="currentTime", kind="number"),
            PropDefinition(name="duration", kind="number"),
        ],
    )

    page = match_one(instance("Pagination", is_set=True, texts={"Label": "Page 1 of 8"}), pager)
    playing = match_one(
        instance("Player", is_set=True, texts={"Title": "Intro", "Time": "12:04 / 41:30"}),
        player,
    )

    assert page.suggested_props == {"page": 1, "pageCount": 8}
    assert playing.suggested_props == {"title": "Intro", "currentTime": 724, "duration": 2490}


def test_a_counter_the_component_writes_gives_only_its_limit() -> None:
    # "0/200" counts what the user typed; `rows` is no position in it.
    area = component(
        "TextArea",
        props=[
            text_prop("label"),
            PropDefinition(name="rows", kind="number"),
            PropDefinition(name="maxlength", kind="number"),
        ],
    )

    match = match_one(
        instance(
            "Text area", is_set=True, texts={"Label": "Notes"}, text_content=["Notes", "0/200"]
        ),
        area,
    )

    assert match.suggested_props == {"label": "Notes", "maxlength": 200}


def test_a_boolean_that_shows_a_layer_hides_the_texts_named_after_it() -> None:
    item = component(
        "NavItem", props=[text_prop("label"), PropDefinition(name="badge", kind="number")]
    )

    match = match_one(
        instance(
            "Nav item",
            is_set=True,
            texts={"Label": "Home", "Badge count": "1"},
            booleans={"Show badge": False},
        ),
        item,
    )

    assert match.suggested_props == {"label": "Home"}


def test_a_nested_instance_fills_the_slot_of_the_side_it_is_drawn_on() -> None:
    bar = component(
        "TopBar", props=[text_prop("title"), node_prop("leading"), node_prop("trailing")]
    )
    avatar = component("Avatar", props=[text_prop("initials")])
    bell = component("IconButton", props=[text_prop("icon")])
    header = instance(
        "Header", is_set=True, node_id="1:1", texts={"Title": "Hi"}, text_content=["Hi", "MK"]
    )
    face = instance(
        "Avatar", is_set=True, node_id="I1:1;2:1", texts={"Initials": "MK"},
        text_content=["MK"], parent_instance_id="1:1", texts_before=0,
    )  # fmt: skip
    action = instance(
        "IconButton", is_set=True, node_id="I1:1;2:2", name="Action",
        parent_instance_id="1:1", texts_before=2,
    )  # fmt: skip

    outer, _, _ = match_all(design(header, face, action), bar, avatar, bell).usage_matches

    assert outer.suggested_props == {
        "title": "Hi",
        "leading": "<Avatar />",
        "trailing": "<IconButton />",
    }


def test_ui_vocabulary_zero_state_and_removable() -> None:
    empty = component("EmptyState", props=[text_prop("title")])
    tag = component("Tag", props=[flag("dismissible"), node_prop("children")])

    zero = match_one(instance("Zero state / Journal", is_set=True, texts={"Title": "None"}), empty)
    removable = match_one(
        instance("Tag", is_set=True, texts={"Label": "Kitchen"}, booleans={"Removable": True}),
        tag,
    )

    assert zero.matched
    assert zero.code_component == "EmptyState"
    assert removable.suggested_props == {"children": "Kitchen", "dismissible": True}


@pytest.mark.parametrize(
    ("design_name", "code_name"),
    [("Headline", "Heading"), ("Dashboard / KPI", "StatTile"), ("Checkout / Steps", "Stepper")],
)
def test_ui_vocabulary_headline_kpi_and_steps(design_name: str, code_name: str) -> None:
    match = match_one(instance(design_name, is_set=True), component(code_name))

    assert match.matched
    assert match.code_component == code_name


def test_an_on_off_axis_of_any_name_is_the_components_on_flag() -> None:
    switch = component("Switch", props=[flag("checked"), text_prop("label")])

    on = match_one(instance("Toggle", variant={"Value": "On"}), switch)
    off = match_one(instance("Toggle", variant={"Value": "Off"}), switch)

    assert (on.suggested_props, off.suggested_props) == ({"checked": True}, {"checked": False})


def test_a_unit_the_component_writes_after_the_prop_is_left_out_of_its_value() -> None:
    row = component(
        "ComponentRow",
        props=[text_prop("uptime"), text_prop("name")],
        source="render() { return html`<b>${this.name}</b> ${this.uptime}% uptime`; }",
    )
    plain = component("Stat", props=[text_prop("uptime")], source="<b>{uptime}</b>")

    written = match_one(instance("Component row", is_set=True, texts={"Uptime": "99.98%"}), row)
    kept = match_one(instance("Stat", is_set=True, texts={"Uptime": "99.98%"}), plain)

    assert written.suggested_props == {"uptime": "99.98"}
    assert kept.suggested_props == {"uptime": "99.98%"}  # the component writes no %


def test_a_key_value_lines_label_is_its_term() -> None:
    line = component("KeyValue", props=[text_prop("term"), node_prop("children")])

    match = match_one(
        instance("Key Value", is_set=True, texts={"Label": "Carrier", "Value": "Northstar"}), line
    )

    assert match.suggested_props["term"] == "Carrier"


def test_a_drawn_childs_named_texts_are_the_parents_props_too() -> None:
    score = component("ReviewScore", props=[PropDefinition(name="value", kind="number")])
    card = component(
        "RoomCard",
        props=[
            text_prop("name"),
            PropDefinition(name="rating", kind="number"),
            PropDefinition(name="reviewCount", kind="number"),
        ],
    ).model_copy(
        update={"imports": [ComponentReference(name="ReviewScore", code_id=score.code_id)]}
    )
    room = instance("Room card", is_set=True, node_id="1:1", texts={"Name": "Greenhouse"})
    rating = instance(
        "Review score", is_set=True, node_id="I1:1;2:1", name="Rating",
        texts={"Score": "4.9", "Reviews": "(212)"}, parent_instance_id="1:1",
    )  # fmt: skip

    outer, _ = match_all(design(room, rating), card, score).usage_matches

    assert outer.suggested_props == {"name": "Greenhouse", "rating": 4.9, "reviewCount": 212}


def test_a_custom_elements_number_is_lifted_from_its_childs_attribute_as_a_string() -> None:
    # Custom elements' attributes are strings ("5"): the number is still the child's own
    # (its stars), not a number in its hidden count text.
    stars = component(
        "UiRating", "src/elements/rating.js", props=[union("value", "1", "2", "3", "4", "5")],
        framework="web-component", language="js",
    )  # fmt: skip
    card = component(
        "UiBookCard", "src/elements/book-card.js",
        props=[PropDefinition(name="rating", kind="number")],
        framework="web-component", language="js",
    )  # fmt: skip
    card = card.model_copy(
        update={"imports": [ComponentReference(name="UiRating", code_id=stars.code_id)]}
    )
    book = instance("Book tile", is_set=True, node_id="1:1")
    rating = instance(
        "Rating", variant={"Stars": "5"}, node_id="I1:1;2:1", name="Rating",
        text_content=["(128)"], parent_instance_id="1:1",
    )  # fmt: skip

    outer, inner = match_all(design(book, rating), card, stars).usage_matches

    assert inner.suggested_props == {"value": "5"}
    assert outer.suggested_props == {"rating": "5"}
