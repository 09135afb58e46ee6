import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { display: flex; align-items: flex-start; gap: 12px; }
  .text { flex: 1; min-inline-size: 0; }
  h3 { margin: 0; font: 600 16px/24px inherit; color: #111827; }
  p { margin: 2px 0 0; font-size: 13px; color: #6b7280; }
  ::slotted([slot="actions"]) { margin-inline-start: auto; }
`);

/**
 * The title row of a `<ui-card>` (or of a page section): heading, subheading and
 * actions on the right.
 *
 * @attr {string} heading
 * @attr {string} subheading
 * @attr {"h2"|"h3"|"h4"} level - the heading element, for the page outline
 * @slot media - an avatar or icon before the text
 * @slot actions - buttons on the right
 */
export class UiCardHeader extends HTMLElement {
  static observedAttributes = ["heading", "subheading", "level"];

  /** @returns {string} */
  get heading() {
    return this.getAttribute("heading") ?? "";
  }
  /** @returns {string} */
  get subheading() {
    return this.getAttribute("subheading") ?? "";
  }
  /** @returns {"h2" | "h3" | "h4"} */
  get level() {
    return this.getAttribute("level") ?? "h3";
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const sub = this.subheading ? `<p part="subheading">${escape(this.subheading)}</p>` : "";
    shadow(
      this,
      styles,
      `<slot name="media"></slot><div class="text"><${this.level} part="heading">${escape(this.heading)}</${this.level}>${sub}</div><slot name="actions"></slot>`,
    );
  }
}

customElements.define("ui-card-header", UiCardHeader);
