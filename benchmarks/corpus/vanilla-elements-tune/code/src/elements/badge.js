import { sheet, shadow } from "../lib/styles.js";

const styles = sheet(`
  :host { display: inline-flex; align-items: center; gap: 6px; padding: 2px 8px; border-radius: 999px;
    font: 500 12px/18px inherit; white-space: nowrap; background: #f3f4f6; color: #374151; }
  :host([size="sm"]) { padding: 0 6px; font-size: 11px; line-height: 16px; }
  :host([tone="info"]) { background: #dbeafe; color: #1e40af; }
  :host([tone="success"]) { background: #dcfce7; color: #166534; }
  :host([tone="warning"]) { background: #fef3c7; color: #92400e; }
  :host([tone="danger"]) { background: #fee2e2; color: #991b1b; }
  :host([variant="solid"]) { background: #374151; color: #fff; }
  :host([variant="solid"][tone="info"]) { background: #2563eb; }
  :host([variant="solid"][tone="success"]) { background: #16a34a; }
  :host([variant="solid"][tone="warning"]) { background: #d97706; }
  :host([variant="solid"][tone="danger"]) { background: #dc2626; }
  .dot { inline-size: 6px; block-size: 6px; border-radius: 50%; background: currentColor; display: none; }
  :host([dot]) .dot { display: block; }
`);

/**
 * A small status label. Not interactive: for a filter or topic chip use the
 * `.tag` CSS component.
 *
 * @attr {"neutral"|"info"|"success"|"warning"|"danger"} tone
 * @attr {"soft"|"solid"} variant
 * @attr {"sm"|"md"} size
 * @attr {boolean} dot - a leading status dot
 * @slot - the text
 */
export class UiBadge extends HTMLElement {
  static observedAttributes = ["tone", "variant", "size", "dot"];

  /** @returns {"neutral" | "info" | "success" | "warning" | "danger"} */
  get tone() {
    return this.getAttribute("tone") ?? "neutral";
  }
  /** @returns {"soft" | "solid"} */
  get variant() {
    return this.getAttribute("variant") ?? "soft";
  }
  /** @returns {"sm" | "md"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  get dot() {
    return this.hasAttribute("dot");
  }

  connectedCallback() {
    shadow(this, styles, `<span class="dot" part="dot"></span><slot></slot>`);
  }
}

customElements.define("ui-badge", UiBadge);
