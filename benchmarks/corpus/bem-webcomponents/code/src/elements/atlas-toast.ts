/**
 * <atlas-toast variant="success" icon="check" dismissible>You're subscribed.</atlas-toast>
 *
 * A transient message pinned to the bottom of the viewport; hides itself after
 * `duration` milliseconds (0 keeps it). For a message in the page flow use .c-alert.
 */

export type AtlasToastVariant = "info" | "success" | "error";

const DEFAULT_ICONS: Record<AtlasToastVariant, string> = {
  info: "info",
  success: "check",
  error: "close",
};

const template = document.createElement("template");
template.innerHTML = `
  <style>
    :host { position: fixed; bottom: 1.5rem; left: 50%; z-index: 100; transform: translateX(-50%);
            display: flex; align-items: center; gap: .75rem; max-width: min(100vw - 2rem, 30rem);
            padding: .75rem 1rem; border-radius: 6px; background: var(--atlas-color-ink, #14171c); color: #fff;
            font: .9375rem/1.4 var(--atlas-font-sans); box-shadow: 0 8px 24px rgba(0,0,0,.2); }
    :host([hidden]) { display: none; }
    :host([variant="success"]) [part="icon"] { color: #6fd39a; }
    :host([variant="error"]) [part="icon"] { color: #ff8a80; }
    [part="close"] { display: none; margin-left: auto; border: 0; background: none; color: inherit; cursor: pointer; }
    :host([dismissible]) [part="close"] { display: inline-flex; }
  </style>
  <atlas-icon part="icon"></atlas-icon>
  <span part="message" role="status"><slot></slot></span>
  <button part="close" type="button" aria-label="Dismiss"><atlas-icon name="close" size="sm"></atlas-icon></button>
`;

export class AtlasToast extends HTMLElement {
  static observedAttributes = ["variant", "icon", "dismissible", "duration"];

  #timer: number | undefined;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.appendChild(template.content.cloneNode(true));
    root.querySelector('[part="close"]')!.addEventListener("click", () => this.dismiss());
  }

  get variant(): AtlasToastVariant {
    return (this.getAttribute("variant") as AtlasToastVariant | null) ?? "info";
  }

  set variant(value: AtlasToastVariant) {
    this.setAttribute("variant", value);
  }

  /** Icon name; defaults to the variant's icon. */
  get icon(): string {
    return this.getAttribute("icon") ?? DEFAULT_ICONS[this.variant];
  }

  set icon(value: string) {
    this.setAttribute("icon", value);
  }

  get dismissible(): boolean {
    return this.hasAttribute("dismissible");
  }

  set dismissible(value: boolean) {
    this.toggleAttribute("dismissible", value);
  }

  /** Milliseconds before the toast hides itself; "5000" by default, "0" to keep it. */
  get duration(): number {
    return Number(this.getAttribute("duration") ?? 5000);
  }

  connectedCallback(): void {
    this.#render();
    this.#schedule();
  }

  disconnectedCallback(): void {
    window.clearTimeout(this.#timer);
  }

  attributeChangedCallback(name: string): void {
    this.#render();
    if (name === "duration") this.#schedule();
  }

  dismiss(): void {
    this.hidden = true;
    this.dispatchEvent(new CustomEvent("atlas-dismiss", { bubbles: true }));
  }

  #render(): void {
    this.shadowRoot!.querySelector('[part="icon"]')!.setAttribute("name", this.icon);
  }

  #schedule(): void {
    window.clearTimeout(this.#timer);
    if (this.duration > 0) this.#timer = window.setTimeout(() => this.dismiss(), this.duration);
  }
}

customElements.define("atlas-toast", AtlasToast);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-toast": AtlasToast;
  }
}
