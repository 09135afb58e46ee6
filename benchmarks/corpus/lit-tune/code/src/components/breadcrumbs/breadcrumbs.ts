import { LitElement, css, html } from "lit";
import { customElement } from "lit/decorators.js";
import "./breadcrumb-item.js";

/**
 * A trail of `<bc-breadcrumb-item>`s; separators are drawn in CSS.
 *
 * @slot - `<bc-breadcrumb-item>` elements
 */
@customElement("bc-breadcrumbs")
export class Breadcrumbs extends LitElement {
  static styles = css`
    nav { display: flex; align-items: center; gap: 6px; font: 14px/20px var(--bc-font-sans, system-ui, sans-serif); }
    ::slotted(bc-breadcrumb-item:not(:last-child))::after { content: "/"; margin-left: 6px; color: #8c959f; }
  `;

  render() {
    return html`<nav aria-label="Breadcrumb"><slot></slot></nav>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-breadcrumbs": Breadcrumbs;
  }
}
