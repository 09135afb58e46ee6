// 24x24 stroke icons used across the back-office. Keys are the `name` values
// accepted by LgIcon and by every component with an `icon` prop.
export const ICONS = {
  "plus": "M12 5v14M5 12h14",
  "download": "M12 4v11m0 0l-4-4m4 4l4-4M5 19h14",
  "search": "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2l-4.35-4.35",
  "filter": "M4 5h16l-6 8v5l-4 2v-7L4 5z",
  "more-horizontal": "M5 12h.01M12 12h.01M19 12h.01",
  "calendar": "M7 3v3m10-3v3M4 9h16M5 6h14v14H5z",
  "chevron-left": "M15 6l-6 6 6 6",
  "chevron-right": "M9 6l6 6-6 6",
  "chevron-down": "M6 9l6 6 6-6",
  "close": "M6 6l12 12M18 6L6 18",
  "check": "M5 12l5 5 9-10",
  "file-text": "M7 3h7l5 5v13H7zM14 3v5h5M9 13h6M9 17h6",
  "bar-chart": "M5 20V10m7 10V4m7 16v-7",
  "settings": "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z",
  "home": "M4 11l8-7 8 7v9h-5v-6H9v6H4z",
  "trash": "M5 7h14M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3",
  "alert-triangle": "M12 4l9 16H3l9-16zm0 6v4m0 3h.01",
  "info": "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9h.01",
  "users": "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-6 10v-2a5 5 0 0 1 5-5h2a5 5 0 0 1 5 5v2m2-10a3 3 0 1 0 0-6m5 16v-2a4 4 0 0 0-3-3.9",
};

export const ICON_NAMES = Object.keys(ICONS);
