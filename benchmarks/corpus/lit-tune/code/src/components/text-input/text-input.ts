import { LitElement, css, html, nothing } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { live } from "lit/directives/live.js";
import type { IconName } from "../icon/icon.js";
import "../icon/icon.js";

let nextId = 0;

/**
 * Single-line text input with a label, helper text and an error state.
 *
 * @fires input - re-dispatched from the inner input
 * @fires change - re-dispatched from the inner input
 */
@customElement("bc-text-input")
export class TextInput extends LitElement {
  static formAssociated = true;

  static styles = css`
    :host { display: block; font-family: var(--bc-font-sans, system-ui, sans-serif); }
    label { display: block; margin-bottom: 6px; font: 600 14px/20px inherit; color: #1b1f24; }
    .field {
      display: flex;
      align-items: center;
      gap: 8px;
      height: 40px;
      padding: 0 12px;
      border: 1px solid #d0d7de;
      border-radius: var(--bc-radius-md, 6px);
      background: #fff;
    }
    .field:hover { border-color: #8c959f; }
    .field:focus-within { border-color: var(--bc-color-accent, #3b6fd8); box-shadow: 0 0 0 3px rgba(59, 111, 216, 0.2); }
    :host([invalid]) .field { border-color: var(--bc-color-danger, #d1242f); }
    :host([disabled]) .field { background: #f6f8fa; opacity: 0.6; }
    input { flex: 1; min-width: 0; border: 0; outline: 0; background: none; font: 14px/20px inherit; }
    bc-icon { color: #6e7781; }
    .helper { margin-top: 6px; font-size: 12px; color: #57606a; }
    :host([invalid]) .helper { color: var(--bc-color-danger, #d1242f); }
  `;

  @property() label = "";

  @property() placeholder = "";

  @property() value = "";

  @property() type: "text" | "email" | "tel" | "url" | "search" = "text";

  @property() name = "";

  /** Leading icon by name. */
  @property() icon?: IconName;

  @property({ attribute: "helper-text" }) helperText = "";

  /** Shown instead of the helper text while `invalid`. */
  @property({ attribute: "error-text" }) errorText = "";

  @property({ type: Boolean, reflect: true }) invalid = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property({ type: Boolean, reflect: true }) required = false;

  @query("input") private input!: HTMLInputElement;

  private inputId = `bc-text-input-${nextId++}`;

  focus() {
    this.input?.focus();
  }

  private onInput() {
    this.value = this.input.value;
  }

  render() {
    const helper = this.invalid && this.errorText ? this.errorText : this.helperText;
    return html`
      ${this.label ? html`<label for=${this.inputId}>${this.label}</label>` : nothing}
      <div class="field">
        ${this.icon ? html`<bc-icon name=${this.icon} size="sm"></bc-icon>` : nothing}
        <input
          id=${this.inputId}
          type=${this.type}
          name=${this.name}
          placeholder=${this.placeholder}
          .value=${live(this.value)}
          ?disabled=${this.disabled}
          ?required=${this.required}
          aria-invalid=${this.invalid ? "true" : "false"}
          @input=${this.onInput}
        />
      </div>
      ${helper ? html`<div class="helper">${helper}</div>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-text-input": TextInput;
  }
}
