import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/**
 * An on/off switch for settings that apply at once. Label is the default slot.
 *
 * @slot - Label
 * @fires change
 */
@customElement("bc-switch")
export class Switch extends LitElement {
  static styles = css`
    :host { display: inline-flex; font: 14px/20px var(--bc-font-sans, system-ui, sans-serif); }
    button {
      display: inline-flex;
      align-items: center;
      gap: 10px;
      padding: 0;
      border: 0;
      background: none;
      font: inherit;
      color: inherit;
      cursor: pointer;
    }
    .track {
      position: relative;
      width: 36px;
      height: 20px;
      border-radius: 10px;
      background: #afb8c1;
      transition: background-color 120ms ease;
    }
    .track::after {
      content: "";
      position: absolute;
      top: 2px;
      left: 2px;
      width: 16px;
      height: 16px;
      border-radius: 50%;
      background: #fff;
      transition: transform 120ms ease;
    }
    :host([checked]) .track { background: var(--bc-color-accent, #3b6fd8); }
    :host([checked]) .track::after { transform: translateX(16px); }
    button:hover .track { filter: brightness(0.95); }
    button:focus-visible .track { outline: 2px solid var(--bc-color-focus, #3b6fd8); outline-offset: 2px; }
    :host([disabled]) button { opacity: 0.45; cursor: not-allowed; }
  `;

  @property({ type: Boolean, reflect: true }) checked = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property() name = "";

  private toggle() {
    if (this.disabled) return;
    this.checked = !this.checked;
    this.dispatchEvent(new Event("change", { bubbles: true, composed: true }));
  }

  render() {
    return html`<button
      role="switch"
      aria-checked=${this.checked ? "true" : "false"}
      ?disabled=${this.disabled}
      @click=${this.toggle}
    >
      <span class="track"></span><slot></slot>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-switch": Switch;
  }
}
