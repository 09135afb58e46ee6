export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins the truthy class names. Tailwind classes are written out in full in each component,
 * so there is nothing to merge: `cx("px-3", isActive && "bg-brand-50", className)`.
 */
export function cx(...values: ClassValue[]): string {
	return values.filter(Boolean).join(" ");
}
