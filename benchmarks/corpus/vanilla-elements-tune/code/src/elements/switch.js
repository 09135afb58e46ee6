import { sheet, shadow } from "../lib/styles.js";

const styles = sheet(`
  :host { display: inline-flex; align-items: center; gap: 10px; font-size: 14px; cursor: pointer; }
  .track { position: relative; inline-size: 36px; block-size: 20px; border-radius: 999px; background: #d1d5db; transition: background 150ms; }
  :host([size="sm"]) .track { inline-size: 28px; block-size: 16px; }
  .thumb { position: absolute; inset-block-start: 2px; inset-inline-start: 2px; inline-size: 16px; block-size: 16px;
    border-radius: 50%; background: #fff; box-shadow: 0 1px 2px rgb(0 0 0 / .3); transition: transform 150ms; }
  :host([size="sm"]) .thumb { inline-size: 12px; block-size: 12px; }
  :host([checked]) .track { background: var(--sw-brand, #1d4ed8); }
  :host([checked]) .thumb { transform: translateX(16px); }
  :host([size="sm"][checked]) .thumb { transform: translateX(12px); }
  :host([disabled]) { opacity: .5; pointer-events: none; }
`);

/**
 * An on/off switch for settings that apply at once (no submit).
 * For a choice inside a form use `<ui-checkbox>`.
 *
 * @attr {boolean} checked
 * @attr {boolean} disabled
 * @attr {"sm"|"md"} size
 * @fires change
 * @slot - the label
 */
export class UiSwitch extends HTMLElement {
  static get observedAttributes() {
    return ["checked", "disabled", "size"];
  }

  get checked() {
    return this.hasAttribute("checked");
  }
  set checked(value) {
    this.toggleAttribute("checked", Boolean(value));
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }
  /** @returns {"sm" | "md"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }

  connectedCallback() {
    this.setAttribute("role", "switch");
    this.tabIndex = 0;
    shadow(this, styles, `<span class="track" part="track"><span class="thumb"></span></span><slot></slot>`);
    this.addEventListener("click", () => {
      if (this.disabled) return;
      this.checked = !this.checked;
      this.dispatchEvent(new Event("change", { bubbles: true }));
    });
    this.attributeChangedCallback();
  }

  attributeChangedCallback() {
    this.setAttribute("aria-checked", String(this.checked));
  }
}

customElements.define("ui-switch", UiSwitch);
