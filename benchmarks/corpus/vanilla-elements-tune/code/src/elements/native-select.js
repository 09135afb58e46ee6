/**
 * A thin wrapper around a real `<select>`: the app's label and chevron, the
 * platform's picker (best on phones and for long lists). Renders in the light DOM so
 * the `<option>` children stay where the browser expects them.
 *
 * ```html
 * <ui-native-select label="Pickup branch" value="Central Library">
 *   <option>Central Library</option>
 *   <option>Riverside Branch</option>
 * </ui-native-select>
 * ```
 *
 * @attr {string} label
 * @attr {string} name - form field name
 * @attr {string} value - the selected option's value (an `<option>`'s value is its text unless set)
 * @attr {"sm"|"md"} size
 * @attr {boolean} disabled
 */
export class UiNativeSelect extends HTMLElement {
  static observedAttributes = ["label", "name", "value", "size", "disabled"];

  /** @returns {string} */
  get label() {
    return this.getAttribute("label") ?? "";
  }
  /** @returns {string} */
  get name() {
    return this.getAttribute("name") ?? "";
  }
  /** @returns {string} */
  get value() {
    return this.getAttribute("value") ?? "";
  }
  /** @returns {"sm" | "md"} */
  get size() {
    return this.getAttribute("size") ?? "md";
  }
  get disabled() {
    return this.hasAttribute("disabled");
  }

  connectedCallback() {
    if (this.querySelector("select")) return;
    const options = [...this.querySelectorAll(":scope > option, :scope > optgroup")];
    const id = `ns-${crypto.randomUUID().slice(0, 8)}`;
    this.classList.add("ui-native-select", `ui-native-select--${this.size}`);
    this.innerHTML = `<label class="ui-native-select__label" for="${id}"></label>
      <span class="ui-native-select__control"><select id="${id}"></select></span>`;
    const select = this.querySelector("select");
    this.querySelector("label").textContent = this.label;
    select.append(...options);
    select.name = this.name;
    select.disabled = this.disabled;
    if (this.value) select.value = this.value;
    select.addEventListener("change", () => this.setAttribute("value", select.value));
  }

  attributeChangedCallback(name, _old, next) {
    const select = this.querySelector("select");
    if (!select) return;
    if (name === "value" && select.value !== next) select.value = next ?? "";
    if (name === "disabled") select.disabled = this.disabled;
    if (name === "label") this.querySelector("label").textContent = this.label;
  }
}

customElements.define("ui-native-select", UiNativeSelect);

/* Light-DOM styles, once per document. */
if (!document.getElementById("ui-native-select-styles")) {
  const style = document.createElement("style");
  style.id = "ui-native-select-styles";
  style.textContent = `
    .ui-native-select { display: inline-grid; gap: 6px; font-size: 14px; }
    .ui-native-select__label { font-weight: 500; }
    .ui-native-select__control { position: relative; }
    .ui-native-select__control select { appearance: none; inline-size: 100%; block-size: 40px; padding: 0 36px 0 12px;
      border: 1px solid #d1d5db; border-radius: 8px; background: #fff; font: inherit; }
    .ui-native-select--sm .ui-native-select__control select { block-size: 32px; }
    .ui-native-select__control::after { content: ""; position: absolute; inset-inline-end: 14px; inset-block-start: 50%;
      inline-size: 7px; block-size: 7px; border: solid #6b7280; border-width: 0 2px 2px 0; transform: translateY(-70%) rotate(45deg); }`;
  document.head.append(style);
}
