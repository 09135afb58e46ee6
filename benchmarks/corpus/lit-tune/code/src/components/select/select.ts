import { LitElement, css, html, nothing } from "lit";
import { customElement, property, queryAssignedElements, state } from "lit/decorators.js";
import type { SelectOption } from "./select-option.js";
import "../icon/icon.js";
import "./select-option.js";

/**
 * Custom dropdown. Options are `<bc-select-option>` children; `value`
 * is the chosen option's value, and the trigger shows that option's text.
 *
 * @slot - `<bc-select-option>` elements
 * @fires change - when the value changes
 */
@customElement("bc-select")
export class Select extends LitElement {
  static styles = css`
    :host { display: block; position: relative; font-family: var(--bc-font-sans, system-ui, sans-serif); }
    label { display: block; margin-bottom: 6px; font: 600 14px/20px inherit; }
    .trigger {
      display: flex;
      align-items: center;
      justify-content: space-between;
      width: 100%;
      height: 40px;
      padding: 0 12px;
      border: 1px solid #d0d7de;
      border-radius: var(--bc-radius-md, 6px);
      background: #fff;
      font: 14px/20px inherit;
      text-align: left;
      cursor: pointer;
    }
    .trigger:hover { border-color: #8c959f; }
    .trigger:focus-visible { outline: 0; border-color: var(--bc-color-accent, #3b6fd8); box-shadow: 0 0 0 3px rgba(59, 111, 216, 0.2); }
    .trigger:disabled { background: #f6f8fa; opacity: 0.6; cursor: not-allowed; }
    .placeholder { color: #6e7781; }
    .menu {
      position: absolute;
      z-index: 10;
      left: 0;
      right: 0;
      margin-top: 4px;
      padding: 4px;
      border: 1px solid #d0d7de;
      border-radius: var(--bc-radius-md, 6px);
      background: #fff;
      box-shadow: 0 8px 24px rgba(27, 31, 36, 0.12);
    }
    .helper { margin-top: 6px; font-size: 12px; color: #57606a; }
  `;

  @property() label = "";

  @property() placeholder = "Select…";

  @property() value = "";

  @property() name = "";

  @property({ attribute: "helper-text" }) helperText = "";

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property({ type: Boolean, reflect: true }) required = false;

  @state() private open = false;

  @queryAssignedElements({ selector: "bc-select-option" }) private options!: SelectOption[];

  private get selected() {
    return this.options?.find((option) => option.value === this.value);
  }

  private choose(event: Event) {
    const option = (event.target as HTMLElement).closest("bc-select-option");
    if (!option || option.disabled) return;
    this.value = option.value;
    this.open = false;
    this.dispatchEvent(new Event("change", { bubbles: true, composed: true }));
  }

  render() {
    const text = this.selected?.textContent?.trim();
    return html`
      ${this.label ? html`<label>${this.label}</label>` : nothing}
      <button
        class="trigger"
        aria-haspopup="listbox"
        aria-expanded=${this.open ? "true" : "false"}
        ?disabled=${this.disabled}
        @click=${() => (this.open = !this.open)}
      >
        ${text ? html`<span>${text}</span>` : html`<span class="placeholder">${this.placeholder}</span>`}
        <bc-icon name="chevron-down" size="sm"></bc-icon>
      </button>
      <div class="menu" role="listbox" ?hidden=${!this.open} @click=${this.choose}>
        <slot @slotchange=${() => this.requestUpdate()}></slot>
      </div>
      ${this.helperText ? html`<div class="helper">${this.helperText}</div>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-select": Select;
  }
}
