import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: block; min-inline-size: 240px; }
  form { display: flex; align-items: center; gap: 8px; block-size: 40px; padding: 0 8px 0 12px;
    border-radius: 999px; background: #f3f4f6; color: #4b5563; }
  :host([size="lg"]) form { block-size: 48px; font-size: 16px; }
  form:focus-within { background: #fff; box-shadow: 0 0 0 2px var(--sw-brand, #1d4ed8); }
  input { all: unset; flex: 1; min-inline-size: 0; }
  /* the shortcut hint uses the c-kbd look (styles/components/kbd.css) */
  .c-kbd { font: 500 12px/1 ui-monospace, monospace; padding: 3px 6px; border-radius: 4px;
    border: 1px solid #d1d5db; border-block-end-width: 2px; background: #fff; color: #374151; }
  form:focus-within .c-kbd { display: none; }
`);

/**
 * The catalogue search box of the app header: a rounded field with a search icon and an
 * optional keyboard shortcut hint. Submitting fires `ui-search` with the query.
 * Not a form field: for a labelled input inside a form use `<ui-text-input type="search">`.
 *
 * @attr {string} placeholder
 * @attr {string} value - the query
 * @attr {string} shortcut - key that focuses the field, shown as a hint (`"/"`)
 * @attr {"md"|"lg"} size
 * @fires ui-search - detail: `{ query }`
 */
export class UiSearchField extends HTMLElement {
  static observedAttributes = ["placeholder", "value", "shortcut", "size"];

  /** @returns {string} */
  get placeholder() {
    return this.getAttribute("placeholder") ?? "Search";
  }
  /** @returns {string} */
  get value() {
    return this.getAttribute("value") ?? "";
  }
  /** @returns {string} */
  get shortcut() {
    return this.getAttribute("shortcut") ?? "";
  }
  /** @returns {"md" | "lg"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }

  connectedCallback() {
    this.#render();
    document.addEventListener("keydown", this.#onKey);
  }

  disconnectedCallback() {
    document.removeEventListener("keydown", this.#onKey);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #onKey = (event) => {
    const typing = event.composedPath().some((node) => node instanceof HTMLInputElement);
    if (this.shortcut && event.key === this.shortcut && !typing) {
      event.preventDefault();
      this.shadowRoot.querySelector("input").focus();
    }
  };

  #render() {
    const hint = this.shortcut ? `<kbd class="c-kbd" part="shortcut">${escape(this.shortcut)}</kbd>` : "";
    const root = shadow(
      this,
      styles,
      `<form role="search" part="form"><ui-icon name="search" size="sm"></ui-icon>
        <input type="search" aria-label="${escape(this.placeholder)}" placeholder="${escape(this.placeholder)}" value="${escape(this.value)}">${hint}</form>`,
    );
    root.querySelector("form").addEventListener("submit", (event) => {
      event.preventDefault();
      const query = root.querySelector("input").value.trim();
      this.dispatchEvent(new CustomEvent("ui-search", { detail: { query }, bubbles: true, composed: true }));
    });
  }
}

customElements.define("ui-search-field", UiSearchField);
