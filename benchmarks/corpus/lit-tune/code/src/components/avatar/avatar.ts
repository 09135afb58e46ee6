import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";

/** A person's picture, or their initials when there is no picture. */
@customElement("bc-avatar")
export class Avatar extends LitElement {
  static styles = css`
    :host {
      display: inline-grid;
      place-items: center;
      width: 32px;
      height: 32px;
      overflow: hidden;
      border-radius: 50%;
      background: #dbe4f7;
      color: #1d3f85;
      font: 600 13px/1 var(--bc-font-sans, system-ui, sans-serif);
      flex: none;
    }
    :host([size="sm"]) { width: 24px; height: 24px; font-size: 11px; }
    :host([size="lg"]) { width: 48px; height: 48px; font-size: 18px; }
    img { width: 100%; height: 100%; object-fit: cover; }
  `;

  /** Full name, used for the alt text and to derive initials. */
  @property() name = "";

  /** Overrides the initials derived from `name`. */
  @property() initials = "";

  @property() src = "";

  @property({ reflect: true }) size: "sm" | "md" | "lg" = "md";

  private get shownInitials() {
    if (this.initials) return this.initials;
    return this.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join("");
  }

  render() {
    return this.src
      ? html`<img src=${this.src} alt=${this.name} />`
      : html`<span aria-label=${this.name}>${this.shownInitials}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-avatar": Avatar;
  }
}
