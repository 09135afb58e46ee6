const km = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** 48210 → "48,210 km" */
export function formatKm(value: number): string {
	return `${km.format(value)} km`;
}

/** 12 → "+12%", -50 → "−50%" (a real minus sign, as the design writes it). */
export function formatDelta(percent: number): string {
	if (percent > 0) return `+${percent}%`;
	if (percent < 0) return `\u2212${Math.abs(percent)}%`;
	return "0%";
}
