import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { display: block; position: sticky; inset-block-start: 0; z-index: 10; background: #fff; border-block-end: 1px solid #e5e7eb; }
  :host([elevated]) { border-color: transparent; box-shadow: 0 2px 12px rgb(0 0 0 / .08); }
  .bar { display: flex; align-items: center; gap: 24px; block-size: 64px; padding: 0 24px; max-inline-size: 1280px; margin: 0 auto; }
  .brand { display: flex; align-items: center; gap: 8px; font: 700 18px/1 inherit; color: #111827; text-decoration: none; }
  nav { display: flex; gap: 4px; }
  .search { flex: 1; display: flex; justify-content: center; }
  .actions { display: flex; align-items: center; gap: 8px; }
`);

/**
 * The app's top bar: logo and product name, main navigation (`<ui-nav-link>`s), the
 * catalogue search and the patron's actions.
 *
 * @attr {string} product-name - shown next to the logo
 * @attr {string} home-href
 * @attr {boolean} elevated - a shadow instead of the bottom border (page scrolled)
 * @slot logo - the library's logo
 * @slot nav - `<ui-nav-link>` elements
 * @slot search - usually a `<ui-search-field>`
 * @slot actions - icon buttons and the patron's `<ui-avatar>`
 */
export class UiAppHeader extends HTMLElement {
  static observedAttributes = ["product-name", "home-href", "elevated"];

  /** @returns {string} */
  get productName() {
    return this.getAttribute("product-name") ?? "Shelfwise";
  }
  /** @returns {string} */
  get homeHref() {
    return this.getAttribute("home-href") ?? "/";
  }
  get elevated() {
    return this.hasAttribute("elevated");
  }

  connectedCallback() {
    this.setAttribute("role", "banner");
    shadow(
      this,
      styles,
      `<div class="bar" part="bar">
        <a class="brand" href="${escape(this.homeHref)}"><slot name="logo"></slot><span>${escape(this.productName)}</span></a>
        <nav aria-label="Main"><slot name="nav"></slot></nav>
        <div class="search"><slot name="search"></slot></div>
        <div class="actions"><slot name="actions"></slot></div>
      </div>`,
    );
  }
}

customElements.define("ui-app-header", UiAppHeader);
