import { sheet, shadow, escape } from "../lib/styles.js";
import "./icon.js";
import "./icon-button.js";

const TONE_ICONS = {
  info: "info",
  success: "check",
  warning: "alert-triangle",
  danger: "alert-triangle",
};

const styles = sheet(`
  :host { display: flex; align-items: flex-start; gap: 12px; inline-size: 360px; padding: 14px 12px 14px 16px;
    border-radius: 12px; background: #111827; color: #f9fafb; box-shadow: 0 12px 32px rgb(0 0 0 / .25); }
  .icon { color: #93c5fd; padding-block-start: 2px; }
  :host([tone="success"]) .icon { color: #86efac; }
  :host([tone="warning"]) .icon { color: #fcd34d; }
  :host([tone="danger"]) .icon { color: #fca5a5; }
  .text { flex: 1; display: grid; gap: 2px; font-size: 14px; }
  strong { font-weight: 600; }
  ui-icon-button { color: #d1d5db; margin-block: -6px; }
`);

/**
 * A short-lived notification. The status icon follows `tone`; the message is the
 * default slot, an optional action (`<ui-button variant="ghost" slot="action">`) goes
 * after it. Hides itself after `duration` ms (0: stays).
 *
 * @attr {"info"|"success"|"warning"|"danger"} tone
 * @attr {string} heading
 * @attr {boolean} dismissible - shows the close button
 * @attr {number} duration - ms before it hides
 * @fires ui-dismiss
 * @slot - the message
 * @slot action - an action button
 */
export class UiToast extends HTMLElement {
  static observedAttributes = ["tone", "heading", "dismissible", "duration"];

  #timer = 0;

  /** @returns {"info" | "success" | "warning" | "danger"} */
  get tone() {
    return this.getAttribute("tone") ?? "info";
  }
  /** @returns {string} */
  get heading() {
    return this.getAttribute("heading") ?? "";
  }
  get dismissible() {
    return this.hasAttribute("dismissible");
  }
  /** @returns {number} */
  get duration() {
    return Number(this.getAttribute("duration") ?? 6000);
  }

  connectedCallback() {
    this.setAttribute("role", this.tone === "danger" ? "alert" : "status");
    const close = this.dismissible ? `<ui-icon-button icon="x" label="Dismiss" size="sm"></ui-icon-button>` : "";
    const root = shadow(
      this,
      styles,
      `<ui-icon class="icon" name="${TONE_ICONS[this.tone] ?? "info"}"></ui-icon>
       <div class="text"><strong part="heading">${escape(this.heading)}</strong><slot></slot><slot name="action"></slot></div>${close}`,
    );
    root.querySelector("ui-icon-button")?.addEventListener("ui-press", () => this.dismiss());
    if (this.duration > 0) this.#timer = window.setTimeout(() => this.dismiss(), this.duration);
  }

  disconnectedCallback() {
    window.clearTimeout(this.#timer);
  }

  dismiss() {
    this.dispatchEvent(new Event("ui-dismiss", { bubbles: true }));
    this.remove();
  }
}

customElements.define("ui-toast", UiToast);
