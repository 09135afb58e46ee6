import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon-button.js";

const styles = sheet(`
  :host { display: contents; }
  dialog { inline-size: min(480px, calc(100vw - 32px)); padding: 0; border: 0; border-radius: 16px;
    box-shadow: 0 24px 48px rgb(0 0 0 / .2); color: #111827; }
  :host([size="sm"]) dialog { inline-size: min(360px, calc(100vw - 32px)); }
  :host([size="lg"]) dialog { inline-size: min(720px, calc(100vw - 32px)); }
  dialog::backdrop { background: rgb(17 24 39 / .45); }
  header { display: flex; align-items: center; gap: 12px; padding: 20px 24px 0; }
  h2 { flex: 1; margin: 0; font: 600 18px/28px inherit; }
  .body { padding: 16px 24px; display: grid; gap: 16px; }
  footer { display: flex; justify-content: flex-end; gap: 8px; padding: 16px 24px 20px; border-block-start: 1px solid #f3f4f6; }
`);

/**
 * A modal dialog on the native `<dialog>`: heading, body (default slot) and a footer
 * slot for the actions. Closing (Esc, the × button) removes `open` and fires `close`.
 *
 * @attr {boolean} open
 * @attr {string} heading
 * @attr {"sm"|"md"|"lg"} size - 360, 480 or 720 px wide
 * @attr {boolean} dismissible - shows the close button
 * @fires close
 * @slot - the body
 * @slot footer - the action buttons
 */
export class UiModal extends HTMLElement {
  static observedAttributes = ["open", "heading", "size", "dismissible"];

  get open() {
    return this.hasAttribute("open");
  }
  set open(value) {
    this.toggleAttribute("open", Boolean(value));
  }
  /** @returns {string} */
  get heading() {
    return this.getAttribute("heading") ?? "";
  }
  /** @returns {"sm" | "md" | "lg"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  get dismissible() {
    return this.hasAttribute("dismissible");
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback(name) {
    if (!this.isConnected) return;
    if (name === "open") this.#toggle();
    else this.#render();
  }

  #render() {
    const close = this.dismissible ? `<ui-icon-button icon="x" label="Close" size="sm"></ui-icon-button>` : "";
    const root = shadow(
      this,
      styles,
      `<dialog part="dialog" aria-labelledby="title"><header><h2 id="title">${escape(this.heading)}</h2>${close}</header>
        <div class="body" part="body"><slot></slot></div><footer part="footer"><slot name="footer"></slot></footer></dialog>`,
    );
    const dialog = root.querySelector("dialog");
    root.querySelector("ui-icon-button")?.addEventListener("ui-press", () => (this.open = false));
    dialog.addEventListener("close", () => {
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    });
    this.#toggle();
  }

  #toggle() {
    const dialog = this.shadowRoot?.querySelector("dialog");
    if (!dialog) return;
    if (this.open && !dialog.open) dialog.showModal();
    if (!this.open && dialog.open) dialog.close();
  }
}

customElements.define("ui-modal", UiModal);
