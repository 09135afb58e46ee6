import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import "./nav-link.js";

/**
 * The bar at the top of every page: logo, `<bc-nav-link>`s, actions.
 * `variant="console"` is the dark bar of the signed-in incident console.
 *
 * @slot logo - The brand mark
 * @slot - `<bc-nav-link>` elements
 * @slot actions - Buttons and the user's avatar, on the right
 */
@customElement("bc-top-nav")
export class TopNav extends LitElement {
  static styles = css`
    :host { display: block; }
    header {
      display: flex;
      align-items: center;
      gap: 32px;
      height: 64px;
      padding: 0 32px;
      border-bottom: 1px solid #d0d7de;
      background: #fff;
    }
    :host([variant="console"]) header { border-bottom-color: #24292f; background: #1b1f24; color: #fff; }
    nav { display: flex; flex: 1; gap: 4px; }
    .actions { display: flex; align-items: center; gap: 12px; }
  `;

  @property({ reflect: true }) variant: "public" | "console" = "public";

  /** Where the logo links to. */
  @property({ attribute: "home-href" }) homeHref = "/";

  render() {
    return html`<header>
      <a href=${this.homeHref} aria-label="Home"><slot name="logo"></slot></a>
      <nav aria-label="Main"><slot></slot></nav>
      <div class="actions"><slot name="actions"></slot></div>
    </header>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-top-nav": TopNav;
  }
}
