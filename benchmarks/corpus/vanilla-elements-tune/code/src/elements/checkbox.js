import { sheet, shadow } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: inline-flex; align-items: center; gap: 8px; font-size: 14px; cursor: pointer; }
  .box { display: grid; place-items: center; inline-size: 18px; block-size: 18px; border: 1.5px solid #9ca3af;
    border-radius: 4px; background: #fff; color: #fff; }
  :host(:hover) .box { border-color: var(--sw-brand, #1d4ed8); }
  :host([checked]) .box, :host([indeterminate]) .box { background: var(--sw-brand, #1d4ed8); border-color: var(--sw-brand, #1d4ed8); }
  .dash { display: none; inline-size: 8px; block-size: 2px; background: currentColor; }
  :host([indeterminate]) .dash { display: block; }
  :host([indeterminate]) ui-icon, :host(:not([checked])) ui-icon { display: none; }
  :host([disabled]) { opacity: .5; pointer-events: none; }
`);

/**
 * A checkbox with its label as the default slot.
 *
 * @attr {boolean} checked
 * @attr {boolean} indeterminate - "some selected"; wins over `checked` visually
 * @attr {boolean} disabled
 * @attr {string} name
 * @attr {string} value
 * @fires change
 * @slot - the label
 */
export class UiCheckbox extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ["checked", "indeterminate", "disabled", "name", "value"];

  #internals = this.attachInternals();

  get checked() {
    return this.hasAttribute("checked");
  }
  set checked(value) {
    this.toggleAttribute("checked", Boolean(value));
  }
  get indeterminate() {
    return this.hasAttribute("indeterminate");
  }
  set indeterminate(value) {
    this.toggleAttribute("indeterminate", Boolean(value));
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }
  /** @returns {string} */
  get value() {
    return this.getAttribute("value") ?? "on";
  }

  connectedCallback() {
    this.setAttribute("role", "checkbox");
    this.tabIndex = this.disabled ? -1 : 0;
    shadow(this, styles, `<span class="box" part="box"><ui-icon name="check" size="sm"></ui-icon><span class="dash"></span></span><slot></slot>`);
    this.addEventListener("click", this.#toggle);
    this.addEventListener("keydown", (event) => event.key === " " && (event.preventDefault(), this.#toggle()));
    this.#sync();
  }

  attributeChangedCallback() {
    this.#sync();
  }

  #toggle = () => {
    if (this.disabled) return;
    this.indeterminate = false;
    this.checked = !this.checked;
    this.dispatchEvent(new Event("change", { bubbles: true }));
  };

  #sync() {
    this.setAttribute("aria-checked", this.indeterminate ? "mixed" : String(this.checked));
    this.#internals.setFormValue(this.checked ? this.value : null);
  }
}

customElements.define("ui-checkbox", UiCheckbox);
