import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { position: relative; display: inline-flex; }
  .tip { position: absolute; z-index: 30; inline-size: max-content; max-inline-size: 240px; padding: 6px 8px;
    border-radius: 6px; background: #111827; color: #fff; font-size: 12px; line-height: 16px;
    opacity: 0; pointer-events: none; transition: opacity 120ms; inset-block-end: calc(100% + 6px); inset-inline-start: 50%; translate: -50% 0; }
  :host([placement="bottom"]) .tip { inset-block: calc(100% + 6px) auto; }
  :host([placement="left"]) .tip { inset: 50% calc(100% + 6px) auto auto; translate: 0 -50%; }
  :host([placement="right"]) .tip { inset: 50% auto auto calc(100% + 6px); translate: 0 -50%; }
  :host(:hover) .tip, :host(:focus-within) .tip { opacity: 1; }
`);

/**
 * A hover / focus hint around its slotted trigger.
 *
 * @attr {string} text
 * @attr {"top"|"bottom"|"left"|"right"} placement
 * @slot - the trigger
 */
export class UiTooltip extends HTMLElement {
  static observedAttributes = ["text", "placement"];

  /** @returns {string} */
  get text() {
    return this.getAttribute("text") ?? "";
  }
  /** @returns {"top" | "bottom" | "left" | "right"} */
  get placement() {
    return this.getAttribute("placement") ?? "top";
  }

  connectedCallback() {
    shadow(this, styles, `<slot></slot><span class="tip" role="tooltip" part="tip">${escape(this.text)}</span>`);
  }
}

customElements.define("ui-tooltip", UiTooltip);
