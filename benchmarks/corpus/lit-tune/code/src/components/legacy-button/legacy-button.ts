import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/**
 * @deprecated Use `<bc-button>`. Kept for the old admin pages until they
 * are migrated; `kind="cta"` maps to `variant="primary" size="lg"`.
 */
@customElement("bc-legacy-button")
export class LegacyButton extends LitElement {
  static styles = css`
    button {
      padding: 6px 16px;
      border: 0;
      border-radius: 3px;
      background: #5a6b7d;
      color: #fff;
      font: 14px/20px Helvetica, Arial, sans-serif;
      text-transform: uppercase;
    }
    :host([kind="cta"]) button { background: #2a7ae2; padding: 10px 24px; }
    :host([kind="link"]) button { background: none; color: #2a7ae2; text-decoration: underline; }
    button[disabled] { opacity: 0.5; }
  `;

  @property({ reflect: true }) kind: "default" | "cta" | "link" = "default";

  @property({ type: Boolean }) disabled = false;

  @property() text = "";

  connectedCallback() {
    super.connectedCallback();
    console.warn("<bc-legacy-button> is deprecated; use <bc-button>.");
  }

  render() {
    return html`<button ?disabled=${this.disabled}>${this.text}<slot></slot></button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-legacy-button": LegacyButton;
  }
}
