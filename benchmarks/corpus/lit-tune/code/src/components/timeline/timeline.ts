import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import "./timeline-item.js";

/**
 * The updates of an incident, newest first, as `<bc-timeline-item>`s.
 *
 * @slot - `<bc-timeline-item>` elements
 */
@customElement("bc-timeline")
export class Timeline extends LitElement {
  static styles = css`
    :host { display: block; }
    ol { margin: 0; padding: 0; list-style: none; }
    :host([compact]) ::slotted(bc-timeline-item) { --bc-timeline-gap: 12px; }
  `;

  @property({ type: Boolean, reflect: true }) compact = false;

  render() {
    return html`<ol><slot></slot></ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-timeline": Timeline;
  }
}
