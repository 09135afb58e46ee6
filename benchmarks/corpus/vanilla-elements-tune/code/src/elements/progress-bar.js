import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { display: grid; gap: 4px; font-size: 12px; color: #4b5563; min-inline-size: 120px; }
  .row { display: flex; justify-content: space-between; }
  .track { block-size: 6px; border-radius: 999px; background: #e5e7eb; overflow: hidden; }
  .fill { block-size: 100%; border-radius: inherit; background: var(--sw-brand, #1d4ed8); transition: inline-size 200ms; }
  :host([tone="success"]) .fill { background: #16a34a; }
  :host([tone="warning"]) .fill { background: #d97706; }
  :host([tone="danger"]) .fill { background: #dc2626; }
`);

/**
 * A horizontal progress bar (a loan period used up, a reading challenge).
 *
 * @attr {number} value
 * @attr {number} max
 * @attr {string} label - text above the bar
 * @attr {"brand"|"success"|"warning"|"danger"} tone
 * @attr {boolean} show-value - shows the percentage at the right of the label
 */
export class UiProgressBar extends HTMLElement {
  static observedAttributes = ["value", "max", "label", "tone", "show-value"];

  /** @returns {number} */
  get value() {
    return Number(this.getAttribute("value") ?? 0);
  }
  /** @returns {number} */
  get max() {
    return Number(this.getAttribute("max") ?? 100);
  }
  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "";
  }
  /** @returns {"brand" | "success" | "warning" | "danger"} */
  get tone() {
    return this.getAttribute("tone") ?? "brand";
  }
  get showValue() {
    return this.hasAttribute("show-value");
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const percent = Math.round((Math.min(this.value, this.max) / this.max) * 100);
    const value = this.showValue ? `<span>${percent}%</span>` : "";
    const head = this.label || value ? `<div class="row"><span>${escape(this.label)}</span>${value}</div>` : "";
    shadow(
      this,
      styles,
      `${head}<div class="track" role="progressbar" aria-valuemin="0" aria-valuemax="${this.max}" aria-valuenow="${this.value}"
        aria-label="${escape(this.label)}"><div class="fill" part="fill" style="inline-size: ${percent}%"></div></div>`,
    );
  }
}

customElements.define("ui-progress-bar", UiProgressBar);
