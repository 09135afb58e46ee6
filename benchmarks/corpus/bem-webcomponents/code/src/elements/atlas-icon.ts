/**
 * <atlas-icon name="search"></atlas-icon>
 *
 * Renders one icon of the Atlas sprite. Decorative unless `label` is set.
 */

const PATHS: Record<string, string> = {
  search: "M10 2a8 8 0 1 0 4.9 14.3l5.4 5.4 1.4-1.4-5.4-5.4A8 8 0 0 0 10 2Zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z",
  menu: "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
  close: "M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z",
  "chevron-down": "m6 9 6 6 6-6-1.4-1.4L12 12.2 7.4 7.6z",
  "chevron-left": "m15 6-6 6 6 6 1.4-1.4-4.6-4.6 4.6-4.6z",
  "chevron-right": "m9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z",
  "arrow-right": "M4 11h12.2l-5.6-5.6L12 4l8 8-8 8-1.4-1.4 5.6-5.6H4z",
  share: "M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1Z",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  mail: "M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.9V17h14V9.9l-7 4.5z",
  check: "m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z",
  info: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z",
  x: "M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8z",
  facebook: "M14 8V6.5c0-.8.2-1.5 1.5-1.5H17V2h-2.6C11.7 2 11 3.8 11 6v2H9v3h2v11h3V11h2.4l.6-3z",
};

export type AtlasIconSize = "sm" | "md" | "lg";

export class AtlasIcon extends HTMLElement {
  static observedAttributes = ["name", "size", "label"];

  #root: ShadowRoot;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: "open" });
  }

  /** Icon name in the sprite, e.g. "search", "chevron-down". */
  get name(): string {
    return this.getAttribute("name") ?? "";
  }

  set name(value: string) {
    this.setAttribute("name", value);
  }

  /** "sm" (16px) | "md" (20px, default) | "lg" (24px). */
  get size(): AtlasIconSize {
    return (this.getAttribute("size") as AtlasIconSize | null) ?? "md";
  }

  set size(value: AtlasIconSize) {
    this.setAttribute("size", value);
  }

  connectedCallback(): void {
    this.#render();
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #render(): void {
    const px = { sm: 16, md: 20, lg: 24 }[this.size] ?? 20;
    const label = this.getAttribute("label");
    if (label) {
      this.setAttribute("role", "img");
      this.setAttribute("aria-label", label);
    } else {
      this.setAttribute("aria-hidden", "true");
    }
    this.#root.innerHTML = `
      <style>:host { display: inline-flex; line-height: 0; color: inherit; }</style>
      <svg width="${px}" height="${px}" viewBox="0 0 24 24" fill="currentColor">
        <path d="${PATHS[this.name] ?? ""}"></path>
      </svg>`;
  }
}

customElements.define("atlas-icon", AtlasIcon);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-icon": AtlasIcon;
  }
}
