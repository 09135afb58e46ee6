import { sheet, shadow, escape } from "../lib/styles.js";
import "./badge.js";

const styles = sheet(`
  :host { display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 10px 14px;
    font: 500 14px/20px inherit; color: #4b5563; cursor: pointer; border-block-end: 2px solid transparent; margin-block-end: -1px; }
  :host(:hover) { color: #111827; }
  :host([selected]) { color: var(--sw-brand, #1d4ed8); border-block-end-color: currentColor; }
  :host-context(ui-tabs[variant="pills"]) { border: 0; border-radius: 8px; padding: 6px 12px; margin: 0; }
  :host-context(ui-tabs[variant="pills"]):host([selected]) { background: #fff; color: #111827; box-shadow: 0 1px 2px rgb(0 0 0 / .08); }
  :host([disabled]) { color: #d1d5db; pointer-events: none; }
`);

/**
 * One tab of `<ui-tabs>`; its label is the default slot. A `count` shows a small
 * neutral `<ui-badge>` after the label.
 *
 * @attr {boolean} selected
 * @attr {boolean} disabled
 * @attr {string} count - items behind the tab, shown as written
 * @slot - the label
 */
export class UiTab extends HTMLElement {
  static observedAttributes = ["selected", "disabled", "count"];

  get selected() {
    return this.hasAttribute("selected");
  }
  set selected(value) {
    this.toggleAttribute("selected", Boolean(value));
    this.setAttribute("aria-selected", String(Boolean(value)));
    this.tabIndex = value ? 0 : -1;
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }
  /** @returns {string} */
  get count() {
    return this.getAttribute("count") ?? "";
  }

  connectedCallback() {
    this.setAttribute("role", "tab");
    if (!this.slot) this.slot = "tab";
    this.#render();
  }

  attributeChangedCallback(name) {
    if (this.isConnected && name === "count") this.#render();
  }

  #render() {
    const badge = this.count ? `<ui-badge size="sm" part="count">${escape(this.count)}</ui-badge>` : "";
    shadow(this, styles, `<slot></slot>${badge}`);
  }
}

customElements.define("ui-tab", UiTab);
