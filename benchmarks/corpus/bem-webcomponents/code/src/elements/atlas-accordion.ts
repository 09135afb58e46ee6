/**
 * <atlas-accordion>
 *   <atlas-accordion-item heading="When will I get my first email?" open>
 *     The Morning Briefing lands at 6am, Monday to Saturday.
 *   </atlas-accordion-item>
 * </atlas-accordion>
 *
 * Only one item is open at a time unless `multiple` is set.
 */

export class AtlasAccordion extends HTMLElement {
  static observedAttributes = ["multiple"];

  constructor() {
    super();
    this.addEventListener("atlas-expand", this.#onExpand as EventListener);
  }

  get multiple(): boolean {
    return this.hasAttribute("multiple");
  }

  set multiple(value: boolean) {
    this.toggleAttribute("multiple", value);
  }

  get items(): AtlasAccordionItem[] {
    return Array.from(this.querySelectorAll(":scope > atlas-accordion-item"));
  }

  connectedCallback(): void {
    this.classList.add("c-accordion");
  }

  #onExpand = (event: CustomEvent<{ item: AtlasAccordionItem }>): void => {
    if (this.multiple) return;
    for (const item of this.items) {
      if (item !== event.detail.item) item.open = false;
    }
  };
}

const itemTemplate = document.createElement("template");
itemTemplate.innerHTML = `
  <style>
    :host { display: block; border-bottom: 1px solid var(--atlas-color-rule, #dcd8cf); }
    button { display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 1rem;
             padding: 1rem 0; border: 0; background: none; text-align: left;
             font: 700 1rem/1.35 var(--atlas-font-sans); color: inherit; cursor: pointer; }
    button:hover { color: var(--atlas-color-brand, #b3141d); }
    button[aria-expanded="true"] atlas-icon { transform: rotate(180deg); }
    [part="panel"] { padding: 0 0 1rem; font: 1rem/1.5 var(--atlas-font-serif); }
  </style>
  <button part="header" type="button" aria-expanded="false">
    <span part="heading"></span><atlas-icon name="chevron-down"></atlas-icon>
  </button>
  <div part="panel" role="region" hidden><slot></slot></div>
`;

export class AtlasAccordionItem extends HTMLElement {
  static observedAttributes = ["heading", "open"];

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.appendChild(itemTemplate.content.cloneNode(true));
    root.querySelector("button")!.addEventListener("click", () => {
      this.open = !this.open;
      if (this.open) {
        this.dispatchEvent(new CustomEvent("atlas-expand", { detail: { item: this }, bubbles: true }));
      }
    });
  }

  get open(): boolean {
    return this.hasAttribute("open");
  }

  set open(value: boolean) {
    this.toggleAttribute("open", value);
  }

  get heading(): string {
    return this.getAttribute("heading") ?? "";
  }

  set heading(value: string) {
    this.setAttribute("heading", value);
  }

  attributeChangedCallback(): void {
    const root = this.shadowRoot!;
    root.querySelector('[part="heading"]')!.textContent = this.heading;
    root.querySelector("button")!.setAttribute("aria-expanded", String(this.open));
    (root.querySelector('[part="panel"]') as HTMLElement).hidden = !this.open;
  }
}

customElements.define("atlas-accordion", AtlasAccordion);
customElements.define("atlas-accordion-item", AtlasAccordionItem);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-accordion": AtlasAccordion;
    "atlas-accordion-item": AtlasAccordionItem;
  }
}
