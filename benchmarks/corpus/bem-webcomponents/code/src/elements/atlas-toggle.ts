/**
 * <atlas-toggle label="Daily briefing" name="lists" value="daily" checked></atlas-toggle>
 *
 * An on/off switch (role="switch") that takes part in forms.
 */

const template = document.createElement("template");
template.innerHTML = `
  <style>
    :host { display: inline-flex; align-items: center; gap: .75rem; font: .9375rem var(--atlas-font-sans); cursor: pointer; }
    [part="track"] { position: relative; width: 2.5rem; height: 1.5rem; border-radius: 999px; background: #b9bec8; transition: background .12s; }
    [part="thumb"] { position: absolute; top: 2px; left: 2px; width: 1.25rem; height: 1.25rem; border-radius: 50%; background: #fff; transition: transform .12s; }
    :host([checked]) [part="track"] { background: var(--atlas-color-success, #1f7a45); }
    :host([checked]) [part="thumb"] { transform: translateX(1rem); }
    :host(:hover) [part="track"] { filter: brightness(.95); }
    :host(:focus-visible) [part="track"] { outline: 2px solid var(--atlas-color-focus, #2f6fde); outline-offset: 2px; }
    :host([disabled]) { opacity: .45; cursor: not-allowed; }
  </style>
  <span part="track"><span part="thumb"></span></span>
  <span part="label"></span>
`;

export class AtlasToggle extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ["checked", "disabled", "label"];

  #internals: ElementInternals;

  constructor() {
    super();
    this.attachShadow({ mode: "open" }).appendChild(template.content.cloneNode(true));
    this.#internals = this.attachInternals();
    this.addEventListener("click", this.#toggle);
    this.addEventListener("keydown", (event) => {
      if (event.key === " " || event.key === "Enter") {
        event.preventDefault();
        this.#toggle();
      }
    });
  }

  get checked(): boolean {
    return this.hasAttribute("checked");
  }

  set checked(value: boolean) {
    this.toggleAttribute("checked", value);
  }

  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }

  set disabled(value: boolean) {
    this.toggleAttribute("disabled", value);
  }

  get value(): string {
    return this.getAttribute("value") ?? "on";
  }

  connectedCallback(): void {
    this.setAttribute("role", "switch");
    this.#sync();
  }

  attributeChangedCallback(): void {
    this.#sync();
  }

  #toggle = (): void => {
    if (this.disabled) return;
    this.checked = !this.checked;
    this.dispatchEvent(new Event("change", { bubbles: true }));
  };

  #sync(): void {
    this.shadowRoot!.querySelector('[part="label"]')!.textContent = this.getAttribute("label");
    this.setAttribute("aria-checked", String(this.checked));
    this.setAttribute("aria-disabled", String(this.disabled));
    this.tabIndex = this.disabled ? -1 : 0;
    this.#internals.setFormValue(this.checked ? this.value : null);
  }
}

customElements.define("atlas-toggle", AtlasToggle);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-toggle": AtlasToggle;
  }
}
