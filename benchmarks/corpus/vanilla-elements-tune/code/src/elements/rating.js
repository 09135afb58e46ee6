import { sheet, shadow } from "../lib/styles.js";

const STAR = "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z";

const styles = sheet(`
  :host { display: inline-flex; align-items: center; gap: 6px; font-size: 13px; color: #6b7280; }
  .stars { display: inline-flex; gap: 2px; }
  svg { inline-size: 18px; block-size: 18px; fill: #e5e7eb; }
  :host([size="sm"]) svg { inline-size: 14px; block-size: 14px; }
  svg.on { fill: #f59e0b; }
  button { all: unset; cursor: pointer; display: inline-flex; }
  button:hover svg { fill: #fbbf24; }
`);

const formatter = new Intl.NumberFormat("en-GB");

/**
 * Star rating of a title: `value` of `max` stars and, when `count` is set, the number
 * of reviews after them ("(1,204)"). Without `readonly` a patron can click a star.
 *
 * @attr {number} value - stars filled (whole stars)
 * @attr {number} max
 * @attr {number} count - number of reviews, shown in brackets
 * @attr {"sm"|"md"} size
 * @attr {boolean} readonly
 * @fires change - detail: `{ value }`
 */
export class UiRating extends HTMLElement {
  static observedAttributes = ["value", "max", "count", "size", "readonly"];

  /** @returns {number} */
  get value() {
    return Number(this.getAttribute("value") ?? 0);
  }
  set value(next) {
    this.setAttribute("value", String(next));
  }
  /** @returns {number} */
  get max() {
    return Number(this.getAttribute("max") ?? 5);
  }
  /** @returns {string} */
  get count() {
    return this.getAttribute("count") ?? "";
  }
  /** @returns {"sm" | "md"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  get readonly() {
    return this.hasAttribute("readonly");
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const stars = Array.from({ length: this.max }, (_, i) => {
      const svg = `<svg viewBox="0 0 24 24" class="${i < this.value ? "on" : ""}" aria-hidden="true"><path d="${STAR}"/></svg>`;
      return this.readonly ? svg : `<button data-value="${i + 1}" aria-label="${i + 1} stars">${svg}</button>`;
    }).join("");
    const count = this.count ? `<span part="count">(${formatter.format(Number(this.count))})</span>` : "";
    const root = shadow(
      this,
      styles,
      `<span class="stars" role="img" aria-label="${this.value} out of ${this.max} stars">${stars}</span>${count}`,
    );
    root.querySelectorAll("button").forEach((button) =>
      button.addEventListener("click", () => {
        this.value = Number(button.dataset.value);
        this.dispatchEvent(new CustomEvent("change", { detail: { value: this.value }, bubbles: true }));
      }),
    );
  }
}

customElements.define("ui-rating", UiRating);
