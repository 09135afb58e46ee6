import { LitElement, css, html, nothing } from "lit";
import { customElement, property, queryAssignedElements } from "lit/decorators.js";

/**
 * A titled list of `<bc-incident-card>`s, with an empty message when none
 * are slotted.
 *
 * @slot - `<bc-incident-card>` elements
 */
@customElement("bc-incident-list")
export class IncidentList extends LitElement {
  static styles = css`
    :host { display: block; font-family: var(--bc-font-sans, system-ui, sans-serif); }
    h2 { margin: 0 0 12px; font: 600 18px/26px inherit; }
    .items { display: grid; gap: 12px; }
    .empty { padding: 24px; border: 1px dashed #d0d7de; border-radius: 8px; color: #57606a; text-align: center; }
  `;

  @property() heading = "Recent incidents";

  @property({ attribute: "empty-text" }) emptyText = "No incidents reported.";

  @queryAssignedElements({ selector: "bc-incident-card" }) private cards!: HTMLElement[];

  render() {
    return html`${this.heading ? html`<h2>${this.heading}</h2>` : nothing}
      <div class="items"><slot @slotchange=${() => this.requestUpdate()}></slot></div>
      ${this.cards?.length ? nothing : html`<div class="empty">${this.emptyText}</div>`}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-incident-list": IncidentList;
  }
}
