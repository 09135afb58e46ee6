/**
 * The icon set: 24×24 stroke paths, keyed by the name `<ui-icon name="…">` takes.
 * Names follow the stroke-icon vocabulary the team standardised on in 2024.
 */
export const ICONS = {
  "alert-triangle": "M12 3 2 21h20L12 3zm0 6v5m0 3v.5",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zm4 4a2 2 0 0 0 4 0",
  "book-open": "M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zm20 0h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z",
  bookmark: "M6 3h12v18l-6-4-6 4z",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4m8-4v4",
  check: "m5 12 5 5 9-10",
  "chevron-left": "m15 5-7 7 7 7",
  "chevron-right": "m9 5 7 7-7 7",
  headphones: "M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zm13 0h3v5h-3z",
  info: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 9v6m0-9v.5",
  "more-horizontal": "M5 12h.5m6.5 0h.5m6.5 0h.5",
  plus: "M12 5v14M5 12h14",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12 4 4",
  share: "M4 12v7h16v-7M12 3v12M7 8l5-5 5 5",
  tablet: "M6 2h12v20H6zM11 18h2",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0",
  x: "M6 6l12 12M18 6 6 18",
};

/** @typedef {keyof typeof ICONS} IconName */

/**
 * The SVG markup of an icon, or an empty string for an unknown name.
 * @param {string} name
 */
export function iconSvg(name) {
  const path = ICONS[name];
  if (!path) return "";
  return `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${path}"/></svg>`;
}
