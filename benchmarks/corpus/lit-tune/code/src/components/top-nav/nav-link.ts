import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/**
 * A link of the top navigation; `active` marks the current page.
 *
 * @slot - Link text
 */
@customElement("bc-nav-link")
export class NavLink extends LitElement {
  static styles = css`
    a {
      display: inline-flex;
      padding: 8px 12px;
      border-radius: 6px;
      font: 500 14px/20px var(--bc-font-sans, system-ui, sans-serif);
      color: inherit;
      opacity: 0.75;
      text-decoration: none;
    }
    a:hover { opacity: 1; background: rgba(127, 127, 127, 0.12); }
    :host([active]) a { opacity: 1; font-weight: 600; box-shadow: inset 0 -2px 0 var(--bc-color-accent, #3b6fd8); }
  `;

  @property() href = "#";

  @property({ type: Boolean, reflect: true }) active = false;

  render() {
    return html`<a href=${this.href} aria-current=${this.active ? "page" : "false"}><slot></slot></a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-nav-link": NavLink;
  }
}
