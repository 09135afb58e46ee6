import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";
import "./select-option.js";

const styles = sheet(`
  :host { display: inline-grid; gap: 6px; position: relative; font-size: 14px; min-inline-size: 200px; }
  .label { font-weight: 500; }
  .trigger { all: unset; display: flex; align-items: center; justify-content: space-between; gap: 8px;
    block-size: 40px; padding: 0 12px; border: 1px solid #d1d5db; border-radius: 8px; background: #fff; cursor: pointer; }
  :host([size="sm"]) .trigger { block-size: 32px; }
  .trigger:hover { border-color: #9ca3af; }
  .trigger:focus-visible { border-color: var(--sw-brand, #1d4ed8); box-shadow: 0 0 0 3px #bfdbfe; }
  .placeholder { color: #9ca3af; }
  .menu { position: absolute; inset-block-start: 100%; inset-inline: 0; margin-block-start: 4px; padding: 4px;
    border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; box-shadow: 0 8px 24px rgb(0 0 0 / .12);
    display: none; z-index: 20; }
  :host([open]) .menu { display: grid; }
  :host([open]) ui-icon { transform: rotate(180deg); }
  :host([disabled]) .trigger { background: #f3f4f6; color: #9ca3af; pointer-events: none; }
`);

/**
 * A custom listbox select, styled like the rest of the app. Options are
 * `<ui-select-option>` children; an option's value defaults to its text.
 * For long lists or mobile forms prefer `<ui-native-select>`.
 *
 * ```html
 * <ui-select label="Sort by" value="Relevance">
 *   <ui-select-option>Relevance</ui-select-option>
 *   <ui-select-option>Newest</ui-select-option>
 * </ui-select>
 * ```
 *
 * @attr {string} label
 * @attr {string} placeholder - shown while no option is selected
 * @attr {string} value - the selected option's value
 * @attr {"sm"|"md"} size
 * @attr {boolean} open - the menu is showing
 * @attr {boolean} disabled
 * @fires change
 * @slot - `<ui-select-option>` elements
 */
export class UiSelect extends HTMLElement {
  static observedAttributes = ["label", "placeholder", "value", "size", "open", "disabled"];

  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "";
  }
  /** @returns {string} */
  get placeholder() {
    return this.getAttribute("placeholder") ?? "Select…";
  }
  /** @returns {string} */
  get value() {
    return this.getAttribute("value") ?? "";
  }
  set value(next) {
    this.setAttribute("value", next);
  }
  /** @returns {"sm" | "md"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  get open() {
    return this.hasAttribute("open");
  }
  set open(value) {
    this.toggleAttribute("open", Boolean(value));
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }

  /** @returns {import("./select-option.js").UiSelectOption[]} */
  get options() {
    return [...this.querySelectorAll("ui-select-option")];
  }

  connectedCallback() {
    this.#render();
    this.addEventListener("ui-option-select", this.#onSelect);
  }

  attributeChangedCallback(name) {
    if (this.isConnected && name !== "open") this.#render();
  }

  #onSelect = (event) => {
    this.value = event.detail.value;
    this.open = false;
    this.dispatchEvent(new Event("change", { bubbles: true }));
  };

  #render() {
    const current = this.options.find((option) => option.value === this.value);
    for (const option of this.options) option.selected = option === current;
    const shown = current
      ? escape(current.textContent.trim())
      : `<span class="placeholder">${escape(this.placeholder)}</span>`;
    const root = shadow(
      this,
      styles,
      `<span class="label" id="label">${escape(this.label)}</span>
       <button class="trigger" part="trigger" aria-haspopup="listbox" aria-labelledby="label">${shown}
         <ui-icon name="chevron-right" size="sm" style="rotate: 90deg"></ui-icon></button>
       <div class="menu" role="listbox" part="menu"><slot></slot></div>`,
    );
    root.querySelector(".trigger").addEventListener("click", () => (this.open = !this.open));
  }
}

customElements.define("ui-select", UiSelect);
