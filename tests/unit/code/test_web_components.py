"""Custom elements (vanilla and Lit) are components whose props are their attributes:
authored files, not taken from a library."""

from __future__ import annotations

from guinness.code import CodeImport, import_code_base
from tests.unit.code.archives import zip_with

VANILLA = b"""export type KitTabsVariant = "underline" | "pills";

/** Tabs that show one panel at a time. */
export class KitTabs extends HTMLElement {
  static observedAttributes = ["variant", "per-view", "disabled"];

  get variant(): KitTabsVariant {
    return (this.getAttribute("variant") as KitTabsVariant | null) ?? "underline";
  }

  get perView(): number {
    return Number(this.getAttribute("per-view") ?? 1);
  }

  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }
}

customElements.define("kit-tabs", KitTabs);

class NotAnElement {}
"""
LIT = b"""import { LitElement, html } from "lit";
import { customElement, property, state } from "lit/decorators.js";

@customElement("kit-chip")
export class KitChip extends LitElement {
  @property({ type: Boolean, reflect: true }) removable = false;
  @property() tone: "neutral" | "info" = "neutral";
  @property({ attribute: "max-width", type: Number }) maxWidth = 200;
  @state() private open = false;

  render() {
    return html`<span class="chip"><slot></slot></span>`;
  }
}
"""


def _imported() -> CodeImport:
    return import_code_base(
        zip_with({"elements/kit-tabs.ts": VANILLA, "elements/kit-chip.ts": LIT}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )


def _props(imported: CodeImport, name: str) -> list[tuple[str, str, list[str], object]]:
    source = next(doc for doc in imported.sources if doc.component_name == name)
    return [(prop.name, prop.kind, prop.values, prop.default) for prop in source.props]


def test_a_custom_element_class_is_a_component_with_its_observed_attributes() -> None:
    imported = _imported()
    tabs = next(doc for doc in imported.sources if doc.component_name == "KitTabs")

    assert (tabs.framework, tabs.kind, tabs.aliases) == ("web-component", "class", ["kit-tabs"])
    assert tabs.description == "Tabs that show one panel at a time."
    assert _props(imported, "KitTabs") == [
        ("variant", "string_union", ["underline", "pills"], "underline"),
        ("per-view", "number", [], 1),
        ("disabled", "boolean", [], None),
    ]
    assert "NotAnElement" not in {doc.component_name for doc in imported.sources}


def test_lit_properties_are_the_attributes_and_internal_state_is_not() -> None:
    imported = _imported()
    chip = next(doc for doc in imported.sources if doc.component_name == "KitChip")

    assert chip.aliases == ["kit-chip"]
    assert _props(imported, "KitChip") == [
        ("removable", "boolean", [], False),
        ("tone", "string_union", ["neutral", "info"], "neutral"),
        ("max-width", "number", [], 200),
    ]


def test_the_custom_elements_a_template_renders_are_linked_by_tag() -> None:
    pill = b"""export class KitPill extends HTMLElement {
  static observedAttributes = ["status"];
}
customElements.define("kit-pill", KitPill);
"""
    row = b"""import { LitElement, html } from "lit";
import "./kit-pill";

export class KitRow extends LitElement {
  render() {
    return html`<div><kit-pill status="ok"></kit-pill></div>`;
  }
}
customElements.define("kit-row", KitRow);
"""
    imported = import_code_base(
        zip_with({"elements/kit-pill.ts": pill, "elements/kit-row.ts": row}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )
    by_name = {doc.component_name: doc for doc in imported.sources}

    assert [(item.name, item.code_id) for item in by_name["KitRow"].imports] == [
        ("kit-pill", by_name["KitPill"].code_id)
    ]


PLAIN_JS = b"""/**
 * A meter.
 *
 * @attr {"sm"|"md"|"lg"} size - how tall
 * @attr {number} max
 * @attribute {boolean} striped
 * @attr [tone=info] - a colour
 */
export class KitMeter extends HTMLElement {
  static observedAttributes = ["size", "max", "striped", "tone", "label"];

  get size() {
    return this.getAttribute("size") ?? "md";
  }
}
customElements.define("kit-meter", KitMeter);

export class KitLegacyMeter extends HTMLElement {
  static get observedAttributes() {
    return ["value"];
  }
}

class KitStatic extends HTMLElement {
  static properties = { open: { type: Boolean } };
}
"""


def test_plain_javascript_elements_are_read_with_their_attr_tags() -> None:
    imported = import_code_base(
        zip_with({"elements/kit-meter.js": PLAIN_JS}),
        project_id=1,
        organization_id=1,
        archive_name="kit.zip",
    )
    names = {doc.component_name: doc for doc in imported.sources}

    assert {"KitMeter", "KitLegacyMeter"} <= set(names)
    assert names["KitMeter"].aliases == ["kit-meter"]
    # JSDoc's @attr / @attribute tags type an attribute no typed getter describes.
    assert _props(imported, "KitMeter") == [
        ("size", "string_union", ["sm", "md", "lg"], "md"),
        ("max", "number", [], None),
        ("striped", "boolean", [], None),
        ("tone", "string", [], "info"),
        ("label", "string", [], None),
    ]
    assert _props(imported, "KitLegacyMeter") == [("value", "string", [], None)]
