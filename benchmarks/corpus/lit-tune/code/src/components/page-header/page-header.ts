import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";

/**
 * The title block of a page.
 *
 * @slot breadcrumbs - A `<bc-breadcrumbs>` above the heading
 * @slot actions - Buttons on the right
 */
@customElement("bc-page-header")
export class PageHeader extends LitElement {
  static styles = css`
    :host { display: block; padding: 24px 0; }
    .row { display: flex; align-items: flex-end; justify-content: space-between; gap: 24px; }
    h1 { margin: 8px 0 0; font: 600 28px/36px var(--bc-font-sans, system-ui, sans-serif); color: #1b1f24; }
    p { margin: 4px 0 0; font-size: 15px; line-height: 22px; color: #57606a; }
    .actions { display: flex; gap: 8px; }
  `;

  @property() heading = "";

  @property() description = "";

  render() {
    return html`<slot name="breadcrumbs"></slot>
      <div class="row">
        <div>
          <h1>${this.heading}</h1>
          ${this.description ? html`<p>${this.description}</p>` : nothing}
        </div>
        <div class="actions"><slot name="actions"></slot></div>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-page-header": PageHeader;
  }
}
