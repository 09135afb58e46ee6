/**
 * <atlas-dialog heading="Check your inbox" size="sm" dismissible open>
 *   <p>We've sent a confirmation link to you@example.com.</p>
 *   <button slot="actions" class="c-button c-button--primary">Open mail app</button>
 * </atlas-dialog>
 *
 * A modal dialog on top of a native <dialog>: focus trap, Escape and backdrop close.
 */

export type AtlasDialogSize = "sm" | "md" | "lg";

const template = document.createElement("template");
template.innerHTML = `
  <style>
    dialog { width: min(100vw - 2rem, var(--width, 32rem)); padding: 1.5rem; border: 0; border-radius: 6px; }
    dialog::backdrop { background: rgba(20, 23, 28, .55); }
    :host([size="sm"]) dialog { --width: 24rem; }
    :host([size="lg"]) dialog { --width: 48rem; }
    header { display: flex; align-items: start; gap: 1rem; }
    h2 { flex: 1; margin: 0; font: 800 1.375rem/1.25 var(--atlas-font-serif); }
    [part="close"] { display: none; }
    :host([dismissible]) [part="close"] { display: inline-grid; }
    footer { display: flex; justify-content: flex-end; gap: .5rem; margin-top: 1.5rem; }
  </style>
  <dialog part="dialog" aria-labelledby="heading">
    <header>
      <h2 id="heading"></h2>
      <button part="close" class="c-icon-button c-icon-button--sm" aria-label="Close">
        <atlas-icon name="close"></atlas-icon>
      </button>
    </header>
    <div part="body"><slot></slot></div>
    <footer><slot name="actions"></slot></footer>
  </dialog>
`;

export class AtlasDialog extends HTMLElement {
  static observedAttributes = ["open", "heading", "size", "dismissible"];

  #dialog: HTMLDialogElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.appendChild(template.content.cloneNode(true));
    this.#dialog = root.querySelector("dialog")!;
    root.querySelector('[part="close"]')!.addEventListener("click", () => this.close());
    this.#dialog.addEventListener("cancel", (event) => {
      if (!this.dismissible) event.preventDefault();
    });
    this.#dialog.addEventListener("close", () => this.removeAttribute("open"));
  }

  get open(): boolean {
    return this.hasAttribute("open");
  }

  set open(value: boolean) {
    this.toggleAttribute("open", value);
  }

  get dismissible(): boolean {
    return this.hasAttribute("dismissible");
  }

  set dismissible(value: boolean) {
    this.toggleAttribute("dismissible", value);
  }

  get size(): AtlasDialogSize {
    return (this.getAttribute("size") as AtlasDialogSize | null) ?? "md";
  }

  set size(value: AtlasDialogSize) {
    this.setAttribute("size", value);
  }

  attributeChangedCallback(name: string): void {
    if (name === "heading") {
      this.shadowRoot!.querySelector("h2")!.textContent = this.getAttribute("heading");
    }
    if (name === "open") {
      if (this.open && !this.#dialog.open) this.#dialog.showModal();
      if (!this.open && this.#dialog.open) this.#dialog.close();
    }
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.dispatchEvent(new CustomEvent("atlas-close", { bubbles: true }));
  }
}

customElements.define("atlas-dialog", AtlasDialog);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-dialog": AtlasDialog;
  }
}
