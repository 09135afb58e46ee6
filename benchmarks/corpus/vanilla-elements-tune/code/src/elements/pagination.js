import { sheet, shadow } from "../lib/styles.js";
import "./icon-button.js";

const styles = sheet(`
  :host { display: flex; align-items: center; gap: 4px; font-size: 14px; }
  ol { display: flex; gap: 4px; margin: 0; padding: 0; list-style: none; }
  button { all: unset; min-inline-size: 36px; block-size: 36px; display: grid; place-items: center; border-radius: 8px; cursor: pointer; color: #374151; }
  button:hover { background: #f3f4f6; }
  button[aria-current="page"] { background: var(--sw-brand, #1d4ed8); color: #fff; font-weight: 600; }
  .gap { min-inline-size: 24px; text-align: center; color: #9ca3af; }
`);

/**
 * Page links for a result list: previous / next icon buttons around the page numbers,
 * with `…` gaps beyond `sibling-count` pages either side of the current one.
 *
 * @attr {number} page - the current page, from 1
 * @attr {number} total-pages
 * @attr {number} sibling-count - pages shown either side of the current one
 * @fires ui-page-change - detail: `{ page }`
 */
export class UiPagination extends HTMLElement {
  static observedAttributes = ["page", "total-pages", "sibling-count"];

  /** @returns {number} */
  get page() {
    return Number(this.getAttribute("page") ?? 1);
  }
  set page(value) {
    this.setAttribute("page", String(value));
  }
  /** @returns {number} */
  get totalPages() {
    return Number(this.getAttribute("total-pages") ?? 1);
  }
  /** @returns {number} */
  get siblingCount() {
    return Number(this.getAttribute("sibling-count") ?? 1);
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  /** The page numbers to show, `0` for a gap. */
  get #pages() {
    const { page, totalPages: total, siblingCount: near } = this;
    const pages = [];
    for (let n = 1; n <= total; n += 1) {
      if (n === 1 || n === total || Math.abs(n - page) <= near) pages.push(n);
      else if (pages.at(-1) !== 0) pages.push(0);
    }
    return pages;
  }

  #render() {
    const items = this.#pages
      .map((n) =>
        n === 0
          ? `<li class="gap">…</li>`
          : `<li><button data-page="${n}" ${n === this.page ? 'aria-current="page"' : ""}>${n}</button></li>`,
      )
      .join("");
    const root = shadow(
      this,
      styles,
      `<nav aria-label="Pages"><ui-icon-button icon="chevron-left" label="Previous page" ${this.page <= 1 ? "disabled" : ""}></ui-icon-button>
        <ol>${items}</ol>
        <ui-icon-button icon="chevron-right" label="Next page" ${this.page >= this.totalPages ? "disabled" : ""}></ui-icon-button></nav>`,
    );
    const go = (page) => {
      this.page = Math.min(Math.max(page, 1), this.totalPages);
      this.dispatchEvent(new CustomEvent("ui-page-change", { detail: { page: this.page }, bubbles: true }));
    };
    root.querySelectorAll("button[data-page]").forEach((button) =>
      button.addEventListener("click", () => go(Number(button.dataset.page))),
    );
    const [previous, next] = root.querySelectorAll("ui-icon-button");
    previous.addEventListener("ui-press", () => go(this.page - 1));
    next.addEventListener("ui-press", () => go(this.page + 1));
  }
}

customElements.define("ui-pagination", UiPagination);
