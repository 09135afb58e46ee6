import { iconSvg } from "../lib/icons.js";
import { sheet, shadow } from "../lib/styles.js";

const styles = sheet(`
  :host { display: inline-flex; inline-size: 20px; block-size: 20px; color: inherit; flex: none; }
  :host([size="sm"]) { inline-size: 16px; block-size: 16px; }
  :host([size="lg"]) { inline-size: 24px; block-size: 24px; }
  svg { inline-size: 100%; block-size: 100%; }
`);

/**
 * An icon of the Shelfwise set, drawn inline so it takes `currentColor`.
 *
 * @attr {string} name - icon name, as in `lib/icons.js` (`"bookmark"`, `"chevron-left"`)
 * @attr {"sm"|"md"|"lg"} size - 16, 20 or 24 px
 */
export class UiIcon extends HTMLElement {
  static observedAttributes = ["name", "size"];

  /** @returns {string} */
  get name() {
    return this.getAttribute("name") ?? "";
  }
  set name(value) {
    this.setAttribute("name", value);
  }

  /** @returns {"sm" | "md" | "lg"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  set size(value) {
    this.setAttribute("size", value);
  }

  connectedCallback() {
    this.setAttribute("aria-hidden", "true");
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    shadow(this, styles, iconSvg(this.name));
  }
}

customElements.define("ui-icon", UiIcon);
