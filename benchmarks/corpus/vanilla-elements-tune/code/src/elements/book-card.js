import { sheet, shadow, escape } from "../lib/styles.js";
import "./badge.js";
import "./rating.js";
import "./button.js";

/** How each availability reads and which badge tone it takes. */
const AVAILABILITY = {
  available: { text: "Available", tone: "success" },
  "on-hold": { text: "On hold", tone: "warning" },
  "checked-out": { text: "Checked out", tone: "neutral" },
};

const FORMATS = { print: "Print", ebook: "eBook", audiobook: "Audiobook" };

const styles = sheet(`
  :host { display: grid; gap: 8px; inline-size: 200px; color: #111827; }
  :host([layout="list"]) { inline-size: auto; grid-template-columns: 96px 1fr; column-gap: 16px; align-items: start; }
  .cover { aspect-ratio: 2 / 3; border-radius: 6px; overflow: hidden; background: #e5e7eb; box-shadow: 0 2px 6px rgb(0 0 0 / .12); }
  .cover img { inline-size: 100%; block-size: 100%; object-fit: cover; }
  .body { display: grid; gap: 6px; justify-items: start; }
  h3 { margin: 0; font: 600 15px/20px inherit; }
  a { color: inherit; text-decoration: none; }
  a:hover h3 { text-decoration: underline; }
  .meta { font-size: 13px; color: #6b7280; }
`);

/**
 * A title in search results and shelves: cover, availability, title, author, format,
 * rating and the borrow / hold action (drawn by the card from `availability`:
 * "Borrow" when available, else a secondary "Place hold" with a bookmark icon).
 *
 * @attr {string} heading - the title
 * @attr {string} author
 * @attr {string} cover - cover image URL
 * @attr {string} href - the title's page
 * @attr {"print"|"ebook"|"audiobook"} format
 * @attr {"available"|"on-hold"|"checked-out"} availability
 * @attr {number} rating - average stars, 0 hides the rating
 * @attr {"grid"|"list"} layout - cover above (grid) or beside (list) the text
 * @fires ui-borrow - detail: `{ href }`
 * @fires ui-hold - detail: `{ href }`
 */
export class UiBookCard extends HTMLElement {
  static observedAttributes = ["heading", "author", "cover", "href", "format", "availability", "rating", "layout"];

  /** @returns {string} */
  get heading() {
    return this.getAttribute("heading") ?? "";
  }
  /** @returns {string} */
  get author() {
    return this.getAttribute("author") ?? "";
  }
  /** @returns {string} */
  get cover() {
    return this.getAttribute("cover") ?? "";
  }
  /** @returns {string} */
  get href() {
    return this.getAttribute("href") ?? "#";
  }
  /** @returns {"print" | "ebook" | "audiobook"} */
  get format() {
    return this.getAttribute("format") ?? "print";
  }
  /** @returns {"available" | "on-hold" | "checked-out"} */
  get availability() {
    return this.getAttribute("availability") ?? "available";
  }
  /** @returns {number} */
  get rating() {
    return Number(this.getAttribute("rating") ?? 0);
  }
  /** @returns {"grid" | "list"} */
  get layout() {
    return this.getAttribute("layout") ?? "grid";
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const status = AVAILABILITY[this.availability] ?? AVAILABILITY.available;
    const available = this.availability === "available";
    const action = available
      ? `<ui-button size="sm" variant="primary">Borrow</ui-button>`
      : `<ui-button size="sm" variant="secondary" icon="bookmark">Place hold</ui-button>`;
    const rating = this.rating ? `<ui-rating size="sm" readonly value="${this.rating}"></ui-rating>` : "";
    const root = shadow(
      this,
      styles,
      `<a class="cover" href="${escape(this.href)}" part="cover"><img src="${escape(this.cover)}" alt="" loading="lazy"></a>
       <div class="body">
         <ui-badge tone="${status.tone}">${status.text}</ui-badge>
         <a href="${escape(this.href)}"><h3 part="heading">${escape(this.heading)}</h3></a>
         <span class="meta">${escape(this.author)} · ${FORMATS[this.format] ?? ""}</span>
         ${rating}${action}
       </div>`,
    );
    root.querySelector("ui-button").addEventListener("click", () => {
      const type = available ? "ui-borrow" : "ui-hold";
      this.dispatchEvent(new CustomEvent(type, { detail: { href: this.href }, bubbles: true, composed: true }));
    });
  }
}

customElements.define("ui-book-card", UiBookCard);
