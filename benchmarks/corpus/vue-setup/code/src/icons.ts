/**
 * Harbor icon set. 24×24 stroke icons, drawn on a 1.75px stroke.
 * Add new icons here; `HbIcon` renders them by name.
 */
export const icons = {
  plus: "M12 5v14M5 12h14",
  download: "M12 4v11m0 0-4-4m4 4 4-4M5 19h14",
  upload: "M12 20V9m0 0-4 4m4-4 4 4M5 5h14",
  edit: "M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4",
  share: "M15 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
  "more-horizontal": "M5 12h.01M12 12h.01M19 12h.01",
  package: "M12 3 4 7.5v9L12 21l8-4.5v-9L12 3zm0 0v18M4 7.5l8 4.5 8-4.5",
  truck: "M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z",
  settings: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15l1.1 1.9-2 3.4-2.2-.4a7 7 0 0 1-2 1.2L13.6 23H10.4l-.7-1.9a7 7 0 0 1-2-1.2l-2.2.4-2-3.4L4.6 15a7 7 0 0 1 0-2.3L3.5 10.8l2-3.4 2.2.4a7 7 0 0 1 2-1.2L10.4 4.7h3.2l.7 1.9a7 7 0 0 1 2 1.2l2.2-.4 2 3.4-1.1 1.9a7 7 0 0 1 0 2.3z",
  bell: "M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zm4 4a2 2 0 0 0 4 0",
  search: "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4",
  "chevron-down": "m6 9 6 6 6-6",
  "chevron-right": "m9 6 6 6-6 6",
  "chevron-left": "m15 6-6 6 6 6",
  x: "M6 6l12 12M18 6 6 18",
  check: "m5 12 5 5L20 7",
  "alert-triangle": "M12 4 2.5 20h19L12 4zm0 6v4m0 3h.01",
  info: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-11v6m0-9h.01",
  "map-pin": "M12 21s7-6.2 7-11a7 7 0 1 0-14 0c0 4.8 7 11 7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  calendar: "M5 5h14v15H5zM5 10h14M9 3v4m6-4v4",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5l3 2",
  trash: "M5 7h14M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3",
  "external-link": "M14 4h6v6m0-6L10 14M18 14v6H4V6h6",
  "arrow-up-right": "M7 17 17 7m0 0H9m8 0v8",
  "arrow-down-right": "M7 7l10 10m0 0V9m0 8H9",
  filter: "M4 5h16l-6 8v6l-4-2v-4L4 5z",
} as const;

export type IconName = keyof typeof icons;
