/**
 * <atlas-carousel per-view="3" controls loop>
 *   <article class="c-story-card">…</article>
 *   …
 * </atlas-carousel>
 *
 * A horizontally scrolling rail with scroll-snap, optional prev/next controls.
 */

const template = document.createElement("template");
template.innerHTML = `
  <style>
    :host { --per-view: 3; display: block; position: relative; }
    [part="track"] { display: grid; grid-auto-flow: column; grid-auto-columns: calc((100% - (var(--per-view) - 1) * 1.5rem) / var(--per-view));
                     gap: 1.5rem; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none; }
    ::slotted(*) { scroll-snap-align: start; }
    [part="controls"] { display: none; justify-content: flex-end; gap: .5rem; margin-top: .75rem; }
    :host([controls]) [part="controls"] { display: flex; }
  </style>
  <div part="track"><slot></slot></div>
  <div part="controls">
    <button class="c-icon-button c-icon-button--sm" data-step="-1" aria-label="Previous"><atlas-icon name="chevron-left"></atlas-icon></button>
    <button class="c-icon-button c-icon-button--sm" data-step="1" aria-label="Next"><atlas-icon name="chevron-right"></atlas-icon></button>
  </div>
`;

export class AtlasCarousel extends HTMLElement {
  static observedAttributes = ["per-view", "loop", "controls"];

  #track: HTMLElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: "open" });
    root.appendChild(template.content.cloneNode(true));
    this.#track = root.querySelector('[part="track"]')!;
    root.querySelectorAll<HTMLButtonElement>("[data-step]").forEach((button) => {
      button.addEventListener("click", () => this.scrollByPage(Number(button.dataset.step)));
    });
  }

  /** Slides visible at once, "3" by default. */
  get perView(): number {
    return Number(this.getAttribute("per-view") ?? 3);
  }

  set perView(value: number) {
    this.setAttribute("per-view", String(value));
  }

  get loop(): boolean {
    return this.hasAttribute("loop");
  }

  set loop(value: boolean) {
    this.toggleAttribute("loop", value);
  }

  get controls(): boolean {
    return this.hasAttribute("controls");
  }

  set controls(value: boolean) {
    this.toggleAttribute("controls", value);
  }

  attributeChangedCallback(name: string): void {
    if (name === "per-view") this.style.setProperty("--per-view", String(this.perView));
  }

  scrollByPage(direction: number): void {
    const { scrollLeft, scrollWidth, clientWidth } = this.#track;
    const atEnd = scrollLeft + clientWidth >= scrollWidth - 1;
    const atStart = scrollLeft <= 0;
    if (this.loop && direction > 0 && atEnd) {
      this.#track.scrollTo({ left: 0, behavior: "smooth" });
    } else if (this.loop && direction < 0 && atStart) {
      this.#track.scrollTo({ left: scrollWidth, behavior: "smooth" });
    } else {
      this.#track.scrollBy({ left: direction * clientWidth, behavior: "smooth" });
    }
  }
}

customElements.define("atlas-carousel", AtlasCarousel);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-carousel": AtlasCarousel;
  }
}
