import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/** One choice of a `<bc-select>`; its text is the default slot. */
@customElement("bc-select-option")
export class SelectOption extends LitElement {
  static styles = css`
    :host {
      display: block;
      padding: 8px 10px;
      border-radius: 4px;
      font-size: 14px;
      cursor: pointer;
    }
    :host(:hover) { background: #f3f5f7; }
    :host([disabled]) { opacity: 0.45; cursor: not-allowed; }
  `;

  @property() value = "";

  @property({ type: Boolean, reflect: true }) disabled = false;

  connectedCallback() {
    super.connectedCallback();
    this.setAttribute("role", "option");
  }

  render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-select-option": SelectOption;
  }
}
