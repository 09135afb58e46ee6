import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";

export interface NativeSelectChoice {
  value: string;
  label: string;
}

/**
 * A styled platform `<select>`, for long lists (time zones, countries)
 * and for mobile, where the OS picker is better than `<bc-select>`.
 */
@customElement("bc-native-select")
export class NativeSelect extends LitElement {
  static styles = css`
    :host { display: block; font-family: var(--bc-font-sans, system-ui, sans-serif); }
    label { display: block; margin-bottom: 6px; font: 600 14px/20px inherit; }
    select {
      width: 100%;
      height: 40px;
      padding: 0 32px 0 12px;
      border: 1px solid #d0d7de;
      border-radius: var(--bc-radius-md, 6px);
      background: #fff;
      font: 14px/20px inherit;
      appearance: none;
    }
  `;

  @property() label = "";

  @property() value = "";

  @property() name = "";

  /** The choices, set as a property: `.choices=${[...]}`. */
  @property({ attribute: false }) choices: NativeSelectChoice[] = [];

  @property({ type: Boolean, reflect: true }) disabled = false;

  private onChange(event: Event) {
    this.value = (event.target as HTMLSelectElement).value;
    this.dispatchEvent(new Event("change", { bubbles: true, composed: true }));
  }

  render() {
    return html`
      ${this.label ? html`<label>${this.label}</label>` : nothing}
      <select name=${this.name} ?disabled=${this.disabled} @change=${this.onChange}>
        ${this.choices.map(
          (choice) =>
            html`<option value=${choice.value} ?selected=${choice.value === this.value}>
              ${choice.label}
            </option>`,
        )}
      </select>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-native-select": NativeSelect;
  }
}
