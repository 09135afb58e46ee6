from __future__ import annotations

import json
from typing import Any

from guinness.designs import (
    ComponentProperty,
    DesignComponent,
    DesignDocument,
    DesignInstance,
    DesignText,
    SwappedComponent,
)

from .figma_factories import (
    SHOP,
    WIZARD,
    Node,
    figma_file,
    fixture_bytes,
    fixture_json,
    import_file,
    node,
    page,
)


def shop_design(node_id: str) -> DesignDocument:
    designs = {design.node_id: design for design in import_file(fixture_bytes(SHOP)).designs}
    return designs[node_id]


def instance(design: DesignDocument, node_id: str) -> DesignInstance:
    return next(item for item in design.instances if item.node_id == node_id)


def test_each_top_level_frame_and_section_and_each_page_library_is_one_design_in_order() -> None:
    result = import_file(fixture_bytes(SHOP))

    assert [(d.node_id, d.kind, d.name, d.page_id, d.page_name) for d in result.designs] == [
        ("1:2", "frame", "Checkout / Desktop", "0:1", "Checkout"),
        ("2:1", "section", "Checkout states", "0:1", "Checkout"),
        ("0:2", "component_library", "Components", "0:2", "Components"),
        ("21:0", "frame", "Usage notes", "0:2", "Components"),
    ]
    assert result.file_name == "Shop — Checkout"


def test_design_id_joins_project_file_key_and_node_id() -> None:
    result = import_file(fixture_bytes(SHOP), project_id=5, organization_id=3, file_key="AbC9")

    design = result.designs[0]
    assert design.design_id == "5_AbC9_1:2"
    assert (design.project_id, design.organization_id, design.file_key) == (5, 3, "AbC9")
    assert design.embedding is None


def test_instance_with_variant_boolean_text_and_swap_properties_is_read_exactly() -> None:
    design = shop_design("1:2")

    assert instance(design, "1:17") == DesignInstance(
        node_id="1:17",
        name="Pay button",
        component_id="10:2",
        component_key="a2dd8f5eaf9efbc9ba660602f2ea7c9600b37ddc",
        component_name="Size=Large, State=Hover",
        component_set_id="10:0",
        component_set_name="Button",
        variant={"Size": "Large", "State": "Hover"},
        booleans={"Show icon": True},
        texts={"Label": "Pay now"},
        instance_swaps={
            "Icon": SwappedComponent(
                component_id="11:2", component_name="Name=Lock", component_set_name="Icon"
            )
        },
        text_content=["Pay now"],
        parent_instance_id=None,
        path=["Checkout / Desktop", "Actions"],
        depth=2,
    )


def test_nested_instance_names_its_enclosing_instance_and_full_path() -> None:
    design = shop_design("1:2")

    assert instance(design, "I1:17;10:7") == DesignInstance(
        node_id="I1:17;10:7",
        name="Icon",
        component_id="11:2",
        component_key="9fa1008ba46c20ca09c29e60051df41946d14470",
        component_name="Name=Lock",
        component_set_id="11:0",
        component_set_name="Icon",
        variant={"Name": "Lock"},
        parent_instance_id="1:17",
        path=["Checkout / Desktop", "Actions", "Pay button"],
        depth=3,
        texts_before=0,  # the lock comes before the button's label
    )


def test_a_nested_instance_says_how_many_of_its_parents_texts_come_before_it() -> None:
    def button(*children: Node) -> Node:
        return node("INSTANCE", "1:2", "CTA", *children, componentId="c1")

    label = node("TEXT", "1:3", "Label", characters="Go")
    arrow = node("INSTANCE", "1:4", "Arrow", componentId="c2")
    for layers, expected in (((label, arrow), 1), ((arrow, label), 0)):
        file = figma_file(page("0:1", "Page", node("FRAME", "1:1", "Screen", button(*layers))))
        (design,) = import_file(file).designs
        nested = {item.node_id: item for item in design.instances}
        assert nested["1:4"].texts_before == expected
        assert nested["1:2"].texts_before is None  # not nested


def test_variant_values_come_from_component_properties() -> None:
    data = fixture_json(SHOP)
    # Give the pay button a variant value its component name does not have.
    actions = data["document"]["children"][0]["children"][0]["children"][2]
    actions["children"][0]["componentProperties"]["State"]["value"] = "Pressed"

    design = import_file(data).designs[0]

    assert instance(design, "1:17").variant == {"Size": "Large", "State": "Pressed"}
    assert instance(design, "1:17").component_name == "Size=Large, State=Hover"


