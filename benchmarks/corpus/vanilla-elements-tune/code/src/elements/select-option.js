import { sheet, shadow } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: flex; align-items: center; gap: 8px; padding: 8px 10px; border-radius: 6px; cursor: pointer; font-size: 14px; }
  :host(:hover) { background: #f3f4f6; }
  :host([selected]) { font-weight: 600; color: var(--sw-brand, #1d4ed8); }
  :host([disabled]) { color: #9ca3af; pointer-events: none; }
  ui-icon { margin-inline-start: auto; visibility: hidden; }
  :host([selected]) ui-icon { visibility: visible; }
`);

/**
 * One option of `<ui-select>`. Its value defaults to its text.
 *
 * @attr {string} value
 * @attr {boolean} selected - set by the parent select
 * @attr {boolean} disabled
 * @fires ui-option-select - detail: `{ value }`
 * @slot - the option's label
 */
export class UiSelectOption extends HTMLElement {
  static observedAttributes = ["value", "selected", "disabled"];

  /** @returns {string} */
  get value() {
    return this.getAttribute("value") ?? this.textContent.trim();
  }
  get selected() {
    return this.hasAttribute("selected");
  }
  set selected(value) {
    this.toggleAttribute("selected", Boolean(value));
    this.setAttribute("aria-selected", String(Boolean(value)));
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }

  connectedCallback() {
    this.setAttribute("role", "option");
    shadow(this, styles, `<slot></slot><ui-icon name="check" size="sm"></ui-icon>`);
    this.addEventListener("click", () => {
      if (this.disabled) return;
      this.dispatchEvent(new CustomEvent("ui-option-select", { detail: { value: this.value }, bubbles: true }));
    });
  }
}

customElements.define("ui-select-option", UiSelectOption);
