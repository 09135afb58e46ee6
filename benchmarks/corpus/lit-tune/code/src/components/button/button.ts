import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { classMap } from "lit/directives/class-map.js";
import { focusRing } from "../../shared/styles.js";
import type { IconName } from "../icon/icon.js";
import "../icon/icon.js";
import "../spinner/spinner.js";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

/**
 * The action button. The label is the default slot; a leading icon is
 * either an icon name (`icon="plus"`) or anything slotted into `icon`.
 *
 * @slot - Button label
 * @slot icon - Custom leading icon, overrides `icon`
 * @fires bc-click - when activated while enabled
 */
@customElement("bc-button")
export class Button extends LitElement {
  static styles = [
    focusRing,
    css`
      :host {
        display: inline-flex;
      }
      :host([full-width]) {
        display: flex;
        width: 100%;
      }
      button {
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 8px;
        width: 100%;
        border: 1px solid transparent;
        border-radius: var(--bc-radius-md, 6px);
        font: 600 14px/20px var(--bc-font-sans, system-ui, sans-serif);
        cursor: pointer;
        transition: background-color 120ms ease, border-color 120ms ease;
      }
      .sm { padding: 4px 10px; font-size: 13px; }
      .md { padding: 8px 14px; }
      .lg { padding: 12px 20px; font-size: 16px; line-height: 24px; }
      .primary { background: var(--bc-color-accent, #3b6fd8); color: #fff; }
      .primary:hover { background: var(--bc-color-accent-strong, #2c56ad); }
      .secondary { background: #fff; color: #1b1f24; border-color: #d0d7de; }
      .secondary:hover { background: #f3f5f7; }
      .ghost { background: transparent; color: var(--bc-color-accent, #3b6fd8); }
      .ghost:hover { background: rgba(59, 111, 216, 0.08); }
      .danger { background: var(--bc-color-danger, #d1242f); color: #fff; }
      .danger:hover { background: #a81c25; }
      button:focus-visible { outline: 2px solid var(--bc-color-focus, #3b6fd8); outline-offset: 2px; }
      button:active { transform: translateY(1px); }
      button:disabled { opacity: 0.45; cursor: not-allowed; transform: none; }
    `,
  ];

  @property({ reflect: true }) variant: ButtonVariant = "primary";

  @property({ reflect: true }) size: ButtonSize = "md";

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Shows a spinner and blocks clicks while an action runs. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** Stretch to the width of the container. */
  @property({ type: Boolean, reflect: true, attribute: "full-width" }) fullWidth = false;

  /** Leading icon by name. */
  @property() icon?: IconName;

  @property() type: "button" | "submit" | "reset" = "button";

  private handleClick(event: MouseEvent) {
    if (this.disabled || this.loading) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    if (this.type === "submit") this.closest("form")?.requestSubmit();
    this.dispatchEvent(new CustomEvent("bc-click", { bubbles: true, composed: true }));
  }

  render() {
    const classes = { [this.variant]: true, [this.size]: true };
    return html`<button
      class=${classMap(classes)}
      type=${this.type}
      ?disabled=${this.disabled}
      aria-busy=${this.loading ? "true" : "false"}
      @click=${this.handleClick}
    >
      ${this.loading
        ? html`<bc-spinner size="sm"></bc-spinner>`
        : html`<slot name="icon">
            ${this.icon ? html`<bc-icon name=${this.icon} size="sm"></bc-icon>` : nothing}
          </slot>`}
      <slot></slot>
    </button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-button": Button;
  }
}
