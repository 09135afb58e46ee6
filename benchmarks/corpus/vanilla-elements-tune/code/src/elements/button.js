import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: inline-flex; }
  :host([full-width]) { display: flex; }
  button {
    all: unset; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
    inline-size: 100%; block-size: 40px; padding: 0 16px; border-radius: 8px;
    font: 600 14px/20px inherit; cursor: pointer; border: 1px solid transparent;
    background: var(--sw-brand, #1d4ed8); color: #fff;
    transition: background-color 120ms ease, box-shadow 120ms ease;
  }
  :host([size="sm"]) button { block-size: 32px; padding: 0 12px; font-size: 13px; gap: 6px; }
  :host([size="lg"]) button { block-size: 48px; padding: 0 24px; font-size: 16px; }
  button:hover { background: var(--sw-brand-hover, #1e40af); }
  button:active { background: var(--sw-brand-pressed, #1e3a8a); }
  :host([variant="secondary"]) button { background: #fff; color: #1f2937; border-color: #d1d5db; }
  :host([variant="secondary"]) button:hover { background: #f3f4f6; }
  :host([variant="secondary"]) button:active { background: #e5e7eb; }
  :host([variant="ghost"]) button { background: transparent; color: var(--sw-brand, #1d4ed8); }
  :host([variant="ghost"]) button:hover { background: #eff6ff; }
  :host([variant="ghost"]) button:active { background: #dbeafe; }
  :host([variant="danger"]) button { background: #dc2626; }
  :host([variant="danger"]) button:hover { background: #b91c1c; }
  :host([variant="danger"]) button:active { background: #991b1b; }
  :host([disabled]) button, :host([loading]) button { opacity: .5; pointer-events: none; }
  :host([icon-position="end"]) ui-icon { order: 1; }
  .spinner { inline-size: 16px; block-size: 16px; border: 2px solid currentColor;
    border-inline-end-color: transparent; border-radius: 50%; animation: spin .8s linear infinite; }
  @keyframes spin { to { transform: rotate(360deg); } }
`);

/**
 * The product's button. The label is the default slot; an icon is given by name.
 *
 * ```html
 * <ui-button variant="secondary" size="sm" icon="bookmark">Place hold</ui-button>
 * ```
 *
 * @attr {"primary"|"secondary"|"ghost"|"danger"} variant - visual weight
 * @attr {"sm"|"md"|"lg"} size - 32, 40 or 48 px high
 * @attr {string} icon - leading icon name (see `<ui-icon>`)
 * @attr {"start"|"end"} icon-position - which side the icon sits on
 * @attr {boolean} disabled
 * @attr {boolean} loading - shows a spinner and blocks clicks
 * @attr {boolean} full-width - stretches to its container
 * @attr {"button"|"submit"|"reset"} type - forwarded to the inner button
 * @slot - the label
 */
export class UiButton extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = [
    "variant",
    "size",
    "icon",
    "icon-position",
    "disabled",
    "loading",
    "full-width",
    "type",
  ];

  #internals = this.attachInternals();

  /** @returns {"primary" | "secondary" | "ghost" | "danger"} */
  get variant() {
    return this.getAttribute("variant") ?? "primary";
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

  /** @returns {string} */
  get icon() {
    return this.getAttribute("icon") ?? "";
  }
  set icon(value) {
    this.setAttribute("icon", value);
  }

  /** @returns {"start" | "end"} */
  get iconPosition() {
    return this.getAttribute("icon-position") ?? "start";
  }
  set iconPosition(value) {
    this.setAttribute("icon-position", value);
  }

  get disabled() {
    return this.hasAttribute("disabled");
  }
  set disabled(value) {
    this.toggleAttribute("disabled", Boolean(value));
  }

  get loading() {
    return this.hasAttribute("loading");
  }
  set loading(value) {
    this.toggleAttribute("loading", Boolean(value));
  }

  get fullWidth() {
    return this.hasAttribute("full-width");
  }
  set fullWidth(value) {
    this.toggleAttribute("full-width", Boolean(value));
  }

  /** @returns {"button" | "submit" | "reset"} */
  get type() {
    return this.getAttribute("type") ?? "button";
  }
  set type(value) {
    this.setAttribute("type", value);
  }

  connectedCallback() {
    this.#render();
    this.addEventListener("click", this.#onClick);
  }

  disconnectedCallback() {
    this.removeEventListener("click", this.#onClick);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #onClick = () => {
    if (this.disabled || this.loading) return;
    if (this.type === "submit") this.#internals.form?.requestSubmit();
    if (this.type === "reset") this.#internals.form?.reset();
  };

  #render() {
    const busy = this.loading ? `<span class="spinner" part="spinner"></span>` : "";
    const icon = this.icon && !this.loading ? `<ui-icon name="${escape(this.icon)}" size="${this.size === "lg" ? "md" : "sm"}"></ui-icon>` : "";
    shadow(
      this,
      styles,
      `<button part="button" type="${this.type}">${busy}${icon}<slot></slot></button>`,
    );
    this.shadowRoot.querySelector("button").disabled = this.disabled;
  }
}

customElements.define("ui-button", UiButton);
