import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { ComponentStatus } from "../../shared/status.js";
import type { DayHealth } from "../uptime-bar/uptime-bar.js";
import "../status-pill/status-pill.js";
import "../uptime-bar/uptime-bar.js";

/**
 * One monitored component on the status page: its name, its status pill
 * and, unless `hide-uptime`, its 90-day uptime bar and percentage.
 */
@customElement("bc-component-row")
export class ComponentRow extends LitElement {
  static styles = css`
    :host { display: block; padding: 14px 16px; font-family: var(--bc-font-sans, system-ui, sans-serif); }
    .top { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
    .name { font: 500 14px/20px inherit; color: #1b1f24; }
    .uptime { margin-top: 10px; }
    .percent { margin-top: 4px; font-size: 12px; color: #57606a; text-align: right; }
  `;

  @property() name = "";

  @property({ reflect: true }) status: ComponentStatus = "operational";

  /** Uptime over the bar's period, in percent ("99.98"). */
  @property() uptime = "";

  @property({ type: Boolean, reflect: true, attribute: "hide-uptime" }) hideUptime = false;

  /** Per-day health for the bar, oldest first. */
  @property({ attribute: false }) history: DayHealth[] = [];

  render() {
    return html`<div class="top">
        <span class="name">${this.name}</span>
        <bc-status-pill status=${this.status} size="sm"></bc-status-pill>
      </div>
      ${this.hideUptime
        ? nothing
        : html`<div class="uptime">
            <bc-uptime-bar days="90" .history=${this.history}></bc-uptime-bar>
            ${this.uptime ? html`<div class="percent">${this.uptime}% uptime</div>` : nothing}
          </div>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-component-row": ComponentRow;
  }
}
