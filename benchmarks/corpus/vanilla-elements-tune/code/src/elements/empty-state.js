import { sheet, shadow, escape } from "../lib/styles.js";

const styles = sheet(`
  :host { display: grid; justify-items: center; gap: 12px; padding: 48px 24px; text-align: center; }
  :host([size="sm"]) { padding: 24px 16px; gap: 8px; }
  ::slotted([slot="illustration"]) { max-inline-size: 160px; margin-block-end: 8px; }
  h3 { margin: 0; font: 600 18px/28px inherit; color: #111827; }
  p { margin: 0; max-inline-size: 40ch; font-size: 14px; color: #6b7280; }
  .actions { display: flex; gap: 8px; margin-block-start: 8px; }
`);

/**
 * What a list shows when it has nothing in it: an illustration, a heading, one
 * sentence and the action that fills it.
 *
 * @attr {string} heading
 * @attr {string} description
 * @attr {"sm"|"md"} size
 * @slot illustration - an `<img>` or inline SVG
 * @slot actions - usually one `<ui-button>`
 */
export class UiEmptyState extends HTMLElement {
  static observedAttributes = ["heading", "description", "size"];

  /** @returns {string} */
  get heading() {
    return this.getAttribute("heading") ?? "";
  }
  /** @returns {string} */
  get description() {
    return this.getAttribute("description") ?? "";
  }
  /** @returns {"sm" | "md"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }

  connectedCallback() {
    shadow(
      this,
      styles,
      `<slot name="illustration"></slot><h3 part="heading">${escape(this.heading)}</h3>
       <p part="description">${escape(this.description)}</p><div class="actions"><slot name="actions"></slot></div>`,
    );
  }
}

customElements.define("ui-empty-state", UiEmptyState);
