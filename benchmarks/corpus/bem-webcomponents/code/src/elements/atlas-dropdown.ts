/**
 * <atlas-dropdown label="Sections" icon="chevron-down">
 *   <a href="/world">World</a>
 *   <a href="/politics">Politics</a>
 * </atlas-dropdown>
 *
 * A disclosure menu: a trigger button and a popover list of links.
 * The trigger sets aria-expanded="true" while the menu is open.
 */

export type AtlasDropdownAlign = "start" | "end";

const template = document.createElement("template");
template.innerHTML = `
  <style>
    :host { position: relative; display: inline-block; }
    button { display: inline-flex; align-items: center; gap: .25rem; padding: .5rem .25rem; border: 0;
             background: none; font: 600 .875rem var(--atlas-font-sans); color: inherit; cursor: pointer; }
    button:hover { color: var(--atlas-color-brand, #b3141d); }
    button[aria-expanded="true"] atlas-icon { transform: rotate(180deg); }
    [part="menu"] { position: absolute; top: 100%; left: 0; z-index: 20; display: none; min-width: 12rem;
                    padding: .5rem 0; background: #fff; box-shadow: 0 8px 24px rgba(0,0,0,.14); }
    :host([align="end"]) [part="menu"] { left: auto; right: 0; }
    :host([open]) [part="menu"] { display: grid; }
    ::slotted(a) { padding: .5rem 1rem; color: inherit; text-decoration: none; }
    ::slotted(a:hover) { background: var(--atlas-color-paper-alt, #f5f3ee); }
  </style>
  <button part="trigger" type="button" aria-haspopup="true" aria-expanded="false">
    <span part="label"></span><atlas-icon size="sm"></atlas-icon>
  </button>
  <div part="menu" role="menu"><slot></slot></div>
`;

export class AtlasDropdown extends HTMLElement {
  static observedAttributes = ["label", "icon", "open", "align"];

  #trigger: HTMLButtonElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.appendChild(template.content.cloneNode(true));
    this.#trigger = root.querySelector("button")!;
    this.#trigger.addEventListener("click", () => this.toggle());
  }

  get open(): boolean {
    return this.hasAttribute("open");
  }

  set open(value: boolean) {
    this.toggleAttribute("open", value);
  }

  get label(): string {
    return this.getAttribute("label") ?? "";
  }

  set label(value: string) {
    this.setAttribute("label", value);
  }

  /** Trigger icon name (see <atlas-icon>); "chevron-down" by default. */
  get icon(): string {
    return this.getAttribute("icon") ?? "chevron-down";
  }

  set icon(value: string) {
    this.setAttribute("icon", value);
  }

  connectedCallback(): void {
    this.#render();
    document.addEventListener("click", this.#onOutsideClick);
    this.addEventListener("keydown", this.#onKeydown);
  }

  disconnectedCallback(): void {
    document.removeEventListener("click", this.#onOutsideClick);
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  toggle(force?: boolean): void {
    this.open = force ?? !this.open;
    this.dispatchEvent(new CustomEvent("atlas-toggle", { detail: { open: this.open }, bubbles: true }));
  }

  #render(): void {
    this.shadowRoot!.querySelector('[part="label"]')!.textContent = this.label;
    this.shadowRoot!.querySelector("atlas-icon")!.setAttribute("name", this.icon);
    this.#trigger.setAttribute("aria-expanded", String(this.open));
  }

  #onOutsideClick = (event: MouseEvent): void => {
    if (this.open && !event.composedPath().includes(this)) this.toggle(false);
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key === "Escape" && this.open) {
      this.toggle(false);
      this.#trigger.focus();
    }
  };
}

customElements.define("atlas-dropdown", AtlasDropdown);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-dropdown": AtlasDropdown;
  }
}
