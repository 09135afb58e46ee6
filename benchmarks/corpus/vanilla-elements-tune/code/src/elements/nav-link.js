import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";

const styles = sheet(`
  :host { display: inline-flex; }
  a { display: inline-flex; align-items: center; gap: 8px; padding: 8px 12px; border-radius: 8px;
    font: 500 14px/20px inherit; color: #4b5563; text-decoration: none; }
  a:hover { background: #f3f4f6; color: #111827; }
  :host([active]) a { color: var(--sw-brand, #1d4ed8); background: #eff6ff; }
  .count { min-inline-size: 20px; padding: 0 6px; border-radius: 999px; background: #e5e7eb; font-size: 12px; text-align: center; }
`);

/**
 * A link of the main navigation (in `<ui-app-header>` or a side menu).
 *
 * @attr {string} href
 * @attr {string} icon - leading icon name
 * @attr {boolean} active - the current section
 * @attr {number} count - a counter after the label (loans due, new messages)
 * @slot - the label
 */
export class UiNavLink extends HTMLElement {
  static observedAttributes = ["href", "icon", "active", "count"];

  /** @returns {string} */
  get href() {
    return this.getAttribute("href") ?? "#";
  }
  /** @returns {string} */
  get icon() {
    return this.getAttribute("icon") ?? "";
  }
  get active() {
    return this.hasAttribute("active");
  }
  /** @returns {string} */
  get count() {
    return this.getAttribute("count") ?? "";
  }

  connectedCallback() {
    if (!this.slot && this.closest("ui-app-header")) this.slot = "nav";
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const icon = this.icon ? `<ui-icon name="${escape(this.icon)}" size="sm"></ui-icon>` : "";
    const count = this.count ? `<span class="count">${escape(this.count)}</span>` : "";
    shadow(
      this,
      styles,
      `<a href="${escape(this.href)}" part="link" ${this.active ? 'aria-current="page"' : ""}>${icon}<slot></slot>${count}</a>`,
    );
  }
}

customElements.define("ui-nav-link", UiNavLink);
