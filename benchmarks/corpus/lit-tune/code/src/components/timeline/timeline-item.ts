import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import { PHASE_LABELS, type IncidentPhase } from "../../shared/status.js";

/**
 * One update of an incident. The connector line to the next item is drawn
 * in CSS and hidden on the last item.
 *
 * @slot - Update message
 */
@customElement("bc-timeline-item")
export class TimelineItem extends LitElement {
  static styles = css`
    :host {
      display: grid;
      grid-template-columns: 16px 1fr;
      gap: 12px;
      padding-bottom: var(--bc-timeline-gap, 20px);
      position: relative;
      font-family: var(--bc-font-sans, system-ui, sans-serif);
    }
    :host::before {
      content: "";
      position: absolute;
      left: 7px;
      top: 18px;
      bottom: 0;
      width: 2px;
      background: #d0d7de;
    }
    :host(:last-of-type)::before { display: none; }
    .marker { width: 12px; height: 12px; margin: 4px 2px; border-radius: 50%; background: #8c959f; }
    :host([phase="resolved"]) .marker { background: var(--bc-color-status-operational, #1f9d55); }
    :host([phase="investigating"]) .marker { background: var(--bc-color-status-major, #d1242f); }
    .phase { font: 600 14px/20px inherit; }
    time { margin-left: 8px; font-size: 13px; color: #6e7781; }
    .body { margin-top: 4px; font-size: 14px; line-height: 21px; color: #24292f; }
  `;

  @property({ reflect: true }) phase: IncidentPhase = "investigating";

  /** Display time of the update ("Dec 1, 14:32 UTC"). */
  @property() timestamp = "";

  render() {
    return html`<span class="marker"></span>
      <div>
        <span class="phase">${PHASE_LABELS[this.phase]}</span><time>${this.timestamp}</time>
        <div class="body"><slot></slot></div>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-timeline-item": TimelineItem;
  }
}