def test_variant_values_fall_back_to_the_component_name() -> None:
    design = shop_design("2:1")

    alert = instance(design, "2:3")
    assert alert.variant == {"Type": "Error"}
    assert (alert.component_name, alert.component_set_name) == ("Type=Error", "Alert")
    assert alert.text_content == ["Your card was declined."]


def test_property_names_lose_their_id_suffix() -> None:
    design = shop_design("1:2")

    logo = instance(design, "1:4")
    assert logo.booleans == {"Tagline": True}
    button_set = next(c for c in design.components if c.component_id == "10:0")
    assert [p.name for p in button_set.properties] == [
        "Size",
        "State",
        "Label",
        "Show icon",
        "Icon",
    ]


def test_invisible_nodes_are_skipped_for_instances_and_texts() -> None:
    design = shop_design("1:2")

    ids = [item.node_id for item in design.instances]
    assert ids == ["1:4", "1:17", "I1:17;10:7", "1:18"]  # not 1:19 nor the hidden icon
    assert "TODO: remove before handoff" not in [text.text for text in design.texts]
    assert instance(design, "1:18").booleans == {"Show icon": False}


def test_texts_are_every_visible_text_in_document_order_with_their_instance() -> None:
    design = shop_design("1:2")

    assert design.texts[:2] == [
        DesignText(
            node_id="I1:4;20:4", name="Tagline", text="Fresh goods, fast", instance_id="1:4"
        ),
        DesignText(node_id="1:5", name="Title", text="Checkout"),
    ]
    assert [text.text for text in design.texts[2:]] == [
        "Oat milk, 1 l",
        "$2.49",
        "Subtotal",
        "$42.00",
        "Pay now",
        "Back",
    ]


def test_components_used_by_a_frame_are_listed_after_their_sets_in_order_of_use() -> None:
    design = shop_design("1:2")

    assert [(c.component_id, c.defined_in_design) for c in design.components] == [
        ("20:1", False),
        ("10:0", False),
        ("10:2", False),
        ("11:0", False),
        ("11:2", False),
        ("10:3", False),
        ("11:1", False),
    ]
    assert design.counts.model_dump() == {
        "instances": 4,
        "components": 7,
        "texts": 8,
        "nodes": 23,
    }


def test_component_set_carries_its_property_definitions() -> None:
    design = shop_design("0:2")

    button_set = next(c for c in design.components if c.component_id == "10:0")
    assert button_set == DesignComponent(
        component_id="10:0",
        type="COMPONENT_SET",
        name="Button",
        key="794145f030ff721599a0353a9b2e59e9a92b9bf1",
        description="Primary and secondary actions.",
        properties=[
            ComponentProperty(
                name="Size",
                type="VARIANT",
                default_value="Large",
                variant_options=["Large", "Small"],
            ),
            ComponentProperty(
                name="State",
                type="VARIANT",
                default_value="Default",
                variant_options=["Default", "Hover"],
            ),
            ComponentProperty(name="Label", type="TEXT", default_value="Button"),
            ComponentProperty(name="Show icon", type="BOOLEAN", default_value=True),
            ComponentProperty(name="Icon", type="INSTANCE_SWAP", default_value="11:1"),
        ],
        defined_in_design=True,
    )


def test_set_without_property_definitions_derives_variants_from_member_names() -> None:
    design = shop_design("0:2")

    alert_set = next(c for c in design.components if c.component_id == "12:0")
    assert alert_set.properties == [
        ComponentProperty(name="Type", type="VARIANT", variant_options=["Info", "Error"])
    ]
    error = next(c for c in design.components if c.component_id == "12:2")
    assert (error.component_set_name, error.variant) == ("Alert", {"Type": "Error"})


def test_unknown_component_is_a_warning_not_an_error() -> None:
    result = import_file(fixture_bytes(SHOP))

    confetti = instance(result.designs[1], "2:6")
    assert (confetti.component_id, confetti.component_name, confetti.variant) == ("99:1", None, {})
    assert result.warnings == [
        "Skipped hidden top-level node 3:3 ('Archive') on page 'Checkout' (0:1).",
        "Component 99:1 is not defined in the file; 1 instance(s) use it (first: node 2:6 "
        "('Confetti')), so their component name is unknown.",
    ]


