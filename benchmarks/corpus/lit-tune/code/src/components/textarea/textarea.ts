import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { live } from "lit/directives/live.js";

/** Multi-line text entry, used for incident update messages. */
@customElement("bc-textarea")
export class Textarea extends LitElement {
  static styles = css`
    :host { display: block; font-family: var(--bc-font-sans, system-ui, sans-serif); }
    label { display: block; margin-bottom: 6px; font: 600 14px/20px inherit; }
    textarea {
      box-sizing: border-box;
      width: 100%;
      padding: 10px 12px;
      border: 1px solid #d0d7de;
      border-radius: var(--bc-radius-md, 6px);
      font: 14px/20px inherit;
      resize: vertical;
    }
    textarea:hover { border-color: #8c959f; }
    textarea:focus { outline: 0; border-color: var(--bc-color-accent, #3b6fd8); box-shadow: 0 0 0 3px rgba(59, 111, 216, 0.2); }
    textarea:disabled { background: #f6f8fa; opacity: 0.6; }
    .count { margin-top: 4px; text-align: right; font-size: 12px; color: #6e7781; }
  `;

  @property() label = "";

  @property() placeholder = "";

  @property() value = "";

  @property({ type: Number }) rows = 4;

  /** Shows a character counter when set. */
  @property({ type: Number, attribute: "max-length" }) maxLength?: number;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property({ type: Boolean, reflect: true }) required = false;

  private onInput(event: Event) {
    this.value = (event.target as HTMLTextAreaElement).value;
  }

  render() {
    return html`
      ${this.label ? html`<label>${this.label}</label>` : nothing}
      <textarea
        rows=${this.rows}
        placeholder=${this.placeholder}
        maxlength=${this.maxLength ?? -1}
        .value=${live(this.value)}
        ?disabled=${this.disabled}
        ?required=${this.required}
        @input=${this.onInput}
      ></textarea>
      ${this.maxLength
        ? html`<div class="count">${this.value.length} / ${this.maxLength}</div>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-textarea": Textarea;
  }
}
