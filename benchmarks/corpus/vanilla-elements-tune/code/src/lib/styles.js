/**
 * Shared helpers for the elements' shadow roots.
 *
 * Every element adopts the `base` sheet (box sizing, focus ring, tokens with
 * fallbacks) and its own sheet, built once per module with `sheet()`.
 */

/** @type {Map<string, CSSStyleSheet>} */
const cache = new Map();

/**
 * A constructable stylesheet for `cssText`, shared by every instance.
 * @param {string} cssText
 * @returns {CSSStyleSheet}
 */
export function sheet(cssText) {
  let styles = cache.get(cssText);
  if (!styles) {
    styles = new CSSStyleSheet();
    styles.replaceSync(cssText);
    cache.set(cssText, styles);
  }
  return styles;
}

export const base = sheet(`
  :host { box-sizing: border-box; font-family: var(--sw-font, "Inter", system-ui, sans-serif); }
  :host([hidden]) { display: none !important; }
  *, *::before, *::after { box-sizing: inherit; }
  :focus-visible { outline: 2px solid var(--sw-focus, #2f6fed); outline-offset: 2px; }
`);

/**
 * Attach an open shadow root with the base sheet, `styles` and `html`.
 * @param {HTMLElement} host
 * @param {CSSStyleSheet} styles
 * @param {string} html
 * @returns {ShadowRoot}
 */
export function shadow(host, styles, html) {
  const root = host.shadowRoot ?? host.attachShadow({ mode: "open", delegatesFocus: true });
  root.adoptedStyleSheets = [base, styles];
  root.innerHTML = html;
  return root;
}

/**
 * Escape text before it goes into a template.
 * @param {string} value
 */
export function escape(value) {
  return String(value)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
