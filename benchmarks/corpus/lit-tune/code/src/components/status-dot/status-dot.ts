import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { STATUS_COLOR_VARS, STATUS_LABELS, type ComponentStatus } from "../../shared/status.js";

/** A coloured dot for a component's health; `pulse` animates it for live incidents. */
@customElement("bc-status-dot")
export class StatusDot extends LitElement {
  static styles = css`
    :host {
      display: inline-block;
      position: relative;
      width: 10px;
      height: 10px;
      flex: none;
    }
    span {
      position: absolute;
      inset: 0;
      border-radius: 50%;
      background: var(--dot-color);
    }
    :host([pulse]) span::after {
      content: "";
      position: absolute;
      inset: -4px;
      border-radius: 50%;
      background: var(--dot-color);
      opacity: 0.35;
      animation: pulse 1.6s ease-out infinite;
    }
    @keyframes pulse {
      from { transform: scale(0.6); opacity: 0.5; }
      to { transform: scale(1.4); opacity: 0; }
    }
  `;

  @property({ reflect: true }) status: ComponentStatus = "operational";

  @property({ type: Boolean, reflect: true }) pulse = false;

  render() {
    return html`<span
      role="img"
      aria-label=${STATUS_LABELS[this.status]}
      style="--dot-color: ${STATUS_COLOR_VARS[this.status]}"
    ></span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-status-dot": StatusDot;
  }
}
