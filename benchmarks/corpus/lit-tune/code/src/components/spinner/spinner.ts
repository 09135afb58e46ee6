import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/** Indeterminate loading indicator. */
@customElement("bc-spinner")
export class Spinner extends LitElement {
  static styles = css`
    :host {
      display: inline-block;
      width: 20px;
      height: 20px;
    }
    :host([size="sm"]) { width: 14px; height: 14px; }
    :host([size="lg"]) { width: 32px; height: 32px; }
    span {
      display: block;
      width: 100%;
      height: 100%;
      border: 2px solid currentColor;
      border-right-color: transparent;
      border-radius: 50%;
      animation: spin 700ms linear infinite;
    }
    @keyframes spin {
      to { transform: rotate(360deg); }
    }
    @media (prefers-reduced-motion: reduce) {
      span { animation-duration: 2s; }
    }
  `;

  @property({ reflect: true }) size: "sm" | "md" | "lg" = "md";

  @property() label = "Loading";

  render() {
    return html`<span role="status" aria-label=${this.label}></span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-spinner": Spinner;
  }
}
