import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { IconName } from "../icon/icon.js";
import "../icon/icon.js";
import "../icon-button/icon-button.js";

export type AlertTone = "info" | "success" | "warning" | "danger";

const TONE_ICONS: Record<AlertTone, IconName> = {
  info: "info",
  success: "check",
  warning: "alert-triangle",
  danger: "alert-triangle",
};

/**
 * An inline message inside a page. The icon follows the tone; the message
 * is the default slot.
 *
 * @slot - Message
 * @slot actions - Links or buttons under the message
 * @fires bc-dismiss
 */
@customElement("bc-alert")
export class Alert extends LitElement {
  static styles = css`
    :host { display: block; }
    .alert {
      display: grid;
      grid-template-columns: auto 1fr auto;
      gap: 12px;
      padding: 12px 16px;
      border: 1px solid;
      border-radius: var(--bc-radius-md, 6px);
      font: 14px/20px var(--bc-font-sans, system-ui, sans-serif);
    }
    .info { background: #eaf0fc; border-color: #b6c9f0; color: #1d3f85; }
    .success { background: #e6f6ec; border-color: #a7dcb9; color: #146c3a; }
    .warning { background: #fff8db; border-color: #f0d77a; color: #6b5000; }
    .danger { background: #fdecec; border-color: #f2b8bc; color: #8a1720; }
    .heading { margin: 0 0 2px; font-weight: 600; }
  `;

  @property({ reflect: true }) tone: AlertTone = "info";

  @property() heading = "";

  @property({ type: Boolean, reflect: true }) dismissible = false;

  @state() private dismissed = false;

  private dismiss() {
    this.dismissed = true;
    this.dispatchEvent(new CustomEvent("bc-dismiss", { bubbles: true, composed: true }));
  }

  render() {
    if (this.dismissed) return nothing;
    return html`<div class="alert ${this.tone}" role=${this.tone === "danger" ? "alert" : "status"}>
      <bc-icon name=${TONE_ICONS[this.tone]}></bc-icon>
      <div>
        ${this.heading ? html`<p class="heading">${this.heading}</p>` : nothing}
        <slot></slot>
        <slot name="actions"></slot>
      </div>
      ${this.dismissible
        ? html`<bc-icon-button icon="x" variant="ghost" size="sm" label="Dismiss" @click=${this.dismiss}></bc-icon-button>`
        : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-alert": Alert;
  }
}
