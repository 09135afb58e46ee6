import { sheet, shadow } from "../lib/styles.js";
import "./tab.js";
import "./tab-panel.js";

const styles = sheet(`
  :host { display: block; }
  .list { display: flex; gap: 4px; border-block-end: 1px solid #e5e7eb; }
  :host([variant="pills"]) .list { border: 0; gap: 8px; padding: 4px; background: #f3f4f6; border-radius: 10px; inline-size: max-content; }
  :host([full-width]) .list { inline-size: auto; }
  :host([full-width]) ::slotted(ui-tab) { flex: 1; }
`);

/**
 * Tabs: `<ui-tab>` children in the `tab` slot, `<ui-tab-panel>` children in the default
 * slot, paired by order. The selected tab is the one with `selected` (the first if none).
 *
 * ```html
 * <ui-tabs variant="pills">
 *   <ui-tab slot="tab" selected count="3">Loans</ui-tab>
 *   <ui-tab slot="tab">Holds</ui-tab>
 *   <ui-tab-panel>…</ui-tab-panel>
 *   <ui-tab-panel>…</ui-tab-panel>
 * </ui-tabs>
 * ```
 *
 * @attr {"underline"|"pills"} variant
 * @attr {boolean} full-width - tabs share the whole width
 * @fires ui-tab-change - detail: `{ index }`
 * @slot tab - the `<ui-tab>` elements
 * @slot - the `<ui-tab-panel>` elements
 */
export class UiTabs extends HTMLElement {
  static observedAttributes = ["variant", "full-width"];

  /** @returns {"underline" | "pills"} */
  get variant() {
    return this.getAttribute("variant") ?? "underline";
  }
  set variant(value) {
    this.setAttribute("variant", value);
  }
  get fullWidth() {
    return this.hasAttribute("full-width");
  }

  get tabs() {
    return [...this.querySelectorAll(":scope > ui-tab")];
  }
  get panels() {
    return [...this.querySelectorAll(":scope > ui-tab-panel")];
  }

  connectedCallback() {
    const root = shadow(this, styles, `<div class="list" role="tablist" part="list"><slot name="tab"></slot></div><slot></slot>`);
    root.querySelector("slot[name=tab]").addEventListener("slotchange", () => this.#sync());
    this.addEventListener("click", (event) => {
      const tab = event.target.closest?.("ui-tab");
      if (tab && !tab.disabled) this.select(this.tabs.indexOf(tab));
    });
    this.#sync();
  }

  /** @param {number} index */
  select(index) {
    this.tabs.forEach((tab, i) => (tab.selected = i === index));
    this.#sync();
    this.dispatchEvent(new CustomEvent("ui-tab-change", { detail: { index }, bubbles: true }));
  }

  #sync() {
    const selected = Math.max(0, this.tabs.findIndex((tab) => tab.selected));
    this.tabs.forEach((tab, i) => (tab.selected = i === selected));
    this.panels.forEach((panel, i) => (panel.hidden = i !== selected));
  }
}

customElements.define("ui-tabs", UiTabs);
