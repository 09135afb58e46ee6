import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import "../icon/icon.js";

/**
 * A titled section of the console with a header bar. For a plain surface
 * without a header use the `.bc-card` utility instead.
 *
 * @slot - Body
 * @slot actions - Controls on the right of the header
 */
@customElement("bc-panel")
export class Panel extends LitElement {
  static styles = css`
    :host { display: block; border: 1px solid #d0d7de; border-radius: 8px; background: #fff; }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      padding: 12px 16px;
      border-bottom: 1px solid #d0d7de;
    }
    h2 { margin: 0; font: 600 15px/22px var(--bc-font-sans, system-ui, sans-serif); }
    .body { padding: 16px; }
    :host([flush]) .body { padding: 0; }
    button { border: 0; background: none; cursor: pointer; }
  `;

  @property() heading = "";

  /** Body without padding, for lists that draw their own rows. */
  @property({ type: Boolean, reflect: true }) flush = false;

  @property({ type: Boolean, reflect: true }) collapsible = false;

  @state() private collapsed = false;

  render() {
    return html`<header>
        <h2>${this.heading}</h2>
        <slot name="actions"></slot>
        ${this.collapsible
          ? html`<button aria-expanded=${this.collapsed ? "false" : "true"} @click=${() => (this.collapsed = !this.collapsed)}>
              <bc-icon name=${this.collapsed ? "chevron-right" : "chevron-down"} size="sm"></bc-icon>
            </button>`
          : nothing}
      </header>
      <div class="body" ?hidden=${this.collapsed}><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-panel": Panel;
  }
}
