/**
 * <atlas-share-menu layout="inline" label="Share this story" url="https://atlas.news/…"></atlas-share-menu>
 *
 * Share links for X, Facebook, email and copy-link. `layout="popover"` collapses them
 * behind one share button; the native share sheet is used when the browser has one.
 */

export type AtlasShareLayout = "inline" | "popover";

const NETWORKS = [
  { id: "x", label: "Share on X", href: (u: string, t: string) => `https://x.com/intent/post?url=${u}&text=${t}` },
  { id: "facebook", label: "Share on Facebook", href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { id: "mail", label: "Share by email", href: (u: string, t: string) => `mailto:?subject=${t}&body=${u}` },
];

export class AtlasShareMenu extends HTMLElement {
  static observedAttributes = ["layout", "label", "url"];

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  get layout(): AtlasShareLayout {
    return (this.getAttribute("layout") as AtlasShareLayout | null) ?? "inline";
  }

  set layout(value: AtlasShareLayout) {
    this.setAttribute("layout", value);
  }

  get url(): string {
    return this.getAttribute("url") ?? location.href;
  }

  connectedCallback(): void {
    this.#render();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#render();
  }

  async share(): Promise<void> {
    if (navigator.share) {
      await navigator.share({ url: this.url, title: document.title });
    } else {
      this.toggleAttribute("open");
    }
  }

  #render(): void {
    const url = encodeURIComponent(this.url);
    const title = encodeURIComponent(document.title);
    const links = NETWORKS.map(
      (n) => `<a class="link" href="${n.href(url, title)}" target="_blank" rel="noopener" aria-label="${n.label}">
                <atlas-icon name="${n.id}"></atlas-icon></a>`,
    ).join("");
    this.shadowRoot!.innerHTML = `
      <style>
        :host { display: inline-flex; align-items: center; gap: .5rem; font: 600 .8125rem var(--atlas-font-sans); position: relative; }
        .link, .toggle { display: inline-grid; place-items: center; width: 2.25rem; height: 2.25rem; border-radius: 50%;
                         border: 1px solid var(--atlas-color-rule, #dcd8cf); color: inherit; background: #fff; cursor: pointer; }
        .link:hover, .toggle:hover { background: var(--atlas-color-paper-alt, #f5f3ee); }
        .links { display: inline-flex; gap: .5rem; }
        :host([layout="popover"]) .links { display: none; position: absolute; top: 100%; right: 0; padding: .5rem; background: #fff;
                                           box-shadow: 0 8px 24px rgba(0,0,0,.14); }
        :host([layout="popover"][open]) .links { display: inline-flex; }
        :host([layout="inline"]) .toggle { display: none; }
      </style>
      <span part="label">${this.getAttribute("label") ?? ""}</span>
      <button class="toggle" part="toggle" type="button" aria-label="Share"><atlas-icon name="share"></atlas-icon></button>
      <span class="links" part="links">${links}</span>`;
    this.shadowRoot!.querySelector(".toggle")!.addEventListener("click", () => void this.share());
  }
}

customElements.define("atlas-share-menu", AtlasShareMenu);

declare global {
  interface HTMLElementTagNameMap {
    "atlas-share-menu": AtlasShareMenu;
  }
}
