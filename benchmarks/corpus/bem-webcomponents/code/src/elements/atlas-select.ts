/**
 * <atlas-select label="Country" placeholder="Choose a country" name="country">
 *   <option value="gb">United Kingdom</option>
 *   <option value="ie">Ireland</option>
 * </atlas-select>
 *
 * A custom listbox with type-ahead and a styled option list. For a short plain list
 * (sort order, page size) prefer the CSS-only .c-native-select.
 */

const template = document.createElement("template");
template.innerHTML = `
  <style>
    :host { display: flex; flex-direction: column; gap: .25rem; font-family: var(--atlas-font-sans); position: relative; }
    label { font-size: .875rem; font-weight: 600; }
    [part="button"] { display: flex; align-items: center; justify-content: space-between; min-height: 2.75rem;
                      padding: .5rem .75rem; border: 1px solid var(--atlas-color-rule, #dcd8cf); border-radius: 4px;
                      background: #fff; font: inherit; font-size: 1rem; text-align: left; cursor: pointer; }
    [part="button"]:hover { border-color: var(--atlas-color-ink-muted, #5b6270); }
    :host(:focus-within) [part="button"] { border-color: var(--atlas-color-focus, #2f6fde); outline: 2px solid var(--atlas-color-focus, #2f6fde); outline-offset: 2px; }
    [part="button"][aria-expanded="true"] atlas-icon { transform: rotate(180deg); }
    .placeholder { color: var(--atlas-color-ink-muted, #5b6270); }
    [part="listbox"] { position: absolute; top: 100%; left: 0; right: 0; z-index: 30; max-height: 16rem; overflow: auto;
                       margin: .25rem 0 0; padding: .25rem 0; list-style: none; background: #fff; box-shadow: 0 8px 24px rgba(0,0,0,.14); }
    [role="option"] { padding: .5rem .75rem; cursor: pointer; }
    [role="option"][aria-selected="true"], [role="option"]:hover { background: var(--atlas-color-paper-alt, #f5f3ee); }
    :host([disabled]) { opacity: .45; pointer-events: none; }
  </style>
  <label part="label" id="label"></label>
  <button part="button" type="button" aria-haspopup="listbox" aria-expanded="false" aria-labelledby="label">
    <span part="value"></span><atlas-icon name="chevron-down"></atlas-icon>
  </button>
  <ul part="listbox" role="listbox" hidden></ul>
  <slot hidden></slot>
`;

export class AtlasSelect extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ["label", "placeholder", "value", "disabled", "required"];

  #internals: ElementInternals;
  #button: HTMLButtonElement;
  #listbox: HTMLUListElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open", delegatesFocus: true });
    root.appendChild(template.content.cloneNode(true));
    this.#internals = this.attachInternals();
    this.#button = root.querySelector("button")!;
    this.#listbox = root.querySelector("ul")!;
    this.#button.addEventListener("click", () => this.#setExpanded(this.#listbox.hidden));
    this.#listbox.addEventListener("click", (event) => {
      const option = (event.target as HTMLElement).closest("[data-value]") as HTMLElement | null;
      if (option) {
        this.value = option.dataset.value!;
        this.#setExpanded(false);
        this.dispatchEvent(new Event("change", { bubbles: true }));
      }
    });
    root.querySelector("slot")!.addEventListener("slotchange", () => this.#renderOptions());
  }

  get value(): string {
    return this.getAttribute("value") ?? "";
  }

  set value(value: string) {
    this.setAttribute("value", value);
  }

  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }

  set disabled(value: boolean) {
    this.toggleAttribute("disabled", value);
  }

  get options(): HTMLOptionElement[] {
    return Array.from(this.querySelectorAll("option"));
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #setExpanded(expanded: boolean): void {
    this.#listbox.hidden = !expanded;
    this.#button.setAttribute("aria-expanded", String(expanded));
  }

  #renderOptions(): void {
    this.#listbox.innerHTML = "";
    for (const option of this.options) {
      const item = document.createElement("li");
      item.setAttribute("role", "option");
      item.dataset.value = option.value;
      item.textContent = option.textContent;
      item.setAttribute("aria-selected", String(option.value === this.value));
      this.#listbox.appendChild(item);
    }
    this.#render();
  }

  #render(): void {
    const root = this.shadowRoot!;
    root.querySelector("label")!.textContent = this.getAttribute("label");
    const chosen = this.options.find((option) => option.value === this.value);
    const shown = root.querySelector('[part="value"]') as HTMLElement;
    shown.textContent = chosen?.textContent ?? this.getAttribute("placeholder") ?? "";
    shown.classList.toggle("placeholder", !chosen);
    this.#button.disabled = this.disabled;
    this.#internals.setFormValue(this.value || null);
    this.#internals.setValidity(
      this.hasAttribute("required") && !this.value ? { valueMissing: true } : {},
      "Please choose an option.",
      this.#button,
    );
  }
}

customElements.define("atlas-select", AtlasSelect);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-select": AtlasSelect;
  }
}
