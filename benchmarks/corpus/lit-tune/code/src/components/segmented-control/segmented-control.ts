import { LitElement, css, html } from "lit";
import { customElement, property, queryAssignedElements } from "lit/decorators.js";
import type { Segment } from "./segment.js";
import "./segment.js";

/**
 * A row of mutually exclusive `<bc-segment>` choices. Selection lives on
 * the segments (`selected`); the control keeps exactly one selected.
 *
 * @slot - `<bc-segment>` elements
 * @fires change - detail: the selected segment's value
 */
@customElement("bc-segmented-control")
export class SegmentedControl extends LitElement {
  static styles = css`
    :host {
      display: inline-flex;
      gap: 2px;
      padding: 3px;
      border-radius: 8px;
      background: #eef1f4;
    }
    :host([full-width]) { display: flex; }
    :host([full-width]) ::slotted(bc-segment) { flex: 1; }
    :host([size="sm"]) { padding: 2px; }
  `;

  @property({ reflect: true }) size: "sm" | "md" = "md";

  @property({ type: Boolean, reflect: true, attribute: "full-width" }) fullWidth = false;

  @queryAssignedElements({ selector: "bc-segment" }) private segments!: Segment[];

  private select(event: Event) {
    const picked = (event.target as HTMLElement).closest("bc-segment");
    if (!picked || picked.disabled) return;
    for (const segment of this.segments) segment.selected = segment === picked;
    this.dispatchEvent(new CustomEvent("change", { detail: picked.value, bubbles: true }));
  }

  render() {
    return html`<div role="radiogroup" @click=${this.select}><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-segmented-control": SegmentedControl;
  }
}
