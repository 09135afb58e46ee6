import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/**
 * One tab of a `<bc-tabs>` strip.
 *
 * @slot - Tab label
 * @slot count - A count badge after the label (a `.bc-badge` span)
 */
@customElement("bc-tab")
export class Tab extends LitElement {
  static styles = css`
    :host { display: inline-flex; }
    button {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      padding: 10px 12px;
      border: 0;
      border-bottom: 2px solid transparent;
      background: none;
      font: 500 14px/20px var(--bc-font-sans, system-ui, sans-serif);
      color: #57606a;
      cursor: pointer;
    }
    button:hover { color: #1b1f24; border-bottom-color: #d0d7de; }
    :host([selected]) button { color: #1b1f24; border-bottom-color: var(--bc-color-accent, #3b6fd8); font-weight: 600; }
    :host([disabled]) button { opacity: 0.45; cursor: not-allowed; }
  `;

  @property() value = "";

  @property({ type: Boolean, reflect: true }) selected = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  render() {
    return html`<button role="tab" aria-selected=${this.selected ? "true" : "false"} ?disabled=${this.disabled}>
      <slot></slot><slot name="count"></slot>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-tab": Tab;
  }
}
