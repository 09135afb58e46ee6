import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { IconName } from "../icon/icon.js";
import "../icon/icon.js";

/**
 * A square button showing only an icon. `label` is required: it is the
 * accessible name, since nothing visible says what the button does.
 */
@customElement("bc-icon-button")
export class IconButton extends LitElement {
  static styles = css`
    :host { display: inline-flex; }
    button {
      display: inline-grid;
      place-items: center;
      border: 1px solid transparent;
      border-radius: var(--bc-radius-md, 6px);
      background: transparent;
      color: #57606a;
      cursor: pointer;
    }
    .md { width: 36px; height: 36px; }
    .sm { width: 28px; height: 28px; }
    .ghost:hover { background: #f3f5f7; color: #1b1f24; }
    .secondary { border-color: #d0d7de; background: #fff; }
    .secondary:hover { background: #f3f5f7; }
    .primary { background: var(--bc-color-accent, #3b6fd8); color: #fff; }
    button:focus-visible { outline: 2px solid var(--bc-color-focus, #3b6fd8); outline-offset: 2px; }
    button:disabled { opacity: 0.45; cursor: not-allowed; }
  `;

  @property() icon: IconName = "x";

  @property() label = "";

  @property({ reflect: true }) variant: "ghost" | "secondary" | "primary" = "ghost";

  @property({ reflect: true }) size: "sm" | "md" = "md";

  @property({ type: Boolean, reflect: true }) disabled = false;

  render() {
    return html`<button
      class="${this.variant} ${this.size}"
      aria-label=${this.label}
      title=${this.label}
      ?disabled=${this.disabled}
    >
      <bc-icon name=${this.icon} size=${this.size === "sm" ? "sm" : "md"}></bc-icon>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-icon-button": IconButton;
  }
}
