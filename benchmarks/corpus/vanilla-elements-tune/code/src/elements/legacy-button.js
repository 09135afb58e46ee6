import { sheet, shadow } from "../lib/styles.js";

const styles = sheet(`
  :host { display: inline-block; }
  button { font: 14px/1 Georgia, serif; padding: 10px 18px; border: 1px solid #8a7f72;
    border-radius: 3px; background: linear-gradient(#fbfaf7, #ece8df); color: #3b342c; cursor: pointer; }
  button:hover { background: #e6e1d6; }
  :host([kind="primary"]) button { background: linear-gradient(#5b7f4f, #456b3a); color: #fff; border-color: #3a5a30; }
  :host([small]) button { padding: 6px 12px; font-size: 12px; }
`);

/**
 * The button of the 2019 catalogue theme, kept for the staff pages not yet migrated.
 *
 * @deprecated Use `<ui-button>` (`kind="primary"` → `variant="primary"`, `small` → `size="sm"`).
 * @attr {"default"|"primary"} kind
 * @attr {boolean} small
 * @slot - the label
 */
export class LegacyButton extends HTMLElement {
  static get observedAttributes() {
    return ["kind", "small"];
  }

  /** @returns {"default" | "primary"} */
  get kind() {
    return this.getAttribute("kind") ?? "default";
  }

  get small() {
    return this.hasAttribute("small");
  }

  connectedCallback() {
    shadow(this, styles, `<button type="button"><slot></slot></button>`);
  }
}

customElements.define("ui-legacy-button", LegacyButton);
