import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { IconName } from "../icon/icon.js";
import "../icon/icon.js";

export type BannerTone = "info" | "maintenance" | "critical";

const TONE_ICONS: Record<BannerTone, IconName> = {
  info: "info",
  maintenance: "clock",
  critical: "alert-triangle",
};

/**
 * Full-width strip at the top of the page, for site-wide notices such as
 * scheduled maintenance. Not an `<bc-alert>`: it spans the viewport and
 * has no heading.
 *
 * @slot - Message
 * @slot action - A link on the right
 */
@customElement("bc-banner")
export class Banner extends LitElement {
  static styles = css`
    :host { display: block; }
    :host([sticky]) { position: sticky; top: 0; z-index: 20; }
    .banner {
      display: flex;
      align-items: center;
      justify-content: center;
      gap: 10px;
      padding: 10px 24px;
      font: 500 14px/20px var(--bc-font-sans, system-ui, sans-serif);
    }
    .info { background: #1d3f85; color: #fff; }
    .maintenance { background: #3b6fd8; color: #fff; }
    .critical { background: #d1242f; color: #fff; }
    ::slotted([slot="action"]) { color: inherit; font-weight: 600; }
  `;

  @property({ reflect: true }) tone: BannerTone = "info";

  @property({ type: Boolean, reflect: true }) sticky = false;

  render() {
    return html`<div class="banner ${this.tone}" role="region" aria-label="Notice">
      <bc-icon name=${TONE_ICONS[this.tone]} size="sm"></bc-icon>
      <slot></slot>
      <slot name="action"></slot>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-banner": Banner;
  }
}
