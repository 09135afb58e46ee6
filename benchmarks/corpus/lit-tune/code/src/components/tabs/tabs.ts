import { LitElement, css, html } from "lit";
import { customElement, property, queryAssignedElements } from "lit/decorators.js";
import type { Tab } from "./tab.js";
import "./tab.js";

/**
 * A tab strip of `<bc-tab>` children. Panels are the app's business: listen
 * for `change` and show the panel of `detail`.
 *
 * @slot - `<bc-tab>` elements
 * @fires change - detail: the selected tab's value
 */
@customElement("bc-tabs")
export class Tabs extends LitElement {
  static styles = css`
    :host { display: flex; gap: 4px; }
    :host([variant="line"]) { border-bottom: 1px solid #d0d7de; }
    :host([variant="contained"]) { padding: 4px; border-radius: 8px; background: #eef1f4; }
  `;

  @property({ reflect: true }) variant: "line" | "contained" = "line";

  @queryAssignedElements({ selector: "bc-tab" }) private tabs!: Tab[];

  private select(event: Event) {
    const picked = (event.target as HTMLElement).closest("bc-tab");
    if (!picked || picked.disabled) return;
    for (const tab of this.tabs) tab.selected = tab === picked;
    this.dispatchEvent(new CustomEvent("change", { detail: picked.value, bubbles: true }));
  }

  render() {
    return html`<div role="tablist" @click=${this.select}><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-tabs": Tabs;
  }
}
