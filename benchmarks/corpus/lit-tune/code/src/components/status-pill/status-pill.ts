import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { STATUS_LABELS, type ComponentStatus } from "../../shared/status.js";
import "../status-dot/status-dot.js";

/**
 * A component's status: a dot and the status name. The label always comes
 * from `status`, so every page words a status the same way.
 */
@customElement("bc-status-pill")
export class StatusPill extends LitElement {
  static styles = css`
    :host {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      padding: 2px 10px 2px 8px;
      border-radius: 999px;
      background: #f3f5f7;
      font: 500 13px/20px var(--bc-font-sans, system-ui, sans-serif);
      color: #1b1f24;
      white-space: nowrap;
    }
    :host([size="sm"]) {
      padding: 0 8px 0 6px;
      font-size: 12px;
      line-height: 18px;
    }
    :host([status="major-outage"]) { background: #fdecec; color: #a81c25; }
    :host([status="partial-outage"]) { background: #fff1e5; color: #a34d05; }
    :host([status="degraded"]) { background: #fff8db; color: #7a5c00; }
    :host([status="maintenance"]) { background: #eaf0fc; color: #2c56ad; }
  `;

  @property({ reflect: true }) status: ComponentStatus = "operational";

  @property({ reflect: true }) size: "md" | "sm" = "md";

  render() {
    const live = this.status === "major-outage" || this.status === "partial-outage";
    return html`<bc-status-dot status=${this.status} ?pulse=${live}></bc-status-dot>
      <span>${STATUS_LABELS[this.status]}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-status-pill": StatusPill;
  }
}
