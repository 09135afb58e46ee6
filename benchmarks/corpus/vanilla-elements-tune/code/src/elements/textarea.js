import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { display: grid; gap: 6px; font-size: 14px; }
  label { font-weight: 500; }
  textarea { font: inherit; padding: 8px 12px; border: 1px solid #d1d5db; border-radius: 8px; resize: vertical; }
  textarea:focus { border-color: var(--sw-brand, #1d4ed8); outline: none; box-shadow: 0 0 0 3px #bfdbfe; }
  .count { justify-self: end; font-size: 12px; color: #6b7280; }
`);

/**
 * A labelled multi-line text field with an optional character counter.
 *
 * @attr {string} label
 * @attr {string} placeholder
 * @attr {number} rows
 * @attr {number} maxlength - shows "n / max" under the field
 * @attr {boolean} disabled
 */
export class UiTextarea extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ["label", "placeholder", "rows", "maxlength", "disabled"];

  #internals = this.attachInternals();

  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "";
  }
  /** @returns {string} */
  get placeholder() {
    return this.getAttribute("placeholder") ?? "";
  }
  /** @returns {number} */
  get rows() {
    return Number(this.getAttribute("rows") ?? 3);
  }
  /** @returns {number} */
  get maxlength() {
    return Number(this.getAttribute("maxlength") ?? 0);
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }

  connectedCallback() {
    const counter = this.maxlength ? `<span class="count">0 / ${this.maxlength}</span>` : "";
    const root = shadow(
      this,
      styles,
      `<label for="area">${escape(this.label)}</label>
       <textarea id="area" rows="${this.rows}" placeholder="${escape(this.placeholder)}"></textarea>${counter}`,
    );
    const area = root.querySelector("textarea");
    area.disabled = this.disabled;
    if (this.maxlength) area.maxLength = this.maxlength;
    area.addEventListener("input", () => {
      this.#internals.setFormValue(area.value);
      const count = root.querySelector(".count");
      if (count) count.textContent = `${area.value.length} / ${this.maxlength}`;
    });
  }
}

customElements.define("ui-textarea", UiTextarea);
