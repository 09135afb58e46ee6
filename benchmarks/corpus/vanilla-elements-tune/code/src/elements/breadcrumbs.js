import { sheet, shadow } from "../lib/styles.js";
import "./breadcrumb-item.js";

const styles = sheet(`
  :host { display: block; font-size: 13px; }
  ol { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0; padding: 0; list-style: none; }
`);

/**
 * The trail of pages above the current one. Children are `<ui-breadcrumb-item>`s;
 * the last one should be `current`.
 *
 * @attr {string} label - the nav landmark's name
 * @slot - the `<ui-breadcrumb-item>` elements
 */
export class UiBreadcrumbs extends HTMLElement {
  static observedAttributes = ["label"];

  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "Breadcrumb";
  }

  connectedCallback() {
    const root = shadow(this, styles, `<nav><ol><slot></slot></ol></nav>`);
    root.querySelector("nav").setAttribute("aria-label", this.label);
  }
}

customElements.define("ui-breadcrumbs", UiBreadcrumbs);
