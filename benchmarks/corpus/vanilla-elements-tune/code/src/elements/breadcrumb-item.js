import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { display: inline-flex; align-items: center; gap: 6px; color: #6b7280; }
  :host(:not(:last-child))::after { content: "/"; color: #d1d5db; }
  a { color: inherit; text-decoration: none; }
  a:hover { color: #111827; text-decoration: underline; }
  :host([current]) { color: #111827; font-weight: 500; }
`);

/**
 * One step of `<ui-breadcrumbs>`: a link, or plain text when `current`.
 *
 * @attr {string} href
 * @attr {boolean} current - the page the user is on
 * @slot - the label
 */
export class UiBreadcrumbItem extends HTMLElement {
  static observedAttributes = ["href", "current"];

  /** @returns {string} */
  get href() {
    return this.getAttribute("href") ?? "";
  }
  get current() {
    return this.hasAttribute("current");
  }

  connectedCallback() {
    this.setAttribute("role", "listitem");
    const inner = this.current || !this.href
      ? `<span aria-current="${this.current ? "page" : "false"}"><slot></slot></span>`
      : `<a href="${escape(this.href)}"><slot></slot></a>`;
    shadow(this, styles, inner);
  }
}

customElements.define("ui-breadcrumb-item", UiBreadcrumbItem);
