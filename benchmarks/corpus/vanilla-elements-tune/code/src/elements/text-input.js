import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: grid; gap: 6px; font-size: 14px; color: #111827; }
  label { font-weight: 500; }
  .field { display: flex; align-items: center; gap: 8px; block-size: 40px; padding: 0 12px;
    border: 1px solid #d1d5db; border-radius: 8px; background: #fff; }
  .field:focus-within { border-color: var(--sw-brand, #1d4ed8); box-shadow: 0 0 0 3px #bfdbfe; }
  input { all: unset; flex: 1; min-inline-size: 0; }
  input::placeholder { color: #9ca3af; }
  ui-icon { color: #6b7280; }
  .helper { font-size: 12px; color: #6b7280; }
  :host([invalid]) .field { border-color: #dc2626; }
  :host([invalid]) .helper { color: #dc2626; }
  :host([disabled]) .field { background: #f3f4f6; color: #9ca3af; }
`);

/**
 * A labelled single-line text field.
 *
 * @attr {string} label
 * @attr {string} placeholder
 * @attr {string} value
 * @attr {"text"|"email"|"password"|"tel"|"number"} type
 * @attr {string} helper-text - hint under the field; red when `invalid`
 * @attr {string} icon - leading icon name
 * @attr {boolean} invalid
 * @attr {boolean} disabled
 * @attr {boolean} required
 * @fires input
 * @fires change
 */
export class UiTextInput extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = [
    "label",
    "placeholder",
    "value",
    "type",
    "helper-text",
    "icon",
    "invalid",
    "disabled",
    "required",
  ];

  #internals = this.attachInternals();

  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "";
  }
  /** @returns {string} */
  get placeholder() {
    return this.getAttribute("placeholder") ?? "";
  }
  /** @returns {string} */
  get value() {
    return this.getAttribute("value") ?? "";
  }
  set value(next) {
    this.setAttribute("value", next);
    this.#internals.setFormValue(next);
  }
  /** @returns {"text" | "email" | "password" | "tel" | "number"} */
  get type() {
    return this.getAttribute("type") ?? "text";
  }
  /** @returns {string} */
  get helperText() {
    return this.getAttribute("helper-text") ?? "";
  }
  /** @returns {string} */
  get icon() {
    return this.getAttribute("icon") ?? "";
  }
  get invalid() {
    return this.hasAttribute("invalid");
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }
  get required() {
    return this.hasAttribute("required");
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback(name) {
    if (!this.isConnected) return;
    if (name === "value") {
      const input = this.shadowRoot?.querySelector("input");
      if (input && input.value !== this.value) input.value = this.value;
      return;
    }
    this.#render();
  }

  #render() {
    const icon = this.icon ? `<ui-icon name="${escape(this.icon)}" size="sm"></ui-icon>` : "";
    const helper = this.helperText ? `<span class="helper" id="help">${escape(this.helperText)}</span>` : "";
    const root = shadow(
      this,
      styles,
      `<label for="input">${escape(this.label)}</label>
       <div class="field" part="field">${icon}
         <input id="input" type="${this.type}" placeholder="${escape(this.placeholder)}"
           value="${escape(this.value)}" aria-invalid="${this.invalid}" aria-describedby="help">
       </div>${helper}`,
    );
    const input = root.querySelector("input");
    input.disabled = this.disabled;
    input.required = this.required;
    input.addEventListener("input", () => this.#internals.setFormValue(input.value));
  }
}

customElements.define("ui-text-input", UiTextInput);
