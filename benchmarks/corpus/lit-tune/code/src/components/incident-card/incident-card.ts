import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { PHASE_LABELS, type ComponentStatus, type IncidentPhase } from "../../shared/status.js";
import "../status-pill/status-pill.js";

/**
 * Summary of one incident: its impact (a status pill drawn from `status`),
 * title, phase and last update. Affected components go in the `tags` slot.
 *
 * @slot tags - `<bc-tag>` elements for the affected components
 */
@customElement("bc-incident-card")
export class IncidentCard extends LitElement {
  static styles = css`
    :host { display: block; }
    a {
      display: grid;
      gap: 8px;
      padding: 16px;
      border: 1px solid #d0d7de;
      border-radius: 8px;
      background: #fff;
      color: inherit;
      text-decoration: none;
      font-family: var(--bc-font-sans, system-ui, sans-serif);
    }
    a:hover { border-color: #8c959f; box-shadow: 0 2px 8px rgba(27, 31, 36, 0.08); }
    h3 { margin: 0; font: 600 16px/24px inherit; }
    .meta { display: flex; gap: 8px; font-size: 13px; color: #57606a; }
    .tags { display: flex; flex-wrap: wrap; gap: 6px; }
  `;

  @property() heading = "";

  /** The impact, as the status of the worst-hit component. */
  @property({ reflect: true }) status: ComponentStatus = "degraded";

  @property({ reflect: true }) phase: IncidentPhase = "investigating";

  /** Human text of the last update ("Updated 12 min ago"). */
  @property() updated = "";

  @property() href = "#";

  render() {
    return html`<a href=${this.href}>
      <bc-status-pill status=${this.status} size="sm"></bc-status-pill>
      <h3>${this.heading}</h3>
      <div class="tags"><slot name="tags"></slot></div>
      <div class="meta"><span>${PHASE_LABELS[this.phase]}</span><span>·</span><span>${this.updated}</span></div>
    </a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-incident-card": IncidentCard;
  }
}
