import { sheet, shadow } from "../lib/styles.js";

const styles = sheet(`
  :host { display: block; border-radius: 12px; background: #fff; border: 1px solid #e5e7eb; padding: 16px; }
  :host([padding="none"]) { padding: 0; }
  :host([padding="sm"]) { padding: 12px; }
  :host([padding="lg"]) { padding: 24px; }
  :host([variant="elevated"]) { border-color: transparent; box-shadow: 0 1px 3px rgb(0 0 0 / .08), 0 8px 24px rgb(0 0 0 / .06); }
  :host([variant="flat"]) { border-color: transparent; background: #f9fafb; }
  :host([interactive]) { cursor: pointer; transition: box-shadow 150ms, transform 150ms; }
  :host([interactive]:hover) { transform: translateY(-2px); box-shadow: 0 12px 28px rgb(0 0 0 / .1); }
  ::slotted(ui-card-header) { margin-block-end: 12px; }
`);

/**
 * A surface that groups related content. Put a `<ui-card-header>` first for a title row.
 *
 * @attr {"outlined"|"elevated"|"flat"} variant
 * @attr {"none"|"sm"|"md"|"lg"} padding
 * @attr {boolean} interactive - lifts on hover; the whole card is a link or button
 * @slot - the card's content
 */
export class UiCard extends HTMLElement {
  static observedAttributes = ["variant", "padding", "interactive"];

  /** @returns {"outlined" | "elevated" | "flat"} */
  get variant() {
    return this.getAttribute("variant") ?? "outlined";
  }
  /** @returns {"none" | "sm" | "md" | "lg"} */
  get padding() {
    return this.getAttribute("padding") ?? "md";
  }
  get interactive() {
    return this.hasAttribute("interactive");
  }

  connectedCallback() {
    shadow(this, styles, `<slot></slot>`);
  }
}

customElements.define("ui-card", UiCard);
