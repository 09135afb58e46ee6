import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { STATUS_COLOR_VARS, STATUS_LABELS, type ComponentStatus } from "../../shared/status.js";

export interface DayHealth {
  date: string;
  status: ComponentStatus;
}

/** One tick per day over the last `days` days, coloured by that day's worst status. */
@customElement("bc-uptime-bar")
export class UptimeBar extends LitElement {
  static styles = css`
    :host { display: block; }
    .ticks { display: flex; gap: 2px; height: 28px; }
    .tick { flex: 1; border-radius: 2px; background: var(--tick, #d0d7de); }
    .tick:hover { opacity: 0.7; }
    .legend { display: flex; justify-content: space-between; margin-top: 6px; font-size: 12px; color: #6e7781; }
  `;

  @property({ type: Number }) days = 90;

  @property({ type: Boolean, reflect: true, attribute: "show-legend" }) showLegend = false;

  @property({ attribute: false }) history: DayHealth[] = [];

  render() {
    const recent = this.history.slice(-this.days);
    const padding = Array.from({ length: Math.max(0, this.days - recent.length) });
    return html`<div class="ticks" role="img" aria-label="Uptime over the last ${this.days} days">
        ${padding.map(() => html`<span class="tick"></span>`)}
        ${recent.map(
          (day) =>
            html`<span
              class="tick"
              title="${day.date}: ${STATUS_LABELS[day.status]}"
              style="--tick: ${STATUS_COLOR_VARS[day.status]}"
            ></span>`,
        )}
      </div>
      ${this.showLegend
        ? html`<div class="legend"><span>${this.days} days ago</span><span>Today</span></div>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-uptime-bar": UptimeBar;
  }
}
