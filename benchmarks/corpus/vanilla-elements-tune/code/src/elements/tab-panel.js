import { sheet, shadow } from "../lib/styles.js";

const styles = sheet(`:host { display: block; padding-block: 16px; }`);

/**
 * The content of one tab; shown when the `<ui-tab>` at the same position is selected.
 * @slot - the panel's content
 */
export class UiTabPanel extends HTMLElement {
  connectedCallback() {
    this.setAttribute("role", "tabpanel");
    shadow(this, styles, `<slot></slot>`);
  }
}

customElements.define("ui-tab-panel", UiTabPanel);
