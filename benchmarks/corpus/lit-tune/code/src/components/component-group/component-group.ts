import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import "../icon/icon.js";

/**
 * A collapsible group of `<bc-component-row>`s ("API", "Dashboard", ...
 * under "Core platform").
 *
 * @slot - `<bc-component-row>` elements
 */
@customElement("bc-component-group")
export class ComponentGroup extends LitElement {
  static styles = css`
    :host { display: block; border: 1px solid #d0d7de; border-radius: 8px; background: #fff; }
    summary {
      display: flex;
      align-items: center;
      gap: 8px;
      padding: 14px 16px;
      font: 600 15px/22px var(--bc-font-sans, system-ui, sans-serif);
      list-style: none;
      cursor: pointer;
    }
    summary:hover { background: #f6f8fa; }
    summary::-webkit-details-marker { display: none; }
    details[open] bc-icon { transform: rotate(90deg); }
    ::slotted(bc-component-row:not(:last-child)) { border-bottom: 1px solid #eaeef2; }
  `;

  @property() name = "";

  @property({ type: Boolean, reflect: true }) collapsed = false;

  private onToggle(event: Event) {
    this.collapsed = !(event.target as HTMLDetailsElement).open;
  }

  render() {
    return html`<details ?open=${!this.collapsed} @toggle=${this.onToggle}>
      <summary><bc-icon name="chevron-right" size="sm"></bc-icon>${this.name}</summary>
      <slot></slot>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-component-group": ComponentGroup;
  }
}
