/**
 * <atlas-tabs variant="underline">
 *   <atlas-tab selected>Latest</atlas-tab>
 *   <atlas-tab>Most read</atlas-tab>
 *   <div slot="panel">…</div>
 *   <div slot="panel" hidden>…</div>
 * </atlas-tabs>
 *
 * Arrow keys move between tabs; the selected tab's panel is shown.
 */

export type AtlasTabsVariant = "underline" | "pills";

const tabsTemplate = document.createElement("template");
tabsTemplate.innerHTML = `
  <style>
    :host { display: block; }
    [part="tablist"] { display: flex; gap: 1.5rem; border-bottom: 1px solid var(--atlas-color-rule, #dcd8cf); }
    :host([variant="pills"]) [part="tablist"] { gap: .5rem; border-bottom: 0; }
  </style>
  <div part="tablist" role="tablist"><slot></slot></div>
  <div part="panels"><slot name="panel"></slot></div>
`;

export class AtlasTabs extends HTMLElement {
  static observedAttributes = ["variant"];

  constructor() {
    super();
    this.attachShadow({ mode: "open" }).appendChild(tabsTemplate.content.cloneNode(true));
    this.addEventListener("click", this.#onClick);
    this.addEventListener("keydown", this.#onKeydown);
  }

  get variant(): AtlasTabsVariant {
    return (this.getAttribute("variant") as AtlasTabsVariant | null) ?? "underline";
  }

  set variant(value: AtlasTabsVariant) {
    this.setAttribute("variant", value);
  }

  get tabs(): AtlasTab[] {
    return Array.from(this.querySelectorAll(":scope > atlas-tab"));
  }

  get panels(): HTMLElement[] {
    return Array.from(this.querySelectorAll(':scope > [slot="panel"]'));
  }

  connectedCallback(): void {
    const selected = this.tabs.findIndex((tab) => tab.selected);
    this.select(selected === -1 ? 0 : selected);
  }

  attributeChangedCallback(): void {
    this.tabs.forEach((tab) => tab.toggleAttribute("pill", this.variant === "pills"));
  }

  select(index: number): void {
    this.tabs.forEach((tab, i) => {
      tab.selected = i === index;
    });
    this.panels.forEach((panel, i) => {
      panel.hidden = i !== index;
    });
    this.dispatchEvent(new CustomEvent("atlas-change", { detail: { index }, bubbles: true }));
  }

  #onClick = (event: Event): void => {
    const tab = (event.target as Element).closest("atlas-tab") as AtlasTab | null;
    if (tab && !tab.disabled) this.select(this.tabs.indexOf(tab));
  };

  #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const enabled = this.tabs.filter((tab) => !tab.disabled);
    const current = enabled.findIndex((tab) => tab.selected);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = enabled[(current + step + enabled.length) % enabled.length];
    this.select(this.tabs.indexOf(next));
    next.focus();
  };
}

const tabTemplate = document.createElement("template");
tabTemplate.innerHTML = `
  <style>
    :host { display: inline-block; padding: .75rem 0; font: 600 .9375rem var(--atlas-font-sans); cursor: pointer;
            border-bottom: 2px solid transparent; color: var(--atlas-color-ink-muted, #5b6270); }
    :host(:hover) { color: var(--atlas-color-ink, #14171c); }
    :host(:focus-visible) { outline: 2px solid var(--atlas-color-focus, #2f6fde); }
    :host([selected]) { color: var(--atlas-color-ink, #14171c); border-bottom-color: var(--atlas-color-brand, #b3141d); }
    :host([pill]) { padding: .375rem .875rem; border: 0; border-radius: 999px; }
    :host([pill][selected]) { background: var(--atlas-color-ink, #14171c); color: #fff; }
    :host([disabled]) { opacity: .4; cursor: not-allowed; }
  </style>
  <slot></slot>
`;

export class AtlasTab extends HTMLElement {
  static observedAttributes = ["selected", "disabled"];

  constructor() {
    super();
    this.attachShadow({ mode: "open" }).appendChild(tabTemplate.content.cloneNode(true));
  }

  get selected(): boolean {
    return this.hasAttribute("selected");
  }

  set selected(value: boolean) {
    this.toggleAttribute("selected", value);
  }

  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }

  set disabled(value: boolean) {
    this.toggleAttribute("disabled", value);
  }

  connectedCallback(): void {
    this.setAttribute("role", "tab");
    this.#sync();
  }

  attributeChangedCallback(): void {
    this.#sync();
  }

  #sync(): void {
    this.setAttribute("aria-selected", String(this.selected));
    this.setAttribute("aria-disabled", String(this.disabled));
    this.tabIndex = this.selected ? 0 : -1;
  }
}

customElements.define("atlas-tabs", AtlasTabs);
customElements.define("atlas-tab", AtlasTab);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-tabs": AtlasTabs;
    "atlas-tab": AtlasTab;
  }
}
