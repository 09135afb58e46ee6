// Fermata's glyph set: 24×24 stroke paths drawn for the product (2px stroke, round caps).

export type IconName =
	| "plus"
	| "chevron-left"
	| "chevron-right"
	| "chevron-down"
	| "calendar"
	| "clock"
	| "music"
	| "user"
	| "users"
	| "receipt"
	| "settings"
	| "search"
	| "x"
	| "check"
	| "check-circle"
	| "info"
	| "alert-triangle"
	| "more-vertical"
	| "more-horizontal"
	| "send"
	| "download"
	| "home"
	| "bell"
	| "pencil"
	| "trash"
	| "repeat"
	| "map-pin"
	| "mail"
	| "phone"
	| "credit-card";

export const glyphs: Record<IconName, string> = {
	plus: "M12 4v16M4 12h16",
	"chevron-left": "M15 5l-7 7 7 7",
	"chevron-right": "M9 5l7 7-7 7",
	"chevron-down": "M5 9l7 7 7-7",
	calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
	clock: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2",
	music: "M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0a3 3 0 1 1 6 0M20 16a3 3 0 1 1-6 0a3 3 0 1 1 6 0",
	user: "M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c0-4 4-6 8-6s8 2 8 6",
	users: "M9 5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7M2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 5.5a3 3 0 0 1 0 6M18 14.5c2.4.6 4 2.4 4 5",
	receipt: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3",
	settings: "M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2",
	search: "M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4-4",
	x: "M6 6l12 12M18 6L6 18",
	check: "M5 12.5l4.5 4.5L19 7.5",
	"check-circle": "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12.5l2.8 2.8L16.5 9.5",
	info: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.5",
	"alert-triangle": "M12 3.5L2.5 20h19zM12 10v4.5M12 17.5v.5",
	"more-vertical": "M12 5v.5M12 12v.5M12 19v.5",
	"more-horizontal": "M5 12h.5M12 12h.5M19 12h.5",
	send: "M21 3L10 14M21 3l-7 18-4-7-7-4z",
	download: "M12 4v11M7 10l5 5 5-5M4 20h16",
	home: "M3 11l9-7 9 7v9H3zM9 20v-6h6v6",
	bell: "M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4",
	pencil: "M4 20l1-4L16 5l3 3L8 19zM14 7l3 3",
	trash: "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13",
	repeat: "M4 11V9a3 3 0 0 1 3-3h12M16 3l3 3-3 3M20 13v2a3 3 0 0 1-3 3H5M8 21l-3-3 3-3",
	"map-pin": "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12M12 7a2 2 0 1 0 0 4a2 2 0 1 0 0-4",
	mail: "M3 6h18v12H3zM3 7l9 6 9-6",
	phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2",
	"credit-card": "M3 6h18v12H3zM3 10h18M7 15h4"
};
