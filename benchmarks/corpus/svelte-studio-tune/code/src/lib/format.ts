// Formatting helpers shared by the components and the app.

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const weekdayFormat = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** "2025-04-03" → "3 Apr 2025". */
export function formatDate(iso: string): string {
	return dateFormat.format(new Date(`${iso}T00:00:00`));
}

/** "2025-04-22" → "Tue 22 Apr 2025". */
export function formatDay(iso: string): string {
	return weekdayFormat.format(new Date(`${iso}T00:00:00`)).replace(",", "");
}

/** 180 → "€180.00". */
export function formatMoney(amount: number, currency = "EUR"): string {
	return new Intl.NumberFormat("en-IE", { style: "currency", currency }).format(amount);
}

/** "15:30" + 45 → "16:15". */
export function addMinutes(time: string, minutes: number): string {
	const [h, m] = time.split(":").map(Number);
	const total = h * 60 + m + minutes;
	return `${String(Math.floor(total / 60) % 24).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** "Clara Jansen" → "CJ". */
export function initials(name: string): string {
	return name
		.split(/\s+/)
		.filter((part) => part && part[0] === part[0].toUpperCase())
		.map((part) => part[0])
		.slice(0, 2)
		.join("");
}
