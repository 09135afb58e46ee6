import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/**
 * One step of a `<bc-breadcrumbs>` trail; `current` renders plain text.
 *
 * @slot - Step label
 */
@customElement("bc-breadcrumb-item")
export class BreadcrumbItem extends LitElement {
  static styles = css`
    :host { display: inline-flex; color: #57606a; }
    a { color: inherit; text-decoration: none; }
    a:hover { color: var(--bc-color-accent, #3b6fd8); text-decoration: underline; }
    :host([current]) { color: #1b1f24; font-weight: 500; }
  `;

  @property() href = "#";

  @property({ type: Boolean, reflect: true }) current = false;

  render() {
    return this.current
      ? html`<span aria-current="page"><slot></slot></span>`
      : html`<a href=${this.href}><slot></slot></a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-breadcrumb-item": BreadcrumbItem;
  }
}
