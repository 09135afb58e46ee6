import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { IconName } from "../icon/icon.js";
import "../icon/icon.js";

/** One choice of a `<bc-segmented-control>`; its label is the default slot. */
@customElement("bc-segment")
export class Segment extends LitElement {
  static styles = css`
    :host { display: inline-flex; }
    button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: 6px;
      width: 100%;
      padding: 6px 14px;
      border: 0;
      border-radius: 6px;
      background: transparent;
      font: 500 14px/20px var(--bc-font-sans, system-ui, sans-serif);
      color: #57606a;
      cursor: pointer;
    }
    button:hover { color: #1b1f24; }
    :host([selected]) button { background: #fff; color: #1b1f24; box-shadow: 0 1px 2px rgba(27, 31, 36, 0.15); }
    :host([disabled]) button { opacity: 0.45; cursor: not-allowed; }
  `;

  @property() value = "";

  @property({ type: Boolean, reflect: true }) selected = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property() icon?: IconName;

  render() {
    return html`<button role="radio" aria-checked=${this.selected ? "true" : "false"} ?disabled=${this.disabled}>
      ${this.icon ? html`<bc-icon name=${this.icon} size="sm"></bc-icon>` : nothing}
      <slot></slot>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-segment": Segment;
  }
}