def test_real_library_file_imports_as_one_component_library_design() -> None:
    result = import_file(fixture_bytes(WIZARD), file_key="wizard")

    assert [(d.design_id, d.kind, d.name) for d in result.designs] == [
        ("42_wizard_0:1", "component_library", "Page 1")
    ]
    design = result.designs[0]
    assert result.warnings == []
    assert design.instances == []
    assert design.counts.components == 15
    assert [(c.type, c.name, c.component_set_name) for c in design.components[:6]] == [
        ("COMPONENT", "Loading Spinner", None),
        ("COMPONENT", "Loading Button", None),
        ("COMPONENT", "Card.Foo", None),
        ("COMPONENT_SET", "Header", None),
        ("COMPONENT", "Property 1=Default", "Header"),
        ("COMPONENT", "Property 1=Variant2", "Header"),
    ]


def test_real_library_sets_carry_their_variant_definitions() -> None:
    design = import_file(fixture_bytes(WIZARD)).designs[0]

    sets = [c for c in design.components if c.type == "COMPONENT_SET"]
    assert [s.name for s in sets] == [
        "Header",
        "Modal (FINAL)",
        "Primary Button",
        "Secondary Button",
    ]
    for component_set in sets:
        assert component_set.properties == [
            ComponentProperty(
                name="Property 1",
                type="VARIANT",
                default_value="Default",
                variant_options=["Default", "Variant2"],
            )
        ]
    spinner = design.components[0]
    assert spinner.key == "e480bb7752a4d67f979ca20418bd4b65003c86a4"


def test_top_level_components_beside_frames_form_a_library_design_where_they_stand() -> None:
    data = figma_file(
        page(
            "0:1",
            "Mixed",
            node("FRAME", "1:1", "Home"),
            node("COMPONENT", "2:1", "Chip"),
            node("FRAME", "1:2", "About"),
            node("COMPONENT_SET", "3:1", "Tag", node("COMPONENT", "3:2", "Tone=Red")),
        )
    )

    result = import_file(data)

    assert [(d.node_id, d.kind) for d in result.designs] == [
        ("1:1", "frame"),
        ("0:1", "component_library"),
        ("1:2", "frame"),
    ]
    assert [c.name for c in result.designs[1].components] == ["Chip", "Tag", "Tone=Red"]


def test_tree_is_compact_shows_instances_without_insides_and_is_bounded() -> None:
    design = shop_design("1:2")
    actions = design.tree.children[2]

    assert [(c.id, c.type, c.children) for c in actions.children] == [
        ("1:17", "INSTANCE", []),
        ("1:18", "INSTANCE", []),
    ]

    wide = figma_file(
        page(
            "0:1",
            "P",
            node(
                "FRAME",
                "1:1",
                "Wide",
                *[node("TEXT", f"2:{i}", characters="x") for i in range(3000)],
            ),
        )
    )
    tree = import_file(wide).designs[0].tree
    assert len(tree.children) == 1999
    assert tree.omitted_children == 1001


def test_inputs_as_bytes_text_and_parsed_json_give_the_same_designs() -> None:
    raw = fixture_bytes(SHOP)

    from_bytes = import_file(raw)

    assert import_file(raw.decode()) == from_bytes
    assert import_file(json.loads(raw)) == from_bytes
    assert import_file(raw) == from_bytes  # deterministic


def _button_with_icon_slot(icon_layer: dict[str, Any], shown: bool) -> dict[str, Any]:
    button = node(
        "INSTANCE",
        "1:2",
        "Save",
        icon_layer,
        componentId="10:1",
        componentProperties={
            "Icon left#1:1": {"type": "BOOLEAN", "value": shown},
            "Icon#1:2": {"type": "INSTANCE_SWAP", "value": "11:1"},
        },
    )
    return figma_file(page("0:1", "Page", node("FRAME", "1:1", "Screen", button)))


def test_a_swap_whose_layer_the_instance_hides_is_left_out() -> None:
    referenced = {"componentPropertyReferences": {"mainComponent": "Icon#1:2"}}
    for extra in (referenced, {}):  # by the reference, else by the swapped-in component
        for shown in (True, False):
            icon = node("INSTANCE", "I1:2;5:1", "Icon", componentId="11:1", **extra)
            if not shown:
                icon["visible"] = False
            raw = _button_with_icon_slot(icon, shown)

            button = import_file(raw).designs[0].instances[0]

            assert ("Icon" in button.instance_swaps) is shown
