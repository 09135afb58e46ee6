/**
 * The product's icon set: 24×24 stroke paths, drawn by `<Icon name="…" />` and by every
 * component that takes an `icon` name.
 */
export const icons = {
	plus: 'M12 5v14M5 12h14',
	search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.35-4.35',
	play: 'M7 4.5v15l12-7.5z',
	pause: 'M8 5v14M16 5v14',
	upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
	download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
	mic: 'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zM19 11a7 7 0 0 1-14 0M12 18v3',
	'more-horizontal': 'M5 12h.01M12 12h.01M19 12h.01',
	edit: 'M4 20h4L19 9l-4-4L4 16v4z',
	trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
	'bar-chart': 'M5 20V10M12 20V4M19 20v-7',
	calendar: 'M4 6h16v14H4zM4 10h16M9 3v4M15 3v4',
	x: 'M6 6l12 12M18 6L6 18',
	check: 'M5 12l5 5L20 7',
	'check-circle': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
	'alert-triangle': 'M12 3l10 18H2L12 3zM12 10v5M12 18h.01',
	info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7h.01',
	bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 21h4',
	home: 'M3 11l9-7 9 7v9H3z',
	settings: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-2-4-2 1-2-2 1-2-4-2-1 2h-2L8 2 4 4l1 2-2 2-2-1-2 4 2 1',
	headphones: 'M4 18v-6a8 8 0 0 1 16 0v6M4 18h4v-5H4zM16 18h4v-5h-4z',
	'chevron-left': 'M15 6l-6 6 6 6',
	'chevron-right': 'M9 6l6 6-6 6',
	'chevron-down': 'M6 9l6 6 6-6',
	'arrow-up': 'M12 19V5M6 11l6-6 6 6',
	'arrow-down': 'M12 5v14M6 13l6 6 6-6',
	share: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5',
	rss: 'M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14'
} as const;

export type IconName = keyof typeof icons;
