import { LitElement, css, html, svg, type SVGTemplateResult } from "lit";
import { customElement, property } from "lit/decorators.js";

export type IconName =
  | "alert-triangle"
  | "bell"
  | "check"
  | "chevron-down"
  | "chevron-right"
  | "clock"
  | "external-link"
  | "info"
  | "mail"
  | "message-square"
  | "plus"
  | "rss"
  | "search"
  | "webhook"
  | "x";

const PATHS: Record<IconName, SVGTemplateResult> = {
  "alert-triangle": svg`<path d="M12 3 2 21h20L12 3Zm0 6v5m0 3v.5" />`,
  bell: svg`<path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4" />`,
  check: svg`<path d="m5 12 5 5 9-10" />`,
  "chevron-down": svg`<path d="m6 9 6 6 6-6" />`,
  "chevron-right": svg`<path d="m9 6 6 6-6 6" />`,
  clock: svg`<circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" />`,
  "external-link": svg`<path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />`,
  info: svg`<circle cx="12" cy="12" r="9" /><path d="M12 11v6m0-10v.5" />`,
  mail: svg`<path d="M3 6h18v12H3zM3 7l9 7 9-7" />`,
  "message-square": svg`<path d="M4 4h16v12H8l-4 4V4Z" />`,
  plus: svg`<path d="M12 5v14M5 12h14" />`,
  rss: svg`<path d="M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8" /><circle cx="6" cy="18" r="1" />`,
  search: svg`<circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" />`,
  webhook: svg`<path d="M9 17a4 4 0 1 1-3-6.7M15 7a4 4 0 1 1 3 6.7M12 4l-3 6h6l-3 6" />`,
  x: svg`<path d="M6 6l12 12M18 6 6 18" />`,
};

/**
 * A stroke icon from Beacon's icon set.
 *
 * @example <bc-icon name="bell" size="sm"></bc-icon>
 */
@customElement("bc-icon")
export class Icon extends LitElement {
  static styles = css`
    :host {
      display: inline-flex;
      width: var(--bc-icon-size, 20px);
      height: var(--bc-icon-size, 20px);
      color: inherit;
      flex: none;
    }
    :host([size="sm"]) {
      --bc-icon-size: 16px;
    }
    :host([size="lg"]) {
      --bc-icon-size: 24px;
    }
    svg {
      width: 100%;
      height: 100%;
      fill: none;
      stroke: currentColor;
      stroke-width: 2;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
  `;

  /** Which glyph to draw. */
  @property({ reflect: true }) name: IconName = "info";

  @property({ reflect: true }) size: "sm" | "md" | "lg" = "md";

  /** Accessible label; when empty the icon is decorative. */
  @property() label = "";

  render() {
    return html`<svg
      viewBox="0 0 24 24"
      role=${this.label ? "img" : "presentation"}
      aria-label=${this.label || ""}
      aria-hidden=${this.label ? "false" : "true"}
    >
      ${PATHS[this.name] ?? PATHS.info}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bc-icon": Icon;
  }
}
