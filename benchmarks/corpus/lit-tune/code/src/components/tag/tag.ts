import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import "../icon/icon.js";

/**
 * A label for a thing (an affected component, a region). Unlike the
 * `.bc-badge` utility it can be removed by the user.
 *
 * @slot - Tag text
 * @fires bc-remove - when the remove button is pressed
 */
@customElement("bc-tag")
export class Tag extends LitElement {
  static styles = css`
    :host {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      height: 24px;
      padding: 0 8px;
      border: 1px solid #d0d7de;
      border-radius: 4px;
      background: #fff;
      font: 500 12px/22px var(--bc-font-sans, system-ui, sans-serif);
      color: #424a53;
    }
    :host([tone="accent"]) {
      border-color: #b6c9f0;
      background: #eaf0fc;
      color: #2c56ad;
    }
    button {
      display: inline-grid;
      place-items: center;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      cursor: pointer;
    }
  `;

  @property({ reflect: true }) tone: "neutral" | "accent" = "neutral";

  @property({ type: Boolean, reflect: true }) removable = false;

  private remove_() {
    this.dispatchEvent(new CustomEvent("bc-remove", { bubbles: true, composed: true }));
  }

  render() {
    return html`<slot></slot>${this.removable
        ? html`<button aria-label="Remove" @click=${this.remove_}>
            <bc-icon name="x" size="sm"></bc-icon>
          </button>`
        : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-tag": Tag;
  }
}
