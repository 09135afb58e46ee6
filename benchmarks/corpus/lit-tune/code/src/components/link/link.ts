import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import "../icon/icon.js";

/**
 * A text link. `external` opens in a new tab and draws the external-link icon.
 *
 * @slot - Link text
 */
@customElement("bc-link")
export class Link extends LitElement {
  static styles = css`
    :host { display: inline; }
    a {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      color: var(--bc-color-accent, #3b6fd8);
      font-weight: 500;
      text-decoration: none;
    }
    a:hover { text-decoration: underline; }
    a:focus-visible { outline: 2px solid var(--bc-color-focus, #3b6fd8); outline-offset: 2px; border-radius: 2px; }
    :host([subtle]) a { color: inherit; }
  `;

  @property() href = "#";

  @property({ type: Boolean, reflect: true }) external = false;

  /** Inherits the text colour instead of the accent. */
  @property({ type: Boolean, reflect: true }) subtle = false;

  render() {
    return html`<a
      href=${this.href}
      target=${this.external ? "_blank" : "_self"}
      rel=${this.external ? "noopener noreferrer" : ""}
    >
      <slot></slot>${this.external ? html`<bc-icon name="external-link" size="sm"></bc-icon>` : nothing}
    </a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-link": Link;
  }
}
