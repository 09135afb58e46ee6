import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";

export type Trend = "up" | "down" | "flat";

/**
 * A headline number with an optional delta. A rising delta is shown as
 * good (green) and a falling one as bad, unless `invert` (response times,
 * error rates: lower is better).
 */
@customElement("bc-metric-tile")
export class MetricTile extends LitElement {
  static styles = css`
    :host {
      display: block;
      padding: 16px;
      border: 1px solid #d0d7de;
      border-radius: 8px;
      background: #fff;
      font-family: var(--bc-font-sans, system-ui, sans-serif);
    }
    .label { font-size: 13px; color: #57606a; }
    .value { margin-top: 4px; font: 600 24px/32px inherit; color: #1b1f24; }
    .delta { display: inline-block; margin-top: 4px; padding: 0 6px; border-radius: 4px; font-size: 12px; line-height: 20px; }
    .good { background: #e6f6ec; color: #146c3a; }
    .bad { background: #fdecec; color: #a81c25; }
    .neutral { background: #f3f5f7; color: #57606a; }
  `;

  @property() label = "";

  @property() value = "";

  /** "+0.02%", "−12 ms" */
  @property() delta = "";

  @property({ reflect: true }) trend: Trend = "flat";

  /** Lower is better: a falling delta is green. */
  @property({ type: Boolean, reflect: true }) invert = false;

  private get tone() {
    if (this.trend === "flat") return "neutral";
    const good = this.trend === "up" ? !this.invert : this.invert;
    return good ? "good" : "bad";
  }

  render() {
    const arrow = this.trend === "up" ? "↑" : this.trend === "down" ? "↓" : "→";
    return html`<div class="label">${this.label}</div>
      <div class="value">${this.value}</div>
      ${this.delta ? html`<span class="delta ${this.tone}">${arrow} ${this.delta}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-metric-tile": MetricTile;
  }
}
