import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { --size: 40px; display: inline-grid; place-items: center; inline-size: var(--size); block-size: var(--size);
    border-radius: 50%; overflow: hidden; background: #e0e7ff; color: #3730a3; font: 600 calc(var(--size) * .4)/1 inherit; flex: none; }
  :host([size="xs"]) { --size: 24px; }
  :host([size="sm"]) { --size: 32px; }
  :host([size="lg"]) { --size: 56px; }
  :host([size="xl"]) { --size: 72px; }
  :host([shape="square"]) { border-radius: 8px; }
  img { inline-size: 100%; block-size: 100%; object-fit: cover; }
`);

/**
 * A patron's or author's picture, or their initials when there is no picture.
 *
 * @attr {string} src - picture URL
 * @attr {string} name - full name: the image's alt text and the source of the initials
 * @attr {string} initials - overrides the initials taken from `name`
 * @attr {"xs"|"sm"|"md"|"lg"|"xl"} size - 24, 32, 40, 56 or 72 px
 * @attr {"circle"|"square"} shape
 */
export class UiAvatar extends HTMLElement {
  static observedAttributes = ["src", "name", "initials", "size", "shape"];

  /** @returns {string} */
  get src() {
    return this.getAttribute("src") ?? "";
  }
  /** @returns {string} */
  get name() {
    return this.getAttribute("name") ?? "";
  }
  /** @returns {string} */
  get initials() {
    const given = this.getAttribute("initials");
    if (given) return given;
    return this.name
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => part[0].toUpperCase())
      .slice(0, 2)
      .join("");
  }
  /** @returns {"xs" | "sm" | "md" | "lg" | "xl"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  /** @returns {"circle" | "square"} */
  get shape() {
    return this.getAttribute("shape") ?? "circle";
  }

  connectedCallback() {
    this.#render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.#render();
  }

  #render() {
    const inner = this.src
      ? `<img src="${escape(this.src)}" alt="${escape(this.name)}">`
      : `<span aria-label="${escape(this.name)}">${escape(this.initials)}</span>`;
    shadow(this, styles, inner);
  }
}

customElements.define("ui-avatar", UiAvatar);
