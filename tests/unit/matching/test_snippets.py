"""Snippets: the import line and the element an agent writes for each matched instance,
in the component's framework, and the composed skeleton of the whole frame."""

from __future__ import annotations

from guinness.code.documents import ComponentReference, PropDefinition
from guinness.matching.snippets import merged_imports
from tests.unit.matching.factories import (
    component,
    design,
    flag,
    instance,
    match_all,
    match_one,
    node_prop,
    text_prop,
    union,
)


def _button(**fields: object) -> object:
    return component(
        "Button",
        props=[union("variant", "primary", "ghost"), flag("disabled"), node_prop("children")],
        import_statement='import { Button } from "@acme/ui";',
        **fields,
    )


def test_a_react_element_with_its_props_in_their_types_and_its_label_as_children() -> None:
    match = match_one(
        instance(
            "Button",
            variant={"Variant": "Primary"},
            booleans={"Disabled": False},
            texts={"Label": "Save"},
        ),
        _button(),
    )

    assert match.snippet == (
        'import { Button } from "@acme/ui";\n'
        '<Button variant="primary" disabled={false}>Save</Button>'
    )


def test_vue_binds_non_strings_and_puts_the_label_in_the_default_slot() -> None:
    button = component(
        "AppButton",
        "src/components/AppButton.vue",
        framework="vue",
        language="vue",
        props=[flag("disabled"), PropDefinition(name="count", kind="number")],
        import_statement='import AppButton from "@/components/AppButton.vue";',
        source="<template><button><slot /></button></template>",
    )

    match = match_one(
        instance(
            "App button",
            is_set=True,
            booleans={"Disabled": True},
            texts={"Label": "Go", "Count": "3"},
        ),
        button,
    )

    assert match.snippet is not None
    assert match.snippet.splitlines()[-1] == '<AppButton :disabled="true" :count="3">Go</AppButton>'


def test_svelte_fills_a_snippet_prop_and_a_required_prop_gets_a_typed_placeholder() -> None:
    bar = component(
        "TopBar",
        "src/lib/TopBar.svelte",
        framework="svelte",
        language="svelte",
        props=[
            text_prop("title"),
            node_prop("trailing"),
            PropDefinition(name="onback", kind="function", required=True),
        ],
        import_statement='import { TopBar } from "$lib";',
    )
    avatar = component(
        "Avatar",
        "src/lib/Avatar.svelte",
        framework="svelte",
        language="svelte",
        props=[text_prop("initials")],
        import_statement='import { Avatar } from "$lib";',
    )
    header = instance(
        "Top bar", is_set=True, node_id="1:1", texts={"Title": "Hi"}, text_content=["Hi", "MK"]
    )
    face = instance(
        "Avatar", is_set=True, node_id="I1:1;2:1", texts={"Initials": "MK"},
        text_content=["MK"], parent_instance_id="1:1", texts_before=1,
    )  # fmt: skip

    result = match_all(design(header, face), bar, avatar)
    outer = result.usage_matches[0]

    assert outer.snippet == (
        'import { TopBar, Avatar } from "$lib";\n'
        "<!-- TODO: onback -->\n"
        '<TopBar title="Hi" onback={() => {}}>\n'
        '  {#snippet trailing()}<Avatar initials="MK" />{/snippet}\n'
        "</TopBar>"
    )
    # The frame's skeleton puts the avatar as designed (its props) into the slot.
    assert result.skeleton is not None
    assert '{#snippet trailing()}<Avatar initials="MK" />{/snippet}' in result.skeleton


def test_a_custom_element_writes_attributes_and_is_imported_for_its_registration() -> None:
    element = component(
        "UiButton",
        "src/elements/button.js",
        framework="web-component",
        language="js",
        aliases=["ui-button"],
        props=[union("variant", "primary", "ghost"), flag("disabled"), flag("loading")],
        import_source="@acme/elements",
        source="class UiButton extends HTMLElement {} // <slot></slot>",
    )

    match = match_one(
        instance(
            "Button",
            variant={"Variant": "Ghost"},
            booleans={"Disabled": True, "Loading": False},
            texts={"Label": "Borrow"},
        ),
        element,
    )

    assert match.snippet == (
        'import "@acme/elements";\n<ui-button variant="ghost" disabled>Borrow</ui-button>'
    )


def test_a_css_block_is_an_element_with_its_classes() -> None:
    chip = component(
        "c-chip",
        "src/styles/chip.css",
        framework="css",
        language="css",
        kind="css_block",
        css_classes=["c-chip", "c-chip--primary"],
        variants={"modifier": ["primary"]},
        source=".c-chip {} .c-chip--primary {}",
    )

    match = match_one(instance("Chip", variant={"Style": "Primary"}, texts={"Label": "New"}), chip)

    assert match.snippet is not None
    assert match.snippet.startswith('<div class="c-chip')
    assert match.snippet.endswith(">New</div>")


def test_the_skeleton_nests_the_frame_once_with_imports_on_top_and_unmatched_as_comments() -> None:
    icon = component(
        "Icon", props=[text_prop("name")], import_statement='import { Icon } from "@acme/ui";'
    )
    card = component(
        "Card", props=[node_prop("children")], import_statement='import { Card } from "@acme/ui";'
    )
    button = _button().model_copy(
        update={"imports": [ComponentReference(name="Icon", code_id=icon.code_id)]}
    )
    frame = design(
        instance("Card", is_set=True, node_id="1:1"),
        instance(
            "Button", variant={"Variant": "Primary"}, node_id="I1:1;2:1",
            texts={"Label": "Save"}, parent_instance_id="1:1",
        ),
        instance(
            "Icon", variant={"Name": "Check"}, node_id="I1:1;2:1;3:1",
            parent_instance_id="I1:1;2:1", depth=3,
        ),
        instance("Sticky note", node_id="1:9", component_name="Annotation / Sticky"),
    )  # fmt: skip

    result = match_all(frame, card, button, icon)

    assert result.skeleton is not None
    lines = result.skeleton.splitlines()
    assert lines[0] == 'import { Card, Button } from "@acme/ui";'
    assert "<Card>" in lines
    assert '  <Button variant="primary">Save</Button>' in lines  # its icon: the button's own
    assert not any("<Icon" in line for line in lines)
    assert any('Figma "Sticky note": no code component' in line for line in lines)


def test_import_lines_of_one_module_are_merged_in_order_of_first_use() -> None:
    assert merged_imports(
        [
            'import { A } from "x";',
            'import B from "./B.vue";',
            'import { C, A } from "x";',
            'import "y";',
        ]
    ) == ['import { A, C } from "x";', 'import B from "./B.vue";', 'import "y";']
