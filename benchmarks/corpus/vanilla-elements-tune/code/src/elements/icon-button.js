import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: inline-flex; }
  button {
    all: unset; display: grid; place-items: center; inline-size: 40px; block-size: 40px;
    border-radius: 8px; color: #374151; cursor: pointer; border: 1px solid transparent;
  }
  :host([size="sm"]) button { inline-size: 32px; block-size: 32px; }
  :host([size="lg"]) button { inline-size: 48px; block-size: 48px; }
  button:hover { background: #f3f4f6; }
  button:active { background: #e5e7eb; }
  :host([variant="outline"]) button { border-color: #d1d5db; background: #fff; }
  :host([variant="solid"]) button { background: var(--sw-brand, #1d4ed8); color: #fff; }
  :host([pressed]) button { color: var(--sw-brand, #1d4ed8); background: #eff6ff; }
  :host([disabled]) button { opacity: .5; pointer-events: none; }
`);

/**
 * A square button showing only an icon; `label` is its accessible name.
 * For a button with a text label use `<ui-button icon="…">`.
 *
 * @attr {string} icon - icon name (see `<ui-icon>`)
 * @attr {string} label - accessible name, also the tooltip
 * @attr {"ghost"|"outline"|"solid"} variant
 * @attr {"sm"|"md"|"lg"} size - 32, 40 or 48 px square
 * @attr {boolean} pressed - a toggle that is on (bookmark, favourite)
 * @attr {boolean} disabled
 * @fires ui-press - when clicked and not disabled
 */
export class UiIconButton extends HTMLElement {
  static observedAttributes = ["icon", "label", "variant", "size", "pressed", "disabled"];

  /** @returns {string} */
  get icon() {
    return this.getAttribute("icon") ?? "more-horizontal";
  }
  set icon(value) {
    this.setAttribute("icon", value);
  }

  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "";
  }
  set label(value) {
    this.setAttribute("label", value);
  }

  /** @returns {"ghost" | "outline" | "solid"} */
  get variant() {
    return this.getAttribute("variant") ?? "ghost";
  }
  set variant(value) {
    this.setAttribute("variant", value);
  }

  /** @returns {"sm" | "md" | "lg"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  set size(value) {
    this.setAttribute("size", value);
  }

  get pressed() {
    return this.hasAttribute("pressed");
  }
  set pressed(value) {
    this.toggleAttribute("pressed", Boolean(value));
  }

  get disabled() {
    return this.hasAttribute("disabled");
  }
  set disabled(value) {
    this.toggleAttribute("disabled", Boolean(value));
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const root = shadow(
      this,
      styles,
      `<button part="button" type="button" aria-label="${escape(this.label)}" title="${escape(this.label)}"
        aria-pressed="${this.pressed}"><ui-icon name="${escape(this.icon)}" size="${this.size === "sm" ? "sm" : "md"}"></ui-icon></button>`,
    );
    const button = root.querySelector("button");
    button.disabled = this.disabled;
    button.addEventListener("click", () => {
      if (!this.disabled) this.dispatchEvent(new CustomEvent("ui-press", { bubbles: true, composed: true }));
    });
  }
}

customElements.define("ui-icon-button", UiIconButton);
