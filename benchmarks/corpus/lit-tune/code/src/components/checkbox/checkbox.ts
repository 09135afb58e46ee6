import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import "../icon/icon.js";

/**
 * Checkbox with its label as the default slot.
 *
 * @slot - Label
 * @fires change
 */
@customElement("bc-checkbox")
export class Checkbox extends LitElement {
  static styles = css`
    :host { display: inline-flex; font: 14px/20px var(--bc-font-sans, system-ui, sans-serif); }
    label { display: inline-flex; align-items: flex-start; gap: 8px; cursor: pointer; }
    .box {
      display: grid;
      place-items: center;
      width: 18px;
      height: 18px;
      margin-top: 1px;
      border: 1.5px solid #8c959f;
      border-radius: 4px;
      background: #fff;
      color: #fff;
    }
    label:hover .box { border-color: var(--bc-color-accent, #3b6fd8); }
    :host([checked]) .box,
    :host([indeterminate]) .box { border-color: var(--bc-color-accent, #3b6fd8); background: var(--bc-color-accent, #3b6fd8); }
    :host([disabled]) label { opacity: 0.45; cursor: not-allowed; }
    input { position: absolute; opacity: 0; pointer-events: none; }
    input:focus-visible + .box { outline: 2px solid var(--bc-color-focus, #3b6fd8); outline-offset: 2px; }
  `;

  @property({ type: Boolean, reflect: true }) checked = false;

  @property({ type: Boolean, reflect: true }) indeterminate = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  @property() name = "";

  @property() value = "on";

  private toggle(event: Event) {
    this.checked = (event.target as HTMLInputElement).checked;
    this.indeterminate = false;
    this.dispatchEvent(new Event("change", { bubbles: true, composed: true }));
  }

  render() {
    return html`<label>
      <input
        type="checkbox"
        .checked=${this.checked}
        .indeterminate=${this.indeterminate}
        ?disabled=${this.disabled}
        @change=${this.toggle}
      />
      <span class="box">
        ${this.checked ? html`<bc-icon name="check" size="sm"></bc-icon>` : null}
      </span>
      <slot></slot>
    </label>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-checkbox": Checkbox;
  }
}
